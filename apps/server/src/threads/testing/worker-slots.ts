import type { Worker } from 'node:worker_threads';
import { MAX_WORKERS, startWorker } from '../start-worker';

/** A worker that posts back its `workerData`. */
export const ECHO = new URL(
  'data:text/javascript,import{parentPort,workerData}from"node:worker_threads";parentPort.postMessage(workerData)',
);
/** A worker that runs until it is stopped. */
const BUSY = new URL('data:text/javascript,setInterval(()=>{},1000)');

/** Every slot taken by a busy worker; the test stops them. */
export function holdEveryWorkerSlot(): Promise<Worker[]> {
  return Promise.all(Array.from({ length: MAX_WORKERS }, () => startWorker(BUSY)));
}

/** Resolves with the echo of a worker started now: the slots are free again. */
export async function echoFromAWorker(value: number): Promise<unknown> {
  const worker = await startWorker(ECHO, { workerData: value });
  return new Promise((resolve) => worker.once('message', resolve));
}
