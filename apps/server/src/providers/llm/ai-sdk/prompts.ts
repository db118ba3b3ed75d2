import type { MeetingContext } from '../meeting-intelligence';
import { type MeetingDay, renderParticipants } from '../shared/transcript-format';

/**
 * Version of the prompt templates below. Change it whenever their wording changes, so stored
 * outputs can say which prompt produced them.
 */
export const PROMPT_VERSION = 'ai-sdk-meeting/v1';

/** What one model call is given: the system instructions and the user message. */
export type PromptParts = { instructions: string; prompt: string };

export type MeetingTask = 'summary' | 'actionItems';

/** What the model reads about the meeting: the transcript itself, or notes on its parts. */
export type MeetingSource = { kind: 'transcript'; text: string } | { kind: 'notes'; text: string };

export type MeetingHeader = {
  title: string;
  day: MeetingDay | null;
  participants: MeetingContext['participants'];
};

type TaskPromptOptions = { header: MeetingHeader; userPrompt: string; source: MeetingSource };

export const ROLE = 'You are a sales meeting assistant.';

const FACTS_ONLY =
  'Use only what the meeting says. Never invent names, companies, figures, dates or commitments; ' +
  'when something asked for was not discussed, say so briefly instead of guessing.';

const LANGUAGE = 'Write in the language of the meeting unless the instruction asks for another one.';

const ACTION_ITEM_RULES = [
  '- An action item is a concrete task that somebody committed to or was asked to do. Plans, ideas and',
  '  things already done are not action items.',
  '- text: the task as one short sentence that makes sense on its own (who does what, for whom).',
  '- owner: the person responsible, as named in the meeting (a first name is fine); null when nobody was.',
  '- dueDate: YYYY-MM-DD when a deadline was stated. Resolve relative dates ("tomorrow", "by Friday",',
  '  "end of next week") against the meeting date; when only a week or a month was given, use its last',
  '  working day. null when no deadline was stated.',
].join('\n');

const SOURCE_INTRO: Record<MeetingSource['kind'], string> = {
  transcript:
    'The transcript is in <transcript>, one line per utterance: [mm:ss] Speaker: text, timed from the start.',
  notes:
    'The meeting was too long to read at once, so notes were taken on each part, in order. They are in ' +
    '<notes>; every line starts with the [mm:ss] time it refers to. Parts overlap a little, so the same ' +
    'point can appear twice: count it once.',
};

export function renderHeader(header: MeetingHeader): string {
  const date = header.day ? `${header.day.isoDate} (${header.day.weekday})` : 'unknown';
  return [
    `<meeting>`,
    `Title: ${header.title.trim() || 'Untitled meeting'}`,
    `Date: ${date}`,
    `Participants: ${renderParticipants(header.participants)}`,
    `</meeting>`,
  ].join('\n');
}

export function renderSource(source: MeetingSource): string {
  const tag = source.kind === 'transcript' ? 'transcript' : 'notes';
  return `<${tag}>\n${source.text}\n</${tag}>`;
}

function renderInstruction(userPrompt: string): string {
  return `<instruction>\n${userPrompt.trim()}\n</instruction>`;
}

/** The summary, written as the owner's prompt asks. Answer: `{ markdown }`. */
export function buildSummaryPrompt(options: TaskPromptOptions): PromptParts {
  const instructions = [
    ROLE,
    'You write the meeting summary that the user asks for in <instruction>.',
    '- Follow the instruction for content, structure, tone and length.',
    '- Write Markdown: short sections and bullet points unless the instruction says otherwise. Do not',
    '  repeat the meeting title as a heading.',
    `- ${FACTS_ONLY}`,
    `- ${LANGUAGE}`,
    `- ${SOURCE_INTRO[options.source.kind]}`,
    'Answer with a JSON object: {"markdown": "<the summary>"}.',
  ].join('\n');
  return { instructions, prompt: renderTaskPrompt(options) };
}

/** The meeting, its transcript or notes, and the user's instruction: the prompt of every task. */
function renderTaskPrompt(options: TaskPromptOptions): string {
  return [
    renderHeader(options.header),
    renderSource(options.source),
    renderInstruction(options.userPrompt),
  ].join('\n\n');
}

