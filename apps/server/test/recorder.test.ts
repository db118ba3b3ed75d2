import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetings as meetingsTable, memberships, recorderBots } from '../src/db/schema';
import { signWebhook } from '../src/providers/recorder/recall/webhook-signature';
import {
  type Browser,
  connectCalendarThroughSandbox,
  createBrowser,
  signInThroughSandbox,
} from './browser-session';
import { createTestApp, type TestApp } from './test-app';

type CalendarEvent = {
  id: string;
  title: string;
  conference_url: string | null;
  starts_at: string;
  recording: { meeting_id: string; bot_status: string; joins_at: string } | null;
  attendees: Array<{ is_external: boolean }>;
};
type Meeting = {
  id: string;
  status: string;
  notetaker: { status: string; joins_at: string } | null;
  status_reason: string | null;
  source: string;
  participants: Array<{ email: string | null }>;
  segments: Array<{ speaker: string | null; text: string }>;
  outputs: { action_items: Array<{ text: string; owner: string | null }> } | null;
};

describe('the notetaker bot records calendar meetings (Recall, through the sandbox)', () => {
  let t: TestApp;
  let browser: Browser;
  let accessToken: string;
  let events: CalendarEvent[];

  const api = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${t.baseUrl}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${accessToken}`, ...init.headers },
    });
    return { status: response.status, body: response.status === 204 ? null : await response.json() };
  };

  async function waitForMeeting(id: string, statuses: string[]): Promise<Meeting> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const meeting = (await api(`/api/meetings/${id}`)).body.data as Meeting;
      if (statuses.includes(meeting.status)) return meeting;
      if (Date.now() > deadline)
        throw new Error(`Meeting stayed ${meeting.status}: ${meeting.status_reason}`);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }

  async function botOf(meetingId: string) {
    const [bot] = await t.database.db
      .select()
      .from(recorderBots)
      .where(eq(recorderBots.meetingId, meetingId));
    if (!bot) throw new Error('no bot row');
    return bot;
  }

  let webhookCount = 0;
  /** Delivers a signed bot status webhook as Recall does (each delivery its own id). */
  async function sendBotStatus(options: { externalBotId: string; code: string; subCode?: string }) {
    webhookCount += 1;
    const body = JSON.stringify({
      event: `bot.${options.code}`,
      data: {
        data: { code: options.code, sub_code: options.subCode ?? null, updated_at: new Date().toISOString() },
        bot: { id: options.externalBotId, metadata: {} },
      },
    });
    const id = `msg_stage_${webhookCount}`;
    const timestamp = String(Math.floor(Date.now() / 1000));
    const response = await fetch(`${t.baseUrl}/api/webhooks/recall`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'webhook-id': id,
        'webhook-timestamp': timestamp,
        'webhook-signature': signWebhook({ secret: t.secrets.recallWebhookSecret, id, timestamp, body }),
      },
      body,
    });
    expect(response.status).toBe(204);
  }

  /**
   * A meeting with a call link and no notetaker booked yet; an internal one first, so the external
   * ones stay for auto-recording.
   */
  async function freeEvent(): Promise<CalendarEvent> {
    const listed = (await api('/api/calendar/events?limit=100')).body.data as CalendarEvent[];
    const free = listed.filter((candidate) => candidate.conference_url && !candidate.recording);
    const event =
      free.find((candidate) => !candidate.attendees.some((attendee) => attendee.is_external)) ?? free[0];
    if (!event) throw new Error('no meeting with a call link left to book');
    return event;
  }

  const pastMeetingIds = async () =>
    ((await api('/api/meetings?page_size=100')).body.data.items as Meeting[]).map((meeting) => meeting.id);

  beforeAll(async () => {
    t = await createTestApp({ listen: true });
    browser = createBrowser(t.baseUrl);
    await signInThroughSandbox({
      browser,
      email: 'notetaker.owner@tingsandbox.com',
      name: 'Notetaker Owner',
    });
    await connectCalendarThroughSandbox(browser);
    accessToken = JSON.parse((await browser.get('/api/data/organization/id')).body).data.accessToken;
    const deadline = Date.now() + 15_000;
    do {
      events = (await api('/api/calendar/events?limit=100')).body.data;
      if (events.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    } while (Date.now() < deadline);
    expect(events.filter((event) => event.conference_url).length).toBeGreaterThanOrEqual(3);
  });
  afterAll(() => t?.close());

  it('schedules the bot, receives its signed webhooks, and turns its recording and transcript into a ready meeting', async () => {
    const event = events.filter((candidate) => candidate.conference_url)[0] as CalendarEvent;
    const scheduled = await api(`/api/calendar/events/${event.id}/record`, { method: 'POST' });
    expect(scheduled.status).toBe(201);
    const meeting = scheduled.body.data as Meeting;
    expect(meeting).toMatchObject({ source: 'bot', status: 'queued' });
    expect(meeting.status_reason).toMatch(/notetaker joins/);
    expect(meeting.participants.length).toBeGreaterThan(0);

    const again = await api(`/api/calendar/events/${event.id}/record`, { method: 'POST' });
    expect(again.status).toBe(409);
    const listed = (await api('/api/calendar/events?limit=100')).body.data as Array<
      CalendarEvent & { recording: unknown }
    >;
    const joinsAt = new Date(Date.parse(event.starts_at) - 60_000).toISOString();
    expect(listed.find((candidate) => candidate.id === event.id)?.recording).toEqual({
      meeting_id: meeting.id,
      bot_status: 'scheduled',
      joins_at: joinsAt,
    });
    expect(listed.find((candidate) => candidate.id !== event.id)?.recording).toBeNull();

    const bot = await botOf(meeting.id);
    const sandboxBot = await (
      await fetch(`${t.baseUrl}/sandbox/recall/api/v1/bot/${bot.externalBotId}/`, {
        headers: { authorization: 'Token ting-sandbox-recall' },
      })
    ).json();
    expect(sandboxBot.bot_name).toBe('Ting Notetaker (recording)');
    expect(sandboxBot.metadata).toMatchObject({ meeting_id: meeting.id });

    await fetch(`${t.baseUrl}/sandbox/recall/_sandbox/bots/${bot.externalBotId}/run`, { method: 'POST' });
    const ready = await waitForMeeting(meeting.id, ['ready', 'failed']);
    expect(ready.status_reason).toBeNull();
    expect(ready.status).toBe('ready');
    expect(ready.segments.some((segment) => segment.speaker === 'Priya Shah')).toBe(true);
    expect(ready.outputs?.action_items.some((item) => /proposal/i.test(item.text))).toBe(true);
    expect((await botOf(meeting.id)).status).toBe('done');
  });

  it('calls the bot off before it joins, and the waiting meeting goes with it', async () => {
    const event = events.filter((candidate) => candidate.conference_url)[1] as CalendarEvent;
    const scheduled = await api(`/api/calendar/events/${event.id}/record`, { method: 'POST' });
    const meetingId = scheduled.body.data.id;

    // Another member of the organization cannot find the owner's calendar event, nor the waiting
    // meeting (the owner's alone until it is processed).
    const organizationId = JSON.parse((await browser.get('/api/data/organization/id')).body).data.organization
      .id;
    const teammate = await t.signUp('teammate@tingsandbox.com', 'Teammate');
    await t.database.db
      .update(memberships)
      .set({ organizationId, role: 'member', isPayer: false })
      .where(eq(memberships.userId, teammate.principal.userId));
    const asTeammate = {
      authorization: `Bearer ${await t.accessTokenFor({ ...teammate.principal, organizationId })}`,
    };
    const notTheirs = await api(`/api/calendar/events/${event.id}/record`, {
      method: 'DELETE',
      headers: asTeammate,
    });
    expect(notTheirs).toEqual({
      status: 404,
      body: { code: 'NOT_FOUND', message: `Calendar event ${event.id} not found.` },
    });
    const refused = await api(`/api/meetings/${meetingId}`, { method: 'DELETE', headers: asTeammate });
    expect(refused).toEqual({
      status: 404,
      body: { code: 'NOT_FOUND', message: `Meeting ${meetingId} not found.` },
    });
    expect((await api(`/api/meetings/${meetingId}`)).status).toBe(200);
    expect((await botOf(meetingId)).status).toBe('scheduled');

    const cancelled = await api(`/api/calendar/events/${event.id}/record`, { method: 'DELETE' });
    expect(cancelled).toEqual({ status: 200, body: { data: { id: event.id } } });
    expect((await api(`/api/meetings/${meetingId}`)).status).toBe(404);
  });

  it('marks the meeting failed with a readable reason when the bot cannot record', async () => {
    const event = events.filter((candidate) => candidate.conference_url)[2] as CalendarEvent;
    const scheduled = await api(`/api/calendar/events/${event.id}/record`, { method: 'POST' });
    const bot = await botOf(scheduled.body.data.id);
    await fetch(`${t.baseUrl}/sandbox/recall/_sandbox/bots/${bot.externalBotId}/fail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sub_code: 'bot_kicked_from_call' }),
    });
    // A bot that has not joined yet fails when it tries to.
    await fetch(`${t.baseUrl}/sandbox/recall/_sandbox/bots/${bot.externalBotId}/run`, { method: 'POST' });
    const failed = await waitForMeeting(scheduled.body.data.id, ['failed']);
    expect(failed.status_reason).toMatch(/notetaker could not record this meeting \(bot_kicked_from_call\)/);
  });

  it('refuses events without a call link, unknown ids, and other organizations', async () => {
    const withoutLink = events.find((candidate) => !candidate.conference_url);
    if (withoutLink) {
      const response = await api(`/api/calendar/events/${withoutLink.id}/record`, { method: 'POST' });
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(/no Zoom, Google Meet or Teams link/);
    }
    expect((await api('/api/calendar/events/not-an-id/record', { method: 'POST' })).status).toBe(404);

    const stranger = await t.signUp('stranger@globex.test');
    const refused = await fetch(`${t.baseUrl}/api/calendar/events/${events[0]?.id}/record`, {
      method: 'POST',
      headers: { authorization: `Bearer ${stranger.accessToken}` },
    });
    expect(refused.status).toBe(404);
  });

  // A second organization with its own calendar, so the first one's meetings stay free for auto-recording.
  describe('the stages of a notetaker, in another organization', () => {
    let ownerToken: string;
    beforeAll(async () => {
      ownerToken = accessToken;
      const other = createBrowser(t.baseUrl);
      await signInThroughSandbox({
        browser: other,
        email: 'stages.owner@tingsandbox.com',
        name: 'Stages Owner',
      });
      await connectCalendarThroughSandbox(other);
      accessToken = JSON.parse((await other.get('/api/data/organization/id')).body).data.accessToken;
      const deadline = Date.now() + 15_000;
      while ((await api('/api/calendar/events?limit=100')).body.data.length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    });
    afterAll(() => {
      accessToken = ownerToken;
    });

    it('keeps a booked meeting out of the past meetings, with when its notetaker joins, until the bot sets out', async () => {
      const event = await freeEvent();
      const scheduled = await api(`/api/calendar/events/${event.id}/record`, { method: 'POST' });
      const meetingId = scheduled.body.data.id as string;
      const joinsAt = new Date(Date.parse(event.starts_at) - 60_000).toISOString();
      expect(scheduled.body.data.notetaker).toEqual({ status: 'scheduled', joins_at: joinsAt });
      expect((await api(`/api/meetings/${meetingId}`)).body.data.notetaker).toEqual({
        status: 'scheduled',
        joins_at: joinsAt,
      });
      expect(await pastMeetingIds()).not.toContain(meetingId);
      const deleted = await api(`/api/meetings/${meetingId}`, { method: 'DELETE' });
      expect(deleted.status).toBe(409);
      expect(deleted.body.message).toMatch(/notetaker is booked .*call it off first/);

      // Joining the call: it is taking place, so it is listed, saying where its notetaker is.
      const { externalBotId } = await botOf(meetingId);
      await sendBotStatus({ externalBotId, code: 'joining_call' });
      const listed = (await api('/api/meetings?page_size=100')).body.data.items as Meeting[];
      expect(listed.find((meeting) => meeting.id === meetingId)?.notetaker).toEqual({
        status: 'joining',
        joins_at: joinsAt,
      });
    });

    it('follows the bot through joining, the waiting room and the call, never backwards, from its webhooks', async () => {
      const event = await freeEvent();
      const meetingId = (await api(`/api/calendar/events/${event.id}/record`, { method: 'POST' })).body.data
        .id as string;
      const { externalBotId } = await botOf(meetingId);
      const stageOf = async () =>
        ((await api(`/api/meetings/${meetingId}`)).body.data as Meeting).notetaker?.status;
      const eventStage = async () =>
        ((await api('/api/calendar/events?limit=100')).body.data as CalendarEvent[]).find(
          (candidate) => candidate.id === event.id,
        )?.recording?.bot_status;

      const steps: Array<[code: string, stage: string]> = [
        ['joining_call', 'joining'],
        ['in_waiting_room', 'waiting_room'],
        // A late or repeated earlier status leaves the bot where it is.
        ['joining_call', 'waiting_room'],
        ['in_call_not_recording', 'in_call'],
        ['in_call_recording', 'in_call'],
        ['in_waiting_room', 'in_call'],
        // Recall's events it does not know of are ignored.
        ['recording_permission_denied', 'in_call'],
      ];
      for (const [code, stage] of steps) {
        await sendBotStatus({ externalBotId, code });
        expect([code, await stageOf(), await eventStage()]).toEqual([code, stage, stage]);
      }
      const deleted = await api(`/api/meetings/${meetingId}`, { method: 'DELETE' });
      expect(deleted.status).toBe(409);
      expect(deleted.body.message).toMatch(/notetaker is in .* now/);
      // Out of the call: Ting collects the recording and processes it.
      await sendBotStatus({ externalBotId, code: 'call_ended', subCode: 'call_ended_by_host' });
      expect(await stageOf()).toBe('call_ended');
    });

    it('fails a meeting whose bot was never admitted, without using the allowance', async () => {
      const event = await freeEvent();
      const meetingId = (await api(`/api/calendar/events/${event.id}/record`, { method: 'POST' })).body.data
        .id as string;
      const { externalBotId } = await botOf(meetingId);
      await sendBotStatus({ externalBotId, code: 'joining_call' });
      await sendBotStatus({ externalBotId, code: 'in_waiting_room' });
      await sendBotStatus({ externalBotId, code: 'fatal', subCode: 'waiting_room_timeout' });

      const failed = await waitForMeeting(meetingId, ['failed']);
      expect(failed.status_reason).toMatch(
        /notetaker could not record this meeting \(waiting_room_timeout\)/,
      );
      expect(failed.notetaker?.status).toBe('fatal');
      expect(await pastMeetingIds()).toContain(meetingId);
      const [row] = await t.database.db.select().from(meetingsTable).where(eq(meetingsTable.id, meetingId));
      expect(row?.countedAt).toBeNull();
    });
  });

  it('auto-records upcoming external meetings once the owner turns the setting on, and only once', async () => {
    const { organization, user } = JSON.parse((await browser.get('/api/data/organization/id')).body).data;
    const owner = { organizationId: organization.id, userId: user.id };
    expect(await t.services.recorder.autoSchedule(owner)).toBe(0);

    await api('/auth/user/meta', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ metadata: { auto_record_external: true } }),
    });
    const scheduled = await t.services.recorder.autoSchedule(owner);
    expect(scheduled).toBeGreaterThan(0);
    expect(await t.services.recorder.autoSchedule(owner)).toBe(0);

    const bots = await t.database.db
      .select()
      .from(recorderBots)
      .where(eq(recorderBots.organizationId, organization.id));
    // Each bot has its meeting, waiting under Upcoming (booked, so not yet among the past meetings).
    for (const bot of bots) {
      const meeting = await api(`/api/meetings/${bot.meetingId}`);
      expect([meeting.status, meeting.body.data.source]).toEqual([200, 'bot']);
    }
    const past = await pastMeetingIds();
    expect(bots.filter((bot) => bot.status === 'scheduled').some((bot) => past.includes(bot.meetingId))).toBe(
      false,
    );
  });

  it('refuses webhooks that are unsigned or signed with another secret', async () => {
    const body = JSON.stringify({ event: 'bot.done', data: { data: { code: 'done' }, bot: { id: 'x' } } });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const forged = signWebhook({ secret: 'whsec_c29tZW9uZSBlbHNl', id: 'msg_1', timestamp, body });
    const attempts: Array<Record<string, string>> = [
      {},
      { 'webhook-id': 'msg_1', 'webhook-timestamp': timestamp, 'webhook-signature': forged },
    ];
    for (const headers of attempts) {
      const response = await fetch(`${t.baseUrl}/api/webhooks/recall`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      });
      expect(response.status).toBe(401);
    }
    const signed = signWebhook({ secret: t.secrets.recallWebhookSecret, id: 'msg_2', timestamp, body });
    const accepted = await fetch(`${t.baseUrl}/api/webhooks/recall`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'webhook-id': 'msg_2',
        'webhook-timestamp': timestamp,
        'webhook-signature': signed,
      },
      body,
    });
    expect(accepted.status).toBe(204);
  });
});
