import type { TranscriptSegment } from '../../transcription/transcript-segment';
import { splitIntoWindows } from '../ai-sdk/map-reduce';
import { contentTerms } from '../offline/keyword-scoring';
import { estimateTokens } from '../shared/token-budget';
import { renderSegment } from '../shared/transcript-format';

/*
 * Finds the passages of one or more transcripts that answer a question, BM25 over word stems
 * (`contentTerms`: stop-words dropped, light stemming). The chat engines search one transcript this
 * way; several are searched by the database (`excerpts-for-question.ts`).
 *
 * A passage is a window of up to `PASSAGE_MAX_LINES` consecutive lines or about 150 words,
 * overlapping its neighbour by one line, so an answer said across a cut still sits in one passage.
 * The index is built for the question at hand (only its terms are counted), which keeps a 20,000
 * segment transcript well under 100 ms and needs no cache that could go stale.
 */

export const PASSAGE_MAX_LINES = 6;
/** About 150 words. */
export const PASSAGE_MAX_CHARS = 900;
const PASSAGE_OVERLAP_LINES = 1;
/** Segments longer than this (a transcript file with one paragraph per turn) are cut into lines. */
const MAX_LINE_TOKENS = 240;
/** Terms of the previous question count this much: "and what about pricing?" keeps its context. */
const PREVIOUS_QUESTION_WEIGHT = 0.35;
const MAX_QUERY_TERMS = 32;
/** How much the previous question's words count when choosing a passage's line to quote. */
const LINE_CONTEXT_WEIGHT = 0.01;
const BM25_K1 = 1.2;
const BM25_B = 0.75;
/** How much of a passage's score depends on holding all of the question's words. */
const COVERAGE_WEIGHT = 0.6;
/** Passages tried in a row that do not fit the budget left before the search gives up. */
export const MAX_MISSES = 20;
/** What the `[…]` line that separates two excerpts costs when rendered. */
export const EXCERPT_GAP_TOKENS = 2;

/**
 * Words that say how the question is asked, not what it is about ("what did they discuss in the
 * meeting?"). Dropped from the question on top of the stop-words.
 */
const QUESTION_NOISE = new Set(
  contentTerms(
    'discuss discussed discussion mention mentioned talk talked tell explain happen happened ask asked ' +
      'answer meeting meetings call calls conversation speak spoke transcript recording said per ' +
      'give show provide write brief short quick overall',
  ),
);

const STEM_CACHE_LIMIT = 50_000;
/** word → its stem, or null for a stop-word; shared by all calls, transcripts repeat their words. */
const stems = new Map<string, string | null>();

function termOf(word: string): string | null {
  let term = stems.get(word);
  if (term === undefined) {
    term = contentTerms(word)[0] ?? null;
    if (stems.size >= STEM_CACHE_LIMIT) stems.clear();
    stems.set(word, term);
  }
  return term;
}

export type RetrievalQuery = {
  question: string;
  /** The user's previous question, for follow-ups ("and what about pricing?"). */
  previousQuestion?: string | null;
};

type QueryTerm = { term: string; weight: number; isPrimary: boolean };

/**
 * The weighted stems of a question. When the question has none of its own ("who said that?"),
 * the previous question's stems stand in for it at full weight.
 */
function queryTermsOf(query: RetrievalQuery): QueryTerm[] {
  const own = [...new Set(contentTerms(query.question))].filter((term) => !QUESTION_NOISE.has(term));
  const previous = [...new Set(contentTerms(query.previousQuestion ?? ''))].filter(
    (term) => !QUESTION_NOISE.has(term) && !own.includes(term),
  );
  if (own.length === 0) return previous.slice(0, MAX_QUERY_TERMS).map((term) => primary(term));
  return [
    ...own.map((term) => primary(term)),
    ...previous.map((term) => ({ term, weight: PREVIOUS_QUESTION_WEIGHT, isPrimary: false })),
  ].slice(0, MAX_QUERY_TERMS);
}

function primary(term: string): QueryTerm {
  return { term, weight: 1, isPrimary: true };
}

/** Whether a question has any word the transcript could be searched for. */
export function hasSearchableWords(query: RetrievalQuery): boolean {
  return queryTermsOf(query).length > 0;
}

/**
 * The question's words as written, for a full-text search that stems them its own way: those
 * `queryTermsOf` would keep (no stop-words, no "discussed" or "meeting"), or the previous
 * question's when it has none. The previous question's words only rank here, so they are left out.
 */
