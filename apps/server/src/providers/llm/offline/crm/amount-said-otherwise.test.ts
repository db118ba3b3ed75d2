import { describe, expect, it } from 'vitest';
import { CUSTOMER, fillOne, SELLER } from './test-call';
import { AMOUNT } from './test-fields';

describe("a deal's amount among the other money of a call", () => {
  it('reads a monthly total as its yearly amount', async () => {
    expect(await fillOne(AMOUNT, ['Your price would be 2,400 dollars a month.', 'Fine.'])).toBe('28800');
  });

  it('prices the team a per-seat monthly price is quoted for', async () => {
    const lines = [
      "So for the team of twenty-five, it's forty-two dollars a seat a month.",
      'That works for us.',
    ];
    expect(await fillOne(AMOUNT, lines)).toBe('12600');
  });

  it('does not take either end of a price range', async () => {
    const lines = [
      [CUSTOMER, "We don't have a budget, we're just exploring."],
      [SELLER, 'Teams your size land somewhere between twenty and thirty thousand a year.'],
    ] as Array<[string, string]>;
    expect(await fillOne(AMOUNT, lines)).toBeNull();
  });

  it("passes over money of the customer's own business", async () => {
    const lines: Array<[string, string]> = [
      [CUSTOMER, "We're owed about eleven thousand dollars in invoices that are past thirty days."],
      [SELLER, "It's two thousand seven hundred and thirty-six dollars for the year."],
    ];
    expect(await fillOne(AMOUNT, lines)).toBe('2736');
  });

  it('takes the figure agreed in a word after the offer', async () => {
    const lines = [
      'The quote I sent was eighteen thousand five hundred per year.',
      'Can you do better?',
      'I can do seventeen thousand if you sign this quarter.',
      'Deal, seventeen thousand works.',
    ];
    expect(await fillOne(AMOUNT, lines)).toBe('17000');
  });
});
