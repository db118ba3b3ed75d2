import { describe, expect, it } from 'vitest';
import {
  clientAddressKey,
  createRateLimits,
  RATE_LIMITS,
  rateLimitMessage,
  retryAfterText,
} from './rate-limits';

const silent = { warn: () => {} };
const embedded = { kind: 'pglite' as const };

describe('RATE_LIMITS', () => {
  it('keeps the chat at 30 questions a minute per user', () => {
    expect(RATE_LIMITS.chatQuestion).toEqual({ points: 30, durationSeconds: 60 });
  });
});

describe('retryAfterText and rateLimitMessage', () => {
  it.each([
    [0, '1 second'],
    [1, '1 second'],
    [59, '59 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [600, '10 minutes'],
    [3600, '60 minutes'],
    [2 * 3600, '2 hours'],
  ])('says %i seconds as "%s"', (seconds, text) => {
    expect(retryAfterText(seconds)).toBe(text);
  });

  it('says what was refused and when to try again', () => {
    expect(rateLimitMessage('signIn', 600)).toBe('Too many sign-in attempts. Try again in 10 minutes.');
  });
});

describe('clientAddressKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['1::2:3:4:5:192.0.2.1', '1:0:2:3::/64'],
  ])('counts %s as %s', (ip, key) => {
    expect(clientAddressKey(ip)).toBe(key);
  });
});

describe('createRateLimits', () => {
  it('counts in memory for the embedded database', async () => {
    const limits = await createRateLimits({ redisUrl: undefined, database: embedded, log: silent });
    expect(limits.store).toBe('memory');
    expect(limits.rules.identity).toEqual(RATE_LIMITS.identity);
    await limits.close();
  });

  it('allows the points of a window, then refuses with the seconds left, per name and key', async () => {
    const limits = await createRateLimits({
      redisUrl: undefined,
      database: embedded,
      log: silent,
      limits: { signIn: { points: 2, durationSeconds: 60 } },
    });
    expect(await limits.consume('signIn', 'a')).toEqual({ allowed: true });
    expect(await limits.consume('signIn', 'a')).toEqual({ allowed: true });
    const refused = await limits.consume('signIn', 'a');
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: expect.any(Number) });
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThan(55);
    expect(refused.allowed || refused.retryAfterSeconds <= 60).toBe(true);
    // Another key, and another limit for the same key, count on their own.
    expect(await limits.consume('signIn', 'b')).toEqual({ allowed: true });
    expect(await limits.consume('identity', 'a')).toEqual({ allowed: true });
    await limits.close();
  });

  it('counts a burst from one key exactly, though its events share writes', async () => {
    const limits = await createRateLimits({
      redisUrl: undefined,
      database: embedded,
      log: silent,
      limits: { identity: { points: 10, durationSeconds: 60 } },
    });
    const verdicts = await Promise.all(Array.from({ length: 25 }, () => limits.consume('identity', 'a')));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(10);
    // The first ten in arrival order are the ones let through, as if they had come one by one.
    expect(verdicts.slice(0, 10).every((verdict) => verdict.allowed)).toBe(true);
    expect(await limits.consume('identity', 'a')).toMatchObject({ allowed: false });
    await limits.close();
  });

  it('refuses from memory once recorded failures reach the limit', async () => {
    const limits = await createRateLimits({
      redisUrl: undefined,
      database: embedded,
      log: silent,
      limits: { badToken: { points: 2, durationSeconds: 600 } },
    });
    expect(limits.checkFailures('badToken', 'a')).toEqual({ allowed: true });
    await limits.recordFailure('badToken', 'a');
    expect(limits.checkFailures('badToken', 'a')).toEqual({ allowed: true });
    await limits.recordFailure('badToken', 'a');
    const refused = limits.checkFailures('badToken', 'a');
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThan(590);
    expect(limits.checkFailures('badToken', 'b')).toEqual({ allowed: true });
    expect(limits.checkFailures('shareGuess', 'a')).toEqual({ allowed: true });
    await limits.close();
  });

  it('chooses Redis when configured over the database, and counts in memory while it is unreachable', async () => {
    const warnings: string[] = [];
    const limits = await createRateLimits({
      // Nothing listens on port 1: the connection is refused at once.
      redisUrl: 'redis://127.0.0.1:1',
      database: { kind: 'postgres', url: 'postgres://nobody@127.0.0.1:1/none' },
      log: { warn: (_object, message) => warnings.push(message) },
      limits: { signIn: { points: 1, durationSeconds: 60 } },
    });
    try {
      expect(limits.store).toBe('redis');
      expect(warnings).toEqual(['Rate limits: Redis unreachable, counting in memory meanwhile']);
      expect(await limits.consume('signIn', 'a')).toEqual({ allowed: true });
      expect((await limits.consume('signIn', 'a')).allowed).toBe(false);
    } finally {
      await limits.close();
    }
  });
});
