import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, RECALL_API_KEY, startHarness } from '../../test/harness.js';
import {
  type ReceivedWebhook,
  startWebhookReceiver,
  verifyStandardWebhook,
  type WebhookReceiver,
} from '../../test/recall-webhooks.js';
import { resolveFfmpeg } from './call-media.js';

const ZOOM_URL = 'https://us06web.zoom.us/j/85012345678?pwd=Pq7RzT2mWx9';
const MEET_URL = 'https://meet.google.com/abc-defg-hij';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const HAPPY_EVENTS = [
  'bot.joining_call',
  'bot.in_call_not_recording',
  'bot.in_call_recording',
  'recording.processing',
  'bot.call_ended',
  'bot.done',
  'recording.done',
  'transcript.done',
];

type MediaShortcut = {
  status: { code: string; sub_code: string | null };
  format?: string;
  data: Record<string, string | null>;
  provider?: unknown;
};

type Bot = {
  id: string;
  meeting_url: Record<string, string>;
  bot_name: string;
  join_at: string | null;
  metadata: Record<string, string>;
  recording_config: Record<string, unknown>;
  status_changes: Array<{
    code: string;
    sub_code: string | null;
    message: string | null;
    created_at: string;
  }>;
  recordings: Array<{
    id: string;
    status: { code: string; sub_code: string | null; updated_at: string };
    started_at: string;
    completed_at: string | null;
    media_shortcuts: Record<string, MediaShortcut | null>;
  }>;
};

