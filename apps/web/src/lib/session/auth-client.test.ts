import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
import { SIGNED_IN_SESSION } from '../../test/fixtures';
import { browser } from '../browser';
import { fetchSession, signIn, signOut } from './auth-client';

describe('fetchSession', () => {
  it.each([
    ['null', null],
    ['an empty object', {}],
  ])('treats %s as signed out', async (_label, body) => {
    stubFetch({ 'GET /api/auth/session': { body } });
    await expect(fetchSession()).resolves.toBeNull();
  });

  it('returns the Auth.js session when signed in', async () => {
    stubFetch({ 'GET /api/auth/session': { body: SIGNED_IN_SESSION } });
    await expect(fetchSession()).resolves.toEqual(SIGNED_IN_SESSION);
  });

  it('throws when Auth.js fails, so a refetch keeps the last known session', async () => {
    stubFetch({ 'GET /api/auth/session': { status: 500, body: { message: 'boom' } } });
    await expect(fetchSession()).rejects.toThrow('Auth.js session answered 500');
  });
});

describe('signIn and signOut', () => {
  it('post real forms with the csrf token and remember to tell the other tabs', async () => {
    stubFetch({ 'GET /api/auth/csrf': { body: { csrfToken: 'token-1' } } });
    const submitForm = vi.spyOn(browser, 'submitForm').mockImplementation(() => {});

    await signIn({ provider: 'google' });
    await signOut();

    expect(submitForm.mock.calls).toEqual([
      [
        {
          action: '/api/auth/signin/google',
          fields: { csrfToken: 'token-1', callbackUrl: `${window.location.origin}/` },
        },
      ],
      [
        {
          action: '/api/auth/signout',
          fields: { csrfToken: 'token-1', callbackUrl: `${window.location.origin}/login` },
        },
      ],
    ]);
    expect(window.sessionStorage.getItem('ting.session-event-pending')).toBe('1');
  });

  it.each([
    ['an app path', '/invite?token=abc', '/invite?token=abc'],
    ['another origin', 'https://evil.test/', '/'],
    ['a protocol-relative address', '//evil.test/', '/'],
  ])('comes back to %s only when it is on this origin', async (_label, returnTo, expected) => {
    stubFetch({ 'GET /api/auth/csrf': { body: { csrfToken: 'token-1' } } });
    const submitForm = vi.spyOn(browser, 'submitForm').mockImplementation(() => {});
    await signIn({ returnTo });
    expect(submitForm.mock.calls[0]?.[0].fields.callbackUrl).toBe(`${window.location.origin}${expected}`);
  });

  it('asks the provider to fill in the given address (login_hint), encoded', async () => {
    stubFetch({ 'GET /api/auth/csrf': { body: { csrfToken: 'token-1' } } });
    const submitForm = vi.spyOn(browser, 'submitForm').mockImplementation(() => {});
    await signIn({ loginHint: 'rep+1@acme.test', returnTo: '/invite?token=abc' });
    expect(submitForm.mock.calls[0]?.[0].action).toBe(
      '/api/auth/signin/google?login_hint=rep%2B1%40acme.test',
    );
  });

  it('does not post anything without a csrf token', async () => {
    stubFetch({ 'GET /api/auth/csrf': { body: {} } });
    const submitForm = vi.spyOn(browser, 'submitForm').mockImplementation(() => {});
    await expect(signIn({ provider: 'google' })).rejects.toThrow('csrfToken');
    expect(submitForm).not.toHaveBeenCalled();
  });
});

describe('browser.submitForm', () => {
  it('builds a hidden POST form with the fields and submits it', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    browser.submitForm({
      action: '/api/auth/signout',
      fields: { csrfToken: 'abc', callbackUrl: 'http://x/login' },
    });

    const form = submit.mock.contexts[0] as HTMLFormElement;
    expect(form.method).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/auth/signout');
    expect(Object.fromEntries(new FormData(form))).toEqual({
      csrfToken: 'abc',
      callbackUrl: 'http://x/login',
    });
    form.remove();
  });
});