export function searchWordsOf(query: RetrievalQuery): string[] {
  const meaningful = (text: string) =>
    [...new Set(text.toLowerCase().match(/[$]?[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [])].filter((word) => {
      const term = termOf(word);
      return term !== null && !QUESTION_NOISE.has(term);
    });
  const own = meaningful(query.question);
  return own.length > 0 ? own : meaningful(query.previousQuestion ?? '');
}

/** Tokens of one transcript line as `renderSegment` writes it, with its line break. */
export function lineTokens(segment: TranscriptSegment): number {
  return estimateTokens(renderSegment(segment)) + 1;
}

export type RetrievalMeeting = { id: string; segments: TranscriptSegment[] };

/** A run of consecutive transcript lines picked for a question. */
export type TranscriptExcerpt = {
  meetingId: string;
  /** Consecutive lines in order; segments longer than a passage come cut into pieces. */
  segments: TranscriptSegment[];
  /**
   * How well each line matches the question on its own (idf of the question's words it holds,
   * or its speaker's name holds); 0 for a line that is only context.
   */
  lineScores: number[];
  /** The line that matches the question best (index into `segments`); 0 for an overview excerpt. */
  focusIndex: number;
  /** BM25 relevance of the best passage in it; 0 for an overview excerpt. */
  score: number;
};

type Hit = { term: number; count: number };
const NO_HITS: Hit[] = [];

type Line = {
  segment: TranscriptSegment;
  /** `lineTokens`, worked out when first needed: rendering every line of a long transcript is slow. */
  tokens: number | null;
  /** In characters, which BM25 and the passage size count in: counting words is slower. */
  length: number;
  hits: Hit[];
};

type Passage = {
  meeting: number;
  firstLine: number;
  /** Inclusive. */
  lastLine: number;
  length: number;
  /** Occurrences of each query term, by query term index. */
  counts: Map<number, number>;
  score: number;
};

/**
 * Finds the query terms in a text without splitting it into words, which would be most of the
 * time spent on a long transcript. Stemming only cuts suffixes (and turns "-ies" into "-y"), so a
 * word can only stem to a query term when it starts with that term (less a final "y"): the words
 * starting with one are found with one regular expression, then stemmed like `contentTerms` does.
 */
type Matcher = { queryIndex: Map<string, number>; candidates: RegExp | null };

function matcherOf(query: QueryTerm[]): Matcher {
  const queryIndex = new Map(query.map((entry, index) => [entry.term, index]));
  const prefixes = query.map(({ term }) =>
    term.length > 2 && term.endsWith('y') ? term.slice(0, -1) : term,
  );
  // A word starts where `words` starts one: not inside a run of word characters.
  const candidates =
    prefixes.length === 0
      ? null
      : new RegExp(
          `(?<=(?:^|[^a-z0-9'’%-])['’%-]*)(?:${prefixes.map(escapeRegExp).join('|')})[a-z0-9'’%-]*`,
          'gi',
        );
  return { queryIndex, candidates };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A text's occurrences of the query terms. */
function analyse(text: string, matcher: Matcher): Hit[] {
  if (!matcher.candidates) return NO_HITS;
  let hits = NO_HITS;
  for (const match of text.matchAll(matcher.candidates)) {
    const term = termOf(match[0].toLowerCase());
    const index = term === null ? undefined : matcher.queryIndex.get(term);
    if (index === undefined) continue;
    if (hits === NO_HITS) hits = [];
    const hit = hits.find((entry) => entry.term === index);
    if (hit) hit.count += 1;
    else hits.push({ term: index, count: 1 });
  }
  return hits;
}

function tokensOf(line: Line): number {
  line.tokens ??= lineTokens(line.segment);
  return line.tokens;
}

/** Below this many characters a segment cannot render longer than `MAX_LINE_TOKENS`. */
const SURELY_SHORT_CHARS = (MAX_LINE_TOKENS - 40) * 4;

/** Non-empty segments in time order, those longer than a passage cut into pieces. */
function linesOf(segments: ReadonlyArray<TranscriptSegment>): TranscriptSegment[] {
  let ordered = segments.filter((segment) => segment.text.trim().length > 0);
  if (ordered.some((segment, index) => index > 0 && segment.startMs < ordered[index - 1]!.startMs)) {
    ordered = ordered
      .map((segment, position) => ({ segment, position }))
      .sort((a, b) => a.segment.startMs - b.segment.startMs || a.position - b.position)
      .map(({ segment }) => segment);
  }
  const lines: TranscriptSegment[] = [];
  for (const segment of ordered) {
    if (segment.text.length < SURELY_SHORT_CHARS || lineTokens(segment) <= MAX_LINE_TOKENS) {
      lines.push(segment);
      continue;
    }
    // The map-reduce windowing already cuts long segments on word boundaries; its windows of one
    // long segment may repeat a piece (the overlap), hence the set.
    lines.push(...new Set(splitIntoWindows({ segments: [segment], windowTokens: MAX_LINE_TOKENS }).flat()));
  }
  return lines;
}

function passagesOf(options: { meeting: number; lines: Line[]; speakerHits: Map<string, Hit[]> }): Passage[] {
  const { meeting, lines, speakerHits } = options;
  const passages: Passage[] = [];
  let first = 0;
  while (first < lines.length) {
    let last = first;
    let length = lines[first]!.length;
    while (
      last + 1 < lines.length &&
      last + 1 - first < PASSAGE_MAX_LINES &&
      length + lines[last + 1]!.length <= PASSAGE_MAX_CHARS
    ) {
      last += 1;
      length += lines[last]!.length;
    }
    const counts = new Map<number, number>();
    const speakers = new Set<string>();
    for (let index = first; index <= last; index += 1) {
      const line = lines[index]!;
      for (const hit of line.hits) counts.set(hit.term, (counts.get(hit.term) ?? 0) + hit.count);
      if (line.segment.speaker) speakers.add(line.segment.speaker);
    }
    // Who speaks counts once per passage: "what did Dana say about the budget?"
    for (const speaker of speakers) {
      for (const hit of speakerHits.get(speaker) ?? NO_HITS) {
        counts.set(hit.term, (counts.get(hit.term) ?? 0) + 1);
      }
    }
    passages.push({ meeting, firstLine: first, lastLine: last, length, counts, score: 0 });
    if (last + 1 >= lines.length) break;
    first = Math.max(first + 1, last + 1 - PASSAGE_OVERLAP_LINES);
  }
  return passages;
}

export type RetrieveOptions = RetrievalQuery & {
  meetings: ReadonlyArray<RetrievalMeeting>;
  /** Tokens the picked lines may take when rendered (`lineTokens`, plus `EXCERPT_GAP_TOKENS` per excerpt). */
  tokenBudget: number;
  /** At most this many passages (before neighbours merge into one excerpt). Default: no limit. */
  maxPassages?: number;
  /**
   * When nothing matches: `none` returns no excerpt; `overview` fills the budget with passages
   * spread evenly over the meetings, so a model can still answer general questions ("how did it go?").
   */
  whenNothingMatches?: 'none' | 'overview';
};

/**
 * The transcript passages most relevant to the question, as many as fit `tokenBudget`, merged into
 * excerpts where they touch. Excerpts come grouped by meeting (in the order of `meetings`) and in
 * time order within a meeting. A passage is relevant when it holds a word of the question (or, for
 * a question with no words of its own, of the previous one); the previous question's words only
 * rank.
 */
export function retrieveExcerpts(options: RetrieveOptions): TranscriptExcerpt[] {
  const query = queryTermsOf(options);
  const matcher = matcherOf(query);
  const speakerHits = new Map<string, Hit[]>();

  const meetingLines: Line[][] = [];
  const passages: Passage[] = [];
  for (const [meeting, { segments }] of options.meetings.entries()) {
    const lines = linesOf(segments).map((segment): Line => {
      if (segment.speaker && !speakerHits.has(segment.speaker)) {
        speakerHits.set(segment.speaker, analyse(segment.speaker, matcher));
      }
      return { segment, tokens: null, length: segment.text.length, hits: analyse(segment.text, matcher) };
    });
    meetingLines.push(lines);
    passages.push(...passagesOf({ meeting, lines, speakerHits }));
  }
  if (passages.length === 0) return [];

  const documentFrequency = query.map(() => 0);
  let totalLength = 0;
  for (const passage of passages) {
    totalLength += passage.length;
    for (const term of passage.counts.keys()) documentFrequency[term]! += 1;
  }
  const averageLength = Math.max(1, totalLength / passages.length);
  const idf = documentFrequency.map((df) => Math.log(1 + (passages.length - df + 0.5) / (df + 0.5)));
  const hasPrimary = query.some((entry) => entry.isPrimary);
  const primaryCount = query.filter((entry) => entry.isPrimary || !hasPrimary).length;

  const relevant: Passage[] = [];
  for (const passage of passages) {
    if (passage.counts.size === 0) continue;
    let score = 0;
    let matched = 0;
    const norm = BM25_K1 * (1 - BM25_B + (BM25_B * passage.length) / averageLength);
    for (const [term, count] of passage.counts) {
      const entry = query[term]!;
      if (entry.isPrimary || !hasPrimary) matched += 1;
      score += (entry.weight * idf[term]! * count * (BM25_K1 + 1)) / (count + norm);
    }
    if (matched === 0) continue;
    // A passage with every word of the question beats one that repeats a single word of it.
    passage.score = score * (1 - COVERAGE_WEIGHT + (COVERAGE_WEIGHT * matched) / primaryCount);
    relevant.push(passage);
  }
  // Ties (a repeated passage) go to the earlier one.
  relevant.sort((a, b) => b.score - a.score);

  const candidates =
    relevant.length > 0
      ? relevant
      : options.whenNothingMatches === 'overview'
        ? spreadEvenly({ passages, meetingLines, tokenBudget: options.tokenBudget })
        : [];
  const taken = meetingLines.map((lines) => new Array<boolean>(lines.length).fill(false));
  const picked: Passage[] = [];
  let used = 0;
  let misses = 0;
  for (const passage of candidates) {
    if (options.maxPassages !== undefined && picked.length >= options.maxPassages) break;
    if (misses >= MAX_MISSES || options.tokenBudget - used <= EXCERPT_GAP_TOKENS) break;
    const lines = meetingLines[passage.meeting]!;
    const isTaken = taken[passage.meeting]!;
    let cost = EXCERPT_GAP_TOKENS;
    for (let index = passage.firstLine; index <= passage.lastLine; index += 1) {
      if (!isTaken[index]) cost += tokensOf(lines[index]!);
    }
    if (used + cost > options.tokenBudget) {
      misses += 1;
      continue;
    }
    used += cost;
    picked.push(passage);
    for (let index = passage.firstLine; index <= passage.lastLine; index += 1) isTaken[index] = true;
  }

  const lineScore = (line: Line) => {
    const terms = new Set(line.hits.map((hit) => hit.term));
    for (const hit of speakerHits.get(line.segment.speaker ?? '') ?? NO_HITS) terms.add(hit.term);
    // Within a passage the question's own words pick the line; the previous question's only break
    // ties (in a short meeting idf alone can rank a context word above the one asked about).
    let score = 0;
    for (const term of terms) {
      const entry = query[term]!;
      score += (entry.isPrimary || !hasPrimary ? 1 : LINE_CONTEXT_WEIGHT) * entry.weight * idf[term]!;
    }
    return score;
  };
  const excerpts: TranscriptExcerpt[] = [];
  for (const [meeting, lines] of meetingLines.entries()) {
    const isTaken = taken[meeting]!;
    const meetingPassages = picked.filter((passage) => passage.meeting === meeting);
    let index = 0;
    while (index < lines.length) {
      if (!isTaken[index]) {
        index += 1;
        continue;
      }
      const first = index;
      while (index < lines.length && isTaken[index]) index += 1;
      const last = index - 1;
      const lineScores = lines.slice(first, last + 1).map(lineScore);
      const focusIndex = lineScores.reduce(
        (bestIndex, value, position) => (value > lineScores[bestIndex]! ? position : bestIndex),
        0,
      );
      let score = 0;
      for (const passage of meetingPassages) {
        if (passage.firstLine <= last && passage.lastLine >= first) score = Math.max(score, passage.score);
      }
      excerpts.push({
        meetingId: options.meetings[meeting]!.id,
        segments: lines.slice(first, last + 1).map((line) => line.segment),
        lineScores,
        focusIndex,
        score,
      });
    }
  }
  return excerpts;
}

/** Passages spaced evenly over all meetings, about as many as fill the budget. */
function spreadEvenly(options: {
  passages: Passage[];
  meetingLines: Line[][];
  tokenBudget: number;
}): Passage[] {
  const { passages, meetingLines } = options;
  // Sized from a sample: rendering every line of a long transcript to count its tokens is slow.
  const sampleStep = Math.max(1, Math.floor(passages.length / 50));
  let sampleTokens = 0;
  let sampleSize = 0;
  for (let index = 0; index < passages.length; index += sampleStep) {
    const passage = passages[index]!;
    for (let line = passage.firstLine; line <= passage.lastLine; line += 1) {
      sampleTokens += tokensOf(meetingLines[passage.meeting]![line]!);
    }
    sampleSize += 1;
  }
  const averageTokens = sampleTokens / sampleSize + EXCERPT_GAP_TOKENS;
  const wanted = Math.max(1, Math.floor(options.tokenBudget / averageTokens));
  if (wanted >= passages.length) return passages;
  const step = passages.length / wanted;
  return Array.from({ length: wanted }, (_, index) => passages[Math.floor(index * step + step / 2)]!);
}

/** Renders excerpts as transcript lines, a `[…]` line wherever lines were left out between them. */
export function renderExcerpts(excerpts: ReadonlyArray<TranscriptExcerpt>): string {
  return excerpts.map((excerpt) => excerpt.segments.map(renderSegment).join('\n')).join('\n[…]\n');
}
