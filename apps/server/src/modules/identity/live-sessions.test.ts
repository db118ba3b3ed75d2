import { describe, expect, it } from 'vitest';
import { createLiveSessions, type SessionLookup } from './live-sessions';

const ADA = { sessionId: '00000000-0000-4000-8000-00000000000a', userId: 'ada', organizationId: 'acme' };
const inADay = () => new Date(Date.now() + 86_400_000);

/** A lookup over a mutable table that counts its queries, and a clock the test moves. */
type Row = { userId: string; organizationId: string | null; expires: Date };

function setUp(rows: Map<string, Row>, options: { max?: number } = {}) {
  let queries = 0;
  const lookup: SessionLookup = async (sessionId) => {
    queries += 1;
    return rows.get(sessionId);
  };
  let now = 1_000_000;
  const sessions = createLiveSessions({ lookup, ttlMs: 30_000, max: options.max, perf: { now: () => now } });
  return {
    sessions,
    queries: () => queries,
    // lru-cache memoises the clock for 1 ms of real time.
    advance: async (ms: number) => {
      now += ms;
      await new Promise((resolve) => setTimeout(resolve, 5));
    },
  };
}

describe('live sessions cache', () => {
  it('asks the database once per session per TTL, however many requests come', async () => {
    const rows = new Map([[ADA.sessionId, { userId: 'ada', organizationId: 'acme', expires: inADay() }]]);
    const { sessions, queries, advance } = setUp(rows);

    const answers = await Promise.all(Array.from({ length: 20 }, () => sessions.isLive(ADA)));
    expect(answers.every(Boolean)).toBe(true);
    await advance(29_000);
    expect(await sessions.isLive(ADA)).toBe(true);
    expect(queries()).toBe(1);

    // Signed out meanwhile: still trusted until the TTL runs out, refused from then on.
    rows.delete(ADA.sessionId);
    expect(await sessions.isLive(ADA)).toBe(true);
    await advance(1_001);
    expect(await sessions.isLive(ADA)).toBe(false);
    expect(queries()).toBe(2);
  });

  it('remembers a missing session too, so a dead token costs no query per request', async () => {
    const { sessions, queries } = setUp(new Map());
    for (let index = 0; index < 5; index += 1) expect(await sessions.isLive(ADA)).toBe(false);
    expect(queries()).toBe(1);
  });

  it("refuses an expired session without asking again, and another user's session", async () => {
    const rows = new Map([
      [ADA.sessionId, { userId: 'ada', organizationId: 'acme', expires: new Date(Date.now() + 50) }],
    ]);
    const { sessions, queries } = setUp(rows);
    expect(await sessions.isLive({ ...ADA, userId: 'bob' })).toBe(false);
    expect(await sessions.isLive(ADA)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await sessions.isLive(ADA)).toBe(false);
    expect(queries()).toBe(1);
  });

  it("accepts the new organization's token at once after a move, and refuses the old one's within the TTL", async () => {
    const rows = new Map<string, Row>([
      [ADA.sessionId, { userId: 'ada', organizationId: 'acme', expires: inADay() }],
    ]);
    const { sessions, advance, queries } = setUp(rows);
    expect(await sessions.isLive(ADA)).toBe(true);
    rows.set(ADA.sessionId, { userId: 'ada', organizationId: 'globex', expires: inADay() });
    // The new organization's token is read through at once.
    expect(await sessions.isLive({ ...ADA, organizationId: 'globex' })).toBe(true);
    expect(queries()).toBe(2);
    expect(await sessions.isLive(ADA)).toBe(false);
    await advance(30_001);
    expect(await sessions.isLive(ADA)).toBe(false);
    // Never a token of an organization the user is not in.
    expect(await sessions.isLive({ ...ADA, organizationId: 'initech' })).toBe(false);
  });

  it('holds at most `max` sessions, forgetting the least recently used', async () => {
    const ids = ['a', 'b', 'c'].map((letter) => `00000000-0000-4000-8000-00000000000${letter}`);
    const rows = new Map(ids.map((id) => [id, { userId: 'ada', organizationId: 'acme', expires: inADay() }]));
    const { sessions, queries } = setUp(rows, { max: 2 });
    for (const sessionId of ids) await sessions.isLive({ ...ADA, sessionId });
    expect(queries()).toBe(3);
    await sessions.isLive({ ...ADA, sessionId: ids[2] ?? '' });
    expect(queries()).toBe(3);
    await sessions.isLive({ ...ADA, sessionId: ids[0] ?? '' });
    expect(queries()).toBe(4);
  });
});
