import { createHash, randomBytes } from 'node:crypto';

/** The time zone of every sandbox calendar. */
export const CALENDAR_TIME_ZONE = 'America/New_York';

export type ResponseStatus = 'needsAction' | 'declined' | 'tentative' | 'accepted';

export type EventPerson = { email: string; displayName?: string; self?: boolean };

export type EventAttendee = EventPerson & { organizer?: boolean; responseStatus: ResponseStatus };

export type EventDateTime = { dateTime: string; timeZone: string };

export type ConferenceData = {
  entryPoints: Array<{
    entryPointType: 'video' | 'phone' | 'more';
    uri: string;
    label?: string;
    pin?: string;
    regionCode?: string;
  }>;
  conferenceSolution: { key: { type: 'hangoutsMeet' }; name: string; iconUri: string };
  conferenceId: string;
};

/** An events resource (`calendar#event`) with the fields Google sends for a plain, non-recurring event. */
export type CalendarEvent = {
  kind: 'calendar#event';
  etag: string;
  id: string;
  status: 'confirmed' | 'tentative' | 'cancelled';
  htmlLink: string;
  created: string;
  updated: string;
  summary: string;
  description?: string;
  location?: string;
  creator: EventPerson;
  organizer: EventPerson;
  start: EventDateTime;
  end: EventDateTime;
  iCalUID: string;
  sequence: number;
  attendees?: EventAttendee[];
  hangoutLink?: string;
  conferenceData?: ConferenceData;
  reminders: { useDefault: boolean };
  eventType: 'default';
};

/** What Google sends for a deleted event in incremental sync: little more than the id. */
export type CancelledEvent = Pick<CalendarEvent, 'kind' | 'etag' | 'id' | 'status'>;

const BASE32HEX = '0123456789abcdefghijklmnopqrstuv';

/** Google event ids use base32hex characters (a–v, 0–9). Seeded ids derive from `seed`, so they are stable. */
export function newEventId(seed?: string): string {
  const bytes = seed ? createHash('sha256').update(seed).digest() : randomBytes(32);
  return [...bytes.subarray(0, 26)].map((byte) => BASE32HEX[byte % 32]).join('');
}

/** An etag like Google's: a quoted number that changes with every change of the event. */
export function etagFor({ updatedMs, changeSeq }: { updatedMs: number; changeSeq: number }): string {
  return `"${updatedMs}${String(changeSeq % 1000).padStart(3, '0')}"`;
}

/** Google's `eid`: base64 of "eventId calendarEmail", without padding. */
export function eidFor({ id, email }: { id: string; email: string }): string {
  return Buffer.from(`${id} ${email}`).toString('base64url');
}

export function htmlLinkFor({ issuer, id, email }: { issuer: string; id: string; email: string }): string {
  return `${issuer}/calendar/event?eid=${eidFor({ id, email })}`;
}

/** A Meet code like `abc-defg-hij`, derived from `seed`. */
export function meetCodeFor(seed: string): string {
  const digest = createHash('sha256').update(seed).digest();
  const letters = [...digest.subarray(0, 10)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');
  return `${letters.slice(0, 3)}-${letters.slice(3, 7)}-${letters.slice(7, 10)}`;
}

/** `hangoutLink` plus `conferenceData` as Google attaches them to an event with Google Meet. */
export function meetConference(code: string): { hangoutLink: string; conferenceData: ConferenceData } {
  const uri = `https://meet.google.com/${code}`;
  const pin = String(parseInt(createHash('sha256').update(code).digest('hex').slice(0, 8), 16)).slice(0, 9);
  return {
    hangoutLink: uri,
    conferenceData: {
      entryPoints: [
        { entryPointType: 'video', uri, label: `meet.google.com/${code}` },
        {
          entryPointType: 'phone',
          uri: 'tel:+1-347-555-0199',
          label: '+1 347-555-0199',
          pin,
          regionCode: 'US',
        },
        { entryPointType: 'more', uri: `https://tel.meet/${code}?pin=${pin}`, pin },
      ],
      conferenceSolution: {
        key: { type: 'hangoutsMeet' },
        name: 'Google Meet',
        iconUri:
          'https://fonts.gstatic.com/s/i/productlogos/meet_2020q4/v6/web-512dp/logo_meet_2020q4_color_2x_web_512dp.png',
      },
      conferenceId: code,
    },
  };
}

export type ZoomDetails = { joinUrl: string; meetingId: string; passcode: string };

/** A Zoom meeting as people paste it into an event: the join URL, id and passcode. */
export function zoomMeetingFor(seed: string): ZoomDetails {
  const digits = BigInt(`0x${createHash('sha256').update(seed).digest('hex').slice(0, 15)}`).toString();
  const meetingId = `8${digits.slice(0, 10)}`;
  const passcode = digits.slice(-6);
  const pwd = createHash('sha256').update(`${seed}:pwd`).digest('base64url').slice(0, 32);
  return { joinUrl: `https://us06web.zoom.us/j/${meetingId}?pwd=${pwd}`, meetingId, passcode };
}

/** The invitation text Zoom puts into an event description. */
export function zoomInvitation(zoom: ZoomDetails): string {
  const spaced = `${zoom.meetingId.slice(0, 3)} ${zoom.meetingId.slice(3, 7)} ${zoom.meetingId.slice(7)}`;
  return ['Join Zoom Meeting', zoom.joinUrl, '', `Meeting ID: ${spaced}`, `Passcode: ${zoom.passcode}`].join(
    '\n',
  );
}

/** The shape an event takes in list results once cancelled. */
export function toCancelledView(event: CalendarEvent): CancelledEvent {
  return { kind: event.kind, etag: event.etag, id: event.id, status: 'cancelled' };
}
