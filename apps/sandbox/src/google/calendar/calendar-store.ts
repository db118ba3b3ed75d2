import { join } from 'node:path';
import { createJsonFileWriter, readJsonFile } from '../../shared/json-file.js';
import { normalizeEmail } from '../accounts.js';
import { seedCalendarEvents, withConference } from './calendar-seed.js';
import {
  CALENDAR_TIME_ZONE,
  type CalendarEvent,
  type EventAttendee,
  etagFor,
  htmlLinkFor,
  newEventId,
  type ResponseStatus,
} from './event-resource.js';
import { formatZoned } from './zoned-time.js';

export type StoredEvent = {
  /** The calendar's change sequence number at this event's last change: what incremental sync compares. */
  seq: number;
  event: CalendarEvent;
};

/** One person's primary calendar. Events are never removed, only cancelled, so sync can report them. */
export type AccountCalendar = {
  email: string;
  changeSeq: number;
  /** Sync tokens issued before this sequence number are refused with 410. */
  syncFloor: number;
  /** How many times the calendar was reseeded. */
  generation?: number;
  events: StoredEvent[];
};

export type EventInput = {
  summary?: string;
  description?: string | null;
  location?: string | null;
  start?: Date;
  end?: Date;
  attendees?: Array<{ email: string; displayName?: string; responseStatus?: ResponseStatus }>;
  /** `meet` adds Google Meet, `zoom` a Zoom link in location and description, `none` removes Meet. */
  conference?: 'meet' | 'zoom' | 'none';
  status?: 'confirmed' | 'tentative';
};

export type CalendarStore = {
  /** The calendar of an email, seeded with a realistic fortnight on first use. */
  open(email: string): AccountCalendar;
  /** A new event; `id` when the creator chose it (else a random one, as Google picks). */
  createEvent(options: { email: string; input: EventInput; id?: string }): CalendarEvent;
  /** Undefined when the calendar has no such event. */
  updateEvent(options: { email: string; id: string; input: EventInput }): CalendarEvent | undefined;
  cancelEvent(options: { email: string; id: string }): CalendarEvent | undefined;
  /** Makes every sync token issued so far answer 410 (Google does this now and then). */
  invalidateSyncTokens(email: string): void;
  /** Cancels every event and seeds a fresh fortnight around now, as ordinary changes sync sees. */
  reseed(email: string): AccountCalendar;
  flush(): Promise<void>;
};

export type OpenCalendarStoreOptions = {
  dataDir: string;
  issuer: string;
  /** The display name Google shows for an email (the sandbox account's name when it exists). */
  nameForEmail(email: string): string;
  now?: () => Date;
};

type CalendarFile = { calendars: Record<string, AccountCalendar> };

