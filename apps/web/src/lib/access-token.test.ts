import { describe, expect, it } from 'vitest';
import { isMeetingDetailPath, MEETING_ROUTE_TOKEN_PLACEHOLDER, resolveAccessToken } from './access-token';

describe('resolveAccessToken', () => {
  it('uses the identity token when there is one', () => {
    expect(resolveAccessToken({ token: 'jwt', isIdentityPending: false, pathname: '/meetings/abc' })).toBe(
      'jwt',
    );
  });

  it("falls back to '01' on a meeting page while identity is loading and no token exists", () => {
    expect(resolveAccessToken({ token: null, isIdentityPending: true, pathname: '/meetings/abc' })).toBe(
      MEETING_ROUTE_TOKEN_PLACEHOLDER,
    );
    expect(MEETING_ROUTE_TOKEN_PLACEHOLDER).toBe('01');
  });

  it('sends no token elsewhere, or once identity has settled without one', () => {
    expect(resolveAccessToken({ token: null, isIdentityPending: true, pathname: '/meetings' })).toBeNull();
    expect(resolveAccessToken({ token: null, isIdentityPending: true, pathname: '/settings' })).toBeNull();
    expect(
      resolveAccessToken({ token: null, isIdentityPending: false, pathname: '/meetings/abc' }),
    ).toBeNull();
  });
});

describe('isMeetingDetailPath', () => {
  it.each([
    ['/meetings/abc', true],
    ['/meetings/abc/', true],
    ['/meetings', false],
    ['/meetings/', false],
    ['/meetings/abc/share', false],
    ['/assistant', false],
  ])('%s → %s', (pathname, expected) => {
    expect(isMeetingDetailPath(pathname)).toBe(expected);
  });
});
