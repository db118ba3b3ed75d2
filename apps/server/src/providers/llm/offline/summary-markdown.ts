import { escapeMarkdown } from '../shared/markdown-text';
import type { FoundActionItem } from './action-items';
import { type Decision, isDecision } from './decisions';
import { weekdayName } from './due-dates';
import type { KeyFact } from './key-facts';
import {
  isSubstantive,
  pickSalient,
  type SalesTopic,
  type ScoredSentence,
  similarity,
  topicLabel,
} from './keyword-scoring';
import type { SummaryShape } from './prompt-cues';
import { formatTimestamp, type Sentence, type SplitTranscript } from './sentences';
import { cleanForQuote, truncateWords } from './text-cleaning';

export const TOO_SHORT_MESSAGE = 'The transcript is too short to summarise.';
export const NO_KEY_POINTS_MESSAGE = 'Nothing beyond the decisions and next steps below stood out.';
export const NO_DECISIONS_MESSAGE = 'No explicit decisions were recorded.';
export const NO_ACTION_ITEMS_MESSAGE = 'No action items were recorded.';

/** Bullets quote one sentence; run-ons are cut so a bullet stays a bullet. */
const MAX_QUOTE_WORDS = 45;

/** Below this, a meeting has too little to pick from. */
const MIN_WORDS = 40;
const MIN_SENTENCES = 3;

/** Sentences that say why the meeting happens: good openers for an overview. */
const PURPOSE =
  /\b(?:goal|looking (?:for|to)|trying to|main (?:reason|problem|challenge|priority|thing)|the (?:problem|challenge|issue) is|biggest (?:problem|issue|challenge|pain|headache|risk)|top priority|objective|why we|we (?:really )?need (?:a|an|better|something|to (?:fix|stop|cut|reduce|improve|replace|solve))|i want|we want|hoping to|pain\w*|cost us|costing us|losing|lost (?:a|an|two|three|\w+ good|customers?|accounts?)|penalt\w+|complain\w*)\b/i;

export type SummaryInput = {
  title: string;
  split: SplitTranscript;
  speakers: string[];
  scored: ScoredSentence[];
  decisions: Decision[];
  actionItems: FoundActionItem[];
  /** Price, decision maker, competitors, timeline, pain, risks: each when the meeting states it. */
  keyFacts: KeyFact[];
  shape: SummaryShape;
};

/**
 * The Markdown summary: Overview, Key facts, Key points, Decisions, Next steps. Each sentence is quoted in one
 * section only. Which engine wrote it is not repeated here: the meeting page says so beside it.
 */
export function renderSummary(summaryInput: SummaryInput): string {
  const input = { ...summaryInput, decisions: decisionsNotTasks(summaryInput) };
  const { split, shape } = input;
  const wordTotal = split.sentences.reduce((total, sentence) => total + sentence.text.split(/\s+/).length, 0);
  const sections: string[] = [];
  if (wordTotal < MIN_WORDS || split.sentences.length < MIN_SENTENCES) {
    sections.push(`## Overview\n\n${TOO_SHORT_MESSAGE}`);
    if (input.decisions.length > 0) sections.push(decisionsSection(input));
    if (input.actionItems.length > 0) sections.push(nextStepsSection(input.actionItems));
    return `${sections.join('\n\n')}\n`;
  }

  const durationMs = meetingDuration(split);
  // Decisions and next steps have their own sections.
  const listed = new Set<number>([
    ...input.decisions.flatMap((decision) =>
      [decision.sentence, ...decision.restatements].map(({ index }) => index),
    ),
    ...input.actionItems.map((item) => item.sentence.index),
  ]);
  const statements = input.scored.filter(
    (candidate) => candidate.score > 0 && isSubstantive(candidate) && !listed.has(candidate.sentence.index),
  );
  const overview = pickOverview({ input, statements, durationMs });
  const count = keyPointCount({ shape, durationMs });
  const keyPoints = pickSalient({
    scored: statements,
    count,
    exclude: new Set(overview.map((sentence) => sentence.index)),
    cover: mainTopics(input.scored).slice(0, Math.max(1, count - 2)),
  });

  sections.push(`## Overview\n\n${overviewParagraph({ input, overview, durationMs })}`);
  if (input.keyFacts.length > 0) {
    sections.push(
      `## Key facts\n\n${input.keyFacts.map(({ label, fact }) => `- **${label}**: ${fact}`).join('\n')}`,
    );
  }
  const keyPointLines = keyPoints.map(
    (point) => `- ${quoteLine({ sentence: point.scored.sentence, topic: point.topic, shape })}`,
  );
  sections.push(
    `## Key points\n\n${keyPointLines.length > 0 ? keyPointLines.join('\n') : NO_KEY_POINTS_MESSAGE}`,
  );
  sections.push(decisionsSection(input));
  sections.push(nextStepsSection(input.actionItems));
  return `${sections.join('\n\n')}\n`;
}

