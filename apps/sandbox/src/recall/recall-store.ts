import { join } from 'node:path';
import { createJsonFileWriter, readJsonFile } from '../shared/json-file.js';
import type { MeetingUrl } from './meeting-url.js';

/** Recall's status object on recordings and media: `{code, sub_code, updated_at}`. */
export type MediaStatus = {
  code: 'processing' | 'done' | 'failed';
  sub_code: string | null;
  updated_at: string;
};

export type StatusChange = {
  code: string;
  sub_code: string | null;
  message: string | null;
  created_at: string;
};

export type Metadata = Record<string, string | null>;

export type StoredRecording = {
  id: string;
  createdAt: string;
  startedAt: string;
  completedAt: string | null;
  status: MediaStatus;
  /** Media objects; null when the bot's recording_config did not ask for them. */
  videoMixed: { id: string } | null;
  transcript: { id: string; provider: Record<string, unknown> } | null;
  participantEvents: { id: string } | null;
};

export type StoredBot = {
  id: string;
  createdAt: string;
  /** The URL as sent, for the list filter and the README; the API returns the parsed object. */
  meetingUrlInput: string;
  meetingUrl: MeetingUrl;
  botName: string;
  /** As requested; null for an ad-hoc bot. */
  joinAt: string | null;
  metadata: Metadata;
  recordingConfig: Record<string, unknown> | null;
  automaticLeave: Record<string, unknown> | null;
  outputMedia: Record<string, unknown> | null;
  statusChanges: StatusChange[];
  recording: StoredRecording | null;
  /** When the next lifecycle step is due; null once the bot is finished (done or fatal). */
  nextStepAt: string | null;
  /** Set by the fail control: the next step is `fatal` with this sub_code. */
  plannedFatal: { subCode: string } | null;
  /** Set by leave_call: the next step is `call_ended` with `bot_received_leave_call`. */
  isLeaving: boolean;
};

export type WebhookAttempt = { at: string; status?: number; error?: string };

/** One webhook message: the outbox entry while pending, the delivery log afterwards. */
export type StoredWebhook = {
  /** `webhook-id`, the same on every attempt. */
  id: string;
  event: string;
  botId: string;
  /** The exact body sent (and signed). */
  body: string;
  createdAt: string;
  state: 'pending' | 'delivered' | 'failed';
  attempts: WebhookAttempt[];
};

type RecallFile = { bots: StoredBot[]; webhooks: StoredWebhook[] };

/** Delivered and failed webhooks kept for the log; pending ones are never dropped. */
const WEBHOOK_LOG_LIMIT = 1000;

export type RecallStore = {
  /** Every bot in creation order. */
  bots(): StoredBot[];
  get(id: string): StoredBot | undefined;
  add(bot: StoredBot): void;
  remove(id: string): void;
  webhooks(): StoredWebhook[];
  addWebhook(webhook: StoredWebhook): void;
  /** Records that something changed in place (a bot or a webhook) and should be saved. */
  save(): void;
  flush(): Promise<void>;
};

/** Bots and the webhook outbox/log of the sandbox Recall, kept in `recall-bots.json`. */
export async function openRecallStore(dataDir: string): Promise<RecallStore> {
  const path = join(dataDir, 'recall-bots.json');
  const loaded = await readJsonFile<RecallFile>(path);
  const bots = new Map((loaded?.bots ?? []).map((bot) => [bot.id, bot]));
  let webhooks = loaded?.webhooks ?? [];
  const writer = createJsonFileWriter(path);

  function save(): void {
    const settled = webhooks.filter((webhook) => webhook.state !== 'pending');
    if (settled.length > WEBHOOK_LOG_LIMIT) {
      const drop = new Set(settled.slice(0, settled.length - WEBHOOK_LOG_LIMIT));
      webhooks = webhooks.filter((webhook) => !drop.has(webhook));
    }
    writer.write({ bots: [...bots.values()], webhooks });
  }

  return {
    bots: () => [...bots.values()],
    get: (id) => bots.get(id),
    add(bot) {
      bots.set(bot.id, bot);
      save();
    },
    remove(id) {
      bots.delete(id);
      save();
    },
    webhooks: () => webhooks,
    addWebhook(webhook) {
      webhooks.push(webhook);
      save();
    },
    save,
    flush: () => writer.flush(),
  };
}
