import { describe, expect, it } from 'vitest';
import { itemsOf } from './test-transcript';

describe('an invite for a meeting just set up', () => {
  it('is one task with the meeting, due when the invite goes out', () => {
    expect(
      itemsOf([
        [
          'Priya Shah',
          "I'll set up a workshop with your finance team next week. I'll send the invite tomorrow.",
        ],
        ['Tom Berg', 'Sounds good.'],
      ]),
    ).toEqual([
      { text: "Set up a workshop with Tom Berg's finance team", owner: 'Priya Shah', dueDate: '2026-11-18' },
    ]);
  });

  it('stays its own task after something that is not a meeting', () => {
    expect(
      itemsOf([
        ['Priya Shah', "I'll send the pricing sheet next week. I'll send the invite tomorrow."],
        ['Tom Berg', 'Sounds good.'],
      ]).map((item) => item.text),
    ).toEqual(['Send the pricing sheet', 'Send the invite']);
  });
});
