import { describe, expect, it } from 'vitest';
import type { TranscriptSegment } from '../../transcription/transcript-segment';
import { SALES_CALL_SEGMENTS } from '../offline/fixtures/sales-call-45min';
import { syntheticTranscript } from '../offline/fixtures/synthetic-transcript';
import { estimateTokens } from '../shared/token-budget';
import {
  EXCERPT_GAP_TOKENS,
  lineTokens,
  renderExcerpts,
  retrieveExcerpts,
  searchWordsOf,
  type TranscriptExcerpt,
} from './transcript-retrieval';

const NEEDLE = 'Our warehouse in Tucson still runs the Zephyr scanners on firmware nine.';

/** A long call (about 2,500 segments) with one line, in its middle, that nothing else resembles. */
function haystack(): { segments: TranscriptSegment[]; needle: TranscriptSegment } {
  const segments = syntheticTranscript({ words: 50_000, durationMs: 6 * 3_600_000 });
  const middle = Math.floor(segments.length / 2);
  const at = segments[middle]!;
  const needle = { ...at, speaker: 'Marcus Okafor', text: NEEDLE };
  segments[middle] = needle;
  return { segments, needle };
}

function focusOf(excerpt: TranscriptExcerpt): TranscriptSegment {
  return excerpt.segments[excerpt.focusIndex]!;
}

function best(excerpts: TranscriptExcerpt[]): TranscriptExcerpt {
  return [...excerpts].sort((a, b) => b.score - a.score)[0]!;
}

function line(startMs: number, speaker: string, text: string): TranscriptSegment {
  return { startMs, endMs: startMs + 4_000, speaker, text };
}

/** Small talk, repeated: nothing in it matches the questions of these tests. */
function filler(count: number, fromMs: number): TranscriptSegment[] {
  return Array.from({ length: count }, (_, index) =>
    line(
      fromMs + index * 5_000,
      index % 2 === 0 ? 'Alice' : 'Bob',
      `Filler remark number ${index} about the weather.`,
    ),
  );
}

