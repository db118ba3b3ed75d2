import type { TAssistantCitation } from '@ting/contracts';

export type TCitationLink =
  /** A meeting moment, opened in the app: `/meetings/{id}?t={seconds}`. */
  | { kind: 'in-app'; to: string }
  /** A HubSpot record or a web page, opened in a new tab. */
  | { kind: 'external'; href: string };

const IN_APP_BASE = 'https://ting.invalid';

/**
 * Where a cited source may lead, or null for an address that is not what its kind promises: a meeting only
 * to a path under /meetings of this app, anything else only to an http(s) page. A source is text the model
 * wrote, so `javascript:` and other schemes never become links.
 */
export const citationLink = ({
  kind,
  url,
}: Pick<TAssistantCitation, 'kind' | 'url'>): TCitationLink | null => {
  if (kind === 'meeting') {
    // '//host/…' and '/\host' are other sites to a browser; only a plain absolute path stays in the app.
    if (!url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\')) return null;
    try {
      const parsed = new URL(url, IN_APP_BASE);
      if (parsed.origin !== IN_APP_BASE || !parsed.pathname.startsWith('/meetings/')) return null;
      return { kind: 'in-app', to: `${parsed.pathname}${parsed.search}${parsed.hash}` };
    } catch {
      return null;
    }
  }
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:'
      ? { kind: 'external', href: parsed.href }
      : null;
  } catch {
    return null;
  }
};
