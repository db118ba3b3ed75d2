import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { startWorker } from './start-worker';

const ECHO = new URL(
  'data:text/javascript,import{parentPort,workerData}from"node:worker_threads";parentPort.postMessage(workerData)',
);

describe('startWorker', () => {
  it('runs more workers than it lets run at once, each to the end', { timeout: 60_000 }, async () => {
    const count = availableParallelism() + 2;
    const answers = await Promise.all(
      Array.from({ length: count }, async (_, index) => {
        const worker = await startWorker(ECHO, { workerData: index });
        return new Promise((resolve) => worker.once('message', resolve));
      }),
    );
    expect(answers).toEqual(Array.from({ length: count }, (_, index) => index));
  });
});
