import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { startWorker } from './start-worker';
import { ECHO, echoFromAWorker, holdEveryWorkerSlot } from './testing/worker-slots';

describe('startWorker', () => {
  it('runs more workers than it lets run at once, each to the end', { timeout: 60_000 }, async () => {
    const count = availableParallelism() + 2;
    const answers = await Promise.all(Array.from({ length: count }, (_, index) => echoFromAWorker(index)));
    expect(answers).toEqual(Array.from({ length: count }, (_, index) => index));
  });

  it('gives up waiting for a slot when its signal aborts, and starts nothing', {
    timeout: 30_000,
  }, async () => {
    const busy = await holdEveryWorkerSlot();
    const controller = new AbortController();
    const waiting = startWorker(ECHO, { workerData: 1, signal: controller.signal });
    controller.abort(new Error('no longer wanted'));
    await expect(waiting).rejects.toThrow('no longer wanted');
    await expect(startWorker(ECHO, { signal: AbortSignal.abort() })).rejects.toThrow();

    await Promise.all(busy.map((worker) => worker.terminate()));
    // Had the aborted call been handed a slot, this would wait for it.
    expect(await echoFromAWorker(2)).toBe(2);
  });
});
