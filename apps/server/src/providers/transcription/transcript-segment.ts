/** One timed utterance of a transcript, whatever produced it (a file, a speech engine, a meeting bot). */
export type TranscriptSegment = {
  startMs: number;
  endMs: number;
  /** The speaker's name as the source gives it; null when the source does not say. */
  speaker: string | null;
  text: string;
};
