import type { TranscriptSegment } from '../../providers/transcription/transcript-segment';

/** What the ingest step made of a meeting's upload: its segments and the facts stored beside them. */
export type MeetingTranscript = {
  segments: TranscriptSegment[];
  details: { durationMs: number; transcriptFormat: string; language?: string | null };
};
