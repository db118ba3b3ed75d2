import { describe, expect, it } from 'vitest';
import { CUSTOMER, fillOne, SELLER } from './test-call';
import { EMPLOYEES, SEATS } from './test-fields';

describe('seats and headcount said without the field’s word', () => {
  it('takes a bare count replying to "how many people would need access?"', async () => {
    const lines: Array<[string, string]> = [
      [SELLER, 'How many people would need access?'],
      [CUSTOMER, 'Around fifty.'],
    ];
    expect(await fillOne(SEATS, lines)).toBe('50');
  });

  it('counts the people licences are for, and the team it would be for', async () => {
    expect(
      await fillOne(SEATS, ['Noted.', 'We need licences for the twelve people on the support desk.']),
    ).toBe('12');
    expect(
      await fillOne(SEATS, [
        'Who is it for?',
        "It would be for the whole sales team, that's thirty-two reps.",
      ]),
    ).toBe('32');
  });

  it("counts a department that wants to use it as seats, not as the company's headcount", async () => {
    const lines = [
      'So the marketing team wants in?',
      'Yes, our marketing team of eighteen people wants to use it too.',
    ];
    expect(await fillOne(SEATS, lines)).toBe('18');
    expect(await fillOne(EMPLOYEES, lines)).toBeNull();
  });

  it('reads "N of us" as the whole company, not a part of it', async () => {
    expect(await fillOne(EMPLOYEES, ['Tell me about you.', "There's fourteen of us year round."])).toBe('14');
    expect(
      await fillOne(EMPLOYEES, ['Tell me about you.', 'There are six of us in the finance team.']),
    ).toBeNull();
  });

  it('takes a bare count replying to "how many employees?"', async () => {
    const lines: Array<[string, string]> = [
      [SELLER, 'How many employees do you have overall?'],
      [CUSTOMER, 'About two hundred.'],
    ];
    expect(await fillOne(EMPLOYEES, lines)).toBe('200');
  });
});
