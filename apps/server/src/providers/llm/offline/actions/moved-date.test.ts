import { describe, expect, it } from 'vitest';
import { itemsOf } from './test-transcript';

describe('a date moved by a later request', () => {
  it('keeps one task, due on the date the request asks for', () => {
    expect(
      itemsOf([
        ['Zara Cole', "I'll rewrite the onboarding emails by the twenty-seventh."],
        ['Ivan Petrov', 'Could you do the onboarding emails by the twenty-fifth instead?'],
        ['Zara Cole', 'The twenty-fifth, fine.'],
      ]),
    ).toEqual([{ text: 'Rewrite the onboarding emails', owner: 'Zara Cole', dueDate: '2026-11-25' }]);
  });
});
