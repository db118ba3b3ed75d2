import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { TranscriptSegment } from '../transcript-segment';
import {
  type ParsedTranscriptFile,
  parseTranscriptFile,
  type TranscriptFileFormat,
} from './parse-transcript-file';
import { TranscriptParseError, type TranscriptParseErrorReason } from './transcript-parse-error';

export type ParseWorkerInput = { filename: string; bytes: Uint8Array; batchSize: number };
export type ParseWorkerMessage =
  | { kind: 'segments'; segments: TranscriptSegment[] }
  | { kind: 'done'; format: TranscriptFileFormat }
  | { kind: 'invalid'; reason: TranscriptParseErrorReason; message: string; line: number | null };

const WORKER_URL = new URL('./parse-transcript.worker.ts', import.meta.url);
// The server runs its TypeScript sources through tsx; the worker's own module graph needs it too.
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
/** Segments per message: each one is decoded on the main thread, so each stays small. */
const SEGMENTS_PER_MESSAGE = 1000;
/** Up to this size a file parses in a few milliseconds, less than a worker takes to start. */
const MAX_INLINE_PARSE_BYTES = 128 * 1024;

/**
 * `parseTranscriptFile` without blocking the event loop for long: a large file takes seconds to
 * parse, so it is parsed on a worker thread while the server keeps answering; a small one at once.
 * `bytes` is the file as stored (UTF-8). Rejects with `TranscriptParseError` for a file that cannot
 * be read, like the parser.
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

function parseOnWorkerThread(input: ParseWorkerInput): Promise<ParsedTranscriptFile> {
  const worker = new Worker(WORKER_URL, { workerData: input, execArgv: ['--import', TSX_LOADER] });
  const segments: TranscriptSegment[] = [];
  return new Promise((resolve, reject) => {
    worker.on('message', (message: ParseWorkerMessage) => {
      if (message.kind === 'segments') {
        for (const segment of message.segments) segments.push(segment);
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
