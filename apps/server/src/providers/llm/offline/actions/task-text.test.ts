import { describe, expect, it } from 'vitest';
import { itemsOf } from './test-transcript';

describe('the task text around its date', () => {
  it('keeps a date that names a thing ("before the Friday review") in the words', () => {
    expect(
      itemsOf([
        ['Priya Shah', "I'll send the draft agenda before the Friday review."],
        ['Tom Berg', 'Thanks.'],
      ]),
    ).toEqual([
      { text: 'Send the draft agenda before the Friday review', owner: 'Priya Shah', dueDate: '2026-11-20' },
    ]);
  });

  it('still takes a plain deadline out of the words', () => {
    expect(
      itemsOf([
        ['Priya Shah', "I'll send the draft agenda by the twentieth at noon."],
        ['Tom Berg', 'Thanks.'],
      ]),
    ).toEqual([{ text: 'Send the draft agenda', owner: 'Priya Shah', dueDate: '2026-11-20' }]);
  });
});
