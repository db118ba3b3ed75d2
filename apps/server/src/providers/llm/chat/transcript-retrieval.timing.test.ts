import { describe, expect, it } from 'vitest';
import { syntheticTranscript } from '../offline/fixtures/synthetic-transcript';
import { retrieveExcerpts } from './transcript-retrieval';

// A timing test: run alone, after the others (scripts/test.mjs), so it measures the code, not its neighbours.
describe('retrieveExcerpts speed', () => {
  it('searches 20,000 segments well under 100 ms', () => {
    const segments = syntheticTranscript({ words: 450_000, durationMs: 10 * 3_600_000 }).slice(0, 20_000);
    expect(segments).toHaveLength(20_000);
    const timings: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      const started = performance.now();
      const excerpts = retrieveExcerpts({
        meetings: [{ id: 'long', segments }],
        question: 'What did they say about the SOC 2 report and pricing?',
        previousQuestion: 'What about the budget?',
        tokenBudget: 8_000,
      });
      timings.push(performance.now() - started);
      expect(excerpts.length).toBeGreaterThan(0);
    }
    // The fastest run: the others share the machine with other work. Typically 10 to 30 ms.
    expect(Math.min(...timings)).toBeLessThan(100);
  });
});
