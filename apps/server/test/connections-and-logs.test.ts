import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { CONNECTION_LIMITS } from '../src/http/connection-limits';
import { MAX_CHAT_FRAME_BYTES } from '../src/modules/chat/chat.routes';
import { CLOSE_TOO_MANY_SOCKETS, MAX_CHAT_SOCKETS_PER_USER } from '../src/modules/chat/chat-socket';
import { connectChat } from './chat-socket';
import { bearer } from './meeting-fixtures';
import { createTestApp, type TestApp } from './test-app';

type LogLine = { level: number; msg?: string; err?: { stack?: string }; req?: { url?: string } } & Record<
  string,
  unknown
>;

const closeOf = (socket: WebSocket) =>
  new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );

describe('connections held open, and what the logs keep', { timeout: 90_000 }, () => {
  let t: TestApp;
  const logLines: string[] = [];
  const logged = (): LogLine[] => logLines.map((line) => JSON.parse(line) as LogLine);

  beforeAll(async () => {
    t = await createTestApp({
      listen: true,
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => void logLines.push(line) },
    });
  });
  afterAll(() => t?.close());

  it('gives the server short header timeouts, and leaves whole-request deadlines to each route', () => {
    expect(t.app.server.headersTimeout).toBe(CONNECTION_LIMITS.headersTimeoutMs);
    expect(t.app.server.headersTimeout).toBeLessThanOrEqual(15_000);
    // A 4 GiB upload takes as long as the network needs: no server-wide deadline on a request.
    expect(t.app.server.requestTimeout).toBe(0);
  });

  it(`closes a user's chat socket past ${MAX_CHAT_SOCKETS_PER_USER} with a close code and reason that say why`, async () => {
    const ada = await t.signUp('ada.sockets@acme.test');
    const bob = await t.signUp('bob.sockets@globex.test');
    const held: WebSocket[] = [];
    try {
      for (let index = 0; index < MAX_CHAT_SOCKETS_PER_USER; index += 1) {
        held.push(await connectChat(t, ada.accessToken));
      }
      const extra = await connectChat(t, ada.accessToken);
      const closed = await closeOf(extra);
      expect(closed).toEqual({
        code: CLOSE_TOO_MANY_SOCKETS,
        reason: `Too many open chat connections (${MAX_CHAT_SOCKETS_PER_USER}). Close other Ting tabs, then try again.`,
      });
      // Another user is not affected; closing one of Ada's frees a place.
      const bobs = await connectChat(t, bob.accessToken);
      held.push(bobs);
      const first = held.shift();
      first?.close();
      if (first) await closeOf(first);
      const again = await connectChat(t, ada.accessToken);
      held.push(again);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(again.readyState).toBe(again.OPEN);
    } finally {
      for (const socket of held) socket.terminate();
    }
  });

  it('logs an oversized chat frame as a warning without a stack, and closes the socket with 1009', async () => {
    const ada = await t.signUp('ada.big-frame@acme.test');
    const socket = await connectChat(t, ada.accessToken);
    const closed = closeOf(socket);
    socket.send('x'.repeat(MAX_CHAT_FRAME_BYTES + 1));
    expect((await closed).code).toBe(1009);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const lines = logged();
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    const warning = lines.find((line) => line.msg === 'Chat socket: the client broke the connection');
    expect(warning).toMatchObject({ level: 40, code: 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH' });
    expect(JSON.stringify(warning)).not.toMatch(/\n\s+at /);
  });

  it('logs that a meeting search happened, not what was searched', async () => {
    const ada = await t.signUp('ada.search-log@acme.test');
    const term = 'dana.secret-deal@initech.test';
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/meetings?q=${encodeURIComponent(term)}`,
      headers: bearer(ada),
    });
    expect(list.statusCode).toBe(200);
    const hits = await t.app.inject({
      method: 'GET',
      url: `/api/transcripts/search?q=${encodeURIComponent('the launch codes')}`,
      headers: bearer(ada),
    });
    expect(hits.statusCode).toBeLessThan(500);
    const text = logLines.join('\n');
    expect(text).not.toContain('secret-deal');
    expect(text).not.toContain('launch');
    expect(logged().some((line) => line.req?.url === '/api/meetings?q=%5Bredacted%5D')).toBe(true);
  });
});
