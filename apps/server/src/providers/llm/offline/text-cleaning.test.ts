import { describe, expect, it } from 'vitest';
import { cleanForQuote, removeFillers, truncateWords } from './text-cleaning';

describe('removeFillers', () => {
  it('drops hesitations, comma-wrapped fillers and stutters', () => {
    expect(removeFillers('Um, so the, uh, sheet is, like, really slow, you know.')).toBe(
      'so the sheet is really slow.',
    );
    expect(removeFillers('I I think the the TMS has an API.')).toBe('I think the TMS has an API.');
    expect(removeFillers('You know, we tried that.')).toBe('we tried that.');
  });

  it('keeps a number word said twice: a year, not a stutter', () => {
    expect(cleanForQuote('We go live in twenty twenty-seven, so that that works.')).toBe(
      'We go live in twenty twenty-seven, so that works.',
    );
  });

  it('keeps words that only look like fillers', () => {
    expect(removeFillers('Do you know the umbrella account? I like the dashboard.')).toBe(
      'Do you know the umbrella account? I like the dashboard.',
    );
  });
});

describe('cleanForQuote', () => {
  it('drops leading discourse markers and capitalises', () => {
    expect(cleanForQuote('Yeah, so, um, honestly the alerts are too noisy.')).toBe(
      'The alerts are too noisy.',
    );
    expect(cleanForQuote('Okay.')).toBe('Okay.');
  });
});

describe('truncateWords', () => {
  it('cuts at a whole word with an ellipsis', () => {
    expect(truncateWords('one two three, four', 3)).toBe('one two three…');
    expect(truncateWords('one two', 3)).toBe('one two');
  });
});
