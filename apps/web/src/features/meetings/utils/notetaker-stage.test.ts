import { describe, expect, it } from 'vitest';
import { formatJoinTime, isNotetakerLive, notetakerStageText } from './notetaker-stage';

const JOINS_AT = new Date(2026, 10, 24, 15, 59).toISOString();

describe('the notetaker in plain words', () => {
  it("says when a booked notetaker joins, in the user's locale", () => {
    const notetaker = { status: 'scheduled', joins_at: JOINS_AT } as const;
    expect(notetakerStageText({ notetaker, locale: 'en-US' })).toBe('Notetaker joins at 3:59 PM');
    expect(notetakerStageText({ notetaker, locale: 'en-GB' })).toBe('Notetaker joins at 15:59');
  });

  it('says whether it is joining, waiting to be admitted, in the call, or done with the call', () => {
    const text = (status: 'joining' | 'waiting_room' | 'in_call' | 'call_ended') =>
      notetakerStageText({ notetaker: { status, joins_at: JOINS_AT }, locale: 'en-US' });
    expect(text('joining')).toBe('Notetaker is joining the call');
    expect(text('waiting_room')).toBe('Notetaker is waiting to be admitted');
    expect(text('in_call')).toBe('Notetaker is in the call');
    expect(text('call_ended')).toMatch(/call has ended/);
  });

  it('counts only a notetaker still on its way as live', () => {
    for (const status of ['scheduled', 'joining', 'waiting_room', 'in_call', 'call_ended'] as const) {
      expect(isNotetakerLive({ status })).toBe(true);
    }
    for (const status of ['done', 'fatal', 'cancelled'] as const) {
      expect(isNotetakerLive({ status })).toBe(false);
    }
    expect(isNotetakerLive(null)).toBe(false);
    expect(formatJoinTime({ iso: 'not a date' })).toBe('');
  });
});
