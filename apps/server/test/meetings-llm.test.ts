import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLlmServer, startFakeLlmServer } from '../src/providers/llm/ai-sdk/testing/fake-llm-server';
import { createTestApp, type SignedUpUser, type TestApp } from './test-app';

const TRANSCRIPT = `WEBVTT

00:00:01.000 --> 00:00:05.000
<v Sam Seller>Thanks for joining, Dana.

00:00:05.500 --> 00:00:12.000
<v Dana Buyer>Happy to. Our renewals live in spreadsheets today.

00:00:12.500 --> 00:00:18.000
<v Sam Seller>I'll send the proposal by Friday.
`;

/** The pipeline with an LLM engine configured: an OpenAI-compatible server that speaks the real wire format. */
describe('meetings summarised by an OpenAI-compatible model', () => {
  let llm: FakeLlmServer;
  let t: TestApp;
  let user: SignedUpUser;

  beforeAll(async () => {
    llm = await startFakeLlmServer();
    t = await createTestApp({
      env: { AI_PROVIDER: 'compatible', AI_BASE_URL: llm.baseUrl, AI_MODEL: 'meeting-model' },
    });
    user = await t.signUp('llm@acme.test', 'LLM User');
    await t.app.inject({
      method: 'PATCH',
      url: '/auth/user/meta',
      headers: { authorization: `Bearer ${user.accessToken}` },
      payload: { metadata: { prompts: { summary: 'Write two sentences for the account executive.' } } },
    });
  });
  afterAll(async () => {
    await t?.close();
    await llm?.close();
  });

  async function process(): Promise<{
    status: string;
    status_reason: string | null;
    outputs: Record<string, unknown> | null;
  }> {
    const headers = { authorization: `Bearer ${user.accessToken}` };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/meetings',
      headers,
      payload: { title: 'Renewal call', transcript: { filename: 'call.vtt', content: TRANSCRIPT } },
    });
    const { id } = created.json().data;
    const deadline = Date.now() + 30_000;
    for (;;) {
      const meeting = (await t.app.inject({ method: 'GET', url: `/api/meetings/${id}`, headers })).json()
        .data;
      if (['ready', 'failed'].includes(meeting.status) || Date.now() > deadline) return meeting;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it("writes the summary and action items with the model, following the owner's prompt, and records the engine", async () => {
    const meeting = await process();
    expect(meeting.status).toBe('ready');
    expect(meeting.outputs).toMatchObject({
      engine: 'compatible:meeting-model',
      summary_prompt: 'Write two sentences for the account executive.',
    });
    expect(String(meeting.outputs?.summary_markdown)).toContain(
      'Write two sentences for the account executive.',
    );
    expect(meeting.outputs?.action_items).toEqual([
      expect.objectContaining({ owner: 'Sam Seller', text: expect.stringMatching(/proposal/i) }),
    ]);
    expect(
      llm.requests.every((request) => (request.body as { model?: string }).model === 'meeting-model'),
    ).toBe(true);
  });

  it('tells the web app a model writes, so Settings says the prompts are followed', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/app-config' });
    expect(response.json().data).toMatchObject({ ai_engine: 'model' });
  });

  it("sends the user's edited summary prompt to the model, and the next summary follows it", async () => {
    const headers = { authorization: `Bearer ${user.accessToken}` };
    const before = await process();
    const meddicc =
      'Structure the summary as MEDDICC: Metrics, Economic buyer, Decision criteria, Decision process, Identify pain, Champion, Competition.';
    const edited = await t.app.inject({
      method: 'PATCH',
      url: '/auth/user/meta',
      headers,
      payload: { metadata: { prompts: { summary: meddicc } } },
    });
    expect(edited.statusCode).toBeLessThan(300);
    const sentBefore = llm.requests.length;

    const after = await process();

    expect(after.status).toBe('ready');
    const summaryRequests = llm.requests.slice(sentBefore).filter((request) => request.task === 'summary');
    expect(summaryRequests.length).toBeGreaterThan(0);
    expect(summaryRequests.every((request) => request.user.includes(meddicc))).toBe(true);
    expect(after.outputs).toMatchObject({ summary_prompt: meddicc });
    expect(String(after.outputs?.summary_markdown)).toContain(meddicc);
    expect(after.outputs?.summary_markdown).not.toEqual(before.outputs?.summary_markdown);
  });

  it('stops with a readable reason, without retrying, when the model server refuses the key', async () => {
    llm.enqueue(
      ...Array.from({ length: 6 }, () => ({
        kind: 'http' as const,
        status: 401,
        body: { error: { message: 'bad key' } },
      })),
    );
    const meeting = await process();
    expect(meeting.status).toBe('failed');
    expect(meeting.status_reason).toMatch(/AI_API_KEY/);
  });
});
