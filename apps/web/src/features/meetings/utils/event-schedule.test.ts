import type { TCalendarEvent } from '@ting/contracts';
import { describe, expect, it } from 'vitest';
import { eventStart, formatEventSchedule, groupEventsByDay } from './event-schedule';

const local = (...parts: [number, number, number, number?, number?]) =>
  new Date(parts[0], parts[1] - 1, parts[2], parts[3] ?? 0, parts[4] ?? 0).toISOString();

const buildEvent = (overrides: Partial<TCalendarEvent> = {}): TCalendarEvent => ({
  id: 'evt-1',
  title: 'Discovery call',
  description: null,
  starts_at: local(2026, 11, 24, 10, 0),
  ends_at: local(2026, 11, 24, 10, 45),
  is_all_day: false,
  conference_url: null,
  conference_provider: null,
  organizer_email: 'ada@example.com',
  attendees: [],
  html_link: null,
  recording: null,
  ...overrides,
});

describe('formatEventSchedule', () => {
  it("writes 'Tue 24 Nov · 10:00–10:45' in British English", () => {
    expect(formatEventSchedule({ event: buildEvent(), locale: 'en-GB' })).toBe('Tue 24 Nov · 10:00–10:45');
  });

  it("follows the viewer's locale", () => {
    expect(formatEventSchedule({ event: buildEvent(), locale: 'de-DE' })).toMatch(
      /^Di\., 24\. Nov\. · 10:00/,
    );
  });

  it("says 'All day' for an all-day event, on its calendar date in every time zone", () => {
    const event = buildEvent({
      is_all_day: true,
      starts_at: '2026-11-24T00:00:00.000Z',
      ends_at: '2026-11-25T00:00:00.000Z',
    });
    expect(formatEventSchedule({ event, locale: 'en-GB' })).toBe('Tue 24 Nov · All day');
    expect(eventStart(event)).toEqual(new Date(2026, 10, 24));
  });

  it('spans the days of a multi-day all-day event, its end date being exclusive', () => {
    const event = buildEvent({
      is_all_day: true,
      starts_at: '2026-11-24T00:00:00.000Z',
      ends_at: '2026-11-27T00:00:00.000Z',
    });
    // ICU puts thin spaces around the range dash.
    expect(formatEventSchedule({ event, locale: 'en-GB' }).replace(/\s/g, ' ')).toBe(
      'Tue 24 Nov – Thu 26 Nov · All day',
    );
  });

  it('names both days of a meeting that runs past midnight', () => {
    const event = buildEvent({ starts_at: local(2026, 11, 24, 23, 0), ends_at: local(2026, 11, 25, 1, 0) });
    expect(formatEventSchedule({ event, locale: 'en-GB' })).toMatch(/Tue 24 Nov.*23:00.*Wed 25 Nov.*01:00/);
  });
});

describe('groupEventsByDay', () => {
  const now = new Date(2026, 10, 24, 8, 0);

  it("groups by local day as 'Today', 'Tomorrow', then weekday and date, in order of start", () => {
    const events = [
      buildEvent({ id: 'thu', starts_at: local(2026, 11, 26, 9), ends_at: local(2026, 11, 26, 10) }),
      buildEvent({ id: 'today-late', starts_at: local(2026, 11, 24, 16), ends_at: local(2026, 11, 24, 17) }),
      buildEvent({ id: 'today-early', starts_at: local(2026, 11, 24, 9), ends_at: local(2026, 11, 24, 10) }),
      buildEvent({ id: 'tomorrow', starts_at: local(2026, 11, 25, 9), ends_at: local(2026, 11, 25, 10) }),
    ];
    const groups = groupEventsByDay({ events, now, locale: 'en-GB' });
    expect(groups.map(({ label, events: items }) => [label, items.map((event) => event.id)])).toEqual([
      ['Today', ['today-early', 'today-late']],
      ['Tomorrow', ['tomorrow']],
      ['Thursday 26 November', ['thu']],
    ]);
    expect(groups.map((group) => group.key)).toEqual(['2026-11-24', '2026-11-25', '2026-11-26']);
  });

  it('puts a meeting already under way since yesterday under Today', () => {
    const events = [buildEvent({ starts_at: local(2026, 11, 23, 23), ends_at: local(2026, 11, 24, 9) })];
    expect(groupEventsByDay({ events, now, locale: 'en-GB' }).map((group) => group.label)).toEqual(['Today']);
  });

  it('is empty without events', () => {
    expect(groupEventsByDay({ events: [], now })).toEqual([]);
  });
});
