import type { TCalendarEvent, TConferenceProvider } from '@ting/contracts';

/** Badge texts of the video-call providers. */
export const CONFERENCE_LABELS: Record<TConferenceProvider, string> = {
  google_meet: 'Google Meet',
  zoom: 'Zoom',
  teams: 'Microsoft Teams',
};

/** A link whose provider was not recognised. */
export const GENERIC_CONFERENCE_LABEL = 'Video call';

export const ALL_DAY_LABEL = 'All day';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * An all-day event is stored as midnight UTC of its calendar date (the end is the next midnight, exclusive).
 * Its date part is the day it happens wherever the viewer is, so it is read as a local date.
 */
const parseCalendarDate = (iso: string): Date => {
  const match = DATE_ONLY.exec(iso);
  if (!match) return new Date(iso);
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
};

/** When the event starts, in the viewer's time zone; all-day events start at local midnight of their date. */
export const eventStart = (event: Pick<TCalendarEvent, 'starts_at' | 'is_all_day'>): Date =>
  event.is_all_day ? parseCalendarDate(event.starts_at) : new Date(event.starts_at);

/** The last moment covered: for all-day events the day before the exclusive end date. */
const eventEnd = (event: Pick<TCalendarEvent, 'ends_at' | 'is_all_day'>): Date => {
  if (!event.is_all_day) return new Date(event.ends_at);
  const end = parseCalendarDate(event.ends_at);
  end.setDate(end.getDate() - 1);
  return end;
};

const startOfDay = (date: Date): Date => new Date(date.getFullYear(), date.getMonth(), date.getDate());

const isSameDay = (a: Date, b: Date): boolean => startOfDay(a).getTime() === startOfDay(b).getTime();

/** 'YYYY-MM-DD' of a local day, a stable key for grouping. */
const dayKey = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

export type TFormatOptions = {
  /** A BCP 47 locale; undefined means the browser's. */
  locale?: string;
};

export type TFormatEventScheduleOptions = TFormatOptions & {
  event: Pick<TCalendarEvent, 'starts_at' | 'ends_at' | 'is_all_day'>;
};

/** 'Tue 24 Nov · 10:00–10:45' in the viewer's locale; 'Tue 24 Nov · All day' for all-day events. */
export const formatEventSchedule = ({ event, locale }: TFormatEventScheduleOptions): string => {
  const start = eventStart(event);
  const end = eventEnd(event);
  const dayFormat = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short' });
  if (event.is_all_day) {
    const days =
      isSameDay(start, end) || end < start ? dayFormat.format(start) : dayFormat.formatRange(start, end);
    return `${days} · ${ALL_DAY_LABEL}`;
  }
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return '';
  if (!isSameDay(start, end)) {
    return new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
    }).formatRange(start, end);
  }
  const timeFormat = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });
  const times = end > start ? timeFormat.formatRange(start, end) : timeFormat.format(start);
  return `${dayFormat.format(start)} · ${times}`;
};

export type TEventDayGroup = {
  /** 'YYYY-MM-DD' of the local day. */
  key: string;
  /** 'Today', 'Tomorrow', or the weekday and date. */
  label: string;
  events: TCalendarEvent[];
};

export type TGroupEventsByDayOptions = TFormatOptions & {
  events: readonly TCalendarEvent[];
  now: Date;
};

const TODAY_LABEL = 'Today';
const TOMORROW_LABEL = 'Tomorrow';

/** Groups events by the local day they start, in order of start: 'Today', 'Tomorrow', then 'Thursday 26 November'. */
export const groupEventsByDay = ({ events, now, locale }: TGroupEventsByDayOptions): TEventDayGroup[] => {
  const today = startOfDay(now);
  const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
  const dayFormat = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long' });
  const sorted = [...events].sort((a, b) => eventStart(a).getTime() - eventStart(b).getTime());

  const groups: TEventDayGroup[] = [];
  for (const event of sorted) {
    // A meeting already under way belongs to today, even if it began on an earlier day.
    const start = eventStart(event);
    const day = start < today ? today : startOfDay(start);
    const key = dayKey(day);
    const last = groups.at(-1);
    if (last?.key === key) {
      last.events.push(event);
      continue;
    }
    const label = isSameDay(day, today)
      ? TODAY_LABEL
      : isSameDay(day, tomorrow)
        ? TOMORROW_LABEL
        : dayFormat.format(day);
    groups.push({ key, label, events: [event] });
  }
  return groups;
};
