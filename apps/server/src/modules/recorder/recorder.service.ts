import { Readable } from 'node:stream';
import type { TMeetingDetail, TUserMeta } from '@ting/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { RecorderBot, RecorderWebhookEvent } from '../../providers/recorder/recorder-bot';
import type { VerifiedWebhook, WebhookDelivery } from '../../providers/webhook-delivery';
import type { CalendarOwner, CalendarService } from '../calendar/calendar.service';
import type { Principal } from '../identity/access-token';
import { PermanentMeetingError } from '../meetings/failure-reason';
import type { MeetingCapture } from '../meetings/meeting-capture';
import type { MeetingPipeline } from '../meetings/meeting-pipeline';
import type { MeetingReads } from '../meetings/meeting-reads';
import {
  advanceBotStatus,
  deleteBot,
  findBotByExternalId,
  findBotByMeetingId,
  findBotForEvent,
  insertRecorderBot,
  listScheduledBots,
  type RecorderBotRow,
} from './recorder.repository';

/** The bot joins a minute early, so it is in the room when the meeting starts. */
const JOIN_EARLY_MS = 60_000;

/** A bot still at work: only these take status changes, and only these are collected. */
const LIVE_BOT_STATUSES: Array<RecorderBotRow['status']> = [
  'scheduled',
  'joining',
  'waiting_room',
  'in_call',
  'call_ended',
];

/**
 * The live stages before `stage`: a bot moves only forward, so a late or repeated webhook (joining after
 * in the call) never sets it back.
 */
const stagesBefore = (stage: RecorderBotRow['status']): Array<RecorderBotRow['status']> =>
  LIVE_BOT_STATUSES.slice(0, Math.max(0, LIVE_BOT_STATUSES.indexOf(stage)));

/**
 * Sends the notetaker bot to calendar meetings and turns what it delivers into processed meetings.
 *
 * A member sends it only to events of their own calendar, and the meeting it records is theirs. Two
 * members invited to the same call see the same Google event id in their calendars, and each gets a
 * bot of their own: the meeting, its recording and who may see or cancel it follow the member whose
 * calendar booked it, their auto-record setting decides for them alone, and calling off one never
 * takes the other's away. Sharing one bot would tie one member's meeting to another's choices; two
 * notetakers in a call is the visible cost, as with Fathom or Otter when two users record.
 */