/**
 * "I'll have my team send the requirements." — "That works.": an assent to a task is the task
 * taken on, listed under next steps, not a decision (unless the sentence also decides something).
 */
function decisionsNotTasks(input: SummaryInput): Decision[] {
  const taskSentences = new Set(input.actionItems.map((item) => item.sentence.index));
  return input.decisions.filter(
    (decision) => !taskSentences.has(decision.sentence.index) || isDecision(decision.sentence.text),
  );
}

function keyPointCount(input: { shape: SummaryShape; durationMs: number }): number {
  const { shape, durationMs } = input;
  if (shape.keyPointCount !== null) return shape.keyPointCount;
  if (shape.isBrief) return 4;
  if (shape.isDetailed) return 10;
  if (durationMs < 10 * 60_000) return 5;
  if (durationMs < 30 * 60_000) return 6;
  if (durationMs < 50 * 60_000) return 7;
  return 8;
}

/**
 * Two or three quoted statements that tell the meeting's story: why it happened (a need or pain
 * from the first half), what stood out, and how it ended (the most salient statement of the last
 * quarter; its decisions have their own section). Brief summaries keep the first and the last.
 */
function pickOverview(input: {
  input: SummaryInput;
  statements: ScoredSentence[];
  durationMs: number;
}): Sentence[] {
  const { shape, split } = input.input;
  const { durationMs, statements } = input;
  const start = split.sentences[0]?.startMs ?? 0;
  const best = (candidates: ScoredSentence[]) =>
    candidates.reduce<ScoredSentence | null>(
      (top, candidate) => (top && top.score >= candidate.score ? top : candidate),
      null,
    );

  const need = best(
    statements.filter(
      (candidate) =>
        candidate.sentence.startMs - start <= durationMs * 0.5 &&
        (PURPOSE.test(candidate.sentence.text) || candidate.topics.includes('concerns')),
    ),
  );
  const outcome = best(
    statements.filter((candidate) => candidate.sentence.startMs - start >= durationMs * 0.75),
  );

  const count = shape.isBrief || durationMs < 10 * 60_000 ? 2 : 3;
  const chosen = new Map<number, ScoredSentence>();
  for (const candidate of [need, outcome]) if (candidate) chosen.set(candidate.sentence.index, candidate);
  const extra = pickSalient({
    scored: statements,
    count: count - chosen.size,
    exclude: new Set(chosen.keys()),
    prefer: (candidate) =>
      1 - 0.8 * Math.max(0, ...[...chosen.values()].map((known) => similarity(known.terms, candidate.terms))),
  });
  for (const pick of extra) chosen.set(pick.scored.sentence.index, pick.scored);
  return [...chosen.values()]
    .slice(0, count)
    .map((candidate) => candidate.sentence)
    .sort((a, b) => a.index - b.index);
}

