import { startWorker, transferable } from '../../../threads/start-worker';
import type { TranscriptSegment } from '../transcript-segment';
import {
  type ParsedTranscriptFile,
  parseTranscriptFile,
  type TranscriptFileFormat,
} from './parse-transcript-file';
import { TranscriptParseError, type TranscriptParseErrorReason } from './transcript-parse-error';

export type ParseWorkerInput = { filename: string; bytes: Uint8Array; batchSize: number };
/** The worker waits for this before each further batch, so batches are decoded one event-loop turn at a time. */
export const NEXT_BATCH = 'next';
export type ParseWorkerMessage =
  | { kind: 'segments'; segments: TranscriptSegment[] }
  | { kind: 'done'; format: TranscriptFileFormat }
  | { kind: 'invalid'; reason: TranscriptParseErrorReason; message: string; line: number | null };

const WORKER_URL = new URL('./parse-transcript.worker.ts', import.meta.url);
/** Segments per message: each one is decoded on the main thread, so each stays small. */
const SEGMENTS_PER_MESSAGE = 1000;
/** Up to this size a file parses in a few milliseconds, less than a worker takes to start. */
const MAX_INLINE_PARSE_BYTES = 128 * 1024;

/**
 * `parseTranscriptFile` without blocking the event loop for long: a large file takes seconds to
 * parse, so it is parsed on a worker thread while the server keeps answering; a small one at once.
 * `bytes` is the file as stored (UTF-8); a large one is handed to the worker, so the caller must not
 * use it afterwards. Rejects with `TranscriptParseError` for a file that cannot be read, like the parser.
 */
export async function parseTranscriptWithoutBlocking(options: {
  filename: string;
  bytes: Uint8Array;
  /** Files from this size are parsed on a worker thread; tests lower it. */
  offThreadFromBytes?: number;
}): Promise<ParsedTranscriptFile> {
  const { filename, bytes } = options;
  if (bytes.byteLength < (options.offThreadFromBytes ?? MAX_INLINE_PARSE_BYTES + 1)) {
    return parseTranscriptFile({ filename, content: new TextDecoder().decode(bytes) });
  }
  return parseOnWorkerThread({ filename, bytes, batchSize: SEGMENTS_PER_MESSAGE });
}

async function parseOnWorkerThread(input: ParseWorkerInput): Promise<ParsedTranscriptFile> {
  const bytes = transferable(input.bytes);
  const worker = await startWorker(WORKER_URL, {
    workerData: { ...input, bytes },
    transferList: [bytes.buffer],
  });
  const segments: TranscriptSegment[] = [];
  return new Promise((resolve, reject) => {
    worker.on('message', (message: ParseWorkerMessage) => {
      if (message.kind === 'segments') {
        for (const segment of message.segments) segments.push(segment);
        worker.postMessage(NEXT_BATCH);
      } else if (message.kind === 'done') {
        resolve({ format: message.format, segments });
      } else {
        reject(
          new TranscriptParseError({
            reason: message.reason,
            message: message.message,
            line: message.line ?? undefined,
          }),
        );
      }
    });
    worker.on('error', reject);
    // After 'done' or 'invalid' this changes nothing; before them the worker died without answering.
    worker.on('exit', (code) =>
      reject(new Error(`The transcript parser thread stopped (exit code ${code}).`)),
    );
  });
}
