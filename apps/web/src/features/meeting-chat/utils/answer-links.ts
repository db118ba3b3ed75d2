/** Where a link in an answer may lead; anything else shows as its words. */
export type TAnswerLink =
  /** A meeting of this app, or a moment of it (`/meetings/{id}?t={seconds}`), opened in the app. */
  | { kind: 'meeting'; to: string }
  /** A page a tool returned for this answer (a cited source), opened in a new tab, its host shown. */
  | { kind: 'source'; href: string; host: string };

const IN_APP_BASE = 'https://ting.invalid';
/** A meeting's page: its id alone after /meetings/, as `meetingMomentUrl` writes it. */
const MEETING_PATH = /^\/meetings\/[A-Za-z0-9_-]{1,80}$/;
/** Nothing, or the moment to start at. */
const MEETING_SEARCH = /^(?:\?t=\d{1,6})?$/;

const httpUrlOf = (address: string): URL | null => {
  try {
    const url = new URL(address);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
};

/**
 * What a link of an answer may be. An answer is text a model (or the words it quotes) wrote, so it may
 * link only to a meeting of this app — not `/invite?token=…` or another in-app page, not `//host` or
 * `/\host` (other sites to a browser) — or to exactly an address a tool returned for it (`sources`, the
 * answer's cited sources). Null for anything else.
 */
export const answerLinkOf = (options: { href: string; sources: readonly string[] }): TAnswerLink | null => {
  const { href, sources } = options;
  if (href.startsWith('/')) {
    if (href.startsWith('//') || href.startsWith('/\\')) return null;
    try {
      const url = new URL(href, IN_APP_BASE);
      if (url.origin !== IN_APP_BASE || url.hash !== '') return null;
      if (!MEETING_PATH.test(url.pathname) || !MEETING_SEARCH.test(url.search)) return null;
      return { kind: 'meeting', to: `${url.pathname}${url.search}` };
    } catch {
      return null;
    }
  }
  const url = httpUrlOf(href);
  if (!url || !sources.some((source) => httpUrlOf(source)?.href === url.href)) return null;
  return { kind: 'source', href: url.href, host: url.host };
};
