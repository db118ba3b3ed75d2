import { randomUUID } from 'node:crypto';
import type { MediaStatus, RecallStore, StoredBot, StoredRecording } from './recall-store.js';
import type { WebhookSender } from './webhook-sender.js';

/** The statuses a healthy bot walks through, one step apart, from its join time on. */
const HAPPY_PATH = [
  'joining_call',
  'in_call_not_recording',
  'in_call_recording',
  'call_ended',
  'done',
] as const;
const TERMINAL = new Set(['done', 'fatal']);
const IN_CALL = new Set(['joining_call', 'in_call_not_recording', 'in_call_recording']);
/** setTimeout's ceiling (~24.8 days); later join times re-arm on the way. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export const DEFAULT_STEP_MS = 300;

export function currentCode(bot: StoredBot): string | undefined {
  return bot.statusChanges.at(-1)?.code;
}

/** Recall dispatches a scheduled bot shortly before it joins; here, at its first status (joining_call). */
export function isDispatched(bot: StoredBot): boolean {
  return bot.statusChanges.length > 0;
}

export function isFinished(bot: StoredBot): boolean {
  return TERMINAL.has(currentCode(bot) ?? '');
}

export type BotLifecycleOptions = {
  store: RecallStore;
  webhooks: WebhookSender;
  /** Time between two statuses. */
  stepMs?: number;
};

export type BotLifecycle = {
  /** Arms the timer for the earliest due step: call after creating or changing a bot, and at start. */
  reschedule(): void;
  /** Walks the bot through every remaining status now, ignoring its join time. */
  runToEnd(bot: StoredBot): void;
  /** The bot ends in `fatal` with this sub_code: at once when it is in the call, right after joining_call otherwise. */
  fail(bot: StoredBot, subCode: string): void;
  /** leave_call: `call_ended` (bot_received_leave_call) at once, then `done`. */
  leave(bot: StoredBot): void;
  close(): void;
};

/**
 * Simulates Recall's bots: after its join time each bot advances one status every `stepMs`,
 * appending to `status_changes`, making its recording, and sending the webhooks Recall sends.
 * Due times live in the store, so a restart picks up where it left; one unref'd timer drives all.
 */
