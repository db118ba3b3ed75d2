import type { TranscriptSegment } from '../../transcription/transcript-segment';
import type { TranscriptMatch } from './meeting-chat';
import {
  EXCERPT_GAP_TOKENS,
  lineTokens,
  MAX_MISSES,
  PASSAGE_MAX_CHARS,
  PASSAGE_MAX_LINES,
  type RetrievalMeeting,
  type TranscriptExcerpt,
} from './transcript-retrieval';

/*
 * Excerpts of several meetings around the lines a full-text search already ranked (the database's,
 * see `ChatInput.transcriptMatches`): no index is built here, each matched line only gets the
 * neighbours that make it readable, as many as fit the budget, best match first.
 */

type Window = { first: number; last: number };

/**
 * The matched line and the lines around it, as big as a retrieval passage: up to
 * `PASSAGE_MAX_LINES` lines and `PASSAGE_MAX_CHARS` characters (a longer matched line alone).
 * It grows after the line first (the reply), then before it (what it answers), in turn.
 */
function windowAround(options: { segments: ReadonlyArray<TranscriptSegment>; index: number }): Window {
  const { segments, index } = options;
  const window = { first: index, last: index };
  let lines = 1;
  let chars = segments[index]!.text.length;
  for (let hasGrown = true; hasGrown && lines < PASSAGE_MAX_LINES; ) {
    hasGrown = false;
    for (const next of [window.last + 1, window.first - 1]) {
      const segment = segments[next];
      const length = segment?.text.trim() ? segment.text.length : null;
      if (lines >= PASSAGE_MAX_LINES || length === null || chars + length > PASSAGE_MAX_CHARS) continue;
      if (next > window.last) window.last = next;
      else window.first = next;
      lines += 1;
      chars += length;
      hasGrown = true;
    }
  }
  return window;
}

/** A meeting's lines picked so far: each taken line's score (0 for one that is only context). */
type Picked = Map<number, number>;

/**
 * Excerpts around `matches` (best first), as many as fit `tokenBudget` (`lineTokens` per line, plus
 * `EXCERPT_GAP_TOKENS` per excerpt), neighbours merged into one excerpt. Like `retrieveExcerpts`:
 * grouped by meeting in the order of `meetings`, in transcript order within one; a matched line's
 * `lineScores` entry is its match score. Matches of other meetings, or out of range, are ignored.
 */
export function excerptsAroundMatches(options: {
  meetings: ReadonlyArray<RetrievalMeeting>;
  matches: ReadonlyArray<TranscriptMatch>;
  tokenBudget: number;
  /** At most this many matches get a window (before neighbours merge). Default: no limit. */
  maxPassages?: number;
}): TranscriptExcerpt[] {
  const picked = new Map<string, Picked>();
  const meetingsById = new Map(options.meetings.map((meeting) => [meeting.id, meeting]));
  let used = 0;
  let windows = 0;
  let misses = 0;
  for (const match of options.matches) {
    if (options.maxPassages !== undefined && windows >= options.maxPassages) break;
    if (misses >= MAX_MISSES || options.tokenBudget - used <= EXCERPT_GAP_TOKENS) break;
    const segments = meetingsById.get(match.meetingId)?.segments;
    if (!segments?.[match.index]?.text.trim()) continue;
    const taken = picked.get(match.meetingId) ?? new Map<number, number>();
    const { first, last } = windowAround({ segments, index: match.index });
    let cost = EXCERPT_GAP_TOKENS;
    for (let index = first; index <= last; index += 1) {
      if (!taken.has(index)) cost += lineTokens(segments[index]!);
    }
    if (used + cost > options.tokenBudget) {
      misses += 1;
      continue;
    }
    for (let index = first; index <= last; index += 1) taken.set(index, taken.get(index) ?? 0);
    taken.set(match.index, Math.max(taken.get(match.index)!, match.score));
    picked.set(match.meetingId, taken);
    used += cost;
    windows += 1;
  }
  return options.meetings.flatMap((meeting) => {
    const taken = picked.get(meeting.id);
    return taken ? excerptsOf({ meeting, taken }) : [];
  });
}

/** Runs of consecutive picked lines, each an excerpt focused on its best match. */
function excerptsOf(options: { meeting: RetrievalMeeting; taken: Picked }): TranscriptExcerpt[] {
  const { meeting, taken } = options;
  const excerpts: TranscriptExcerpt[] = [];
  let run: number[] = [];
  const close = () => {
    if (run.length === 0) return;
    const lineScores = run.map((index) => taken.get(index)!);
    const score = Math.max(...lineScores);
    excerpts.push({
      meetingId: meeting.id,
      segments: run.map((index) => meeting.segments[index]!),
      lineScores,
      focusIndex: lineScores.indexOf(score),
      score,
    });
    run = [];
  };
  for (const index of [...taken.keys()].sort((a, b) => a - b)) {
    if (run.length > 0 && index !== run.at(-1)! + 1) close();
    run.push(index);
  }
  close();
  return excerpts;
}
