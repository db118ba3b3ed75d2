import { isIPv6 } from 'node:net';
import { LRUCache } from 'lru-cache';
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import type { DatabaseHandle } from '../db/client';
import { type Log, openStore, type RateLimitStore } from './rate-limit-stores';

export type { RateLimitStore } from './rate-limit-stores';

export type RateLimitRule = { points: number; durationSeconds: number };

/**
 * Every limit, in one table. A window starts with the first counted event of a key (a client address,
 * IPv6 by its /64, or a user) and allows `points` events. Numbers sit well above what a person does,
 * allow for an office behind one address, and stop a script early.
 */
export const RATE_LIMITS = {
  // Starting a sign-in (POST /api/auth/signin/*): a person does it a few times a day; a script gets 3 a minute.
  signIn: { points: 30, durationSeconds: 10 * 60 },
  // Identity and token calls: one per page load and per tab every 20 minutes; caps token minting and
  // session-cookie guessing at 2 a second per address.
  identity: { points: 120, durationSeconds: 60 },
  // 401s to requests that carried a token: an expired token costs a tab one or two; a forger sends thousands.
  badToken: { points: 60, durationSeconds: 10 * 60 },
  // 404s from shared links: a revoked link is reloaded a few times; guessing a token takes 2^256 tries.
  shareGuess: { points: 30, durationSeconds: 10 * 60 },
  // 404s from invitation links: the same, for the /invite page's preview and accepting.
  invitationGuess: { points: 30, durationSeconds: 10 * 60 },
  // New meetings from transcripts and new recording uploads, per user: more than anyone files in an
  // hour; stops a loop filling storage and the pipeline.
  meetingCreate: { points: 30, durationSeconds: 60 * 60 },
  uploadCreate: { points: 30, durationSeconds: 60 * 60 },
  // Chat questions per user: a person in a hurry; a loop running up the model's bill is stopped.
  chatQuestion: { points: 30, durationSeconds: 60 },
  // Voice recordings sent to speech-to-text per user: a message dictated every minute for an hour;
  // a loop running up the speech server's bill (and our disk and ffmpeg) is stopped.
  transcribe: { points: 60, durationSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;

const RATE_LIMIT_NAMES = Object.keys(RATE_LIMITS) as RateLimitName[];

/** What each limit tells the caller, before when to try again. */
const REFUSALS: Record<RateLimitName, string> = {
  signIn: 'Too many sign-in attempts.',
  identity: 'Too many requests.',
  badToken: 'Too many requests with an invalid access token.',
  shareGuess: 'Too many shared links that do not exist.',
  invitationGuess: 'Too many invitation links that do not exist.',
  meetingCreate: 'Too many new meetings.',
  uploadCreate: 'Too many uploads started.',
  chatQuestion: 'Too many questions.',
  transcribe: 'Too many voice messages.',
};

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const ALLOWED: RateLimitVerdict = { allowed: true };
const refused = (msBeforeNext: number): RateLimitVerdict => ({
  allowed: false,
  retryAfterSeconds: Math.max(1, Math.ceil(msBeforeNext / 1000)),
});

/** "Try again in 10 minutes." in words a person reads; rounded up, never "0 seconds". */
export function retryAfterText(seconds: number): string {
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (seconds < 60) return plural(Math.max(1, Math.ceil(seconds)), 'second');
  if (seconds <= 90 * 60) return plural(Math.ceil(seconds / 60), 'minute');
  return plural(Math.ceil(seconds / 3600), 'hour');
}

export const rateLimitMessage = (name: RateLimitName, retryAfterSeconds: number): string =>
  `${REFUSALS[name]} Try again in ${retryAfterText(retryAfterSeconds)}.`;

/**
 * The key of a client address: IPv6 clients usually hold a whole /64, so they are counted by it;
 * IPv4-mapped IPv6 addresses count as the IPv4 address they are.
 */
export function clientAddressKey(ip: string): string {
  const mapped = ip.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  // An embedded IPv4 tail (64:ff9b::192.0.2.1) is two groups.
  const group = (high: string, low: string) => ((Number(high) << 8) | Number(low)).toString(16);
  const address = (ip.toLowerCase().split('%')[0] ?? '').replace(
    /(\d+)\.(\d+)\.(\d+)\.(\d+)$/,
    (_match, a: string, b: string, c: string, d: string) => `${group(a, b)}:${group(c, d)}`,
  );
  const [head = '', tail = ''] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = address.includes('::')
    ? [...headGroups, ...Array(missing).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

export type RateLimits = {
  store: RateLimitStore;
  rules: Record<RateLimitName, RateLimitRule>;
  /** Counts one attempt; refused once the key has used its points in the window (refusals are not counted). */
  consume(name: RateLimitName, key: string): Promise<RateLimitVerdict>;
  /**
   * Whether this process knows the key to be under half its limit, counting the events it is still
   * counting: then a request's count may run beside its work instead of before it (the verdict is
   * still awaited before the answer). A key this process has not counted yet is not known.
   */
  isFarUnder(name: RateLimitName, key: string): boolean;
  /** Counts a failure that already happened (a bad token, an unknown share link). */
  recordFailure(name: RateLimitName, key: string): Promise<void>;
  /**
   * Refused when recorded failures put the key at its limit. Answered from this process's memory, so
   * requests that go well never wait on the store; another process learns of it at its next failure.
   */
  checkFailures(name: RateLimitName, key: string): RateLimitVerdict;
  /**
   * Takes `points` from a budget of the caller's sizing (e.g. calls to an outside API per account),
   * counted in the same store, so processes share it. Refused (nothing taken) when the window has
   * too few left: `retryAfterMs` is when it ends. Windows are whole seconds, starting at the first take.
   */
  takeBudget(options: {
    budget: string;
    key: string;
    points: number;
    rule: BudgetRule;
  }): Promise<BudgetVerdict>;
  close(): Promise<void>;
};

/** A budget: `points` per window of `durationMs` (rounded up to whole seconds). */
export type BudgetRule = { points: number; durationMs: number };
export type BudgetVerdict = { allowed: true } | { allowed: false; retryAfterMs: number };

export type RateLimitOptions = {
  /** Other numbers for some limits (tests, so they needn't send hundreds of requests). */
  limits?: Partial<Record<RateLimitName, RateLimitRule>>;
  /** Prefix of every key in the store; tests use one per run so runs sharing a Redis never collide. */
  keyPrefix?: string;
};

/** One key's counter of one limit. */
const countId = (name: RateLimitName, key: string): string => `${name}\n${key}`;

export async function createRateLimits(
  options: {
    redisUrl: string | undefined;
    database: Pick<DatabaseHandle, 'kind' | 'url'>;
    log: Log;
  } & RateLimitOptions,
): Promise<RateLimits> {
  const { log } = options;
  const store = await openStore(options);
  const keyPrefix = options.keyPrefix ?? 'ting:rate';
  const rules = { ...RATE_LIMITS, ...options.limits };
  const limiters = Object.fromEntries(
    RATE_LIMIT_NAMES.map((name) => [
      name,
      store.limiter({
        keyPrefix: `${keyPrefix}:${name}`,
        points: rules[name].points,
        duration: rules[name].durationSeconds,
      }),
    ]),
  ) as Record<RateLimitName, RateLimiterAbstract>;
  /** Budgets' limiters per sizing; each sizing counts apart (a budget is resized rarely, e.g. a new plan). */
  const budgets = new Map<string, RateLimiterAbstract>();
  function budgetLimiter(budget: string, rule: BudgetRule): RateLimiterAbstract {
    const points = Math.max(1, Math.floor(rule.points));
    const duration = Math.max(1, Math.ceil(rule.durationMs / 1000));
    const id = `${budget}:${points}:${duration}`;
    let limiter = budgets.get(id);
    if (!limiter) {
      limiter = store.limiter({ keyPrefix: `${keyPrefix}:budget:${id}`, points, duration });
      budgets.set(id, limiter);
    }
    return limiter;
  }

  // Keys whose failures reached their limit, until their window ends; bounded against address floods.
  const failedUntil = new LRUCache<string, number>({ max: 50_000 });

  type Counted = { consumedPoints: number; msBeforeNext: number; isOver: boolean };
  /** Events waiting for their key's next write, and the keys being written now with their events. */
  const waiting = new Map<string, Array<(counted: Counted | undefined) => void>>();
  const writing = new Map<string, number>();
  /** The count a key's last write brought it to, until its window ends. */
  const lastCounts = new LRUCache<string, number>({ max: 50_000 });

  /** Adds `points` events to the key at once: the count after them, or undefined when counting failed. */
  async function countMany(
    name: RateLimitName,
    key: string,
    points: number,
  ): Promise<{ consumedPoints: number; msBeforeNext: number; isRefused: boolean } | undefined> {
    try {
      const result = await limiters[name].consume(key, points);
      return { consumedPoints: result.consumedPoints, msBeforeNext: result.msBeforeNext, isRefused: false };
    } catch (error) {
      if (error instanceof RateLimiterRes)
        return { consumedPoints: error.consumedPoints, msBeforeNext: error.msBeforeNext, isRefused: true };
      // Store and insurance both failed: let the request through rather than refuse everyone.
      log.warn({ err: error, limit: name }, 'Rate limits: counting failed');
      return undefined;
    }
  }

  /**
   * Writes the key's waiting events, as one addition per round, until none wait. Events of one key
   * that arrive while its count is being written join the next write: the count stays exact (each
   * event learns the count it brought the key to, as if they had gone one by one), but a burst from
   * one address costs the store one write a round trip, not one each, which waited on the row's lock.
   */
  async function drain(name: RateLimitName, key: string, id: string): Promise<void> {
    try {
      for (let batch = waiting.get(id); batch && batch.length > 0; batch = waiting.get(id)) {
        waiting.delete(id);
        writing.set(id, batch.length);
        const counted = await countMany(name, key, batch.length);
        if (counted && counted.msBeforeNext > 0) {
          lastCounts.set(id, counted.consumedPoints, { ttl: counted.msBeforeNext });
        } else lastCounts.delete(id);
        // A refusal that reports no count above the limit comes from a key blocked in memory (it went
        // over before): every event of the batch is over.
        const isBlocked = counted?.isRefused === true && counted.consumedPoints <= rules[name].points;
        for (const [index, resolve] of batch.entries()) {
          if (!counted) {
            resolve(undefined);
            continue;
          }
          const consumedPoints = counted.consumedPoints - batch.length + index + 1;
          resolve({
            consumedPoints,
            msBeforeNext: counted.msBeforeNext,
            isOver: isBlocked || consumedPoints > rules[name].points,
          });
        }
      }
    } finally {
      writing.delete(id);
    }
  }

  /** One more event for the key: the count it brings the key to, and whether that is over the limit. */
  function count(name: RateLimitName, key: string): Promise<Counted | undefined> {
    const id = countId(name, key);
    return new Promise((resolve) => {
      const batch = waiting.get(id);
      if (batch) batch.push(resolve);
      else waiting.set(id, [resolve]);
      if (!writing.has(id)) void drain(name, key, id);
    });
  }

  return {
    store: store.kind,
    rules,
    async consume(name, key) {
      const counted = await count(name, key);
      return counted?.isOver ? refused(counted.msBeforeNext) : ALLOWED;
    },
    isFarUnder(name, key) {
      const id = countId(name, key);
      const last = lastCounts.get(id);
      const counting = (waiting.get(id)?.length ?? 0) + (writing.get(id) ?? 0);
      return last !== undefined && (last + counting + 1) * 2 <= rules[name].points;
    },
    async recordFailure(name, key) {
      const counted = await count(name, key);
      if (!counted) return;
      if (counted.isOver || counted.consumedPoints >= rules[name].points) {
        failedUntil.set(`${name}:${key}`, Date.now() + counted.msBeforeNext, { ttl: counted.msBeforeNext });
      }
    },
    checkFailures(name, key) {
      const until = failedUntil.get(`${name}:${key}`);
      return until !== undefined && until > Date.now() ? refused(until - Date.now()) : ALLOWED;
    },
    async takeBudget({ budget, key, points, rule }) {
      const limiter = budgetLimiter(budget, rule);
      try {
        await limiter.consume(key, points);
        return { allowed: true };
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) {
          // Store and insurance both failed: go ahead (the outside service's own limit still answers).
          log.warn({ err: error, budget }, 'Rate limits: budget counting failed');
          return { allowed: true };
        }
        // Not spent after all: what this take added is given back, so waiting callers keep the window.
        await limiter.reward(key, points).catch(() => {});
        return { allowed: false, retryAfterMs: Math.max(1, error.msBeforeNext) };
      }
    },
    close: () => store.close(),
  };
}
