import { describe, expect, it } from 'vitest';
import { CUSTOMER, fillOne, SELLER } from './test-call';
import { DEAL_TYPE, INDUSTRY } from './test-fields';

describe('the industry the customer says it is in, once', () => {
  it('reads a dairy farm as food production', async () => {
    expect(
      await fillOne(INDUSTRY, [
        [SELLER, 'Tell me about the business.'],
        [CUSTOMER, "We're a dairy farm that makes cheese and yogurt."],
      ]),
    ).toBe('FOOD_PRODUCTION');
  });

  it('reads a customer that sells software as a software company, not one that has some', async () => {
    expect(
      await fillOne(INDUSTRY, [
        [SELLER, 'Why does churn hurt so much?'],
        [CUSTOMER, 'We sell payroll software, so a customer who leaves was unhappy for months.'],
      ]),
    ).toBe('COMPUTER_SOFTWARE');
    expect(
      await fillOne(INDUSTRY, [
        [SELLER, 'What do you use today?'],
        [CUSTOMER, 'Our software is old, and we have software for payroll too.'],
      ]),
    ).toBeNull();
  });

  it('reads agencies counted as marketing and advertising', async () => {
    expect(
      await fillOne(INDUSTRY, [
        [SELLER, 'What does the group look like?'],
        [CUSTOMER, "We're six agencies. Each agency has its own spreadsheet."],
      ]),
    ).toBe('MARKETING_AND_ADVERTISING');
  });

  it('does not read "a business your size" as existing business', async () => {
    expect(
      await fillOne(DEAL_TYPE, [
        [CUSTOMER, "We're owed eleven thousand in invoices."],
        [SELLER, "That's real money for a business your size."],
      ]),
    ).toBeNull();
  });
});
