import { escapeHtml, renderPage } from '../../shared/html.js';

export type MessagePageOptions = {
  title: string;
  message: string;
  /** Extra lines shown smaller, e.g. an OAuth error code and description. */
  details?: readonly string[];
};

/** A page that only explains something, e.g. an expired sign-in or an invalid authorization request. */
export function renderMessagePage({ title, message, details = [] }: MessagePageOptions): string {
  return renderPage({
    service: 'Google',
    title,
    body: `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
${details.map((line) => `<p class="muted">${escapeHtml(line)}</p>`).join('\n')}`,
  });
}
