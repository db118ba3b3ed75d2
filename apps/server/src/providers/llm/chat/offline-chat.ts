import type { TranscriptSegment } from '../../transcription/transcript-segment';
import { OFFLINE_ENGINE } from '../offline';
import { answerContextOf } from '../offline/questions/answer-context';
import { preloadEnglish } from '../offline/questions/language';
import { leadFromMoments } from '../offline/questions/moment-answer';
import { asksForOwnCommitments } from '../offline/questions/personal-cues';
import { type QuestionType, questionTypeOf } from '../offline/questions/question-type';
import {
  answerByType,
  type Evidence,
  isTypedQuestion,
  type TypedAnswer,
} from '../offline/questions/typed-answer';
import { cleanForQuote, truncateWords } from '../offline/text-cleaning';
import { itemsWithOwnership } from '../shared/action-item-owner';
import { type Caller, timeZoneNote } from '../shared/caller';
import { escapeMarkdown } from '../shared/markdown-text';
import {
  dayInZone,
  describePeriod,
  isWithinPeriod,
  periodNamedIn,
  resolvePeriod,
} from '../shared/question-period';
import { formatTimestamp } from '../shared/transcript-format';
import { chatErrorOf } from './chat-errors';
import { type ChatQuestion, hasTranscript, listTitles, questionOf, streamInChunks } from './chat-turns';
import { excerptsForQuestion } from './excerpts-for-question';
import type { ChatCitation, ChatMeeting, MeetingChat, TranscriptMatch } from './meeting-chat';
import { answerPartsOnWorkerThread } from './offline-chat-worker-thread';
import { ownActionItemsAnswer } from './own-action-items';
import { hasSearchableWords, type TranscriptExcerpt } from './transcript-retrieval';

/*
 * The chat without a language model. A question of a known type (a price, who decides, dates,
 * competitors, risks, pains, decisions) is answered from the transcript in a sentence, then the
 * moments it rests on are quoted with their timestamps; any other question gets the best matching
 * moments; asked for the summary or the action items, the ones the pipeline stored.
 */

const MAX_MOMENTS = 4;
/** Moments past the first two are quoted when they score at least this share of the best one. */
const MIN_RELATIVE_SCORE = 0.5;
const MIN_MOMENTS = 2;
/** Two moments of one excerpt are this many lines apart at least, so a question and its reply are one. */
const MIN_LINES_APART = 3;
/** Passages looked at; neighbours merge, so this leaves room for `MAX_MOMENTS` separate moments. */
const MAX_PASSAGES = 8;
const RETRIEVAL_TOKENS = 4_000;
const MAX_QUOTE_WORDS = 60;
const UNKNOWN_SPEAKER = 'Unknown speaker';
/** Transcripts with this much text or more are answered from on a worker thread (`readsLongTranscript`). */
const OFF_THREAD_FROM_CHARS = 128 * 1024;

/** "pricing" from "And what about pricing?"; null when the question names no subject that way. */
function subjectOf(question: string): string | null {
  const subject = question
    .match(/\babout\s+(.+)$/i)?.[1]
    ?.replace(/[?.!\s]+$/, '')
    .trim();
  if (!subject || subject.split(/\s+/).length > 8) return null;
  return escapeMarkdown(subject);
}

/** One paragraph of the answer and the moments it quotes, cited once it has been streamed. */
export type AnswerPart = { markdown: string; citations: ChatCitation[] };

const PARAGRAPH_BREAK = '\n\n';

const plain = (markdown: string): AnswerPart => ({ markdown, citations: [] });

function citationOf(options: { meetingId: string; segment: TranscriptSegment }): ChatCitation {
  const { meetingId, segment } = options;
  return {
    meetingId,
    startMs: segment.startMs,
    endMs: segment.endMs,
    speaker: segment.speaker?.trim() || null,
    quote: truncateWords(cleanForQuote(segment.text.replace(/\s+/g, ' ')), MAX_QUOTE_WORDS),
  };
}

function quoteLine(citation: ChatCitation): string {
  const speaker = citation.speaker ? escapeMarkdown(citation.speaker) : UNKNOWN_SPEAKER;
  return `> **[${formatTimestamp(citation.startMs)}] ${speaker}:** ${escapeMarkdown(citation.quote)}`;
}

