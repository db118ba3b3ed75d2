import { describe, expect, it } from 'vitest';
import type { TranscriptSegment } from '../../transcription/transcript-segment';
import { excerptsAroundMatches } from './matched-excerpts';
import { EXCERPT_GAP_TOKENS, lineTokens, renderExcerpts } from './transcript-retrieval';

function line(startMs: number, text: string): TranscriptSegment {
  return { startMs, endMs: startMs + 5_000, speaker: 'Dana', text };
}

/** `count` short lines, the n-th saying "line n". */
function transcript(count: number): TranscriptSegment[] {
  return Array.from({ length: count }, (_, index) => line(index * 10_000, `line ${index}`));
}

const texts = (segments: TranscriptSegment[]) => segments.map((segment) => segment.text);

describe('excerptsAroundMatches', () => {
  it('quotes each matched line with its neighbours, focused on the line and scored by the search', () => {
    const excerpts = excerptsAroundMatches({
      meetings: [{ id: 'm', segments: transcript(40) }],
      matches: [{ meetingId: 'm', index: 20, score: 0.4 }],
      tokenBudget: 1_000,
    });

    expect(excerpts).toHaveLength(1);
    const [excerpt] = excerpts;
    expect(texts(excerpt!.segments)).toEqual([
      'line 18',
      'line 19',
      'line 20',
      'line 21',
      'line 22',
      'line 23',
    ]);
    expect(excerpt!.focusIndex).toBe(2);
    expect(excerpt!.lineScores).toEqual([0, 0, 0.4, 0, 0, 0]);
    expect(excerpt!.score).toBe(0.4);
  });

  it('groups by meeting in the order given and in transcript order, merging windows that touch', () => {
    const excerpts = excerptsAroundMatches({
      meetings: [
        { id: 'first', segments: transcript(40) },
        { id: 'second', segments: transcript(40) },
      ],
      // Best first, as the database ranks them.
      matches: [
        { meetingId: 'second', index: 30, score: 0.9 },
        { meetingId: 'first', index: 25, score: 0.5 },
        { meetingId: 'second', index: 5, score: 0.3 },
        { meetingId: 'first', index: 21, score: 0.2 },
      ],
      tokenBudget: 1_000,
    });

    expect(excerpts.map((excerpt) => [excerpt.meetingId, excerpt.score])).toEqual([
      ['first', 0.5],
      ['second', 0.3],
      ['second', 0.9],
    ]);
    const [merged] = excerpts;
    expect(texts(merged!.segments)).toEqual(Array.from({ length: 10 }, (_, index) => `line ${index + 19}`));
    expect(merged!.segments[merged!.focusIndex]!.text).toBe('line 25');
    expect(merged!.lineScores.filter((score) => score > 0)).toEqual([0.2, 0.5]);
  });

  it('takes the best matches that fit the token budget, and at most maxPassages of them', () => {
    const segments = transcript(100);
    const matches = [10, 50, 90].map((index, rank) => ({ meetingId: 'm', index, score: 1 - rank / 10 }));
    const windowTokens = segments.slice(48, 54).reduce((sum, segment) => sum + lineTokens(segment), 0);

    const fitting = excerptsAroundMatches({
      meetings: [{ id: 'm', segments }],
      matches,
      tokenBudget: 2 * (windowTokens + EXCERPT_GAP_TOKENS),
    });
    expect(fitting.map((excerpt) => excerpt.segments[excerpt.focusIndex]!.text)).toEqual([
      'line 10',
      'line 50',
    ]);

    const capped = excerptsAroundMatches({
      meetings: [{ id: 'm', segments }],
      matches,
      tokenBudget: 10_000,
      maxPassages: 1,
    });
    expect(capped).toHaveLength(1);
  });

  it('keeps a matched line longer than a passage whole and alone', () => {
    const long = `The Zephyr firmware ${'keeps coming up in every review '.repeat(40)}`;
    const segments = [...transcript(3), line(30_000, long), ...transcript(3)];
    const excerpts = excerptsAroundMatches({
      meetings: [{ id: 'm', segments }],
      matches: [{ meetingId: 'm', index: 3, score: 0.1 }],
      tokenBudget: 1_000,
    });
    expect(excerpts.map((excerpt) => texts(excerpt.segments))).toEqual([[long]]);
  });

  it('ignores matches of meetings not given, lines that do not exist or say nothing', () => {
    const segments = [...transcript(3), line(30_000, '   ')];
    expect(
      excerptsAroundMatches({
        meetings: [{ id: 'm', segments }],
        matches: [
          { meetingId: 'other', index: 1, score: 1 },
          { meetingId: 'm', index: 9, score: 1 },
          { meetingId: 'm', index: 3, score: 1 },
        ],
        tokenBudget: 1_000,
      }),
    ).toEqual([]);
  });

  it('renders like retrieved excerpts, a gap marker between windows', () => {
    const excerpts = excerptsAroundMatches({
      meetings: [{ id: 'm', segments: transcript(40) }],
      matches: [
        { meetingId: 'm', index: 5, score: 1 },
        { meetingId: 'm', index: 30, score: 1 },
      ],
      tokenBudget: 1_000,
    });
    expect(renderExcerpts(excerpts).split('\n')).toContain('[…]');
  });
});
