import type { ToolRunLog } from './assistant-tools';
import type { ChatEvent } from './meeting-chat';

const MEETING_MOMENT_LINK = /\/meetings\/([A-Za-z0-9%-]{1,80})\?t=(\d{1,6})/g;

/**
 * The sources an answer cites, as events, in the order it first links them: a URL a tool showed the
 * model (a CRM record, a web page, a meeting moment), or a moment (`/meetings/{id}?t=…`) of a meeting
 * the tools returned. Links to anything else — invented, or another organization's — cite nothing.
 */
export function citedSources(options: { text: string; log: ToolRunLog }): ChatEvent[] {
  const { text, log } = options;
  const found: Array<{ at: number; event: ChatEvent; key: string }> = [];
  for (const [url, source] of log.sources) {
    const at = text.indexOf(url);
    if (at < 0) continue;
    const event: ChatEvent =
      source.kind === 'meeting'
        ? { type: 'citation', ...withoutKind(source) }
        : { type: 'source', kind: source.kind, title: source.title, url: source.url };
    found.push({ at, event, key: url });
  }
  for (const match of text.matchAll(MEETING_MOMENT_LINK)) {
    const key = match[0];
    if (found.some((entry) => entry.key === key)) continue;
    const meetingId = decodeURIComponent(match[1]!);
    const title = log.meetings.get(meetingId);
    if (title === undefined) continue;
    const startMs = Number(match[2]) * 1000;
    found.push({
      at: match.index ?? 0,
      key,
      event: {
        type: 'citation',
        meetingId,
        meetingTitle: title,
        startMs,
        endMs: startMs,
        speaker: null,
        quote: '',
      },
    });
  }
  return found.sort((a, b) => a.at - b.at).map((entry) => entry.event);
}

function withoutKind<T extends { kind: string }>(source: T): Omit<T, 'kind'> {
  const { kind: _kind, ...rest } = source;
  return rest;
}
