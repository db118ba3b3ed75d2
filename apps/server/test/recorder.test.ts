import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, recorderBots } from '../src/db/schema';
import { signWebhook } from '../src/providers/recorder/recall/webhook-signature';
import {
  type Browser,
  connectCalendarThroughSandbox,
  createBrowser,
  signInThroughSandbox,
} from './browser-session';
import { createTestApp, type TestApp } from './test-app';

type CalendarEvent = { id: string; title: string; conference_url: string | null; starts_at: string };
type Meeting = {
  id: string;
  status: string;
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
    expect(listed.find((candidate) => candidate.id === event.id)?.recording).toEqual({
      meeting_id: meeting.id,
      bot_status: 'scheduled',
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

    // A member of the organization sees the event, but the waiting meeting is the owner's alone (not
    // found by others until it is processed), and calling the bot off deletes it.
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
    for (const path of [`/api/calendar/events/${event.id}/record`, `/api/meetings/${meetingId}`]) {
      const refused = await api(path, { method: 'DELETE', headers: asTeammate });
      expect([path, refused]).toEqual([
        path,
        { status: 404, body: { code: 'NOT_FOUND', message: `Meeting ${meetingId} not found.` } },
      ]);
    }
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

  it('auto-records upcoming external meetings once the owner turns the setting on, and only once', async () => {
    const { organization } = JSON.parse((await browser.get('/api/data/organization/id')).body).data;
    expect(await t.services.recorder.autoSchedule(organization.id)).toBe(0);

    await api('/auth/user/meta', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ metadata: { auto_record_external: true } }),
    });
    const scheduled = await t.services.recorder.autoSchedule(organization.id);
    expect(scheduled).toBeGreaterThan(0);
    expect(await t.services.recorder.autoSchedule(organization.id)).toBe(0);

    const bots = await t.database.db
      .select()
      .from(recorderBots)
      .where(eq(recorderBots.organizationId, organization.id));
    const meetings = (await api('/api/meetings?page_size=100')).body.data.items as Array<{
      source: string;
      participants: unknown[];
    }>;
    expect(meetings.filter((meeting) => meeting.source === 'bot').length).toBe(bots.length);
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
