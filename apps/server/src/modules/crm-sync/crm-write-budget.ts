import type { RateLimits } from '../../http/rate-limits';
import type { CrmRateLimit } from '../../providers/crm/crm-provider';
import { ProviderError } from '../../providers/provider-errors';

/** HubSpot's burst limit until it has stated one: 100 calls per 10 s (a public app gets 110). */
export const DEFAULT_CRM_RATE_LIMIT = { max: 100, intervalMs: 10_000 } as const;

/** How long a call may follow its take (a claim, a read of the row) and still count in its window. */
const CALL_SKEW_MS = 1_000;

/**
 * The share of the CRM's burst limit that write jobs may use, per account (HubSpot portal), counted
 * across processes in the rate-limit store. HubSpot's window rolls; the budget's windows are fixed,
 * as long as HubSpot's plus a second (a call follows its take within it): a rolling window then
 * meets at most two of them, so half of HubSpot's limit per window never exceeds it, and leaves
 * the other half to Ting's other calls (reads, matching, imports). Sized from the limit HubSpot
 * states in its answers' headers (each process learns it from its own calls), else the default.
 */
export function createCrmWriteBudget(deps: {
  rateLimits: Pick<RateLimits, 'takeBudget'>;
  defaultLimit?: { max: number; intervalMs: number };
  random?: () => number;
}) {
  const { rateLimits, defaultLimit = DEFAULT_CRM_RATE_LIMIT, random = Math.random } = deps;
  const stated = new Map<string, { max: number; intervalMs: number }>();

  const ruleOf = (account: string) => {
    const limit = stated.get(account) ?? defaultLimit;
    return {
      points: Math.max(1, Math.floor(limit.max / 2)),
      durationMs: limit.intervalMs + CALL_SKEW_MS,
    };
  };

  return {
    /** What HubSpot said about the account's limit (from the provider, after calls). */
    learn(account: string, limit: CrmRateLimit | null | undefined): void {
      if (limit) stated.set(account, { max: limit.max, intervalMs: limit.intervalMs });
    },

    /** The budget of one account now (for logs and tests). */
    rule: ruleOf,

    /**
     * Takes `calls` (at most a window's worth) before a write makes them; when the window is spent,
     * throws a `rate_limited` ProviderError for when it frees (spread a little, so waiting writes
     * do not all come back at once), which the job queue honours by sending the job again then.
     */
    async take(account: string, calls: number): Promise<void> {
      if (calls <= 0) return;
      const rule = ruleOf(account);
      const verdict = await rateLimits.takeBudget({
        budget: 'crm-writes',
        key: account,
        points: Math.min(calls, rule.points),
        rule,
      });
      if (verdict.allowed) return;
      const spread = Math.round(random() * Math.min(2_000, rule.durationMs / 2));
      throw new ProviderError({
        provider: 'hubspot',
        kind: 'rate_limited',
        message: `Ting's share of HubSpot's limit for account ${account} is spent (${rule.points} calls per ${rule.durationMs} ms); writing when it frees`,
        retryAfterMs: verdict.retryAfterMs + spread,
      });
    },
  };
}

export type CrmWriteBudget = ReturnType<typeof createCrmWriteBudget>;
