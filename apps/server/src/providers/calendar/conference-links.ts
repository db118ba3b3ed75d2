export type ConferenceLink = { url: string; provider: 'google_meet' | 'zoom' | 'teams' };

const PATTERNS: Array<{ provider: ConferenceLink['provider']; pattern: RegExp }> = [
  { provider: 'google_meet', pattern: /https:\/\/meet\.google\.com\/[a-z0-9-]+(?:\?[^\s"'<>]*)?/i },
  { provider: 'zoom', pattern: /https:\/\/(?:[\w-]+\.)?zoom\.us\/(?:j|my|w)\/[^\s"'<>]+/i },
  { provider: 'teams', pattern: /https:\/\/teams\.microsoft\.com\/l\/meetup-join\/[^\s"'<>]+/i },
];

/**
 * The first video-call link found in the given texts, in order (the conference fields first, then
 * location and description, where Zoom and Teams invitations put theirs).
 */
export function findConferenceLink(texts: ReadonlyArray<string | null | undefined>): ConferenceLink | null {
  for (const text of texts) {
    if (!text) continue;
    for (const { provider, pattern } of PATTERNS) {
      const match = text.match(pattern);
      if (match) return { url: match[0].replace(/[).,;]+$/, ''), provider };
    }
  }
  return null;
}
