import type { TranscriptSegment } from '../transcription/transcript-segment';

export type ScheduledBot = { externalId: string; joinAt: Date };

/** What a finished bot left behind: a recording to download and, when the service made one, a transcript. */
export type BotResult = {
  status: 'done' | 'fatal' | 'pending';
  /** Why a bot failed, from the service's status sub-code. */
  failureReason: string | null;
  recordingUrl: string | null;
  transcript: TranscriptSegment[] | null;
};

/** The meeting-bot capability: a notetaker that joins a call, records it and hands back media. */
export interface RecorderBot {
  schedule(options: {
    meetingUrl: string;
    joinAt: Date;
    botName: string;
    metadata: Record<string, string>;
  }): Promise<ScheduledBot>;
  cancel(externalId: string): Promise<void>;
  fetchResult(externalId: string): Promise<BotResult>;
}
