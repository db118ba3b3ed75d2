import { describe, expect, it } from 'vitest';
import { findConferenceLink } from './conference-links';

describe('findConferenceLink', () => {
  it('finds Google Meet, Zoom and Teams links', () => {
    expect(findConferenceLink(['https://meet.google.com/abc-defg-hij'])).toEqual({
      url: 'https://meet.google.com/abc-defg-hij',
      provider: 'google_meet',
    });
    expect(findConferenceLink([null, 'Join: https://acme.zoom.us/j/8123456789?pwd=xyz.'])).toEqual({
      url: 'https://acme.zoom.us/j/8123456789?pwd=xyz',
      provider: 'zoom',
    });
    expect(
      findConferenceLink([
        'Room 4',
        'Microsoft Teams meeting https://teams.microsoft.com/l/meetup-join/19%3ameeting_x',
      ]),
    ).toEqual({ url: 'https://teams.microsoft.com/l/meetup-join/19%3ameeting_x', provider: 'teams' });
  });

  it('prefers the earlier field and ignores texts without a call link', () => {
    expect(
      findConferenceLink(['https://meet.google.com/aaa-bbbb-ccc', 'https://zoom.us/j/1'])?.provider,
    ).toBe('google_meet');
    expect(findConferenceLink(['HQ, 3rd floor', 'Agenda: https://docs.example.com/x', undefined])).toBeNull();
  });
});
