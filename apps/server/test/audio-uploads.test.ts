import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReadyMeeting } from './meeting-fixtures';
import { recordingBytes } from './recording-fixtures';
import { createTestApp, type SignedUpUser, type TestApp } from './test-app';

const TUS = { 'tus-resumable': '1.0.0' };
const metadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

describe('resumable recording uploads (tus)', () => {
  let t: TestApp;
  let ada: SignedUpUser;
  let bob: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ listen: true });
    ada = await t.signUp('ada@acme.test', 'Ada');
    bob = await t.signUp('bob@globex.test', 'Bob');
  });
  afterAll(() => t?.close());

  const as = (user: SignedUpUser) => ({ authorization: `Bearer ${user.accessToken}` });

  async function create(options: { user: SignedUpUser; length: number; fields: Record<string, string> }) {
    return fetch(`${t.baseUrl}/api/uploads`, {
      method: 'POST',
      headers: {
        ...TUS,
        ...as(options.user),
        'upload-length': String(options.length),
        'upload-metadata': metadata(options.fields),
      },
    });
  }

  async function patch(options: { user: SignedUpUser; location: string; offset: number; body: Buffer }) {
    return fetch(options.location, {
      method: 'PATCH',
      headers: {
        ...TUS,
        ...as(options.user),
        'upload-offset': String(options.offset),
        'content-type': 'application/offset+octet-stream',
      },
      body: new Uint8Array(options.body),
    });
  }

  it('resumes an interrupted upload where it stopped, then creates the meeting', async () => {
    const recording = recordingBytes('m4a', Buffer.alloc(300_000, 7));
    const created = await create({
      user: ada,
      length: recording.length,
      fields: { filename: 'discovery-call.m4a', filetype: 'audio/mp4', title: 'Discovery call — Initech' },
    });
    expect(created.status).toBe(201);
    const location = new URL(created.headers.get('location') ?? '', t.baseUrl).toString();

    // The first part arrives, then the connection drops.
    expect(
      (await patch({ user: ada, location, offset: 0, body: recording.subarray(0, 120_000) })).status,
    ).toBe(204);
    const head = await fetch(location, { method: 'HEAD', headers: { ...TUS, ...as(ada) } });
    expect(head.headers.get('upload-offset')).toBe('120000');

    const finished = await patch({ user: ada, location, offset: 120_000, body: recording.subarray(120_000) });
    expect(finished.status).toBe(204);
    const meetingId = finished.headers.get('ting-meeting-id');
    expect(meetingId).toBeTruthy();

    // No speech-to-text engine is configured here: the meeting stops with what to set, and keeps the recording.
    const deadline = Date.now() + 20_000;
    let meeting: { status: string; status_reason: string | null; title: string; source: string };
    for (;;) {
      meeting = (await (await fetch(`${t.baseUrl}/api/meetings/${meetingId}`, { headers: as(ada) })).json())
        .data;
      if (meeting.status === 'failed' || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(meeting).toMatchObject({
      title: 'Discovery call — Initech',
      source: 'audio_upload',
      status: 'failed',
    });
    expect(meeting.status_reason).toMatch(/TRANSCRIBE_BASE_URL/);
  });

  it('turns a browser recording whose tab closed mid-way into a meeting from what arrived', async () => {
    // Length unknown while recording: tus's deferred length, as the browser recorder uploads.
    const created = await fetch(`${t.baseUrl}/api/uploads`, {
      method: 'POST',
      headers: {
        ...TUS,
        ...as(ada),
        'upload-defer-length': '1',
        'upload-metadata': metadata({
          filename: 'recording.webm',
          filetype: 'audio/webm',
          title: 'Closed tab',
        }),
      },
    });
    expect(created.status).toBe(201);
    const location = new URL(created.headers.get('location') ?? '', t.baseUrl).toString();
    expect(
      (await patch({ user: ada, location, offset: 0, body: recordingBytes('webm', Buffer.alloc(50_000, 3)) }))
        .status,
    ).toBe(204);

    // Still recording (recently written): nothing happens yet.
    expect(await t.services.audioUploads.finaliseAbandoned({ olderThanMs: 60_000 })).toBe(0);
    // Silent for long enough: the tab is gone, what arrived becomes the meeting.
    expect(await t.services.audioUploads.finaliseAbandoned({ olderThanMs: 0 })).toBe(1);
    expect(await t.services.audioUploads.finaliseAbandoned({ olderThanMs: 0 })).toBe(0);

    const list = await (await fetch(`${t.baseUrl}/api/meetings?q=Closed%20tab`, { headers: as(ada) })).json();
    expect(list.data.items).toEqual([
      expect.objectContaining({ title: 'Closed tab', source: 'browser_recording' }),
    ]);
  });

  it('streams a recording to the player through a signed link, with byte ranges', async () => {
    const recording = recordingBytes(
      'mp3',
      Buffer.from(Array.from({ length: 5000 }, (_, index) => index % 251)),
    );
    const created = await create({
      user: ada,
      length: recording.length,
      fields: { filename: 'clip.mp3', filetype: 'audio/mpeg' },
    });
    const location = new URL(created.headers.get('location') ?? '', t.baseUrl).toString();
    const finished = await patch({ user: ada, location, offset: 0, body: recording });
    const meetingId = finished.headers.get('ting-meeting-id');

    const link = await (
      await fetch(`${t.baseUrl}/api/meetings/${meetingId}/media-url`, { headers: as(ada) })
    ).json();
    expect(link.data).toEqual({
      url: expect.stringMatching(/^\/api\/media\?token=/),
      content_type: 'audio/mpeg',
    });

    const whole = await fetch(`${t.baseUrl}${link.data.url}`);
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(recording)).toBe(true);

    const part = await fetch(`${t.baseUrl}${link.data.url}`, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${recording.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(recording.subarray(100, 200))).toBe(true);

    expect((await fetch(`${t.baseUrl}/api/media?token=forged.token.value`)).status).toBe(404);
    const stranger = await fetch(`${t.baseUrl}/api/meetings/${meetingId}/media-url`, { headers: as(bob) });
    expect(stranger.status).toBe(404);
  });

  it("adds the call's recording to a meeting made from its transcript, once, for its owner only", async () => {
    const { id: meetingId } = await createReadyMeeting(t, { user: ada, title: 'Zoom export' });
    const mediaUrl = async () =>
      (await (await fetch(`${t.baseUrl}/api/meetings/${meetingId}/media-url`, { headers: as(ada) })).json())
        .data;
    expect(await mediaUrl()).toEqual({ url: null, content_type: null });

    // Refused before any byte is sent: another organization, and a meeting that is not a transcript upload.
    const foreign = await create({
      user: bob,
      length: 10,
      fields: { filename: 'call.webm', filetype: 'audio/webm', meeting_id: meetingId },
    });
    expect(foreign.status).toBe(404);

    const recording = recordingBytes('webm', Buffer.alloc(4000, 3));
    const created = await create({
      user: ada,
      length: recording.length,
      fields: { filename: 'call.webm', filetype: 'audio/webm', meeting_id: meetingId },
    });
    expect(created.status).toBe(201);
    const location = new URL(created.headers.get('location') ?? '', t.baseUrl).toString();
    const finished = await patch({ user: ada, location, offset: 0, body: recording });
    expect(finished.status).toBe(204);
    expect(finished.headers.get('ting-meeting-id')).toBe(meetingId);

    const link = await mediaUrl();
    expect(link.content_type).toBe('audio/webm');
    const media = await fetch(`${t.baseUrl}${link.url}`);
    expect(Buffer.from(await media.arrayBuffer()).equals(recording)).toBe(true);
    // Nothing was processed again: the meeting is still ready with its transcript.
    const meeting = (
      await (await fetch(`${t.baseUrl}/api/meetings/${meetingId}`, { headers: as(ada) })).json()
    ).data;
    expect(meeting).toMatchObject({ status: 'ready', source: 'transcript_upload' });
    expect(meeting.segments.length).toBeGreaterThan(0);

    const again = await create({
      user: ada,
      length: 10,
      fields: { filename: 'call.webm', filetype: 'audio/webm', meeting_id: meetingId },
    });
    expect(again.status).toBe(409);
    expect(JSON.parse(await again.text())).toMatchObject({
      code: 'CONFLICT',
      message: 'This meeting already has a recording.',
    });
  });

  it('refuses files that are not recordings with a clear 415', async () => {
    const response = await create({
      user: ada,
      length: 10,
      fields: { filename: 'notes.txt', filetype: 'text/plain' },
    });
    expect(response.status).toBe(415);
    expect(JSON.parse(await response.text())).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: expect.stringContaining('notes.txt is not an audio or video recording'),
    });
  });

  it('refuses uploads over the size limit', async () => {
    const response = await create({ user: ada, length: 5 * 1024 ** 3, fields: { filename: 'huge.wav' } });
    expect(response.status).toBe(413);
  });

  it("requires a token, and hides one organization's upload from another", async () => {
    const anonymous = await fetch(`${t.baseUrl}/api/uploads`, {
      method: 'POST',
      headers: { ...TUS, 'upload-length': '10', 'upload-metadata': metadata({ filename: 'a.mp3' }) },
    });
    expect(anonymous.status).toBe(401);

    const created = await create({ user: ada, length: 10, fields: { filename: 'a.mp3' } });
    const location = new URL(created.headers.get('location') ?? '', t.baseUrl).toString();
    const peek = await fetch(location, { method: 'HEAD', headers: { ...TUS, ...as(bob) } });
    expect(peek.status).toBe(404);
    const hijack = await patch({ user: bob, location, offset: 0, body: Buffer.alloc(10) });
    expect(hijack.status).toBe(404);
  });
});
