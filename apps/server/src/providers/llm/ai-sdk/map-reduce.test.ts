import { describe, expect, it } from 'vitest';
import type { TranscriptSegment } from '../../transcription/transcript-segment';
import { IntelligenceError } from '../shared/errors';
import { contentBudget, estimateTokens } from '../shared/token-budget';
import { renderTranscript } from '../shared/transcript-format';
import { groupToFit, mapWithConcurrency, runMapReduce, splitIntoWindows } from './map-reduce';
import type { TMeetingNotes } from './schemas';

function segments(
  count: number,
  text = 'We went through the rollout plan and the pilot team.',
): TranscriptSegment[] {
  return Array.from({ length: count }, (_, index) => ({
    startMs: index * 10_000,
    endMs: index * 10_000 + 9_000,
    speaker: index % 2 === 0 ? 'Alice' : 'Bob',
    text: `${index}: ${text}`,
  }));
}

describe('splitIntoWindows', () => {
  it('cuts between segments into windows that fit, overlapping by a few lines', () => {
    const all = segments(60);
    const windows = splitIntoWindows({ segments: all, windowTokens: 200 });

    expect(windows.length).toBeGreaterThan(3);
    for (const window of windows) expect(estimateTokens(renderTranscript(window))).toBeLessThanOrEqual(200);
    for (let index = 1; index < windows.length; index += 1) {
      const previous = windows[index - 1]!;
      const current = windows[index]!;
      expect(current[0]!.startMs).toBeLessThan(previous.at(-1)!.startMs + 1);
      expect(current.at(-1)!.startMs).toBeGreaterThan(previous.at(-1)!.startMs);
    }
    expect(windows[0]![0]).toBe(all[0]);
    expect(windows.at(-1)!.at(-1)).toBe(all.at(-1));
  });

  it('puts a transcript that fits into one window', () => {
    expect(splitIntoWindows({ segments: segments(3), windowTokens: 1_000 })).toHaveLength(1);
  });

  it('splits a segment longer than a window on word boundaries, interpolating times', () => {
    const long: TranscriptSegment = {
      startMs: 60_000,
      endMs: 160_000,
      speaker: 'Alice',
      text: Array.from({ length: 400 }, (_, index) => `word${index}`).join(' '),
    };
    const windows = splitIntoWindows({ segments: [long], windowTokens: 150 });

    expect(windows.length).toBeGreaterThan(3);
    const pieces = windows.flat();
    expect(pieces[0]!.startMs).toBe(60_000);
    expect(pieces.at(-1)!.endMs).toBe(160_000);
    expect(pieces.every((piece) => piece.text.startsWith('word'))).toBe(true);
    const words = new Set(pieces.flatMap((piece) => piece.text.split(' ')));
    expect(words.size).toBe(400);
  });
});

describe('budgets', () => {
  it('refuses a context that leaves no room for content', () => {
    expect(() => contentBudget({ contextTokens: 500, overheadTokens: 400 })).toThrow(IntelligenceError);
    expect(contentBudget({ contextTokens: 8_000, overheadTokens: 500 })).toBe(8_000 - 500 - 2_000);
    expect(contentBudget({ contextTokens: 100_000, overheadTokens: 500 })).toBe(100_000 - 500 - 4_096);
  });

  it('groups consecutive items as large as fit', () => {
    const groups = groupToFit({
      items: ['aaaa', 'bbbb', 'cccc', 'dddd', 'eeee'],
      budgetTokens: 2,
      render: (g) => g.join(''),
    });
    expect(groups).toEqual([['aaaa', 'bbbb'], ['cccc', 'dddd'], ['eeee']]);
  });

  it('runs tasks with bounded concurrency and keeps their order', async () => {
    let running = 0;
    let peak = 0;
    const results = await mapWithConcurrency({
      items: [30, 10, 20, 5],
      concurrency: 2,
      task: async (ms) => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise((resolve) => setTimeout(resolve, ms));
        running -= 1;
        return ms * 2;
      },
    });
    expect(results).toEqual([60, 20, 40, 10]);
    expect(peak).toBe(2);
  });
});

describe('runMapReduce', () => {
  const notesFor = (segmentsInWindow: TranscriptSegment[]): TMeetingNotes => ({
    keyPoints: [],
    decisions: [],
    actionItems: segmentsInWindow.map((segment) => ({
      at: String(segment.startMs / 1000),
      text: segment.text,
      owner: segment.speaker,
      dueDate: null,
    })),
  });

  it('maps each window, then reduces once when the notes fit', async () => {
    const windows = splitIntoWindows({ segments: segments(30), windowTokens: 150 });
    const calls: string[] = [];
    const result = await runMapReduce({
      windows,
      contextTokens: 20_000,
      concurrency: 3,
      isActionItemsOnly: true,
      reduceOverheadTokens: 500,
      mergeOverheadTokens: 500,
      takeNotes: async ({ segments: window, part }) => {
        calls.push(`map ${part.firstPart}/${part.partCount}`);
        return notesFor(window);
      },
      mergeNotes: async () => {
        throw new Error('no merge expected');
      },
      reduce: async ({ notes, renderedNotes }) => {
        calls.push('reduce');
        return { parts: notes.length, renderedNotes };
      },
    });

    expect(calls.filter((call) => call.startsWith('map'))).toHaveLength(windows.length);
    expect(calls.at(-1)).toBe('reduce');
    expect(result.parts).toBe(windows.length);
    expect(result.renderedNotes).toContain(`### Part 1 of ${windows.length}, 00:00 to `);
  });

  it('merges notes level by level until they fit one reduce call', async () => {
    const windows = splitIntoWindows({ segments: segments(120), windowTokens: 150 });
    let merges = 0;
    let reducedTokens = 0;
    await runMapReduce({
      windows,
      contextTokens: 1_000,
      concurrency: 4,
      isActionItemsOnly: true,
      reduceOverheadTokens: 300,
      mergeOverheadTokens: 300,
      takeNotes: async ({ segments: window }) => notesFor(window),
      mergeNotes: async ({ notes }) => {
        merges += 1;
        // A model that condenses: keeps the first item of each part.
        return {
          keyPoints: [],
          decisions: [],
          actionItems: notes.flatMap((note) => note.notes.actionItems.slice(0, 1)),
        };
      },
      reduce: async ({ renderedNotes }) => {
        reducedTokens = estimateTokens(renderedNotes);
      },
    });

    expect(merges).toBeGreaterThan(0);
    expect(reducedTokens).toBeLessThanOrEqual(1_000 - 300 - 250);
  });
});