export async function openCalendarStore(options: OpenCalendarStoreOptions): Promise<CalendarStore> {
  const { dataDir, issuer, nameForEmail, now = () => new Date() } = options;
  const path = join(dataDir, 'google-calendar.json');
  const loaded = await readJsonFile<CalendarFile>(path);
  const calendars = new Map(Object.entries(loaded?.calendars ?? {}));
  const writer = createJsonFileWriter(path);
  const save = () => writer.write({ calendars: Object.fromEntries(calendars) });

  function open(email: string): AccountCalendar {
    const key = normalizeEmail(email);
    const existing = calendars.get(key);
    if (existing) return existing;
    const calendar: AccountCalendar = { email: key, changeSeq: 0, syncFloor: 0, events: [] };
    const events = seedCalendarEvents({
      issuer,
      email: key,
      displayName: nameForEmail(key),
      now: now(),
      nextChangeSeq: () => ++calendar.changeSeq,
    });
    calendar.events = events.map((event, index) => ({ seq: index + 1, event }));
    calendars.set(key, calendar);
    save();
    return calendar;
  }

  function find({ email, id }: { email: string; id: string }): StoredEvent | undefined {
    return open(email).events.find((stored) => stored.event.id === id);
  }

  type RecordChangeOptions = { calendar: AccountCalendar; stored: StoredEvent; next: CalendarEvent };

  function recordChange({ calendar, stored, next }: RecordChangeOptions): CalendarEvent {
    const changedAt = now();
    calendar.changeSeq += 1;
    stored.seq = calendar.changeSeq;
    stored.event = {
      ...next,
      updated: changedAt.toISOString(),
      etag: etagFor({ updatedMs: changedAt.getTime(), changeSeq: calendar.changeSeq }),
    };
    save();
    return stored.event;
  }

  return {
    open,
    createEvent({ email, input, id = newEventId() }) {
      const calendar = open(email);
      const self = { email: calendar.email, displayName: nameForEmail(calendar.email), self: true };
      const stamp = now().toISOString();
      const blank: CalendarEvent = {
        kind: 'calendar#event',
        etag: '""',
        id,
        status: 'confirmed',
        htmlLink: htmlLinkFor({ issuer, id, email: calendar.email }),
        created: stamp,
        updated: stamp,
        summary: '',
        creator: self,
        organizer: self,
        start: { dateTime: stamp, timeZone: CALENDAR_TIME_ZONE },
        end: { dateTime: stamp, timeZone: CALENDAR_TIME_ZONE },
        iCalUID: `${id}@google.com`,
        sequence: 0,
        reminders: { useDefault: true },
        eventType: 'default',
      };
      const stored: StoredEvent = { seq: 0, event: blank };
      calendar.events.push(stored);
      return recordChange({ calendar, stored, next: applyInput({ event: blank, input, seed: id }) });
    },
    updateEvent({ email, id, input }) {
      const stored = find({ email, id });
      if (!stored) return undefined;
      const next = applyInput({ event: stored.event, input, seed: `${id}:${stored.seq}` });
      return recordChange({
        calendar: open(email),
        stored,
        next: { ...next, sequence: stored.event.sequence + 1 },
      });
    },
    cancelEvent({ email, id }) {
      const stored = find({ email, id });
      if (!stored) return undefined;
      if (stored.event.status === 'cancelled') return stored.event;
      return recordChange({
        calendar: open(email),
        stored,
        next: { ...stored.event, status: 'cancelled', sequence: stored.event.sequence + 1 },
      });
    },
    reseed(email) {
      const calendar = open(email);
      for (const stored of calendar.events) {
        if (stored.event.status === 'cancelled') continue;
        recordChange({
          calendar,
          stored,
          next: { ...stored.event, status: 'cancelled', sequence: stored.event.sequence + 1 },
        });
      }
      calendar.generation = (calendar.generation ?? 0) + 1;
      const fresh = seedCalendarEvents({
        issuer,
        email: calendar.email,
        displayName: nameForEmail(calendar.email),
        now: now(),
        generation: calendar.generation,
        nextChangeSeq: () => ++calendar.changeSeq,
      });
      calendar.events.push(
        ...fresh.map((event, index) => ({ seq: calendar.changeSeq - fresh.length + index + 1, event })),
      );
      save();
      return calendar;
    },
    invalidateSyncTokens(email) {
      const calendar = open(email);
      // A change of its own, so tokens issued from now on sit above the floor and those before below.
      calendar.changeSeq += 1;
      calendar.syncFloor = calendar.changeSeq;
      save();
    },
    flush: () => writer.flush(),
  };
}

type ApplyInputOptions = { event: CalendarEvent; input: EventInput; seed: string };

/** The event with the input's fields changed; absent fields stay, `null` clears. */
function applyInput({ event, input, seed }: ApplyInputOptions): CalendarEvent {
  let next: CalendarEvent = { ...event };
  if (input.summary !== undefined) next.summary = input.summary;
  if (input.status !== undefined) next.status = input.status;
  if (input.description !== undefined)
    next = setOptional({ event: next, key: 'description', value: input.description });
  if (input.location !== undefined)
    next = setOptional({ event: next, key: 'location', value: input.location });
  if (input.start) next.start = { dateTime: zoned(input.start), timeZone: CALENDAR_TIME_ZONE };
  if (input.end) next.end = { dateTime: zoned(input.end), timeZone: CALENDAR_TIME_ZONE };
  if (input.attendees !== undefined) {
    const organizer: EventAttendee = { ...event.organizer, organizer: true, responseStatus: 'accepted' };
    const guests = input.attendees
      .filter((attendee) => attendee.email.toLowerCase() !== event.organizer.email)
      .map((attendee) => ({
        email: attendee.email.toLowerCase(),
        ...(attendee.displayName ? { displayName: attendee.displayName } : {}),
        responseStatus: attendee.responseStatus ?? 'needsAction',
      }));
    next.attendees = [organizer, ...guests];
  }
  if (input.conference === 'none') {
    const { hangoutLink: _link, conferenceData: _data, ...rest } = next;
    next = rest;
  } else if (input.conference) {
    next = withConference({ event: next, conference: input.conference, seed });
  }
  return next;
}

type SetOptionalOptions = {
  event: CalendarEvent;
  key: 'description' | 'location';
  value: string | null;
};

function setOptional({ event, key, value }: SetOptionalOptions): CalendarEvent {
  const { [key]: _old, ...rest } = event;
  return value === null || value === '' ? rest : { ...rest, [key]: value };
}

function zoned(instant: Date): string {
  return formatZoned({ timeZone: CALENDAR_TIME_ZONE, instant });
}
