import type { TranscriptSegment } from '../../transcription/transcript-segment';
import type { Caller } from '../shared/caller';

/** One meeting as the chat reads it. */
export type ChatMeeting = {
  id: string;
  title: string;
  startedAt: Date;
  participants: Array<{ name: string | null; email: string | null }>;
  /** May be empty: the meeting is still being transcribed. */
  segments: TranscriptSegment[];
  /** Null until the meeting is processed. */
  summaryMarkdown: string | null;
  actionItems: Array<{ text: string; owner: string | null; dueDate: string | null; done: boolean }>;
};

/** One turn of the conversation; the caller leaves out error turns. */
export type ChatTurn = { role: 'user' | 'assistant'; content: string };

/** A transcript line the database's full-text search matched for the question. */
export type TranscriptMatch = {
  meetingId: string;
  /** Where the line is in that meeting's `segments`. */
  index: number;
  /** The search's rank of the line: higher is better, comparable within one search only. */
  score: number;
};

export type ChatInput = {
  meetings: ChatMeeting[];
  messages: ChatTurn[];
  /**
   * With more than one transcript to search: the lines the database matched for the question, best
   * first (empty when it found none). Engines quote and excerpt around these rather than index the
   * transcripts together in memory; a single transcript they search themselves.
   */
  transcriptMatches?: TranscriptMatch[];
  /**
   * Who asks: "I", "my" and "mine" are them, "today" and "this week" days in their zone. The app always
   * says; without it (an evaluation run) questions are answered about the meetings alone.
   */
  caller?: Caller;
  /** The moment of asking, for "today" and "this week"; the current time when not given. */
  now?: Date;
  signal: AbortSignal;
};

/** A moment of a meeting the answer quotes or relies on. */
export type ChatCitation = {
  meetingId: string;
  /** From the start of the meeting. */
  startMs: number;
  endMs: number;
  speaker: string | null;
  /** The words quoted, as the answer shows them. */
  quote: string;
  /** The meeting's title, for a link to the moment; the assistant's engines set it. */
  meetingTitle?: string;
};

/** A source the assistant cites that is not a meeting moment: a CRM record or a web page. */
export type ChatSource = { kind: 'crm' | 'web'; title: string; url: string };

/** Why an answer failed, shown to the user as it is: our words, never the provider's. */
export type ChatErrorEvent = {
  type: 'error';
  message: string;
  /** Whether asking again may work (an outage, a rate limit) or only a settings change will. */
  isRetryable: boolean;
  /** The failure in full (provider status and body), for the log only. */
  cause?: unknown;
};

/**
 * What an answer is made of, in order. Text is Markdown, appended as it comes; a citation follows
 * the text that quotes it (a `source` likewise, for a CRM record or web page); a tool call is followed by its result (the assistant's search meetings,
 * read a meeting, search the CRM or the web); an error is the last event.
 */
export type ChatEvent =
  | { type: 'text'; text: string }
  | ({ type: 'citation' } & ChatCitation)
  | ({ type: 'source' } & ChatSource)
  | { type: 'tool-call'; toolCallId: string; name: string; input: unknown }
  | { type: 'tool-result'; toolCallId: string; name: string; summary: string }
  | ChatErrorEvent;

/**
 * The answer engine of the meeting chat. Implementations: LLM-backed (AI SDK `streamText`) and the
 * built-in offline one (quotes the transcript moments that match the question).
 */
export interface MeetingChat {
  /** E.g. `offline` or `openai:gpt-4.1-mini`. */
  readonly engine: string;
  /**
   * Streams the answer to the last user turn as events. Failures, the provider's included, arrive
   * as one final `error` event with a message a user can act on; the stream itself does not throw.
   * When `signal` aborts, the stream ends early, without an error.
   */
  answer(input: ChatInput): AsyncIterable<ChatEvent>;
}
