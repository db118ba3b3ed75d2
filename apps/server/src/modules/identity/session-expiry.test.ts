import { describe, expect, it } from 'vitest';
import { extendedExpiry, SESSION_MAX_AGE_SECONDS, SESSION_UPDATE_AGE_SECONDS } from './session-expiry';

const NOW = Date.UTC(2026, 10, 24, 12);
const seconds = (count: number) => count * 1000;

describe('session expiry on use', () => {
  it('leaves a session extended less than a day ago as it is', () => {
    const expires = new Date(NOW + seconds(SESSION_MAX_AGE_SECONDS - SESSION_UPDATE_AGE_SECONDS) + 1000);
    expect(extendedExpiry({ expires, now: NOW })).toBeUndefined();
  });

  it('extends a session last extended a day or more ago to the full lifetime from now', () => {
    const expires = new Date(NOW + seconds(SESSION_MAX_AGE_SECONDS - SESSION_UPDATE_AGE_SECONDS));
    expect(extendedExpiry({ expires, now: NOW })).toEqual(new Date(NOW + seconds(SESSION_MAX_AGE_SECONDS)));
  });
});
