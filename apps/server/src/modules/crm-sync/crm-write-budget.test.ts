import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimits, type RateLimits } from '../../http/rate-limits';
import { ProviderError } from '../../providers/provider-errors';
import { createCrmWriteBudget } from './crm-write-budget';

const log = { warn: () => {} };

async function refusal(promise: Promise<unknown>): Promise<ProviderError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ProviderError) return error;
    throw error;
  }
  throw new Error('Expected the budget to be spent');
}

describe("write jobs' share of HubSpot's burst limit", () => {
  let rateLimits: RateLimits;
  beforeAll(async () => {
    rateLimits = await createRateLimits({
      redisUrl: undefined,
      database: { kind: 'pglite', url: undefined },
      log,
    });
  });
  afterAll(() => rateLimits.close());

  it('takes half of the stated limit per interval plus a second; 100 per 10 s until HubSpot says', () => {
    const budget = createCrmWriteBudget({ rateLimits });
    expect(budget.rule('portal-a')).toEqual({ points: 50, durationMs: 11_000 });
    budget.learn('portal-a', { max: 110, intervalMs: 10_000, remaining: 97 });
    expect(budget.rule('portal-a')).toEqual({ points: 55, durationMs: 11_000 });
    budget.learn('portal-a', null);
    expect(budget.rule('portal-a')).toEqual({ points: 55, durationMs: 11_000 });
    budget.learn('portal-a', { max: 1, intervalMs: 2_000, remaining: null });
    expect(budget.rule('portal-a')).toEqual({ points: 1, durationMs: 3_000 });
    expect(budget.rule('portal-b')).toEqual({ points: 50, durationMs: 11_000 });
  });

  it('refuses a write the window has no room for, with when it frees, taking nothing', async () => {
    const budget = createCrmWriteBudget({ rateLimits, random: () => 0 });
    budget.learn('portal-c', { max: 5, intervalMs: 2_000, remaining: 5 });
    await budget.take('portal-c', 1);
    const spent = await refusal(budget.take('portal-c', 2));
    expect(spent).toMatchObject({ kind: 'rate_limited', retryable: true });
    expect(spent.retryAfterMs).toBeGreaterThan(0);
    expect(spent.retryAfterMs).toBeLessThanOrEqual(3_000);
    // The refused take was given back: one call still fits, then none.
    await budget.take('portal-c', 1);
    await refusal(budget.take('portal-c', 1));
    // Other portals have budgets of their own; a write costing more than a window takes a window.
    await budget.take('portal-d', 1);
    budget.learn('portal-e', { max: 2, intervalMs: 1_000, remaining: 2 });
    await budget.take('portal-e', 2);
    await budget.take('portal-c', 0);
  });
});
