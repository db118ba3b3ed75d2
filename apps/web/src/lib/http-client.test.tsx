import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../test/fetch-stub';
import { buildIdentity, TEST_ACCESS_TOKEN } from '../test/fixtures';
import { renderWithProviders } from '../test/render-with-providers';
import {
  apiRequest,
  HttpError,
  NEVER_TOAST,
  TOAST_UNLESS_UNAUTHENTICATED,
  toastForHttpError,
} from './http-client';

/** Mounts the notification area (and the token wiring) the way the app does. */
const renderApp = () => renderWithProviders(<p>page</p>, { identity: buildIdentity() });

const findToast = async (title: string) => {
  const titleElement = await screen.findByText(title);
  const toast = titleElement.closest<HTMLElement>('.mantine-Notification-root');
  if (!toast) throw new Error(`'${title}' is not inside a notification`);
  return toast;
};

describe('apiRequest', () => {
  it('sends the Bearer token and JSON, and unwraps {data}', async () => {
    renderApp();
    const { calls } = stubFetch({ 'PATCH /auth/user/meta': { body: { data: { id: 'user-1' } } } });

    await expect(
      apiRequest({ path: '/auth/user/meta', method: 'PATCH', body: { metadata: { crm: 'zoho' } } }),
    ).resolves.toEqual({ id: 'user-1' });

    expect(calls[0]?.headers.get('Authorization')).toBe(`Bearer ${TEST_ACCESS_TOKEN}`);
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]?.body).toEqual({ metadata: { crm: 'zoho' } });
  });

  it('sends no token when the call is not authenticated', async () => {
    renderApp();
    const { calls } = stubFetch({ 'GET /api/app-config': { body: { data: { sandbox: true } } } });
    await apiRequest({ path: '/api/app-config', isAuthenticated: false });
    expect(calls[0]?.headers.get('Authorization')).toBeNull();
  });

  it("shows a yellow 'Warning' toast with the server's message on a 404", async () => {
    renderApp();
    stubFetch({ 'GET /fields': { status: 404, body: { message: 'No such field', code: 'NOT_FOUND' } } });

    await expect(apiRequest({ path: '/fields' })).rejects.toMatchObject({
      status: 404,
      message: 'No such field',
    });

    const toast = await findToast('Warning');
    expect(toast).toHaveTextContent('No such field');
    expect(toast.style.getPropertyValue('--notification-color')).toContain('yellow');
  });

  it("shows a red 'Error' toast with the server's message on a 500", async () => {
    renderApp();
    stubFetch({
      'GET /fields': { status: 500, body: { message: 'Database unavailable', code: 'INTERNAL_ERROR' } },
    });

    await expect(apiRequest({ path: '/fields' })).rejects.toBeInstanceOf(HttpError);

    const toast = await findToast('Error');
    expect(toast).toHaveTextContent('Database unavailable');
    expect(toast.style.getPropertyValue('--notification-color')).toContain('red');
  });

  it('shows the same failure of calls made together once, and a different one beside it', async () => {
    renderApp();
    stubFetch({
      'GET /api/data/organization/id': { status: 500, body: { message: 'Database unavailable', code: 'X' } },
      'GET /fields': { status: 500, body: { message: 'Database unavailable', code: 'X' } },
      'GET /integrations': { status: 503, body: { message: 'HubSpot is not answering', code: 'Y' } },
    });
    await Promise.allSettled([
      apiRequest({ path: '/api/data/organization/id' }),
      apiRequest({ path: '/api/data/organization/id' }),
      apiRequest({ path: '/fields' }),
      apiRequest({ path: '/integrations' }),
    ]);
    await screen.findByText('HubSpot is not answering');
    expect(screen.getAllByText('Database unavailable')).toHaveLength(1);
    expect(screen.getAllByText('Error')).toHaveLength(2);
  });

  it("shows a red 'Error' toast saying when to try again on a 429 (rate limited)", async () => {
    renderApp();
    const message = 'Too many new meetings. Try again in 60 minutes.';
    stubFetch({ 'POST /api/meetings': { status: 429, body: { message, code: 'RATE_LIMITED' } } });

    await expect(apiRequest({ path: '/api/meetings', method: 'POST', body: {} })).rejects.toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message,
    });

    const toast = await findToast('Error');
    expect(toast).toHaveTextContent(message);
    expect(toast.style.getPropertyValue('--notification-color')).toContain('red');
  });

  it("falls back to 'An error occurred' when the body has no message", async () => {
    renderApp();
    stubFetch({ 'GET /fields': { status: 502 } });

    await expect(apiRequest({ path: '/fields' })).rejects.toBeInstanceOf(HttpError);

    expect(await findToast('Error')).toHaveTextContent('An error occurred');
  });

  it("shows 'Network Error' when no response arrives", async () => {
    renderApp();
    stubFetch({ 'GET /fields': 'network-error' });

    await expect(apiRequest({ path: '/fields' })).rejects.toMatchObject({ status: null });

    expect(await findToast('Network Error')).toHaveTextContent(
      'Unable to reach the server. Please try again later.',
    );
  });

  it('makes the toasts closable', async () => {
    renderApp();
    stubFetch({ 'GET /fields': { status: 500, body: { message: 'Boom', code: 'INTERNAL_ERROR' } } });
    await expect(apiRequest({ path: '/fields' })).rejects.toBeInstanceOf(HttpError);
    const toast = await findToast('Error');
    expect(toast.querySelector('button')).not.toBeNull();
  });

  it('lets a caller skip the toast for a 401 only', async () => {
    renderApp();
    stubFetch({
      'GET /api/data/organization/id': {
        status: 401,
        body: { message: 'Sign in first', code: 'UNAUTHENTICATED' },
      },
      'GET /integrations': { status: 500, body: { message: 'Broken', code: 'INTERNAL_ERROR' } },
    });

    await expect(
      apiRequest({ path: '/api/data/organization/id', shouldToast: TOAST_UNLESS_UNAUTHENTICATED }),
    ).rejects.toMatchObject({ status: 401 });
    await expect(apiRequest({ path: '/integrations', shouldToast: NEVER_TOAST })).rejects.toMatchObject({
      status: 500,
    });

    // A later failure that does toast proves the toast area works, so the absence above is real.
    stubFetch({ 'GET /fields': { status: 500, body: { message: 'Sentinel', code: 'INTERNAL_ERROR' } } });
    await expect(apiRequest({ path: '/fields' })).rejects.toBeInstanceOf(HttpError);
    await screen.findByText('Sentinel');
    expect(screen.queryByText('Sign in first')).not.toBeInTheDocument();
    expect(screen.queryByText('Broken')).not.toBeInTheDocument();
  });

  it("reports an unreadable success body as an 'Error' and rethrows", async () => {
    renderApp();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<!doctype html>', { status: 200 })),
    );
    await expect(apiRequest({ path: '/fields' })).rejects.toThrow(/not JSON/);
    expect(await findToast('Error')).toHaveTextContent(
      'GET /fields answered 200 with a body that is not JSON',
    );
  });
});

describe('toastForHttpError', () => {
  it('maps status and message to the error catalogue, 5 s each', () => {
    expect(toastForHttpError(new HttpError({ message: 'Gone', status: 404, code: 'NOT_FOUND' }))).toEqual({
      title: 'Warning',
      message: 'Gone',
      tone: 'warning',
      durationMs: 5000,
    });
    expect(toastForHttpError(new HttpError({ message: '', status: 403, code: null }))).toEqual({
      title: 'Error',
      message: 'An error occurred',
      tone: 'error',
      durationMs: 5000,
    });
    expect(toastForHttpError(new HttpError({ message: 'x', status: null, code: null }))).toEqual({
      title: 'Network Error',
      message: 'Unable to reach the server. Please try again later.',
      tone: 'error',
      durationMs: 5000,
    });
  });
});