describe('sandbox Recall', () => {
  let receiver: WebhookReceiver;
  let harness: Harness;
  let recallUrl: string;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    // Default timing: statuses 300 ms apart, as the product server runs it.
    harness = await startHarness({
      withHubspot: false,
      recall: { webhookUrl: receiver.url, webhookSecret: receiver.secret },
    });
    recallUrl = harness.sandbox.recallUrl!;
  });

  afterAll(async () => {
    await harness.dispose();
    await receiver.close();
  });

  /** A call as the product makes it: fetch, `Authorization: Token <key>`, JSON. */
  function recall(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const { json, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (!headers.has('authorization')) headers.set('authorization', `Token ${RECALL_API_KEY}`);
    if (json !== undefined) headers.set('content-type', 'application/json');
    return fetch(`${recallUrl}${path}`, {
      ...rest,
      headers,
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    });
  }

  async function createBot(body: Record<string, unknown>): Promise<Bot> {
    const response = await recall('/api/v1/bot/', { method: 'POST', json: body });
    expect(response.status).toBe(201);
    return (await response.json()) as Bot;
  }

  async function getBot(id: string): Promise<Bot> {
    const response = await recall(`/api/v1/bot/${id}/`);
    expect(response.status).toBe(200);
    return (await response.json()) as Bot;
  }

  function control(path: string, body?: unknown): Promise<Response> {
    return fetch(`${recallUrl}/_sandbox${path}`, {
      method: 'POST',
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
  }

  const inHour = () => new Date(Date.now() + 60 * 60 * 1000).toISOString();
  const events = (deliveries: ReceivedWebhook[]) =>
    deliveries.filter((delivery) => delivery.status < 300).map((delivery) => delivery.payload.event);
  const hasEvent = (botId: string, event: string) => (received: ReceivedWebhook[]) =>
    received.some((delivery) => delivery.payload.data?.bot?.id === botId && delivery.payload.event === event);

  describe('a bot that records the call', () => {
    let bot: Bot;

    beforeAll(async () => {
      bot = await createBot({
        meeting_url: ZOOM_URL,
        bot_name: 'Ting Notetaker',
        metadata: { meeting_id: 'mtg_123', organization_id: 'org_9' },
        recording_config: {
          transcript: { provider: { recallai_streaming: { mode: 'prioritize_accuracy' } } },
          video_mixed_mp4: {},
          participant_events: {},
        },
      });
      await receiver.waitFor(hasEvent(bot.id, 'transcript.done'));
    });

    it('answers 201 with the bot, meeting_url parsed and the rest echoed', () => {
      expect(bot).toMatchObject({
        id: expect.stringMatching(UUID),
        meeting_url: { platform: 'zoom', meeting_id: '85012345678', meeting_password: 'Pq7RzT2mWx9' },
        bot_name: 'Ting Notetaker',
        join_at: null,
        metadata: { meeting_id: 'mtg_123', organization_id: 'org_9' },
        recording_config: {
          transcript: { provider: { recallai_streaming: { mode: 'prioritize_accuracy' } } },
        },
        status_changes: [],
        recordings: [],
      });
    });

    it('joins at once and walks through the statuses a few hundred ms apart', async () => {
      const done = await getBot(bot.id);
      expect(done.status_changes.map((change) => change.code)).toEqual([
        'joining_call',
        'in_call_not_recording',
        'in_call_recording',
        'call_ended',
        'done',
      ]);
      expect(done.status_changes[3]).toMatchObject({ sub_code: 'call_ended_by_host', message: null });
      const times = done.status_changes.map((change) => Date.parse(change.created_at));
      for (let index = 1; index < times.length; index += 1) {
        expect(times[index]! - times[index - 1]!).toBeGreaterThanOrEqual(250);
      }
    });

    it('sends every webhook signed with the workspace secret, in order, in the current format', () => {
      const deliveries = receiver.forBot(bot.id);
      expect(events(deliveries)).toEqual(HAPPY_EVENTS);
      for (const delivery of deliveries) {
        expect(delivery.headers['content-type']).toBe('application/json');
        expect(delivery.headers['webhook-id']).toMatch(/^msg_[0-9A-Za-z]{27}$/);
        expect(delivery.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
        expect(
          verifyStandardWebhook({ secret: receiver.secret, headers: delivery.headers, body: delivery.body }),
        ).toBe(true);
        // The signature covers the exact bytes: a changed body or another secret fails.
        expect(
          verifyStandardWebhook({
            secret: receiver.secret,
            headers: delivery.headers,
            body: `${delivery.body} `,
          }),
        ).toBe(false);
        expect(
          verifyStandardWebhook({
            secret: 'whsec_c2Vjb25kLXNlY3JldA==',
            headers: delivery.headers,
            body: delivery.body,
          }),
        ).toBe(false);
      }
      expect(new Set(deliveries.map((delivery) => delivery.headers['webhook-id'])).size).toBe(
        deliveries.length,
      );

      const recording = deliveries.find((delivery) => delivery.payload.event === 'bot.in_call_recording')!;
      expect(recording.payload).toEqual({
        event: 'bot.in_call_recording',
        data: {
          data: { code: 'in_call_recording', sub_code: null, updated_at: expect.any(String) },
          bot: { id: bot.id, metadata: { meeting_id: 'mtg_123', organization_id: 'org_9' } },
        },
      });
      const ended = deliveries.find((delivery) => delivery.payload.event === 'bot.call_ended')!;
      expect(ended.payload.data.data).toMatchObject({ code: 'call_ended', sub_code: 'call_ended_by_host' });
      const recordingDone = deliveries.find((delivery) => delivery.payload.event === 'recording.done')!;
      expect(recordingDone.payload.data).toEqual({
        data: { code: 'done', sub_code: null, updated_at: expect.any(String) },
        recording: { id: expect.stringMatching(UUID), metadata: {} },
        bot: { id: bot.id, metadata: bot.metadata },
      });
      const transcriptDone = deliveries.find((delivery) => delivery.payload.event === 'transcript.done')!;
      expect(transcriptDone.payload.data).toMatchObject({
        data: { code: 'done', sub_code: null },
        transcript: { id: expect.stringMatching(UUID), metadata: {} },
        recording: { id: recordingDone.payload.data.recording!.id },
        bot: { id: bot.id },
      });
    });

    it('lists the delivered webhooks through the sandbox control', async () => {
      const response = await fetch(`${recallUrl}/_sandbox/webhooks?bot_id=${bot.id}`);
      const { results } = (await response.json()) as { results: Array<Record<string, unknown>> };
      expect(results.map((webhook) => webhook.event)).toEqual(HAPPY_EVENTS);
      expect(results.every((webhook) => webhook.state === 'delivered')).toBe(true);
      expect(results[0]).toMatchObject({
        id: expect.stringMatching(/^msg_/),
        bot_id: bot.id,
        attempts: [{ at: expect.any(String), status: 204 }],
        payload: { event: 'bot.joining_call' },
      });
    });

    it('has the recording with media shortcuts once done', async () => {
      const done = await getBot(bot.id);
      expect(done.recordings).toHaveLength(1);
      const [recording] = done.recordings;
      expect(recording).toMatchObject({
        id: expect.stringMatching(UUID),
        status: { code: 'done', sub_code: null },
        started_at: expect.any(String),
        completed_at: expect.any(String),
      });
      const shortcuts = recording!.media_shortcuts;
      expect(shortcuts.video_mixed).toMatchObject({
        status: { code: 'done', sub_code: null },
        format: 'mp4',
        data: { download_url: `${recallUrl}/media/${recording!.id}/video_mixed.mp4` },
      });
      expect(shortcuts.transcript).toMatchObject({
        status: { code: 'done' },
        data: { download_url: `${recallUrl}/media/${recording!.id}/transcript.json` },
        provider: { recallai_streaming: { mode: 'prioritize_accuracy' } },
      });
      expect(shortcuts.participant_events!.data.participants_download_url).toEqual(expect.any(String));
    });

    it('serves the transcript in Recall download format: the scripted sales call', async () => {
      const done = await getBot(bot.id);
      const { media_shortcuts: shortcuts, started_at: startedAt } = done.recordings[0]!;
      // Pre-signed URLs need no Authorization header.
      const response = await fetch(shortcuts.transcript!.data.download_url as string);
      expect(response.status).toBe(200);
      const transcript = (await response.json()) as Array<{
        participant: { id: number; name: string; is_host: boolean; platform: string; email?: string };
        words: Array<{
          text: string;
          start_timestamp: { relative: number; absolute: string };
          end_timestamp: { relative: number; absolute: string };
        }>;
      }>;
      const people = new Map(transcript.map(({ participant }) => [participant.name, participant]));
      expect([...people.keys()].sort()).toEqual([
        'Alex Morgan',
        'Ben Lindqvist',
        'Maya Okafor',
        'Priya Shah',
      ]);
      expect(people.get('Maya Okafor')).toMatchObject({
        email: 'maya.okafor@heliohealth.io',
        is_host: false,
      });
      expect(people.get('Ben Lindqvist')).toMatchObject({ email: 'ben.lindqvist@heliohealth.io' });
      expect(people.get('Priya Shah')).toMatchObject({ email: 'priya.shah@tingsandbox.com', is_host: true });

      const text = transcript.map((entry) => entry.words.map((word) => word.text).join(' ')).join('\n');
      expect(text).toContain("I'll send the proposal by Friday");
      expect(text).toContain('we agreed to start a pilot');

      const words = transcript.flatMap((entry) => entry.words);
      let previousEnd = 0;
      for (const word of words) {
        expect(word.start_timestamp.relative).toBeGreaterThanOrEqual(previousEnd);
        expect(word.end_timestamp.relative).toBeGreaterThan(word.start_timestamp.relative);
        previousEnd = word.end_timestamp.relative;
      }
      expect(words[0]!.start_timestamp.absolute).toBe(
        new Date(Date.parse(startedAt) + words[0]!.start_timestamp.relative * 1000).toISOString(),
      );
      // About five minutes of conversation.
      expect(previousEnd).toBeGreaterThan(270);
      expect(previousEnd).toBeLessThan(360);

      const participants = await fetch(
        shortcuts.participant_events!.data.participants_download_url as string,
      );
      expect(await participants.json()).toHaveLength(4);
    });

    it('serves the video_mixed download as a real MP4 that ffmpeg reads', async () => {
      const done = await getBot(bot.id);
      const url = done.recordings[0]!.media_shortcuts.video_mixed!.data.download_url as string;
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('video/mp4');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');

      const directory = await mkdtemp(join(tmpdir(), 'ting-recall-media-'));
      try {
        const path = join(directory, 'recording.mp4');
        await writeFile(path, bytes);
        const { code, stderr } = await run(await resolveFfmpeg(), [
          '-hide_banner',
          '-i',
          path,
          '-f',
          'null',
          '-',
        ]);
        expect(code).toBe(0);
        expect(stderr).toMatch(/Audio: aac/);
        expect(stderr).toMatch(/Video: h264/);
        const [, minutes = '0', seconds = '0'] = /Duration: 00:(\d\d):(\d\d)/.exec(stderr) ?? [];
        expect(Number(minutes) * 60 + Number(seconds)).toBeGreaterThan(270);
      } finally {
        await rm(directory, { recursive: true, force: true });
      }

      const part = await fetch(url, { headers: { range: 'bytes=0-99' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 0-99/${bytes.length}`);
      expect((await part.arrayBuffer()).byteLength).toBe(100);
    });

    it('refuses leave_call once the bot is done', async () => {
      const response = await recall(`/api/v1/bot/${bot.id}/leave_call/`, { method: 'POST' });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'cannot_command_completed_bot' });
    });
  });

  it('runs a scheduled bot at once with the run control', async () => {
    const bot = await createBot({ meeting_url: MEET_URL, join_at: inHour() });
    expect(bot).toMatchObject({ meeting_url: { platform: 'google_meet', meeting_id: 'abc-defg-hij' } });
    expect(bot.join_at).toEqual(expect.any(String));
    const response = await control(`/bots/${bot.id}/run`);
    expect(response.status).toBe(200);
    const done = (await response.json()) as Bot;
    expect(done.status_changes.at(-1)?.code).toBe('done');
    // No transcript was asked for: Recall makes none.
    expect(done.recordings[0]?.media_shortcuts.transcript).toBeNull();
    expect(done.recordings[0]?.media_shortcuts.video_mixed?.status.code).toBe('done');
    await receiver.waitFor(hasEvent(bot.id, 'recording.done'));
    expect(events(receiver.forBot(bot.id))).toEqual(
      HAPPY_EVENTS.filter((event) => event !== 'transcript.done'),
    );
  });

  it('deletes a bot before it is dispatched (204) and refuses after (405)', async () => {
    const scheduled = await createBot({ meeting_url: MEET_URL, join_at: inHour() });
    const deleted = await recall(`/api/v1/bot/${scheduled.id}/`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect((await recall(`/api/v1/bot/${scheduled.id}/`)).status).toBe(404);

    const dispatched = await createBot({ meeting_url: MEET_URL, join_at: inHour() });
    await control(`/bots/${dispatched.id}/run`);
    const refused = await recall(`/api/v1/bot/${dispatched.id}/`, { method: 'DELETE' });
    expect(refused.status).toBe(405);
    expect(await refused.json()).toEqual({ detail: expect.stringContaining('dispatched') });
  });

  it('updates a scheduled bot with PATCH, and refuses once dispatched', async () => {
    const bot = await createBot({ meeting_url: MEET_URL, join_at: inHour(), metadata: { a: '1' } });
    const later = new Date(Date.now() + 2 * 60 * 60 * 1000).toISOString();
    const patched = await recall(`/api/v1/bot/${bot.id}/`, {
      method: 'PATCH',
      json: { join_at: later, meeting_url: ZOOM_URL, metadata: { a: '2' } },
    });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({
      join_at: later,
      meeting_url: { platform: 'zoom' },
      metadata: { a: '2' },
    });
    await control(`/bots/${bot.id}/run`);
    const refused = await recall(`/api/v1/bot/${bot.id}/`, { method: 'PATCH', json: { bot_name: 'Late' } });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      code: 'update_bot_failed',
      detail: 'Only non-dispatched bots can be updated',
    });
  });

  it('answers 401 without the right token; the Token prefix is optional', async () => {
    const missing = await fetch(`${recallUrl}/api/v1/bot/`);
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toBe('Token');
    expect(await missing.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    const wrong = await recall('/api/v1/bot/', { headers: { authorization: 'Token not-the-key' } });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ detail: 'Invalid token.' });
    const bearer = await recall('/api/v1/bot/', { headers: { authorization: `Bearer ${RECALL_API_KEY}` } });
    expect(bearer.status).toBe(401);
    const bare = await recall('/api/v1/bot/', { headers: { authorization: RECALL_API_KEY } });
    expect(bare.status).toBe(200);
    // Without the trailing slash too, as Recall's own quickstart calls it.
    const noSlash = await recall('/api/v1/bot');
    expect(noSlash.status).toBe(200);
  });

  it.each([
    ['a Webex link', { meeting_url: 'https://acme.webex.com/meet/jane' }, 'meeting_url'],
    ['not a URL', { meeting_url: 'tomorrow at 10' }, 'meeting_url'],
    ['a Meet URL without a code', { meeting_url: 'https://meet.google.com/landing' }, 'meeting_url'],
    ['no meeting_url', { bot_name: 'x' }, 'meeting_url'],
    ['a bad join_at', { meeting_url: MEET_URL, join_at: 'next tuesday' }, 'join_at'],
    ['non-string metadata', { meeting_url: MEET_URL, metadata: { n: 1 } }, 'metadata'],
    [
      'the legacy transcription_options',
      { meeting_url: MEET_URL, transcription_options: {} },
      'transcription_options',
    ],
  ])('answers 400 with field errors for %s', async (_name, body, field) => {
    const response = await recall('/api/v1/bot/', { method: 'POST', json: body });
    expect(response.status).toBe(400);
    const errors = (await response.json()) as Record<string, string[]>;
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field]).toEqual([expect.any(String)]);
  });

  it('accepts Microsoft Teams links', async () => {
    const bot = await createBot({
      meeting_url:
        'https://teams.microsoft.com/l/meetup-join/19%3ameeting_NjM5ZTI4YjQtYzU0Mi00%40thread.v2/0?context=%7b%22Tid%22%3a%22t-1%22%2c%22Oid%22%3a%22o-1%22%7d',
      join_at: inHour(),
    });
    expect(bot.meeting_url).toEqual({
      platform: 'microsoft_teams',
      meeting_id: '19:meeting_NjM5ZTI4YjQtYzU0Mi00@thread.v2',
      tenant_id: 't-1',
      organizer_id: 'o-1',
    });
  });

  it('lists bots newest first, paginated with count/next/previous/results', async () => {
    const created: Bot[] = [];
    for (let index = 0; index < 3; index += 1) {
      created.push(
        await createBot({ meeting_url: MEET_URL, join_at: inHour(), metadata: { list: String(index) } }),
      );
    }
    const first = (await (await recall('/api/v1/bot/?page_size=2')).json()) as {
      count: number;
      next: string | null;
      previous: string | null;
      results: Bot[];
    };
    expect(first.count).toBeGreaterThanOrEqual(3);
    expect(first.previous).toBeNull();
    expect(first.results.map((bot) => bot.id)).toEqual([created[2]!.id, created[1]!.id]);
    expect(first.next).toMatch(new RegExp(`^${recallUrl}/api/v1/bot/\\?.*cursor=`));
    const second = (await (await recall(first.next!.slice(recallUrl.length))).json()) as {
      previous: string | null;
      results: Bot[];
    };
    expect(second.results[0]?.id).toBe(created[0]!.id);
    expect(second.previous).toEqual(expect.any(String));
  });

  it('leaves the call on leave_call: call_ended (bot_received_leave_call), then done', async () => {
    const bot = await createBot({
      meeting_url: ZOOM_URL,
      recording_config: { transcript: { provider: { meeting_captions: {} } } },
    });
    await receiver.waitFor(hasEvent(bot.id, 'bot.in_call_recording'));
    const response = await recall(`/api/v1/bot/${bot.id}/leave_call/`, { method: 'POST' });
    expect(response.status).toBe(200);
    await receiver.waitFor(hasEvent(bot.id, 'transcript.done'));
    const done = await getBot(bot.id);
    expect(done.status_changes.map((change) => change.code).slice(-2)).toEqual(['call_ended', 'done']);
    expect(done.status_changes.at(-2)?.sub_code).toBe('bot_received_leave_call');

    const scheduled = await createBot({ meeting_url: ZOOM_URL, join_at: inHour() });
    const early = await recall(`/api/v1/bot/${scheduled.id}/leave_call/`, { method: 'POST' });
    expect(early.status).toBe(400);
    expect(await early.json()).toMatchObject({ code: 'cannot_command_unstarted_bot' });
  });

  describe('fatal', () => {
    it('ends a scheduled bot in fatal with the sub_code, right after joining_call', async () => {
      const bot = await createBot({ meeting_url: MEET_URL, join_at: inHour(), metadata: { case: 'fatal' } });
      const failed = await control(`/bots/${bot.id}/fail`, { sub_code: 'bot_kicked_from_call' });
      expect(failed.status).toBe(200);
      expect(((await failed.json()) as Bot).status_changes).toEqual([]);
      const ran = (await (await control(`/bots/${bot.id}/run`)).json()) as Bot;
      expect(ran.status_changes.map(({ code, sub_code }) => [code, sub_code])).toEqual([
        ['joining_call', null],
        ['fatal', 'bot_kicked_from_call'],
      ]);
      expect(ran.recordings).toEqual([]);
      await receiver.waitFor(hasEvent(bot.id, 'bot.fatal'));
      const deliveries = receiver.forBot(bot.id);
      expect(events(deliveries)).toEqual(['bot.joining_call', 'bot.fatal']);
      expect(deliveries[1]!.payload.data).toEqual({
        data: { code: 'fatal', sub_code: 'bot_kicked_from_call', updated_at: expect.any(String) },
        bot: { id: bot.id, metadata: { case: 'fatal' } },
      });
      expect(verifyStandardWebhook({ secret: receiver.secret, ...deliveries[1]! })).toBe(true);
    });

    it('fails a recording bot at once: the recording and its media fail, nothing is served', async () => {
      const bot = await createBot({
        meeting_url: ZOOM_URL,
        recording_config: { transcript: { provider: { recallai_streaming: {} } } },
      });
      await receiver.waitFor(hasEvent(bot.id, 'bot.in_call_recording'));
      const response = await control(`/bots/${bot.id}/fail`);
      const failed = (await response.json()) as Bot;
      expect(failed.status_changes.at(-1)).toMatchObject({ code: 'fatal', sub_code: 'bot_errored' });
      const [recording] = failed.recordings;
      expect(recording?.status).toMatchObject({ code: 'failed', sub_code: 'bot_errored' });
      expect(recording?.media_shortcuts.video_mixed).toMatchObject({
        status: { code: 'failed' },
        data: { download_url: null },
      });
      await receiver.waitFor(hasEvent(bot.id, 'transcript.failed'));
      expect(events(receiver.forBot(bot.id)).slice(-3)).toEqual([
        'bot.fatal',
        'recording.failed',
        'transcript.failed',
      ]);
      const media = await fetch(`${recallUrl}/media/${recording!.id}/video_mixed.mp4`);
      expect(media.status).toBe(404);
      // Nothing happens after fatal.
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect((await getBot(bot.id)).status_changes.at(-1)?.code).toBe('fatal');
      expect((await control(`/bots/${bot.id}/fail`)).status).toBe(409);
    });
  });

  it('retries a failed delivery with the same webhook-id and a fresh signature', async () => {
    receiver.failNext('bot.joining_call', 1);
    const bot = await createBot({ meeting_url: MEET_URL, join_at: inHour() });
    await control(`/bots/${bot.id}/run`);
    await receiver.waitFor(hasEvent(bot.id, 'recording.done'));
    const deliveries = receiver.forBot(bot.id);
    const [first, second] = deliveries;
    expect(first).toMatchObject({ status: 500, payload: { event: 'bot.joining_call' } });
    expect(second).toMatchObject({ status: 204, payload: { event: 'bot.joining_call' } });
    expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    expect(verifyStandardWebhook({ secret: receiver.secret, ...second! })).toBe(true);
    // Later messages of the bot waited for the retry: order is kept.
    expect(events(deliveries)).toEqual(HAPPY_EVENTS.filter((event) => event !== 'transcript.done'));
    const log = (await (
      await fetch(`${recallUrl}/_sandbox/webhooks?bot_id=${bot.id}&event=bot.joining_call`)
    ).json()) as {
      results: Array<{ state: string; attempts: Array<{ status: number }> }>;
    };
    expect(log.results).toEqual([
      expect.objectContaining({
        state: 'delivered',
        attempts: [expect.objectContaining({ status: 500 }), expect.objectContaining({ status: 204 })],
      }),
    ]);
  });

  it('answers Recall-style 404s', async () => {
    expect(await (await recall('/api/v1/bot/00000000-0000-0000-0000-000000000000/')).json()).toEqual({
      detail: 'Not found.',
    });
    expect((await recall('/api/v1/nothing/')).status).toBe(404);
    expect((await control('/bots/00000000-0000-0000-0000-000000000000/run')).status).toBe(404);
  });
});

describe('sandbox without Recall options', () => {
  it('does not serve /recall', async () => {
    const harness = await startHarness({ withHubspot: false });
    try {
      expect(harness.sandbox.recallUrl).toBeUndefined();
      const response = await fetch(`${harness.publicUrl}/recall/api/v1/bot/`, {
        headers: { authorization: `Token ${RECALL_API_KEY}` },
      });
      expect(response.status).toBe(404);
    } finally {
      await harness.dispose();
    }
  });
});

function run(command: string, args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr }));
  });
}
