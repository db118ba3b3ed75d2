// Worker-thread entry of `parseTranscriptWithoutBlocking`: parses one file and posts its segments back in
// small batches, each after the main thread asked for it, so the main thread never decodes a huge
// message or a pile of them in one go.
import { once } from 'node:events';
import { parentPort, workerData } from 'node:worker_threads';
import { parseTranscriptFile } from './parse-transcript-file';
import type { ParseWorkerInput, ParseWorkerMessage } from './parse-transcript-without-blocking';
import { TranscriptParseError } from './transcript-parse-error';

const input = workerData as ParseWorkerInput;
const post = (message: ParseWorkerMessage) => parentPort?.postMessage(message);

try {
  const parsed = parseTranscriptFile({
    filename: input.filename,
    content: new TextDecoder().decode(input.bytes),
  });
  for (let start = 0; start < parsed.segments.length; start += input.batchSize) {
    post({ kind: 'segments', segments: parsed.segments.slice(start, start + input.batchSize) });
    if (parentPort) await once(parentPort, 'message');
  }
  post({ kind: 'done', format: parsed.format });
} catch (error) {
  if (!(error instanceof TranscriptParseError)) throw error;
  post({ kind: 'invalid', reason: error.reason, message: error.message, line: error.line });
}
