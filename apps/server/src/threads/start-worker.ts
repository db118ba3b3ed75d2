import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

// The server runs its TypeScript sources through tsx; a worker's own module graph needs it too.
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
/** Workers at once: one core stays with the event loop, and many large uploads queue, not pile up. */
export const MAX_WORKERS = Math.max(1, availableParallelism() - 1);
/** Parsing the largest accepted file takes seconds; a worker still busy after this is stuck. */
const TIME_LIMIT_MS = 2 * 60_000;

let running = 0;
const waiting: Array<() => void> = [];

export type StartWorkerOptions = Omit<WorkerOptions, 'execArgv'> & {
  /** Gives up the wait for a free slot: the call rejects with the signal's reason and starts nothing. */
  signal?: AbortSignal;
};

/**
 * Starts a worker thread on a module of this source tree (TypeScript included) once fewer than
 * `MAX_WORKERS` run; its slot is freed when it exits. One still running after `TIME_LIMIT_MS` is
 * stopped (it exits with code 1). A caller that no longer wants the work aborts `signal`: a worker
 * started for it after that would hold a slot with nobody to stop it.
 */
export async function startWorker(url: URL, options: StartWorkerOptions = {}): Promise<Worker> {
  const { signal, ...workerOptions } = options;
  signal?.throwIfAborted();
  await takeSlot(signal);
  try {
    const worker = new Worker(url, { ...workerOptions, execArgv: workerExecArgv(url) });
    const timeLimit = setTimeout(() => void worker.terminate(), TIME_LIMIT_MS).unref();
    worker.once('exit', () => {
      clearTimeout(timeLimit);
      release();
    });
    return worker;
  } catch (error) {
    release();
    throw error;
  }
}

/** A worker's Node options: a TypeScript module is loaded through tsx, as the server's own are. */
export function workerExecArgv(url: URL): string[] {
  return url.pathname.endsWith('.ts') ? ['--import', TSX_LOADER] : [];
}

/** Resolves once this caller holds a slot; a waiter is handed the slot of the worker that exits. */
function takeSlot(signal: AbortSignal | undefined): Promise<void> {
  if (running < MAX_WORKERS) {
    running += 1;
    return Promise.resolve();
  }
  return new Promise<void>((resolve, reject) => {
    const take = () => {
      signal?.removeEventListener('abort', giveUp);
      resolve();
    };
    const giveUp = () => {
      const place = waiting.indexOf(take);
      if (place >= 0) waiting.splice(place, 1);
      reject(signal?.reason);
    };
    waiting.push(take);
    signal?.addEventListener('abort', giveUp, { once: true });
  });
}

function release(): void {
  const next = waiting.shift();
  if (next) next();
  else running -= 1;
}

/**
 * The bytes as a view that owns its whole buffer, so it can be moved to a worker (moving 20 MB is
 * free; copying it held the event loop ~100 ms). A view on shared memory, such as Node's pool of
 * small buffers, is copied first.
 */
export function transferable(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const ownsBuffer =
    bytes.byteOffset === 0 &&
    bytes.byteLength === bytes.buffer.byteLength &&
    bytes.buffer instanceof ArrayBuffer;
  return ownsBuffer ? (bytes as Uint8Array<ArrayBuffer>) : new Uint8Array(bytes);
}
