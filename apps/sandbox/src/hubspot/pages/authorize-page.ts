import { escapeHtml, renderPage } from '../../shared/html.js';
import { describeScope } from '../scopes.js';

export type AuthorizePageOptions = {
  /** Where `Allow` posts. */
  allowAction: string;
  /** Where `Cancel` posts. */
  denyAction: string;
  appName: string;
  clientId: string;
  user: { name: string; email: string };
  portals: ReadonlyArray<{ hubId: number; name: string }>;
  scopes: readonly string[];
};

/**
 * HubSpot's "connect app" page. Tests outside the project rely on it: an account picker and a
 * button `Allow` (with `Cancel` beside it). Keep those texts as they are.
 */
export function renderAuthorizePage(options: AuthorizePageOptions): string {
  const { allowAction, denyAction, appName, clientId, user, portals, scopes } = options;
  const portalOptions = portals
    .map(
      (portal, index) =>
        `<option value="${portal.hubId}"${index === 0 ? ' selected' : ''}>${escapeHtml(portal.name)} (${portal.hubId})</option>`,
    )
    .join('');
  const scopeItems = scopes
    .map((scope) => `<li>${escapeHtml(describeScope(scope))}<code>${escapeHtml(scope)}</code></li>`)
    .join('\n');
  return renderPage({
    service: 'HubSpot',
    title: `Connect ${appName}`,
    body: `<h1>Connect ${escapeHtml(appName)} to HubSpot</h1>
<p class="muted">Signed in as ${escapeHtml(user.name)} (${escapeHtml(user.email)}) · app <code>${escapeHtml(clientId)}</code></p>
<label for="portal">Account</label>
<select id="portal" name="portal" form="allow-form">${portalOptions}</select>
<p style="margin-top:16px">${escapeHtml(appName)} is requesting access to:</p>
<ul class="scopes">
${scopeItems}
</ul>
<div class="actions">
  <form method="post" action="${escapeHtml(denyAction)}"><button type="submit">Cancel</button></form>
  <form method="post" action="${escapeHtml(allowAction)}" id="allow-form"><button type="submit" class="primary">Allow</button></form>
</div>`,
  });
}
