import { escapeHtml, renderPage } from '../../shared/html.js';

export type SignInPageOptions = {
  /** Where the form posts: the interaction's own login URL. */
  action: string;
  clientName: string;
  email?: string;
  name?: string;
  error?: string;
};

/**
 * The sign-in page. Tests outside the project rely on it: a field labelled exactly `Email`, one
 * labelled `Name`, and a button `Continue`. Keep those three as they are.
 */
export function renderSignInPage({
  action,
  clientName,
  email = '',
  name = '',
  error,
}: SignInPageOptions): string {
  return renderPage({
    service: 'Google',
    title: 'Sign in',
    body: `<h1>Sign in</h1>
<p class="muted">to continue to ${escapeHtml(clientName)}. Any email works: you sign in as that person, no password needed.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}" novalidate>
  <label for="email">Email</label>
  <input id="email" name="email" type="email" autocomplete="email" autofocus value="${escapeHtml(email)}"${error ? ' aria-invalid="true"' : ''}>
  <label for="name">Name</label>
  <input id="name" name="name" type="text" autocomplete="name" value="${escapeHtml(name)}" placeholder="Optional">
  <div class="actions"><button type="submit" class="primary">Continue</button></div>
</form>`,
  });
}
