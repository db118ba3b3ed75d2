import { describe, expect, it } from 'vitest';
import { ProviderError, ProviderUnauthorizedError } from '../../provider-errors';
import { mapHubspotApiError } from './errors';

function mapped(error: unknown): unknown {
  try {
    mapHubspotApiError(error);
  } catch (thrown) {
    return thrown;
  }
  throw new Error('mapHubspotApiError returned');
}

/** Shaped like the SDK's ApiException: status code, parsed body, headers. */
const apiException = (code: number, body: unknown, headers: Record<string, string> = {}) =>
  Object.assign(new Error(`HTTP-Code: ${code}\nMessage: An error occurred.\nBody: ...`), {
    code,
    body,
    headers,
  });

describe('mapHubspotApiError', () => {
  it('reports 401 as unauthorized, from HubSpot', () => {
    const error = mapped(
      apiException(401, { category: 'EXPIRED_AUTHENTICATION', message: 'expired 3 s ago' }),
    );
    expect(error).toBeInstanceOf(ProviderUnauthorizedError);
    expect(error).toMatchObject({ provider: 'hubspot', message: expect.stringContaining('expired 3 s ago') });
  });

  it("words the failure with HubSpot's category and message, not the SDK's dump", () => {
    expect(
      mapped(apiException(404, { category: 'OBJECT_NOT_FOUND', message: 'Object not found.' })),
    ).toMatchObject({
      kind: 'not_found',
      status: 404,
      message: 'HubSpot failed (HTTP 404): OBJECT_NOT_FOUND: Object not found.',
    });
  });

  it('waits out the rolling window on a 429 without Retry-After, and honours one when sent', () => {
    const limited = mapped(
      apiException(429, { message: 'You have reached your ten_secondly_rolling limit.' }),
    );
    expect(limited).toMatchObject({ kind: 'rate_limited', retryAfterMs: 10_000 });
    expect(mapped(apiException(429, { message: 'You have reached your secondly limit.' }))).toMatchObject({
      retryAfterMs: 1_000,
    });
    expect(mapped(apiException(429, {}, { 'retry-after': '3' }))).toMatchObject({ retryAfterMs: 3_000 });
  });

  it('reports a failure without an answer as unavailable', () => {
    const error = mapped(new TypeError('fetch failed'));
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({
      kind: 'unavailable',
      retryable: true,
      message: 'HubSpot failed: fetch failed',
    });
  });
});
