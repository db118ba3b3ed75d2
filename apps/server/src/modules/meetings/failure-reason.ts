import { newReference } from '../../http/error-handler';
import { PermanentJobError, retryDecisionOf } from '../../jobs/retry-decision';
import { ProviderError } from '../../providers/provider-errors';

/** A failure that retrying cannot fix (a bad file, a missing engine): the meeting stops at once with this reason. */
export class PermanentMeetingError extends PermanentJobError {
  override readonly name = 'PermanentMeetingError';
}

/** Errors a retry cannot fix: ours, and providers' that say so (a refused API key, a bad model name). */
export function isPermanentFailure(error: unknown): boolean {
  return !retryDecisionOf(error).retry;
}

/** A reason longer than this is not a reason any more. */
const MAX_REASON_LENGTH = 600;

/**
 * What the meeting's owner reads when processing stops. Only reasons we wrote are shown (our
 * permanent errors, and provider failures put in words for the user, e.g. "check AI_API_KEY"); anything
 * else — a database error with its SQL, a crash — becomes one sentence with a reference that finds the
 * detail in the log.
 */
export function failureReasonOf(error: unknown): { reason: string; reference: string; isExpected: boolean } {
  const reference = newReference();
  const isOurs = error instanceof PermanentJobError || (error instanceof ProviderError && error.isUserFacing);
  if (isOurs) {
    const message =
      error.message.length > MAX_REASON_LENGTH
        ? `${error.message.slice(0, MAX_REASON_LENGTH)}…`
        : error.message;
    return { reason: message, reference, isExpected: true };
  }
  return {
    reason: `Processing stopped after several attempts because of a problem on our side. Press Retry to try again; if it stops again, contact support with reference ${reference}.`,
    reference,
    isExpected: false,
  };
}
