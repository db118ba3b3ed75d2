import type { TranscriptSegment } from '../../transcription/transcript-segment';

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

export type ChatInput = { meetings: ChatMeeting[]; messages: ChatTurn[]; signal: AbortSignal };

/**
 * The answer engine of the meeting chat. Implementations: LLM-backed (AI SDK `streamText`) and the
 * built-in offline one (quotes the transcript moments that match the question).
 */
export interface MeetingChat {
  /** E.g. `offline` or `openai:gpt-4.1-mini`. */
  readonly engine: string;
  /**
   * Streams the answer to the last user turn as Markdown text chunks. Throws `IntelligenceError`
   * (`../ai-sdk/errors`) with a message a user can act on. When `signal` aborts, the stream ends
   * early, without an error.
   */
  answer(input: ChatInput): AsyncIterable<string>;
}