function overviewParagraph(input: { input: SummaryInput; overview: Sentence[]; durationMs: number }): string {
  const { title, speakers, scored } = input.input;
  const who = speakers.length > 0 ? ` with ${listOf(speakers.map(escapeMarkdown))}` : '';
  const heading = title.trim() ? `**${escapeMarkdown(title.trim())}**: a` : 'A';
  const length = lengthOf(input.input.split);
  const lines = [`${heading} ${length ? `${length} ` : ''}meeting${who}.`];
  const topics = mainTopics(scored);
  if (topics.length > 0) {
    lines.push(`Main topics: ${topics.map((topic) => topicLabel(topic).toLowerCase()).join(', ')}.`);
  }
  const quotes = input.overview.map((sentence) => {
    const text = escapeMarkdown(cleanForQuote(sentence.text));
    return sentence.speaker ? `${escapeMarkdown(sentence.speaker)}: “${text}”` : `“${text}”`;
  });
  return [lines.join(' '), ...quotes].join('\n\n');
}

/** The sales topics the meeting spent the most sentences on (at least three sentences each). */
function mainTopics(scored: ReadonlyArray<ScoredSentence>): SalesTopic[] {
  const counts = new Map<SalesTopic, number>();
  for (const candidate of scored) {
    for (const topic of candidate.topics) counts.set(topic, (counts.get(topic) ?? 0) + 1);
  }
  return [...counts.entries()]
    .filter(([, count]) => count >= 3)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([topic]) => topic);
}

function decisionsSection(input: SummaryInput): string {
  if (input.decisions.length === 0) return `## Decisions\n\n${NO_DECISIONS_MESSAGE}`;
  const lines = input.decisions.map(
    (decision) => `- ${quoteLine({ sentence: decision.sentence, text: decision.text, shape: input.shape })}`,
  );
  return `## Decisions\n\n${lines.join('\n')}`;
}

function nextStepsSection(items: ReadonlyArray<FoundActionItem>): string {
  if (items.length === 0) return `## Next steps\n\n${NO_ACTION_ITEMS_MESSAGE}`;
  const lines = items.map((item) => {
    const owner = item.owner ? escapeMarkdown(item.owner) : 'Unassigned';
    const due = item.dueDate ? ` (due ${weekdayName(item.dueDate)} ${item.dueDate})` : '';
    return `- **${owner}**: ${escapeMarkdown(item.text)}${due}`;
  });
  return `## Next steps\n\n${lines.join('\n')}`;
}

/** `[12:30] **Pricing** — Dana Whitfield: …`, each part only when known and wanted. */
function quoteLine(input: {
  sentence: Sentence;
  topic?: SalesTopic | null;
  text?: string;
  shape: SummaryShape;
}): string {
  const { sentence, topic, shape } = input;
  const text = escapeMarkdown(truncateWords(input.text ?? cleanForQuote(sentence.text), MAX_QUOTE_WORDS));
  const parts: string[] = [];
  if (shape.hasTimestamps) parts.push(formatTimestamp(sentence.startMs));
  if (topic) parts.push(`**${topicLabel(topic)}** —`);
  parts.push(sentence.speaker ? `${escapeMarkdown(sentence.speaker)}: ${text}` : text);
  return parts.join(' ');
}

/**
 * "25-second", "5-minute": how long the recording runs, from its start to the last words (a file's
 * first words come a second or two in). Null when the transcript has no times.
 */
function lengthOf(split: SplitTranscript): string | null {
  const endMs = split.turns.reduce((latest, turn) => Math.max(latest, turn.endMs), 0);
  if (endMs <= 0) return null;
  if (endMs < 59_500) return `${Math.max(1, Math.round(endMs / 1000))}-second`;
  return `${Math.round(endMs / 60_000)}-minute`;
}

function meetingDuration(split: SplitTranscript): number {
  const first = split.turns[0];
  const last = split.turns.at(-1);
  return first && last ? Math.max(0, last.endMs - first.startMs) : 0;
}

function listOf(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
