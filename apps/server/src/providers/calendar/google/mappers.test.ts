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

  it('turns cancelled events into deletions and skips events without times', () => {
    expect(mapGoogleEvent({ event: { id: 'gone', status: 'cancelled' } })).toEqual({
      kind: 'delete',
      externalId: 'gone',
    });
    expect(mapGoogleEvent({ event: { id: 'odd', summary: 'No times' } })).toBeNull();
    expect(mapGoogleEvent({ event: { summary: 'No id' } })).toBeNull();
  });
});
