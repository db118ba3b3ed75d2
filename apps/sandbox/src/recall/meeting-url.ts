/** How Recall returns a bot's `meeting_url`: parsed into an object, not the string that was sent. */
export type MeetingUrl =
  | { platform: 'zoom'; meeting_id: string; meeting_password?: string }
  | { platform: 'google_meet'; meeting_id: string }
  | {
      platform: 'microsoft_teams';
      meeting_id: string;
      meeting_password?: string;
      tenant_id?: string;
      organizer_id?: string;
    }
  | { platform: 'microsoft_teams_live'; meeting_id: string; meeting_password?: string };

export type ParsedMeetingUrl = { ok: true; value: MeetingUrl } | { ok: false; message: string };

const SUPPORTED =
  'Zoom (https://…zoom.us/j/<id>), Google Meet (https://meet.google.com/abc-defg-hij) and Microsoft Teams (https://teams.microsoft.com/l/meetup-join/…, https://teams.microsoft.com/meet/<id>, https://teams.live.com/meet/<id>)';

/** Recognises Zoom, Google Meet and Microsoft Teams join links, the platforms the sandbox bot joins. */
export function parseMeetingUrl(input: string): ParsedMeetingUrl {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return { ok: false, message: `"${input}" is not a URL. Meeting URLs supported: ${SUPPORTED}.` };
  }
  const host = url.hostname.toLowerCase();
  const value =
    url.protocol === 'https:' || url.protocol === 'http:'
      ? (zoom(host, url) ?? googleMeet(host, url) ?? teams(host, url))
      : undefined;
  if (!value) {
    return { ok: false, message: `"${input}" is not a supported meeting URL. Supported: ${SUPPORTED}.` };
  }
  return { ok: true, value };
}

function zoom(host: string, url: URL): MeetingUrl | undefined {
  if (
    !(
      host === 'zoom.us' ||
      host.endsWith('.zoom.us') ||
      host === 'zoomgov.com' ||
      host.endsWith('.zoomgov.com')
    )
  )
    return undefined;
  const match = /^\/(?:j|w|s|wc\/join|wc)\/(\d{9,12})(?:\/.*)?$/.exec(url.pathname);
  if (!match?.[1]) return undefined;
  const password = url.searchParams.get('pwd');
  return { platform: 'zoom', meeting_id: match[1], ...(password ? { meeting_password: password } : {}) };
}

function googleMeet(host: string, url: URL): MeetingUrl | undefined {
  if (host !== 'meet.google.com') return undefined;
  const match = /^\/([a-z]{3}-[a-z]{4}-[a-z]{3})\/?$/.exec(url.pathname);
  return match?.[1] ? { platform: 'google_meet', meeting_id: match[1] } : undefined;
}

function teams(host: string, url: URL): MeetingUrl | undefined {
  const password = url.searchParams.get('p') ?? undefined;
  const withPassword = password ? { meeting_password: password } : {};
  if (host === 'teams.live.com') {
    const match = /^\/meet\/(\d{6,20})\/?$/.exec(url.pathname);
    return match?.[1]
      ? { platform: 'microsoft_teams_live', meeting_id: match[1], ...withPassword }
      : undefined;
  }
  if (host !== 'teams.microsoft.com' && host !== 'teams.cloud.microsoft') return undefined;
  const meet = /^\/meet\/(\d{6,20})\/?$/.exec(url.pathname);
  if (meet?.[1]) return { platform: 'microsoft_teams', meeting_id: meet[1], ...withPassword };
  const join = /^\/l\/meetup-join\/([^/]+)(?:\/.*)?$/.exec(url.pathname);
  if (!join?.[1]) return undefined;
  let threadId: string;
  try {
    threadId = decodeURIComponent(join[1]);
  } catch {
    return undefined;
  }
  if (!threadId.startsWith('19:')) return undefined;
  const context = teamsContext(url.searchParams.get('context'));
  return {
    platform: 'microsoft_teams',
    meeting_id: threadId,
    ...(context.Tid ? { tenant_id: context.Tid } : {}),
    ...(context.Oid ? { organizer_id: context.Oid } : {}),
  };
}

function teamsContext(raw: string | null): { Tid?: string; Oid?: string } {
  if (!raw) return {};
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (typeof parsed !== 'object' || parsed === null) return {};
    const { Tid, Oid } = parsed as Record<string, unknown>;
    return {
      ...(typeof Tid === 'string' ? { Tid } : {}),
      ...(typeof Oid === 'string' ? { Oid } : {}),
    };
  } catch {
    return {};
  }
}
