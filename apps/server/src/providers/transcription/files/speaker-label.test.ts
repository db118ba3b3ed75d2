import { describe, expect, it } from 'vitest';
import { isDisplayName, readSpeakerHeading, splitBracketSpeaker, splitLeadingSpeaker } from './speaker-label';

describe('splitLeadingSpeaker', () => {
  it('splits names of one to four words', () => {
    expect(splitLeadingSpeaker('Dana Whitfield: Hi there.')).toEqual({
      speaker: 'Dana Whitfield',
      text: 'Hi there.',
    });
    expect(splitLeadingSpeaker("Mary-Kate O'Brien: Hello")).toEqual({
      speaker: "Mary-Kate O'Brien",
      text: 'Hello',
    });
    expect(splitLeadingSpeaker('Dr. J. R. Smith: Yes')?.speaker).toBe('Dr. J. R. Smith');
    expect(splitLeadingSpeaker('Ludwig van Beethoven: Da da da')?.speaker).toBe('Ludwig van Beethoven');
    expect(splitLeadingSpeaker('SPEAKER 1: Okay')?.speaker).toBe('SPEAKER 1');
    expect(splitLeadingSpeaker('jsmith: lgtm')?.speaker).toBe('jsmith');
    expect(splitLeadingSpeaker('Zoë Müller: Hallo')?.speaker).toBe('Zoë Müller');
  });

  it('leaves sentences, times, URLs and labels alone', () => {
    for (const text of [
      'The Answer Is Very Simple: no.',
      'The answer is simple: no.',
      'We meet at 10:30 tomorrow.',
      '10:30: standup',
      'https://example.com/pricing',
      'See https: //oops',
      'Note: this call is recorded.',
      'Next steps: send the proposal.',
      'Well, here it is: the plan.',
      'Dana:no space',
      'Dana:',
    ]) {
      expect(splitLeadingSpeaker(text)).toBeNull();
    }
  });
});

describe('splitBracketSpeaker', () => {
  it('splits [Name] text but not sound descriptions', () => {
    expect(splitBracketSpeaker('[Priya Natarajan] Hello')).toEqual({
      speaker: 'Priya Natarajan',
      text: 'Hello',
    });
    expect(splitBracketSpeaker('[Music] Welcome back')).toBeNull();
    expect(splitBracketSpeaker('[laughs] That is funny')).toBeNull();
    expect(splitBracketSpeaker('[00:01:23] Hello')).toBeNull();
    expect(splitBracketSpeaker('[Dana]')).toBeNull();
  });
});

describe('isDisplayName', () => {
  it('accepts directory names that Teams and Meet print', () => {
    expect(isDisplayName('Lee, Marcus')).toBe(true);
    expect(isDisplayName('Priya Natarajan (Guest)')).toBe(true);
    expect(isDisplayName('Speaker 2')).toBe(true);
  });

  it('rejects sentences', () => {
    expect(isDisplayName('We start at')).toBe(false);
    expect(isDisplayName('Call notes')).toBe(false);
    expect(isDisplayName('10 people')).toBe(false);
  });
});

describe('readSpeakerHeading', () => {
  it('reads a line holding only a name and a colon', () => {
    expect(readSpeakerHeading('Dana Whitfield:')).toBe('Dana Whitfield');
    expect(readSpeakerHeading('Agenda:')).toBeNull();
    expect(readSpeakerHeading('Dana: hi')).toBeNull();
  });
});
