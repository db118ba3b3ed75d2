import { setImmediate as nextTurn } from 'node:timers/promises';
import { IntelligenceError } from '../shared/errors';
import { escapeMarkdown } from '../shared/markdown-text';
import type { ChatMeeting, ChatTurn } from './meeting-chat';

/** What both engines read from the conversation: the question and the one asked before it. */
export type ChatQuestion = { question: string; previousQuestion: string | null };

/**
 * The last user turn (the question) and the user turn before it. Throws `IntelligenceError`
 * (`invalid-request`) when the conversation does not end with a question.
 */
export function questionOf(messages: ReadonlyArray<ChatTurn>): ChatQuestion {
  const last = messages.at(-1);
  if (last?.role !== 'user' || last.content.trim() === '') {
    throw new IntelligenceError({
      kind: 'invalid-request',
      isRetryable: false,
      message:
        'Cannot answer: the conversation does not end with a question. Type a question and send it again.',
    });
  }
  const previous = messages
    .slice(0, -1)
    .findLast((turn) => turn.role === 'user' && turn.content.trim() !== '');
  return { question: last.content.trim(), previousQuestion: previous?.content.trim() ?? null };
}

export function titleOf(meeting: Pick<ChatMeeting, 'title'>): string {
  return meeting.title.trim() || 'Untitled meeting';
}

export function hasTranscript(meeting: Pick<ChatMeeting, 'segments'>): boolean {
  return meeting.segments.some((segment) => segment.text.trim().length > 0);
}

/** "**A**", "**A** and **B**", "**A**, **B** and **C**", each title as words (`escapeMarkdown`). */
export function listTitles(meetings: ReadonlyArray<Pick<ChatMeeting, 'title'>>): string {
  const titles = meetings.map((meeting) => `**${escapeMarkdown(titleOf(meeting))}**`);
  if (titles.length <= 1) return titles.join('');
  return `${titles.slice(0, -1).join(', ')} and ${titles.at(-1)}`;
}

const WORDS_PER_CHUNK = 4;

/**
 * Streams a finished text in small word groups, giving the event loop a turn between chunks so that
 * the socket writes them one by one. Stops, without an error, once `signal` aborts.
 */
export async function* streamInChunks(options: {
  text: string;
  signal: AbortSignal;
}): AsyncGenerator<string> {
  const pieces = options.text.match(/\s*\S+\s*/g) ?? [];
  for (let index = 0; index < pieces.length; index += WORDS_PER_CHUNK) {
    if (options.signal.aborted) return;
    yield pieces.slice(index, index + WORDS_PER_CHUNK).join('');
    await nextTurn();
  }
}
