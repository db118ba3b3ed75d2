import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '../../../lib/browser';
import { SIGNED_IN_BEFORE_KEY } from '../../../lib/session/returning-browser';
import { stubFetch } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render-with-providers';
import { WELCOME_SHOWN_KEY } from '../hooks/use-returning-welcome';
import { LoginView } from './login-view';

const renderLogin = () => {
  stubFetch({
    'GET /api/app-config': { body: { data: { sandbox: false } } },
    'GET /api/auth/csrf': { body: { csrfToken: 'csrf-123' } },
  });
  const submitForm = vi.spyOn(browser, 'submitForm').mockImplementation(() => {});
  return { ...renderWithProviders(<LoginView />, { route: '/login' }), submitForm, user: userEvent.setup() };
};

const expectSignInCard = () => {
  const card = screen.getByRole('region', { name: 'Sign in to Ting' });
  expect(within(card).getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
  expect(screen.queryByRole('dialog', { name: 'Welcome!' })).not.toBeInTheDocument();
};

describe('LoginView', () => {
  it('shows a new browser the plain sign-in card, not the Welcome! modal', () => {
    renderLogin();
    expectSignInCard();
    expect(window.localStorage.getItem(WELCOME_SHOWN_KEY)).toBeNull();
  });

  it('greets a browser that was signed in before with Welcome!, once', async () => {
    window.localStorage.setItem(SIGNED_IN_BEFORE_KEY, '1');
    const first = renderLogin();
    const dialog = await screen.findByRole('dialog', { name: 'Welcome!' });
    expect(dialog).toHaveTextContent(/restore your previous meetings/);
    expect(within(dialog).getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
    expect(screen.queryByRole('region', { name: 'Sign in to Ting' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(WELCOME_SHOWN_KEY)).not.toBeNull();
    first.unmount();

    renderLogin();
    expectSignInCard();
  });

  it('shows the sign-in card once the Welcome! modal is closed', async () => {
    window.localStorage.setItem(SIGNED_IN_BEFORE_KEY, '1');
    const { user } = renderLogin();
    await screen.findByRole('dialog', { name: 'Welcome!' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Welcome!' })).not.toBeInTheDocument());
    expectSignInCard();
  });

  it('signs in with Google from the Welcome! modal', async () => {
    window.localStorage.setItem(SIGNED_IN_BEFORE_KEY, '1');
    const { user, submitForm } = renderLogin();
    const dialog = await screen.findByRole('dialog', { name: 'Welcome!' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() =>
      expect(submitForm).toHaveBeenCalledWith(expect.objectContaining({ action: '/api/auth/signin/google' })),
    );
  });

  it('falls back to the sign-in card when the browser refuses local storage', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('Storage is disabled', 'SecurityError');
    });
    renderLogin();
    expectSignInCard();
  });
});
