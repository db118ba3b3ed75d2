import { describe, expect, it } from 'vitest';
import { itemsOf } from './test-transcript';

describe("a buyer's decision date", () => {
  it('says what is decided when the contract running out was just discussed', () => {
    expect(
      itemsOf([
        ['Sam Ortiz', 'When does your contract end?'],
        ['Ella Brandt', "It ends in December. I'll decide by the twenty-seventh."],
      ]),
    ).toEqual([{ text: 'Decide whether to renew', owner: 'Ella Brandt', dueDate: '2026-11-27' }]);
  });

  it('names the proposal decided on', () => {
    expect(
      itemsOf([
        ['Sam Ortiz', 'Does the proposal work for you?'],
        ['Ella Brandt', "Mostly. I'll decide by the twenty-seventh."],
      ]),
    ).toEqual([{ text: 'Decide on the proposal', owner: 'Ella Brandt', dueDate: '2026-11-27' }]);
  });

  it('keeps nothing when the call does not say what is decided', () => {
    expect(
      itemsOf([
        ['Sam Ortiz', 'How was the conference?'],
        ['Ella Brandt', "Busy. I'll decide by the twenty-seventh."],
      ]),
    ).toEqual([]);
  });
});
