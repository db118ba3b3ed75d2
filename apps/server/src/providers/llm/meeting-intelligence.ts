import type { TranscriptSegment } from '../transcription/transcript-segment';

export type MeetingContext = {
  title: string;
  /** When the meeting started; relative due dates ("by Friday") resolve against it. */
  startedAt: Date;
  participants: Array<{ name: string | null; email: string | null }>;
  segments: TranscriptSegment[];
};

export type ActionItem = {
  text: string;
  /** Who committed to it, as named in the meeting; null when nobody did. */
  owner: string | null;
  /** ISO date (YYYY-MM-DD) when a due date was stated; null otherwise. */
  dueDate: string | null;
};

/**
 * The meeting-intelligence capability: summaries and action items written with the owner's prompt.
 * Implementations: LLM-backed (AI SDK) and the built-in offline engine.
 */
export interface MeetingIntelligence {
  /** Names the engine and model in outputs, e.g. `offline` or `openai:gpt-4.1-mini`. */
  readonly engine: string;
  summarise(input: MeetingContext & { prompt: string }): Promise<{ markdown: string }>;
  extractActionItems(input: MeetingContext & { prompt: string }): Promise<{ items: ActionItem[] }>;
}
