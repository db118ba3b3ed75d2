import { describe, expect, it } from 'vitest';
import { nextBulkTurn } from './bulk-turns';

/** Counts turns of the event loop (a `setImmediate` made in one runs in the next) until stopped. */
function countTurns(): { current(): number; stop(): void } {
  let turn = 0;
  let isRunning = true;
  const next = () => {
    turn += 1;
    if (isRunning) setImmediate(next);
  };
  setImmediate(next);
  return { current: () => turn, stop: () => (isRunning = false) };
}

describe('nextBulkTurn', () => {
  it('lets one caller go per turn of the event loop, however many wait, in the order they came', async () => {
    const turns = countTurns();
    const seen: Array<{ worker: number; step: number; turn: number }> = [];
    // Three transcripts' worth of bulk work at once, each awaiting its turn before each step.
    await Promise.all(
      [0, 1, 2].map(async (worker) => {
        for (let step = 0; step < 4; step += 1) {
          await nextBulkTurn();
          seen.push({ worker, step, turn: turns.current() });
        }
      }),
    );
    turns.stop();
    expect(seen).toHaveLength(12);
    // No two steps in one turn: the loop polls for requests between any two.
    expect(new Set(seen.map((step) => step.turn)).size).toBe(12);
    expect(seen.map((step) => step.worker)).toEqual([0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2]);
  });

  it('answers I/O between two steps of the same work', async () => {
    let timerFired = false;
    setTimeout(() => (timerFired = true), 0);
    const start = performance.now();
    // Busy steps of 5 ms: the timer is due after the first one and must fire before the last.
    for (let step = 0; step < 4; step += 1) {
      await nextBulkTurn();
      while (performance.now() - start < 5 * (step + 1)) {}
      if (step === 3) expect(timerFired).toBe(true);
    }
  });
});