/** A line worth quoting: it holds words of the question. */
type Moment = { meetingId: string; excerpt: TranscriptExcerpt; index: number; lineScore: number };

/**
 * A typed answer's moment: the segment holding the sentence, quoted whole when short, else from the
 * sentence (or the one before it, which it may rest on) on.
 */
function quoteEvidence(options: {
  meetingId: string;
  segments: TranscriptSegment[];
  evidence: Evidence;
}): AnswerPart {
  const { meetingId, evidence } = options;
  const segment = options.segments[evidence.segmentIndex]!;
  const citation = citationOf({ meetingId, segment });
  const text = segment.text.replace(/\s+/g, ' ');
  if (text.split(' ').length > MAX_QUOTE_WORDS) {
    const from = [evidence.before, evidence.text]
      .map((sentence) => (sentence ? text.indexOf(sentence) : -1))
      .find((index) => index > 0);
    if (from !== undefined)
      citation.quote = `…${truncateWords(cleanForQuote(text.slice(from)), MAX_QUOTE_WORDS)}`;
  }
  return { markdown: quoteLine(citation), citations: [citation] };
}

/** The answer read from the transcript, then the meeting and its moments, in the order they were said. */
function typedAnswerParts(options: { meeting: ChatMeeting; answer: TypedAnswer }): AnswerPart[] {
  const { meeting, answer } = options;
  const moments = [...answer.evidence]
    .sort((a, b) => a.segmentIndex - b.segmentIndex)
    .map((evidence) => quoteEvidence({ meetingId: meeting.id, segments: meeting.segments, evidence }));
  if (moments.length === 0) return [plain(answer.lead)];
  return [plain(answer.lead), plain(`Said in ${listTitles([meeting])}:`), ...moments];
}

/** The line, and the reply to it when the line is a question. */
function quoteMoment(moment: Moment): AnswerPart {
  const line = moment.excerpt.segments[moment.index]!;
  const next = moment.excerpt.segments[moment.index + 1];
  const quoted = line.text.trim().endsWith('?') && next ? [line, next] : [line];
  const citations = quoted.map((segment) => citationOf({ meetingId: moment.meetingId, segment }));
  return { markdown: citations.map(quoteLine).join('\n>\n'), citations };
}

/**
 * The lines holding the most of the question's words (then those in the most relevant passages),
 * a few lines apart, up to `MAX_MOMENTS`; weak matches past the first `MIN_MOMENTS` are left out.
 * Returned in meeting and time order.
 */
function bestMoments(excerpts: TranscriptExcerpt[]): Moment[] {
  const candidates = excerpts
    .flatMap((excerpt) =>
      excerpt.lineScores.map((lineScore, index) => ({
        meetingId: excerpt.meetingId,
        excerpt,
        index,
        lineScore,
      })),
    )
    .filter((moment) => moment.lineScore > 0)
    .sort((a, b) => b.lineScore - a.lineScore || b.excerpt.score - a.excerpt.score);
  const best = candidates[0]?.lineScore ?? 0;
  const picked: Moment[] = [];
  for (const candidate of candidates) {
    if (picked.length >= MAX_MOMENTS) break;
    if (picked.length >= MIN_MOMENTS && candidate.lineScore < best * MIN_RELATIVE_SCORE) break;
    const isNear = picked.some(
      (moment) =>
        moment.excerpt === candidate.excerpt && Math.abs(moment.index - candidate.index) < MIN_LINES_APART,
    );
    if (!isNear) picked.push(candidate);
  }
  const order = new Map(excerpts.map((excerpt, position) => [excerpt, position]));
  return picked.sort((a, b) => order.get(a.excerpt)! - order.get(b.excerpt)! || a.index - b.index);
}

