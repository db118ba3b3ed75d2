import type { IncomingHttpHeaders } from 'node:http';

/** One media range of an Accept header with its weight. */
type MediaRange = { type: string; subtype: string; q: number };

const parseAccept = (accept: string): MediaRange[] =>
  accept.split(',').flatMap((part) => {
    const [range = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const [type, subtype] = range.split('/');
    if (!type || !subtype) return [];
    const qParam = params.find((param) => param.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    return [{ type, subtype, q: Number.isFinite(q) ? q : 0 }];
  });

/** The weight the header gives one media type: its most specific matching range wins (RFC 9110 §12.5.1). */
const weightOf = (ranges: MediaRange[], mediaType: string): number => {
  const [type, subtype] = mediaType.split('/');
  const exact = ranges.find((range) => range.type === type && range.subtype === subtype);
  const ofType = ranges.find((range) => range.type === type && range.subtype === '*');
  const any = ranges.find((range) => range.type === '*' && range.subtype === '*');
  return (exact ?? ofType ?? any)?.q ?? 0;
};

/**
 * Whether a request is a person opening a page (typing a URL, following a link) rather than a program
 * calling the API. Browsers say so in `Sec-Fetch-Mode`; without it (older browsers) the Accept header
 * decides: HTML named explicitly and wanted more than JSON. The web app's own calls send
 * `Accept: application/json` and are never taken for a page.
 */
export function isPageNavigation(request: { method: string; headers: IncomingHttpHeaders }): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const fetchMode = request.headers['sec-fetch-mode'];
  if (typeof fetchMode === 'string') return fetchMode === 'navigate';
  const ranges = parseAccept(request.headers.accept ?? '');
  const namesHtml = ranges.some((range) => range.type === 'text' && range.subtype === 'html' && range.q > 0);
  return namesHtml && weightOf(ranges, 'text/html') > weightOf(ranges, 'application/json');
}
