import { describe, expect, it } from 'vitest';
import { mapGoogleEvent } from './mappers';

describe('mapGoogleEvent', () => {
  it('maps a Meet event with the owner, colleagues and external attendees', () => {
    const change = mapGoogleEvent({
      event: {
        id: 'evt1',
        status: 'confirmed',
        summary: 'Discovery call — Northbeam',
        start: { dateTime: '2026-11-24T15:00:00Z' },
        end: { dateTime: '2026-11-24T15:45:00Z' },
        hangoutLink: 'https://meet.google.com/abc-defg-hij',
        organizer: { email: 'casey@ting.test', self: true },
        attendees: [
          { email: 'casey@ting.test', self: true, organizer: true, responseStatus: 'accepted' },
          { email: 'riley@ting.test', displayName: 'Riley Chen', responseStatus: 'tentative' },
          { email: 'dana@northbeam.com', displayName: 'Dana Reyes', responseStatus: 'needsAction' },
          { email: 'room-4@resource.calendar.google.com', resource: true },
        ],
        htmlLink: 'https://calendar.google.com/event?eid=1',
      },
    });
    expect(change).toEqual({
      kind: 'upsert',
      event: expect.objectContaining({
        externalId: 'evt1',
        title: 'Discovery call — Northbeam',
        startsAt: new Date('2026-11-24T15:00:00Z'),
        endsAt: new Date('2026-11-24T15:45:00Z'),
        isAllDay: false,
        conferenceUrl: 'https://meet.google.com/abc-defg-hij',
        conferenceProvider: 'google_meet',
        organizerEmail: 'casey@ting.test',
      }),
    });
    if (change?.kind !== 'upsert') return;
    expect(change.event.attendees).toEqual([
      {
        email: 'casey@ting.test',
        name: null,
        responseStatus: 'accepted',
        isExternal: false,
        isOrganizer: true,
      },
      {
        email: 'riley@ting.test',
        name: 'Riley Chen',
        responseStatus: 'tentative',
        isExternal: false,
        isOrganizer: false,
      },
      {
        email: 'dana@northbeam.com',
        name: 'Dana Reyes',
        responseStatus: 'needsAction',
        isExternal: true,
        isOrganizer: false,
      },
    ]);
  });

  it('finds a Zoom link in the location, and keeps all-day events as such', () => {
    const change = mapGoogleEvent({
      event: {
        id: 'evt2',
        summary: 'Offsite',
        start: { date: '2026-11-27' },
        end: { date: '2026-11-28' },
        location: 'https://acme.zoom.us/j/812345?pwd=x',
      },
    });
    expect(change).toMatchObject({
      kind: 'upsert',
      event: {
        isAllDay: true,
        conferenceProvider: 'zoom',
        conferenceUrl: 'https://acme.zoom.us/j/812345?pwd=x',
      },
    });
  });

  it('keeps text with NULs and unpaired surrogates, without them, and skips events at impossible dates', () => {
    const change = mapGoogleEvent({
      event: {
        id: 'evt\u00003',
        summary: 'Pricing\u0000 call \ud800🚀',
        description: 'Agenda\udc00',
        start: { dateTime: '2026-11-24T15:00:00Z' },
        end: { dateTime: '2026-11-24T15:45:00Z' },
        organizer: { email: 'casey\u0000@ting.test', self: true },
        attendees: [{ email: 'dana@northbeam.com', displayName: 'Dana\u0000 Reyes' }],
        htmlLink: 'https://calendar.google.com/event?eid=3\u0000',
      },
    });
    expect(change).toMatchObject({
      kind: 'upsert',
      event: {
        externalId: 'evt3',
        title: 'Pricing call 🚀',
        description: 'Agenda',
        organizerEmail: 'casey@ting.test',
        attendees: [expect.objectContaining({ email: 'dana@northbeam.com', name: 'Dana Reyes' })],
        htmlLink: 'https://calendar.google.com/event?eid=3',
      },
    });
    for (const [start, end] of [
      [{ date: '0000-01-01' }, { date: '0000-01-02' }],
      [{ dateTime: '9999-12-31T23:00:00-12:00' }, { dateTime: '9999-12-31T23:30:00-12:00' }],
      [{ dateTime: 'not a date' }, { dateTime: 'not a date' }],
    ]) {
      expect(
        mapGoogleEvent({ event: { id: 'far', summary: 'Far', start, end } }),
        JSON.stringify(start),
      ).toBeNull();
    }
  });

  it('turns cancelled events into deletions and skips events without times', () => {
    expect(mapGoogleEvent({ event: { id: 'gone', status: 'cancelled' } })).toEqual({
      kind: 'delete',
      externalId: 'gone',
    });
    expect(mapGoogleEvent({ event: { id: 'odd', summary: 'No times' } })).toBeNull();
    expect(mapGoogleEvent({ event: { summary: 'No id' } })).toBeNull();
  });
});
