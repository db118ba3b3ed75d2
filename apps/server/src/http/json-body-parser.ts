import { errorCodes, type FastifyInstance } from 'fastify';
import { startWorker, transferable } from '../threads/start-worker';
import type { JsonParseResult } from './json-parse.worker';

/** Bodies up to this size parse at once; a 20 MB transcript upload held the event loop ~100–300 ms. */
const MAX_INLINE_JSON_BYTES = 512 * 1024;
const WORKER_URL = new URL('./json-parse.worker.ts', import.meta.url);

/**
 * Replaces Fastify's JSON body parser with one that parses large bodies on a worker thread, with
 * the same answers: 400 for an empty or invalid body, or one with `__proto__` or
 * `constructor.prototype` keys. Register before the routes: child contexts copy their parsers.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseInline = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    if (bytes.byteLength <= MAX_INLINE_JSON_BYTES) {
      parseInline(request, bytes.toString('utf8'), done);
      return;
    }
    parseOnWorkerThread(bytes).then(
      (result) =>
        'value' in result ? done(null, result.value) : done(new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY()),
      (error: Error) => done(error),
    );
  });
}

async function parseOnWorkerThread(body: Uint8Array): Promise<JsonParseResult> {
  const bytes = transferable(body);
  const worker = await startWorker(WORKER_URL, { workerData: bytes, transferList: [bytes.buffer] });
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The JSON parser thread stopped (exit code ${code}).`)));
  });
}