/** What the best matching moments answer, in a sentence (`leadFromMoments`); null when none does. */
function momentsLead(options: { meeting: ChatMeeting; question: string; moments: Moment[] }): string | null {
  const said = (segment: TranscriptSegment | undefined) =>
    segment ? { speaker: segment.speaker?.trim() || null, text: segment.text } : null;
  return leadFromMoments({
    context: answerContextOf({ meeting: options.meeting, question: options.question }),
    moments: options.moments.map((moment) => ({
      line: said(moment.excerpt.segments[moment.index])!,
      next: said(moment.excerpt.segments[moment.index + 1]),
      score: moment.lineScore,
    })),
  });
}

function notSearchedNote(pending: ChatMeeting[]): string | null {
  if (pending.length === 0) return null;
  const verb = pending.length === 1 ? 'is' : 'are';
  const noun = pending.length === 1 ? 'transcript' : 'transcripts';
  return `_The ${noun} of ${listTitles(pending)} ${verb} not ready yet, so ${pending.length === 1 ? 'it was' : 'they were'} not searched._`;
}

function transcriptNotReady(meetings: ChatMeeting[]): string {
  const noun = meetings.length === 1 ? 'transcript' : 'transcripts';
  const verb = meetings.length === 1 ? 'is' : 'are';
  return (
    `The ${noun} of ${listTitles(meetings)} ${verb} not ready yet: the meeting is still being processed, ` +
    'so there is nothing to search. Ask again once the transcript appears.'
  );
}

function searchAnswer(options: OfflineAnswerOptions): AnswerPart[] {
  const { meetings, query } = options;
  const searchable = meetings.filter(hasTranscript);
  const pending = meetings.filter((meeting) => !hasTranscript(meeting));
  if (searchable.length === 0) return [plain(transcriptNotReady(meetings))];

  const subject = subjectOf(query.question);
  const where =
    searchable.length === 1
      ? `the transcript of ${listTitles(searchable)}`
      : `the transcripts of ${listTitles(searchable)}`;
  const excerpts = excerptsForQuestion({
    meetings: searchable,
    matches: options.matches,
    question: query.question,
    previousQuestion: query.previousQuestion,
    tokenBudget: RETRIEVAL_TOKENS,
    maxPassages: MAX_PASSAGES,
  });
  if (excerpts.length === 0) {
    const nothing = subject
      ? `I found nothing about ${subject} in ${where}.`
      : `Nothing in ${where} matches your question.`;
    const parts = [
      `${nothing} I can only find words that were said in the meeting, so try asking with one of them: ` +
        'a name, a company, a product, a figure or a date.',
      notSearchedNote(pending),
    ];
    return parts.filter((part) => part !== null).map(plain);
  }

  const moments = bestMoments(excerpts);
  const isSingle = searchable.length === 1;
  const lead = isSingle ? momentsLead({ meeting: searchable[0]!, question: query.question, moments }) : null;
  const intro = lead
    ? `Said in ${listTitles(searchable)}:`
    : subject
      ? `Here is what was said about ${subject}${isSingle ? ` in ${listTitles(searchable)}` : ''}:`
      : `Here are the moments${isSingle ? ` in ${listTitles(searchable)}` : ''} that best match your question:`;
  const parts = [...(lead ? [plain(lead)] : []), plain(intro)];
  for (const meeting of searchable) {
    const own = moments.filter((moment) => moment.meetingId === meeting.id);
    if (own.length === 0) continue;
    if (!isSingle) parts.push(plain(`From ${listTitles([meeting])}:`));
    parts.push(...own.map(quoteMoment));
  }
  const note = notSearchedNote(pending);
  if (note) parts.push(plain(note));
  return parts;
}

function summaryAnswer(meetings: ChatMeeting[]): string {
  const isSingle = meetings.length === 1;
  return meetings
    .map((meeting) => {
      const summary = meeting.summaryMarkdown?.trim();
      const title = listTitles([meeting]);
      if (!summary) {
        return (
          `The summary of ${title} is not ready yet: the meeting is still being processed. ` +
          'In the meantime, ask about something that was said in it.'
        );
      }
      return isSingle ? `Here is the summary of ${title}:\n\n${summary}` : `${title}\n\n${summary}`;
    })
    .join('\n\n');
}

