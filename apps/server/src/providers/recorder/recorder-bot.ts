import type { TranscriptSegment } from '../transcription/transcript-segment';
import type { VerifiedWebhook, WebhookDelivery } from '../webhook-delivery';

export type ScheduledBot = { externalId: string; joinAt: Date };

/** What a finished bot left behind: a recording to download and, when the service made one, a transcript. */
export type BotResult = {
  status: 'done' | 'fatal' | 'pending';
  /** Why a bot failed, from the service's status sub-code. */
  failureReason: string | null;
  recordingUrl: string | null;
  transcript: TranscriptSegment[] | null;
};

/**
 * What a bot's service tells us as it works, as a stage of ours: it is joining the call, waiting to be
 * admitted, in the call, out of it (the recording being prepared), finished (`done`: its media can be
 * fetched), or failed.
 */
export type RecorderWebhookEvent = {
  kind: 'joining' | 'waiting_room' | 'in_call' | 'call_ended' | 'done' | 'fatal';
  /** The service's id of the bot. */
  botId: string;
  /** Why it failed, in the service's words (a sub-code), when it says. */
  failureReason: string | null;
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
  /** Checks a webhook's signature (null when it does not hold) and reads its event. */
  verifyWebhook(delivery: WebhookDelivery): VerifiedWebhook<RecorderWebhookEvent> | null;
}