export function createBotLifecycle({
  store,
  webhooks,
  stepMs = DEFAULT_STEP_MS,
}: BotLifecycleOptions): BotLifecycle {
  let timer: NodeJS.Timeout | undefined;
  let isClosed = false;

  function reschedule(): void {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (isClosed) return;
    let earliest = Number.POSITIVE_INFINITY;
    for (const bot of store.bots()) {
      if (bot.nextStepAt) earliest = Math.min(earliest, Date.parse(bot.nextStepAt));
    }
    if (earliest === Number.POSITIVE_INFINITY) return;
    const delay = Math.min(Math.max(0, earliest - Date.now()), MAX_TIMER_MS);
    timer = setTimeout(tick, delay);
    timer.unref();
  }

  function tick(): void {
    timer = undefined;
    const now = Date.now();
    const due = store
      .bots()
      .filter((bot) => bot.nextStepAt && Date.parse(bot.nextStepAt) <= now)
      .sort((a, b) => Date.parse(a.nextStepAt!) - Date.parse(b.nextStepAt!));
    for (const bot of due) {
      try {
        step(bot, new Date(now));
      } catch (error) {
        console.error(`Sandbox Recall could not advance bot ${bot.id}:`, error);
        bot.nextStepAt = null;
      }
    }
    store.save();
    reschedule();
  }

  /** Applies the bot's next status at `at` and sends its webhooks. */
  function step(bot: StoredBot, at: Date): void {
    const next = nextStatus(bot);
    if (!next) {
      bot.nextStepAt = null;
      return;
    }
    const time = at.toISOString();
    bot.statusChanges.push({ code: next.code, sub_code: next.subCode, message: null, created_at: time });
    bot.nextStepAt = TERMINAL.has(next.code) ? null : new Date(at.getTime() + stepMs).toISOString();
    const events: Array<{ event: string; payload: unknown }> = [
      {
        event: `bot.${next.code}`,
        payload: botEvent(bot, { code: next.code, sub_code: next.subCode, updated_at: time }),
      },
    ];

    if (next.code === 'in_call_recording' && !bot.recording) {
      bot.recording = newRecording(bot, time);
      events.push(recordingEvent(bot, bot.recording));
    } else if (next.code === 'call_ended' && bot.recording) {
      bot.recording.completedAt = time;
    } else if (next.code === 'done' && bot.recording) {
      bot.recording.status = { code: 'done', sub_code: null, updated_at: time };
      bot.recording.completedAt ??= time;
      events.push(recordingEvent(bot, bot.recording));
      if (bot.recording.transcript) events.push(transcriptEvent(bot, bot.recording));
    } else if (next.code === 'fatal') {
      bot.plannedFatal = null;
      const recording = bot.recording;
      if (recording && recording.status.code === 'processing') {
        recording.status = { code: 'failed', sub_code: next.subCode, updated_at: time };
        recording.completedAt ??= time;
        events.push(recordingEvent(bot, recording));
        if (recording.transcript) events.push(transcriptEvent(bot, recording));
      }
    }
    for (const { event, payload } of events) webhooks.send({ event, botId: bot.id, payload });
  }

  return {
    reschedule,
    runToEnd(bot) {
      while (!isFinished(bot)) step(bot, new Date());
      store.save();
      reschedule();
    },
    fail(bot, subCode) {
      bot.plannedFatal = { subCode };
      if (isDispatched(bot)) step(bot, new Date());
      store.save();
      reschedule();
    },
    leave(bot) {
      bot.isLeaving = true;
      if (IN_CALL.has(currentCode(bot) ?? '')) step(bot, new Date());
      store.save();
      reschedule();
    },
    close() {
      isClosed = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
}

type NextStatus = { code: string; subCode: string | null };

function nextStatus(bot: StoredBot): NextStatus | undefined {
  const current = currentCode(bot);
  if (current === undefined) return { code: 'joining_call', subCode: null };
  if (TERMINAL.has(current)) return undefined;
  if (bot.plannedFatal) return { code: 'fatal', subCode: bot.plannedFatal.subCode };
  if (bot.isLeaving && IN_CALL.has(current))
    return { code: 'call_ended', subCode: 'bot_received_leave_call' };
  const index = HAPPY_PATH.indexOf(current as (typeof HAPPY_PATH)[number]);
  const code = HAPPY_PATH[index + 1];
  if (!code) return undefined;
  return { code, subCode: code === 'call_ended' ? 'call_ended_by_host' : null };
}

function newRecording(bot: StoredBot, time: string): StoredRecording {
  const config = bot.recordingConfig ?? {};
  const provider = transcriptProvider(config);
  return {
    id: randomUUID(),
    createdAt: time,
    startedAt: time,
    completedAt: null,
    status: { code: 'processing', sub_code: null, updated_at: time },
    videoMixed: config.video_mixed_mp4 === null ? null : { id: randomUUID() },
    transcript: provider ? { id: randomUUID(), provider } : null,
    participantEvents: config.participant_events === null ? null : { id: randomUUID() },
  };
}

/** `recording_config.transcript.provider`, when the bot was asked for a transcript. */
function transcriptProvider(config: Record<string, unknown>): Record<string, unknown> | undefined {
  const transcript = config.transcript;
  if (typeof transcript !== 'object' || transcript === null) return undefined;
  const provider = (transcript as Record<string, unknown>).provider;
  return typeof provider === 'object' && provider !== null
    ? (provider as Record<string, unknown>)
    : undefined;
}

function botRef(bot: StoredBot) {
  return { id: bot.id, metadata: bot.metadata };
}

function botEvent(bot: StoredBot, data: { code: string; sub_code: string | null; updated_at: string }) {
  return { event: `bot.${data.code}`, data: { data, bot: botRef(bot) } };
}

function statusData(status: MediaStatus) {
  return { code: status.code, sub_code: status.sub_code, updated_at: status.updated_at };
}

function recordingEvent(bot: StoredBot, recording: StoredRecording) {
  const event = `recording.${recording.status.code}`;
  return {
    event,
    payload: {
      event,
      data: {
        data: statusData(recording.status),
        recording: { id: recording.id, metadata: {} },
        bot: botRef(bot),
      },
    },
  };
}

function transcriptEvent(bot: StoredBot, recording: StoredRecording) {
  const event = `transcript.${recording.status.code}`;
  return {
    event,
    payload: {
      event,
      data: {
        data: statusData(recording.status),
        transcript: { id: recording.transcript?.id, metadata: {} },
        recording: { id: recording.id, metadata: {} },
        bot: botRef(bot),
      },
    },
  };
}