function actionItemLine(item: ChatMeeting['actionItems'][number]): string {
  const owner = item.owner?.trim();
  const details = [owner ? escapeMarkdown(owner) : null, item.dueDate ? `due ${item.dueDate}` : null].filter(
    Boolean,
  );
  const text = escapeMarkdown(item.text.replace(/\s+/g, ' ').trim());
  return `- [${item.done ? 'x' : ' '}] ${text}${details.length > 0 ? ` — ${details.join(', ')}` : ''}`;
}

function actionItemsAnswer(meetings: ChatMeeting[]): string {
  const isSingle = meetings.length === 1;
  return meetings
    .map((meeting) => {
      const title = listTitles([meeting]);
      if (meeting.actionItems.length === 0) {
        return meeting.summaryMarkdown === null
          ? `The action items of ${title} are not ready yet: the meeting is still being processed.`
          : `No action items were found in ${title}.`;
      }
      const list = meeting.actionItems.map(actionItemLine).join('\n');
      return isSingle ? `Here are the action items of ${title}:\n\n${list}` : `${title}\n\n${list}`;
    })
    .join('\n\n');
}

export type OfflineAnswerOptions = {
  meetings: ChatMeeting[];
  query: ChatQuestion;
  /** `ChatInput.transcriptMatches`: where a question over several transcripts is answered. */
  matches?: ReadonlyArray<TranscriptMatch>;
  /** Who asks and when (`ChatInput.caller`, `now`): "what did I promise" is answered for them. */
  asking?: { caller: Caller; now: Date };
};

/**
 * "What did I promise (this week)?" about the meetings of the chat: the caller's open items of those that
 * took place in the period named (all of them without one), the items Ting cannot tie to them apart and
 * never claimed; and plainly, when none of the meetings falls in the period, that none does.
 */
function ownItemsAnswer(options: {
  meetings: ChatMeeting[];
  question: string;
  caller: Caller;
  now: Date;
}): string {
  const { meetings, caller, now } = options;
  const name = periodNamedIn(options.question);
  const period = name ? resolvePeriod({ name, now, timeZone: caller.timeZone }) : null;
  const note = period ? timeZoneNote(caller) : null;
  const withNote = (text: string) => (note ? `${text}\n\n${note}` : text);
  const held = period
    ? meetings.filter((meeting) => isWithinPeriod({ period, instant: meeting.startedAt }))
    : meetings;
  if (period && held.length === 0) {
    const days = meetings.map(
      (meeting) =>
        `${listTitles([meeting])} on ${dayInZone({ instant: meeting.startedAt, timeZone: caller.timeZone })}`,
    );
    return withNote(
      `No meeting here took place ${describePeriod(period)}: ${days.join(', ')}. So nothing in ${meetings.length === 1 ? 'it' : 'them'} was promised then.`,
    );
  }
  const processed = held.filter((meeting) => meeting.summaryMarkdown !== null);
  if (processed.length === 0) {
    return withNote(
      `The action items of ${listTitles(held)} are not ready yet: the meeting is still being processed.`,
    );
  }
  const headed = processed.map((meeting) => ({
    heading: listTitles([meeting]),
    items: itemsWithOwnership({
      items: meeting.actionItems,
      participants: meeting.participants,
      speakers: meeting.segments.map((segment) => segment.speaker),
      caller,
    }),
  }));
  const where = period ? `${listTitles(processed)}, ${describePeriod(period)}` : listTitles(processed);
  return withNote(ownActionItemsAnswer({ meetings: headed, where }));
}

/** Whether the question asks for the caller's own items, and the caller is known. */
const isOwnItemsQuestion = (options: OfflineAnswerOptions) =>
  options.asking !== undefined && asksForOwnCommitments(options.query.question);

/**
 * The offline answer, paragraph by paragraph, each with the moments it quotes. A typed question
 * about one transcript is answered from it (`answerByType`); one with no typed answer there, or
 * about several transcripts, gets the moments that best match its words.
 */
