import { escapeHtml, renderPage } from '../../shared/html.js';

export type HubspotMessagePageOptions = {
  title: string;
  message: string;
  /** Extra lines shown smaller, e.g. which parameter was wrong. */
  details?: readonly string[];
};

/** A page that only explains something, e.g. an authorise request with a wrong client_id. */
export function renderHubspotMessagePage({
  title,
  message,
  details = [],
}: HubspotMessagePageOptions): string {
  return renderPage({
    service: 'HubSpot',
    title,
    body: `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
${details.map((line) => `<p class="muted">${escapeHtml(line)}</p>`).join('\n')}`,
  });
}
