import { escapeHtml, renderPage } from '../../shared/html.js';
import { describeScope } from '../scopes.js';

export type ConsentPageOptions = {
  /** Where "Allow" posts. */
  allowAction: string;
  /** Where "Cancel" posts. */
  denyAction: string;
  clientName: string;
  clientId: string;
  email: string;
  scopes: readonly string[];
};

/** The consent page. Tests outside the project rely on its button `Allow`: keep that text. */
export function renderConsentPage(options: ConsentPageOptions): string {
  const { allowAction, denyAction, clientName, clientId, email, scopes } = options;
  const items = scopes
    .map((scope) => `<li>${escapeHtml(describeScope(scope))}<code>${escapeHtml(scope)}</code></li>`)
    .join('\n');
  return renderPage({
    service: 'Google',
    title: 'Allow access',
    body: `<h1>${escapeHtml(clientName)} wants to access your Google Account</h1>
<p class="muted">Signed in as ${escapeHtml(email)} · client <code>${escapeHtml(clientId)}</code></p>
<p>This will allow ${escapeHtml(clientName)} to:</p>
<ul class="scopes">
${items}
</ul>
<div class="actions">
  <form method="post" action="${escapeHtml(denyAction)}"><button type="submit">Cancel</button></form>
  <form method="post" action="${escapeHtml(allowAction)}"><button type="submit" class="primary">Allow</button></form>
</div>`,
  });
}