export function offlineAnswerParts(options: OfflineAnswerOptions): AnswerPart[] {
  const { meetings, query } = options;
  if (meetings.length === 0) return [plain('There is no meeting to answer from yet.')];
  if (options.asking && isOwnItemsQuestion(options)) {
    return [plain(ownItemsAnswer({ meetings, question: query.question, ...options.asking }))];
  }
  const type = typeOf(query);
  if (type === 'summary') return [plain(summaryAnswer(meetings))];
  if (type === 'actionItems') return [plain(actionItemsAnswer(meetings))];
  const searchable = meetings.filter(hasTranscript);
  const [only] = searchable;
  if (isTypedQuestion(type) && only && searchable.length === 1) {
    const answer = answerByType({ type, meeting: only, question: query.question });
    const note = notSearchedNote(meetings.filter((meeting) => !hasTranscript(meeting)));
    if (answer) return [...typedAnswerParts({ meeting: only, answer }), ...(note ? [plain(note)] : [])];
  }
  return searchAnswer(options);
}

function typeOf(query: ChatQuestion): QuestionType {
  return questionTypeOf({
    question: query.question,
    hasOtherWords: (text) => hasSearchableWords({ question: text }),
  });
}

/**
 * Whether the answer reads one transcript long enough to hold the event loop: the typed extractors
 * and the search take ~25 ms on 128k characters (a two-hour call) and grow with it (~350 ms on a
 * ten-hour one), about what a worker thread takes to start. Several transcripts are answered
 * around the database's matches, and the stored summary or action items from no transcript: both
 * stay quick.
 */
function readsLongTranscript(options: OfflineAnswerOptions): boolean {
  if (isOwnItemsQuestion(options)) return false;
  const type = typeOf(options.query);
  if (type === 'summary' || type === 'actionItems') return false;
  const searchable = options.meetings.filter(hasTranscript);
  if (searchable.length !== 1) return false;
  let chars = 0;
  for (const segment of searchable[0]!.segments) chars += segment.text.length;
  return chars >= OFF_THREAD_FROM_CHARS;
}

/** The offline answer, read on a worker thread when it would hold the event loop for long. */
function answerPartsWithoutBlocking(
  options: OfflineAnswerOptions & { signal: AbortSignal },
): Promise<AnswerPart[]> | AnswerPart[] {
  if (!readsLongTranscript(options)) return offlineAnswerParts(options);
  return answerPartsOnWorkerThread(options);
}

/** The whole offline answer as Markdown, as `createOfflineChat` streams it. */
export function composeOfflineAnswer(options: OfflineAnswerOptions): string {
  return offlineAnswerParts(options)
    .map((part) => part.markdown)
    .join(PARAGRAPH_BREAK);
}

/**
 * The chat engine used when no AI provider is configured: no model, but an answer read from the
 * transcript where the question's type allows (a figure, a person, a date…), and the transcript
 * moments it rests on or that match the question, quoted with their timestamps (each followed by a
 * citation event); the stored summary and action items when asked for them. Same answer for the
 * same input, in milliseconds; from a long transcript on a worker thread (`readsLongTranscript`), so
 * the server keeps answering meanwhile.
 */
export function createOfflineChat(): MeetingChat {
  // The English model loads in ~150 ms: at start, not while a first question waits (and all wait).
  // Should it fail to load, the first question that needs it reports why.
  setImmediate(() => {
    try {
      preloadEnglish();
    } catch {}
  }).unref();
  return {
    engine: OFFLINE_ENGINE,
    async *answer({ meetings, messages, transcriptMatches, caller, now, signal }) {
      if (signal.aborted) return;
      let parts: AnswerPart[];
      try {
        parts = await answerPartsWithoutBlocking({
          meetings,
          query: questionOf(messages),
          matches: transcriptMatches,
          asking: caller ? { caller, now: now ?? new Date() } : undefined,
          signal,
        });
      } catch (error) {
        yield chatErrorOf({ error, isProviderFailure: false });
        return;
      }
      if (signal.aborted) return;
      for (const [index, part] of parts.entries()) {
        const text = index < parts.length - 1 ? part.markdown + PARAGRAPH_BREAK : part.markdown;
        for await (const chunk of streamInChunks({ text, signal })) yield { type: 'text', text: chunk };
        if (signal.aborted) return;
        for (const citation of part.citations) yield { type: 'citation', ...citation };
      }
    },
  };
}
