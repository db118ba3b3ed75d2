import { IntelligenceError, type IntelligenceErrorKind } from '../shared/errors';
import type { ChatErrorEvent } from './meeting-chat';

/*
 * Failures while answering become one `error` event. The user reads our words only: a provider's
 * status, body and URL stay in `cause`, which the socket logs for whoever runs Ting.
 */

const SOMETHING_WENT_WRONG = 'Something went wrong while answering. Please try again.';

/** What the user reads when the model's provider failed, by kind; each names what to do. */
const PROVIDER_FAILURES: Record<IntelligenceErrorKind, string> = {
  configuration: 'Cannot answer: the AI provider has no API key. Check AI_API_KEY.',
  authentication: 'Cannot answer: the AI provider refused the API key. Check AI_API_KEY and AI_MODEL.',
  'invalid-request': 'Cannot answer: the AI provider refused the request. Check AI_MODEL and AI_BASE_URL.',
  'rate-limited': 'Cannot answer right now: the AI provider is limiting requests. Ask again in a minute.',
  unavailable:
    'Cannot answer right now: the AI provider could not be reached in time. Ask again in a moment.',
  'invalid-output':
    'Cannot answer: the model sent an answer Ting could not read. Ask again; if it keeps happening, check AI_MODEL.',
  unknown: SOMETHING_WENT_WRONG,
};

/**
 * The event for a failure while answering. `isProviderFailure` says the error came from the model's
 * provider (mapped to `IntelligenceError` by `toIntelligenceError`): its message may quote the
 * provider, so the user gets a short one by kind. Our own refusals (a conversation without a
 * question, a context too small) are worded for the user and keep their message.
 */
export function chatErrorOf(options: { error: unknown; isProviderFailure: boolean }): ChatErrorEvent {
  const { error, isProviderFailure } = options;
  if (!(error instanceof IntelligenceError)) {
    return { type: 'error', message: SOMETHING_WENT_WRONG, isRetryable: true, cause: error };
  }
  return {
    type: 'error',
    message: isProviderFailure ? PROVIDER_FAILURES[error.reason] : error.message,
    isRetryable: error.retryable,
    cause: error,
  };
}
