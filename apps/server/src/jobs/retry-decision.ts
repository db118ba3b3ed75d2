import { ProviderError } from '../providers/provider-errors';

/** A job failure that no retry can fix and that is ours to explain (a bad file, a missing recording). */
export class PermanentJobError extends Error {
  override readonly name: string = 'PermanentJobError';
}

export type RetryDecision = { retry: false } | { retry: true; afterMs: number | null };

/**
 * What the job queue does after a failed attempt: stop at once, or try again — after the time an
 * outside system asked for, when it said. Our permanent errors and providers' non-retryable kinds
 * (auth, not found, invalid, configuration) stop; rate limits, outages and anything unforeseen
 * (a crash, a lost connection) are retried with backoff.
 */
export function retryDecisionOf(error: unknown): RetryDecision {
  if (error instanceof PermanentJobError) return { retry: false };
  if (error instanceof ProviderError) {
    return error.retryable ? { retry: true, afterMs: error.retryAfterMs } : { retry: false };
  }
  return { retry: true, afterMs: null };
}