describe('retrieveExcerpts', () => {
  it('finds the one passage that answers the question in a six-hour transcript', () => {
    const { segments, needle } = haystack();
    const excerpts = retrieveExcerpts({
      meetings: [{ id: 'm1', segments }],
      question: 'Which scanners does the Tucson warehouse use?',
      tokenBudget: 2_000,
    });

    const top = best(excerpts);
    expect(top.segments).toContain(needle);
    expect(focusOf(top)).toBe(needle);
    // "warehouse" is said elsewhere too, but only the needle holds every word of the question.
    expect(excerpts.filter((excerpt) => excerpt.segments.includes(needle))).toHaveLength(1);
  });

  it('finds the list price in the sales call and points at the line that says it', () => {
    const excerpts = retrieveExcerpts({
      meetings: [{ id: 'call', segments: SALES_CALL_SEGMENTS }],
      question: 'What is the list price?',
      tokenBudget: 1_500,
    });
    expect(focusOf(best(excerpts)).text).toContain('List price is $45 per user per month');
  });

  it('uses the previous question to rank a follow-up, but only the new question decides what matches', () => {
    const segments = [
      ...filler(20, 0),
      line(100_000, 'Alice', 'For the pilot the pricing is zero, we waive the fee.'),
      ...filler(20, 105_000),
      line(205_000, 'Bob', 'Memphis pricing comes later, after the rollout.'),
      ...filler(20, 210_000),
    ];
    const meetings = [{ id: 'm', segments }];
    const topFocus = (previousQuestion: string) =>
      focusOf(
        best(
          retrieveExcerpts({
            meetings,
            question: 'And what about pricing?',
            previousQuestion,
            tokenBudget: 200,
          }),
        ),
      ).text;

    expect(topFocus('Tell me about the pilot.')).toContain('For the pilot');
    expect(topFocus('What happens in Memphis?')).toContain('Memphis pricing');
    // A follow-up about something never said finds nothing, whatever the previous question matched.
    expect(
      retrieveExcerpts({
        meetings,
        question: 'And kubernetes?',
        previousQuestion: 'And pricing?',
        tokenBudget: 500,
      }),
    ).toEqual([]);
    // A follow-up without words of its own ("who said that?") searches with the previous question.
    const who = retrieveExcerpts({
      meetings,
      question: 'Who said that?',
      previousQuestion: 'What about Memphis?',
      tokenBudget: 200,
    });
    expect(focusOf(best(who)).text).toContain('Memphis pricing');
  });

  it('keeps the picked lines within the token budget', () => {
    const { segments } = haystack();
    for (const tokenBudget of [60, 300, 1_000, 4_000]) {
      const excerpts = retrieveExcerpts({
        meetings: [{ id: 'm', segments }],
        question: 'What about pricing, the pilot and the SOC 2 report?',
        tokenBudget,
      });
      const counted = excerpts.reduce(
        (sum, excerpt) =>
          sum +
          EXCERPT_GAP_TOKENS +
          excerpt.segments.reduce((lines, segment) => lines + lineTokens(segment), 0),
        0,
      );
      expect(counted).toBeLessThanOrEqual(tokenBudget);
      expect(estimateTokens(renderExcerpts(excerpts))).toBeLessThanOrEqual(tokenBudget);
      if (tokenBudget >= 300) expect(counted).toBeGreaterThan(tokenBudget * 0.6);
    }
  });

  it('returns excerpts grouped by meeting in the order given, in time order within each', () => {
    const shuffled = [...SALES_CALL_SEGMENTS].reverse();
    const excerpts = retrieveExcerpts({
      meetings: [
        { id: 'second', segments: shuffled },
        {
          id: 'first',
          segments: [
            ...filler(10, 0),
            line(60_000, 'Alice', 'The pilot budget is signed off for the budget year.'),
            ...filler(10, 70_000),
          ],
        },
      ],
      question: 'What did they say about the budget and the pilot?',
      tokenBudget: 3_000,
    });

    const meetingOrder = excerpts.map((excerpt) => excerpt.meetingId);
    expect(meetingOrder.indexOf('first')).toBeGreaterThan(meetingOrder.lastIndexOf('second'));
    expect(new Set(meetingOrder)).toEqual(new Set(['second', 'first']));
    for (const id of ['second', 'first']) {
      const starts = excerpts
        .filter((excerpt) => excerpt.meetingId === id)
        .flatMap((excerpt) => excerpt.segments.map((segment) => segment.startMs));
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      expect(new Set(starts).size).toBe(starts.length);
    }
  });

  it('cuts a segment longer than a passage into lines that fit', () => {
    const paragraph = `${'We reviewed the roadmap in detail and '.repeat(200)}then the Zephyr firmware came up.`;
    const excerpts = retrieveExcerpts({
      meetings: [{ id: 'file', segments: [line(0, 'Dana', paragraph)] }],
      question: 'What about the Zephyr firmware?',
      tokenBudget: 400,
    });
    expect(excerpts).not.toEqual([]);
    expect(focusOf(best(excerpts)).text).toContain('Zephyr firmware');
    expect(estimateTokens(renderExcerpts(excerpts))).toBeLessThanOrEqual(400);
  });

  it('returns nothing when nothing matches, or an even spread of the meeting when asked for an overview', () => {
    const { segments } = haystack();
    const meetings = [{ id: 'm', segments }];
    const question = 'How was the mood?';
    expect(retrieveExcerpts({ meetings, question, tokenBudget: 2_000 })).toEqual([]);

    const overview = retrieveExcerpts({
      meetings,
      question,
      tokenBudget: 2_000,
      whenNothingMatches: 'overview',
    });
    const endMs = segments.at(-1)!.endMs;
    expect(overview.length).toBeGreaterThan(3);
    expect(overview.every((excerpt) => excerpt.score === 0)).toBe(true);
    expect(overview[0]!.segments[0]!.startMs).toBeLessThan(endMs / 4);
    expect(overview.at(-1)!.segments[0]!.startMs).toBeGreaterThan((endMs * 3) / 4);
    expect(estimateTokens(renderExcerpts(overview))).toBeLessThanOrEqual(2_000);
  });
});

describe('searchWordsOf', () => {
  it("keeps the question's words that say what it is about, as written, for the database to stem", () => {
    expect(
      searchWordsOf({ question: 'What did they discuss about the Zephyr scanners in the meeting?' }),
    ).toEqual(['zephyr', 'scanners']);
    expect(searchWordsOf({ question: 'Was pricing mentioned? Pricing in Zürich, $45?' })).toEqual([
      'pricing',
      'zürich',
      '$45',
    ]);
  });

  it("searches a follow-up without words of its own with the previous question's, and only then", () => {
    expect(searchWordsOf({ question: 'Who said that?', previousQuestion: 'And the pilot budget?' })).toEqual([
      'pilot',
      'budget',
    ]);
    expect(searchWordsOf({ question: 'And kubernetes?', previousQuestion: 'And pricing?' })).toEqual([
      'kubernetes',
    ]);
    expect(searchWordsOf({ question: 'What was said?' })).toEqual([]);
  });
});
