import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recorderBots, webhookInbox } from '../src/db/schema';
import { MEETING_COLLECT_BOT_JOB } from '../src/modules/recorder/recorder.jobs';
import { pruneWebhookInbox } from '../src/modules/webhooks/webhooks.jobs';
import { signWebhook } from '../src/providers/recorder/recall/webhook-signature';
import { connectCalendarThroughSandbox, createBrowser, signInThroughSandbox } from './browser-session';
import { createTestApp, type TestApp } from './test-app';

type CalendarEvent = { id: string; conference_url: string | null };
type ActionItem = { text: string; owner: string | null; due_date: string | null; done: boolean };
type Meeting = {
  id: string;
  status: string;
  status_reason: string | null;
  outputs: { action_items: ActionItem[] } | null;
};

describe('Recall webhooks: a redelivery is acknowledged and ignored, and bad bodies never get a 500', () => {
  let t: TestApp;
  let accessToken: string;
  let events: CalendarEvent[];

  const api = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${t.baseUrl}${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${accessToken}`,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
    });
    return { status: response.status, body: response.status === 204 ? null : await response.json() };
  };

  /** Delivers a webhook as Recall does: signed afresh for this attempt, under the given message id. */
  const deliver = (options: { id: string; body: string }) => {
    const timestamp = String(Math.floor(Date.now() / 1000));
    return fetch(`${t.baseUrl}/api/webhooks/recall`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'webhook-id': options.id,
        'webhook-timestamp': timestamp,
        'webhook-signature': signWebhook({ secret: t.secrets.recallWebhookSecret, ...options, timestamp }),
      },
      body: options.body,
    });
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

  /** Jobs of this meeting in pg-boss, by name and state (every pipeline job carries the meeting id). */
  async function jobsOf(meetingId: string): Promise<Array<{ name: string; state: string }>> {
    // Both drivers (PGlite, node-postgres) answer raw SQL with `{ rows }`.
    const result = (await t.database.db.execute(
      sql`select name, state::text as state from pgboss.job where data->>'meetingId' = ${meetingId}`,
    )) as unknown as { rows: Array<{ name: string; state: string }> };
    return result.rows;
  }

  /** Waits until no job of the meeting is waiting or running: whatever a delivery started has finished. */
  async function settled(meetingId: string) {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const jobs = await jobsOf(meetingId);
      if (jobs.every((job) => job.state === 'completed' || job.state === 'failed')) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`Jobs of meeting ${meetingId} did not settle`);
  }

  async function scheduleBot(event: CalendarEvent) {
    const scheduled = await api(`/api/calendar/events/${event.id}/record`, { method: 'POST' });
    expect(scheduled.status).toBe(201);
    const meetingId = scheduled.body.data.id as string;
    const [bot] = await t.database.db
      .select()
      .from(recorderBots)
      .where(eq(recorderBots.meetingId, meetingId));
    if (!bot) throw new Error('no bot row');
    return { meetingId, bot };
  }

  beforeAll(async () => {
    t = await createTestApp({ listen: true });
    const browser = createBrowser(t.baseUrl);
    await signInThroughSandbox({ browser, email: 'replay.owner@tingsandbox.com', name: 'Replay Owner' });
    await connectCalendarThroughSandbox(browser);
    accessToken = JSON.parse((await browser.get('/api/data/organization/id')).body).data.accessToken;
    const deadline = Date.now() + 15_000;
    do {
      events = ((await api('/api/calendar/events?limit=100')).body.data as CalendarEvent[]).filter(
        (event) => event.conference_url,
      );
      if (events.length >= 2) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    } while (Date.now() < deadline);
    expect(events.length).toBeGreaterThanOrEqual(2);
  }, 60_000);
  afterAll(() => t?.close());

  it("collects and summarises a bot once however often its signed bot.done arrives, keeping the owner's edits", async () => {
    const { meetingId, bot } = await scheduleBot(events[0] as CalendarEvent);
    await fetch(`${t.baseUrl}/sandbox/recall/_sandbox/bots/${bot.externalBotId}/run`, { method: 'POST' });
    expect((await waitForMeeting(meetingId, ['ready', 'failed'])).status).toBe('ready');
    await settled(meetingId);

    const edited: ActionItem[] = [
      { text: 'Send the signed proposal by Friday', owner: 'Replay Owner', due_date: null, done: true },
    ];
    const saved = await api(`/api/meetings/${meetingId}/action-items`, {
      method: 'PATCH',
      body: JSON.stringify({ action_items: edited }),
    });
    expect(saved.status).toBe(200);

    // The very message Recall delivered, delivered again (a retry after a lost answer, or a replay).
    const { results } = await (
      await fetch(`${t.baseUrl}/sandbox/recall/_sandbox/webhooks?bot_id=${bot.externalBotId}&event=bot.done`)
    ).json();
    const done = results[0] as { id: string; state: string; payload: unknown };
    expect(done.state).toBe('delivered');
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await deliver({ id: done.id, body: JSON.stringify(done.payload) });
      expect(response.status).toBe(204);
    }
    await settled(meetingId);

    const collects = (await jobsOf(meetingId)).filter((job) => job.name === MEETING_COLLECT_BOT_JOB);
    expect(collects).toHaveLength(1);
    const after = (await api(`/api/meetings/${meetingId}`)).body.data as Meeting;
    expect(after.status).toBe('ready');
    // The item as edited (it was given an id when saved, and has no HubSpot task).
    expect(after.outputs?.action_items).toEqual([{ ...edited[0], id: expect.any(String), crm_task: null }]);
  }, 90_000);

  it('answers webhook bodies with NUL, lone surrogates or broken JSON with 2xx or 4xx, never 500', async () => {
    const { meetingId, bot } = await scheduleBot(events[1] as CalendarEvent);
    const bodies = [
      '{"event":"bot.done","data":{"data":{"code":"done"},"bot":{"id":"bot\\u0000id"}}}',
      '{"event":"bot.in_call_recording","data":{"data":{"code":"in_call_recording"},"bot":{"id":"\\ud800"}}}',
      '{"event":"bot.\\u0000","data":{"data":{"code":"\\udc00"},"bot":{"id":"x"}}}',
      '{"event":"bot.done","data":',
      'null',
      '"\\u0000"',
      `{"event":"bot.fatal","data":{"data":{"code":"fatal","sub_code":"kicked\\u0000\\udc00"},"bot":{"id":"${bot.externalBotId}"}}}`,
    ];
    for (const [index, body] of bodies.entries()) {
      const response = await deliver({ id: `msg_bad_body_${index}`, body });
      expect(response.status, body).toBeGreaterThanOrEqual(200);
      expect(response.status, body).toBeLessThan(500);
    }
    const tooLongId = await deliver({
      id: `msg_${'x'.repeat(300)}`,
      body: '{"event":"bot.done","data":{"data":{"code":"done"},"bot":{"id":"unknown-bot"}}}',
    });
    expect(tooLongId.status).toBe(400);

    // The fatal webhook still counts, with the characters no database can hold left out.
    const failed = await waitForMeeting(meetingId, ['failed']);
    expect(failed.status_reason).toContain('(kicked)');
  }, 60_000);
});

describe('webhook inbox retention', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ role: 'api' });
  });
  afterAll(() => t?.close());

  it('forgets processed ids after 30 days and keeps recent ones', async () => {
    const now = new Date();
    await t.database.db.insert(webhookInbox).values([
      { source: 'recall', eventId: 'msg_old', receivedAt: new Date(now.getTime() - 31 * 86_400_000) },
      { source: 'recall', eventId: 'msg_recent', receivedAt: new Date(now.getTime() - 2 * 86_400_000) },
    ]);
    expect(await pruneWebhookInbox(t.database.db, now)).toBe(1);
    const left = await t.database.db.select({ eventId: webhookInbox.eventId }).from(webhookInbox);
    expect(left.map((row) => row.eventId)).toEqual(['msg_recent']);
  });
});