export function createRecorderService(deps: {
  db: Database;
  recorder: RecorderBot;
  botName: string;
  calendar: CalendarService;
  /** The bot's meeting: made when it is scheduled, filled when the bot delivers. */
  meetingCapture: MeetingCapture;
  meetingReads: MeetingReads;
  /** Stops the meeting with the bot's failure. */
  meetingPipeline: MeetingPipeline;
  /** A member's settings, where their 'auto-record external meetings' lives. */
  getUserMeta(userId: string): Promise<TUserMeta>;
  sendCollect: (meetingId: string) => Promise<void>;
  log: FastifyBaseLogger;
}) {
  const { db, recorder, log } = deps;

  /** An event of the caller's own calendar: another member's is as unknown as a made-up id (404). */
  async function requireEvent(options: { principal: Principal; eventId: string }) {
    const event = await deps.calendar.findEvent({
      owner: ownerOf(options.principal),
      eventId: options.eventId,
    });
    if (!event) throw new AppError('NOT_FOUND', `Calendar event ${options.eventId} not found.`);
    return event;
  }

  /** Calls the bot off at the service and drops it with its waiting meeting. */
  async function callOff(bot: RecorderBotRow) {
    await recorder.cancel(bot.externalBotId);
    await deleteBot(db, bot.id);
    await deps.meetingCapture.discardUnrecorded({
      organizationId: bot.organizationId,
      meetingId: bot.meetingId,
    });
  }

  const service = {
    /** Schedules the bot for one calendar meeting; the meeting appears at once, waiting for the recording. */
    async scheduleForEvent(options: { principal: Principal; eventId: string }): Promise<TMeetingDetail> {
      const event = await requireEvent(options);
      if (!event.conferenceUrl) {
        throw new AppError(
          'VALIDATION_ERROR',
          `"${event.title}" has no Zoom, Google Meet or Teams link for the notetaker to join.`,
        );
      }
      if (event.endsAt.getTime() <= Date.now())
        throw new AppError('VALIDATION_ERROR', `"${event.title}" is over.`);
      const existing = await findBotForEvent(db, {
        owner: ownerOf(options.principal),
        calendarEventExternalId: event.externalId,
      });
      if (existing)
        throw new AppError('CONFLICT', `The notetaker is already scheduled for "${event.title}".`);

      const joinAt = new Date(Math.max(Date.now(), event.startsAt.getTime() - JOIN_EARLY_MS));
      const meeting = await deps.meetingCapture.createForBot({
        organizationId: options.principal.organizationId,
        ownerUserId: options.principal.userId,
        title: event.title,
        startedAt: event.startsAt,
        joinAt,
        participants: event.attendees.map((attendee) => ({ name: attendee.name, email: attendee.email })),
      });
      try {
        const bot = await recorder.schedule({
          meetingUrl: event.conferenceUrl,
          joinAt,
          botName: deps.botName,
          metadata: { meeting_id: meeting.id, organization_id: meeting.organizationId },
        });
        await insertRecorderBot(db, {
          organizationId: meeting.organizationId,
          userId: options.principal.userId,
          meetingId: meeting.id,
          calendarEventExternalId: event.externalId,
          externalBotId: bot.externalId,
          meetingUrl: event.conferenceUrl,
          joinAt: bot.joinAt,
        });
      } catch (error) {
        await deps.meetingCapture.discardUnrecorded({
          organizationId: meeting.organizationId,
          meetingId: meeting.id,
        });
        if (error instanceof AppError) throw error;
        throw new AppError(
          'INTEGRATION_ERROR',
          `Could not schedule the notetaker: ${(error as Error).message}`,
        );
      }
      return deps.meetingReads.get({ principal: options.principal, meetingId: meeting.id });
    },

    /**
     * With the member's own 'auto-record external meetings' setting on, sends their bot to every
     * upcoming meeting of their calendar that has a call link and an attendee from outside; meetings
     * already covered are skipped, so running it after every sync is harmless. Returns how many were
     * scheduled.
     */
    async autoSchedule(owner: CalendarOwner): Promise<number> {
      const meta = await deps.getUserMeta(owner.userId);
      if (meta.auto_record_external !== true) return 0;
      const principal = { userId: owner.userId, organizationId: owner.organizationId };
      let scheduled = 0;
      for (const event of await deps.calendar.listUpcomingRows(owner)) {
        if (!event.conferenceUrl || !event.attendees.some((attendee) => attendee.isExternal)) continue;
        const existing = await findBotForEvent(db, { owner, calendarEventExternalId: event.externalId });
        if (existing) continue;
        try {
          await service.scheduleForEvent({ principal, eventId: event.id });
          scheduled += 1;
        } catch (error) {
          log.warn(
            { err: error, organizationId: owner.organizationId, eventId: event.id },
            'Auto-recording could not schedule the notetaker',
          );
        }
      }
      return scheduled;
    },

    /** Calls the bot off before it joins; the waiting meeting goes with it, so only its owner may. */
    async cancelForEvent(options: { principal: Principal; eventId: string }): Promise<void> {
      const event = await requireEvent(options);
      const bot = await findBotForEvent(db, {
        owner: ownerOf(options.principal),
        calendarEventExternalId: event.externalId,
      });
      if (!bot) throw new AppError('NOT_FOUND', `The notetaker is not scheduled for "${event.title}".`);
      // Calling it off deletes the waiting meeting: the same owner check as deleting the meeting.
      await deps.meetingReads.requireOwnedMeeting({ principal: options.principal, meetingId: bot.meetingId });
      if (bot.status !== 'scheduled') {
        throw new AppError(
          'CONFLICT',
          `The notetaker has already joined "${event.title}"; it can no longer be called off.`,
        );
      }
      await callOff(bot);
    },

    /**
     * The member's calendar is going (removed, or they left): the bots they booked that have not
     * joined yet are called off with their waiting meetings; one already in a call finishes.
     */
    async callOffScheduled(owner: CalendarOwner): Promise<void> {
      for (const bot of await listScheduledBots(db, owner)) {
        try {
          await callOff(bot);
        } catch (error) {
          log.warn({ err: error, ...owner, botId: bot.id }, 'Could not call off a scheduled notetaker');
        }
      }
    },

    /** A verified webhook from the bot service. Deliveries may repeat: every branch is idempotent. */
    /** A webhook of the bot's service, its signature checked and its event read (null: not one we act on). */
    verifyWebhook(delivery: WebhookDelivery): VerifiedWebhook<RecorderWebhookEvent> | null {
      return recorder.verifyWebhook(delivery);
    },

    async handleWebhook(event: RecorderWebhookEvent): Promise<void> {
      const bot = await findBotByExternalId(db, event.botId);
      if (!bot) {
        log.info({ externalId: event.botId, event: event.kind }, 'Webhook for an unknown bot ignored');
        return;
      }
      if (event.kind === 'done') {
        // The bot turns 'done' once collect has its delivery: a collected bot is never collected again.
        // Until then it is out of the call and its recording is being fetched ('call_ended').
        if (!LIVE_BOT_STATUSES.includes(bot.status)) return;
        await advanceBotStatus(db, { id: bot.id, from: stagesBefore('call_ended'), status: 'call_ended' });
        await deps.sendCollect(bot.meetingId);
      } else if (event.kind !== 'fatal') {
        await advanceBotStatus(db, { id: bot.id, from: stagesBefore(event.kind), status: event.kind });
      } else if (event.kind === 'fatal' && bot.status !== 'done' && bot.status !== 'cancelled') {
        await deps.meetingPipeline.markFailed({
          meetingId: bot.meetingId,
          error: new PermanentMeetingError(
            `The notetaker could not record this meeting (${event.failureReason ?? 'fatal error'}). Upload the recording or its transcript instead.`,
          ),
        });
        await advanceBotStatus(db, { id: bot.id, from: LIVE_BOT_STATUSES, status: 'fatal' });
      }
    },

    /**
     * Fetches the finished bot's recording and transcript into the meeting, then starts processing.
     * Runs once per bot: a bot already collected ('done'), failed or called off is left alone, so a
     * repeated job or webhook never replaces the transcript or re-runs the pipeline over the owner's edits.
     */
    async collect(meetingId: string): Promise<void> {
      const bot = await findBotByMeetingId(db, meetingId);
      if (!bot || !LIVE_BOT_STATUSES.includes(bot.status)) return;
      const result = await recorder.fetchResult(bot.externalBotId);
      if (result.status === 'pending') throw new Error(`Bot ${bot.externalBotId} has not finished yet`);
      if (result.status === 'fatal') {
        await advanceBotStatus(db, { id: bot.id, from: LIVE_BOT_STATUSES, status: 'fatal' });
        throw new PermanentMeetingError(
          `The notetaker could not record this meeting (${result.failureReason}).`,
        );
      }
      let recording = null;
      if (result.recordingUrl) {
        const response = await fetch(result.recordingUrl, { signal: AbortSignal.timeout(10 * 60_000) });
        if (!response.ok || !response.body) throw new Error(`Recording download answered ${response.status}`);
        const contentType = response.headers.get('content-type') ?? 'video/mp4';
        recording = {
          body: Readable.fromWeb(response.body as import('node:stream/web').ReadableStream),
          contentType,
          extension: contentType.includes('audio') ? 'm4a' : 'mp4',
        };
      }
      await deps.meetingCapture.attachBotDelivery({ meetingId, recording, transcript: result.transcript });
      await advanceBotStatus(db, { id: bot.id, from: LIVE_BOT_STATUSES, status: 'done' });
    },
  };
  return service;
}

/** The caller as the owner of calendar events and bots. */
const ownerOf = (principal: Principal): CalendarOwner => ({
  organizationId: principal.organizationId,
  userId: principal.userId,
});

export type RecorderService = ReturnType<typeof createRecorderService>;
