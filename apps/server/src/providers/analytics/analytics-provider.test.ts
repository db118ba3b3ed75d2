import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config';
import type { TAnalyticsEvent } from './analytics-provider';
import { createAnalyticsProvider } from './create-analytics-provider';

type TReceived = { path: string; body: { api_key: string; batch: Record<string, unknown>[] } };

const readBody = async (request: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  return request.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
};

const MEETING_PROCESSED: TAnalyticsEvent = {
  name: 'meeting_processed',
  organizationId: 'org-1',
  userId: 'user-1',
  properties: { meeting_id: 'meeting-1', source: 'transcript_upload', duration_ms: 60_000 },
};

describe('server analytics provider', () => {
  let server: Server;
  let host: string;
  let received: TReceived[];

  beforeEach(async () => {
    received = [];
    server = createServer(async (request, response) => {
      const body = await readBody(request);
      received.push({ path: request.url ?? '', body: JSON.parse(body.toString('utf8')) });
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"status":1}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterEach(async () => {
    vi.restoreAllMocks();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('is a no-op without a key: nothing is fetched, nothing reaches the host', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const analytics = createAnalyticsProvider({ config: undefined, onError: () => {} });
    expect(analytics.isEnabled).toBe(false);

    analytics.capture(MEETING_PROCESSED);
    await analytics.flush();
    await analytics.shutdown();

    expect(fetchSpy).not.toHaveBeenCalled();
    expect(received).toEqual([]);
  });

  it('with a key, sends the batch to the configured host with the user and organization', async () => {
    const onError = vi.fn();
    const analytics = createAnalyticsProvider({ config: { key: 'phc_test_key', host }, onError });
    expect(analytics.isEnabled).toBe(true);

    analytics.capture(MEETING_PROCESSED);
    analytics.capture({
      name: 'plan_changed',
      organizationId: 'org-1',
      userId: null,
      properties: { from_plan: 'free', to_plan: 'business', seats: 3 },
    });
    await analytics.shutdown();

    expect(onError).not.toHaveBeenCalled();
    expect(received).toHaveLength(1);
    const { path, body } = received[0] as TReceived;
    expect(path.startsWith('/batch/')).toBe(true);
    expect(body.api_key).toBe('phc_test_key');
    expect(body.batch).toHaveLength(2);
    expect(body.batch[0]).toMatchObject({
      event: 'meeting_processed',
      distinct_id: 'user-1',
      properties: {
        meeting_id: 'meeting-1',
        source: 'transcript_upload',
        duration_ms: 60_000,
        organization_id: 'org-1',
        $groups: { organization: 'org-1' },
      },
    });
    // No person caused it: keyed by the organization, and no person profile is created for it.
    expect(body.batch[1]).toMatchObject({
      event: 'plan_changed',
      distinct_id: 'organization:org-1',
      properties: { from_plan: 'free', to_plan: 'business', seats: 3, $process_person_profile: false },
    });
  });

  it('reports a host that refuses through onError instead of throwing', async () => {
    server.removeAllListeners('request');
    server.on('request', (_request, response) => response.writeHead(400).end('{"error":"bad"}'));
    // posthog-node also prints the failure itself; keep the test output readable.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onError = vi.fn();
    const analytics = createAnalyticsProvider({ config: { key: 'phc_test_key', host }, onError });

    analytics.capture(MEETING_PROCESSED);
    await expect(analytics.shutdown()).resolves.toBeUndefined();

    expect(onError).toHaveBeenCalled();
  });
});

describe('analytics config', () => {
  it('is off without POSTHOG_KEY, and takes the key and host (default PostHog US) when set', () => {
    expect(loadConfig({}).analytics).toBeUndefined();
    expect(loadConfig({ POSTHOG_KEY: '  ' }).analytics).toBeUndefined();
    expect(loadConfig({ POSTHOG_KEY: 'phc_abc' }).analytics).toEqual({
      key: 'phc_abc',
      host: 'https://us.i.posthog.com',
    });
    expect(
      loadConfig({ POSTHOG_KEY: 'phc_abc', POSTHOG_HOST: 'https://eu.i.posthog.com/' }).analytics,
    ).toEqual({
      key: 'phc_abc',
      host: 'https://eu.i.posthog.com',
    });
    expect(() => loadConfig({ POSTHOG_KEY: 'phc_abc', POSTHOG_HOST: 'not a url' })).toThrow(/POSTHOG_HOST/);
  });
});
