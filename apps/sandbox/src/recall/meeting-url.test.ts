import { describe, expect, it } from 'vitest';
import { parseMeetingUrl } from './meeting-url.js';

describe('parseMeetingUrl', () => {
  it.each([
    [
      'https://us06web.zoom.us/j/85012345678?pwd=abc.1',
      { platform: 'zoom', meeting_id: '85012345678', meeting_password: 'abc.1' },
    ],
    ['https://zoom.us/j/123456789', { platform: 'zoom', meeting_id: '123456789' }],
    ['https://meet.google.com/abc-defg-hij', { platform: 'google_meet', meeting_id: 'abc-defg-hij' }],
    [
      'https://meet.google.com/abc-defg-hij?authuser=0',
      { platform: 'google_meet', meeting_id: 'abc-defg-hij' },
    ],
    [
      'https://teams.microsoft.com/meet/29412345678901?p=XyZ',
      { platform: 'microsoft_teams', meeting_id: '29412345678901', meeting_password: 'XyZ' },
    ],
    [
      'https://teams.live.com/meet/9312345678901?p=abc',
      { platform: 'microsoft_teams_live', meeting_id: '9312345678901', meeting_password: 'abc' },
    ],
    [
      'https://teams.microsoft.com/l/meetup-join/19%3ameeting_Zj@thread.v2/0',
      { platform: 'microsoft_teams', meeting_id: '19:meeting_Zj@thread.v2' },
    ],
  ])('reads %s', (url, expected) => {
    expect(parseMeetingUrl(url)).toEqual({ ok: true, value: expected });
  });

  it.each([
    'https://zoom.us/',
    'https://evilzoom.us/j/123456789',
    'https://meet.google.com/',
    'https://meet.google.com.evil.com/abc-defg-hij',
    'https://acme.webex.com/meet/jane',
    'https://teams.microsoft.com/l/chat/19:abc',
    'ftp://meet.google.com/abc-defg-hij',
    'meet.google.com/abc-defg-hij',
    '',
  ])('refuses %s with a message naming the supported platforms', (url) => {
    const parsed = parseMeetingUrl(url);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toContain('Google Meet');
  });
});