/** The action items, with owners and ISO due dates. Answer: `{ items }`. */
export function buildActionItemsPrompt(options: TaskPromptOptions): PromptParts {
  const instructions = [
    ROLE,
    'You list the action items agreed in the meeting.',
    ACTION_ITEM_RULES,
    '- List each task once, in the order it came up. Return an empty list when there are none.',
    '- Also follow the user instruction in <instruction> where it does not contradict these rules.',
    `- ${FACTS_ONLY}`,
    `- ${LANGUAGE}`,
    `- ${SOURCE_INTRO[options.source.kind]}`,
    'Answer with a JSON object: {"items": [{"text": string, "owner": string | null, "dueDate": "YYYY-MM-DD" | null}]}.',
  ].join('\n');
  return { instructions, prompt: renderTaskPrompt(options) };
}

const NOTES_ANSWER =
  'Answer with a JSON object: {"keyPoints": [{"at": "mm:ss", "text": string}], "decisions": [{"at": "mm:ss", ' +
  '"text": string}], "actionItems": [{"at": "mm:ss", "text": string, "owner": string | null, "dueDate": ' +
  '"YYYY-MM-DD" | null}]}.';

function notesPurpose(task: MeetingTask): string {
  return task === 'summary'
    ? 'The notes of all parts are later combined into the summary that the user asks for in <instruction>: ' +
        'keep everything that summary needs.'
    : 'The notes of all parts are later combined into the list of action items that the user asks for in ' +
        '<instruction>: only actionItems matter, so leave keyPoints and decisions empty.';
}

/** Map step: notes on one part (window) of a long transcript. Answer: `TMeetingNotes`. */
export function buildPartNotesPrompt(options: {
  header: MeetingHeader;
  task: MeetingTask;
  userPrompt: string;
  /** e.g. `Part 2 of 5, 10:02 to 20:15`. */
  partLabel: string;
  transcript: string;
}): PromptParts {
  const instructions = [
    ROLE,
    'You take notes on one part of a long meeting transcript.',
    notesPurpose(options.task),
    ...(options.task === 'summary'
      ? [
          '- keyPoints: facts, customer needs, objections, figures, names, competitors and open questions.',
          '- decisions: what was agreed or decided.',
        ]
      : []),
    '- actionItems: follow these rules:',
    ACTION_ITEM_RULES,
    '- Give every entry the [mm:ss] time of the line it comes from (without brackets) in "at".',
    '- Be brief: one short sentence per entry. Empty lists are fine.',
    `- ${FACTS_ONLY}`,
    `- ${SOURCE_INTRO.transcript}`,
    NOTES_ANSWER,
  ].join('\n');
  const prompt = [
    renderHeader(options.header),
    `This is ${options.partLabel}.`,
    renderSource({ kind: 'transcript', text: options.transcript }),
    renderInstruction(options.userPrompt),
  ].join('\n\n');
  return { instructions, prompt };
}

/** Reduce step when notes are still too long: merges notes on consecutive parts into one. */
export function buildMergeNotesPrompt(options: {
  header: MeetingHeader;
  task: MeetingTask;
  userPrompt: string;
  notes: string;
}): PromptParts {
  const instructions = [
    ROLE,
    'You merge notes taken on consecutive parts of one long meeting into a single, shorter set of notes.',
    notesPurpose(options.task),
    '- Keep the "at" time of every entry you keep. Merge entries that say the same thing and keep the',
    '  earliest time.',
    '- Keep every action item and decision; shorten key points rather than dropping them.',
    `- ${FACTS_ONLY}`,
    `- ${SOURCE_INTRO.notes}`,
    NOTES_ANSWER,
  ].join('\n');
  const prompt = [
    renderHeader(options.header),
    renderSource({ kind: 'notes', text: options.notes }),
    renderInstruction(options.userPrompt),
  ].join('\n\n');
  return { instructions, prompt };
}

/** Added to the instructions when a previous answer could not be parsed or validated. */
export const OUTPUT_RETRY_REMINDER =
  'Your previous answer could not be read. Answer with exactly one JSON object that matches the requested ' +
  'schema, with no Markdown fences and no text around it.';
