import { describe, expect, it } from 'vitest';
import { formatTimestamp, meetingDayOf, renderParticipants, renderTranscript } from './transcript-format';

describe('transcript format', () => {
  it('times lines as mm:ss, and h:mm:ss past the first hour', () => {
    expect(formatTimestamp(0)).toBe('00:00');
    expect(formatTimestamp(65_400)).toBe('01:05');
    expect(formatTimestamp(59 * 60_000 + 59_999)).toBe('59:59');
    expect(formatTimestamp(3_600_000 + 5_000)).toBe('1:00:05');
  });

  it('renders one [mm:ss] Speaker: text line per spoken segment', () => {
    const text = renderTranscript([
      { startMs: 0, endMs: 1000, speaker: 'Alice', text: 'Hello\n  there.' },
      { startMs: 1000, endMs: 2000, speaker: null, text: 'Hi!' },
      { startMs: 2000, endMs: 3000, speaker: 'Bob', text: '   ' },
    ]);
    expect(text).toBe('[00:00] Alice: Hello there.\n[00:01] Unknown speaker: Hi!');
  });

  it('lists participants by name and email', () => {
    expect(
      renderParticipants([
        { name: 'Alice', email: 'a@x.test' },
        { name: null, email: 'b@x.test' },
        { name: null, email: null },
      ]),
    ).toBe('Alice <a@x.test>, b@x.test');
    expect(renderParticipants([])).toBe('not listed');
  });

  it('dates the meeting in its own time zone', () => {
    const startedAt = new Date('2025-03-05T01:30:00Z');
    expect(meetingDayOf({ startedAt, timeZone: 'UTC' })).toEqual({
      isoDate: '2025-03-05',
      weekday: 'Wednesday',
    });
    expect(meetingDayOf({ startedAt, timeZone: 'America/Chicago' })).toEqual({
      isoDate: '2025-03-04',
      weekday: 'Tuesday',
    });
    expect(meetingDayOf({ startedAt: new Date('nope'), timeZone: 'UTC' })).toBeNull();
  });
});
