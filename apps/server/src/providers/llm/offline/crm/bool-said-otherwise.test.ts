import { describe, expect, it } from 'vitest';
import { CUSTOMER, fillOne, SELLER } from './test-call';
import { BUDGET_CONFIRMED, STRATEGIC } from './test-fields';

describe('a yes/no property said in other words', () => {
  it('reads money and spend as the budget', async () => {
    expect(
      await fillOne(BUDGET_CONFIRMED, ['Where is finance on this?', 'Finance has signed off on the spend.']),
    ).toBe('true');
    expect(
      await fillOne(BUDGET_CONFIRMED, ['Where is finance?', "We haven't got any money set aside for this."]),
    ).toBe('false');
    expect(
      await fillOne(BUDGET_CONFIRMED, [
        'And the money side?',
        'The money is there, my CFO already approved it.',
      ]),
    ).toBe('true');
  });

  it('reads a "no" to a question whether there is budget', async () => {
    expect(
      await fillOne(BUDGET_CONFIRMED, [
        [SELLER, 'Is there budget allocated?'],
        [CUSTOMER, 'No, not yet.'],
      ]),
    ).toBe('false');
    expect(
      await fillOne(BUDGET_CONFIRMED, [
        [SELLER, 'Do you have any concerns about the budget side?'],
        [CUSTOMER, 'No, none.'],
      ]),
    ).toBeNull();
  });

  it('does not read when budgets get approved as an approval', async () => {
    const lines = [
      'So what happens next?',
      "Next year's budgets are approved at the partners' meeting in June. So there's no confirmed budget yet.",
    ];
    expect(await fillOne(BUDGET_CONFIRMED, lines)).toBe('false');
  });

  it('reads an account taken off the strategic list as not strategic', async () => {
    expect(
      await fillOne(STRATEGIC, [
        [CUSTOMER, 'Is Kim still following it?'],
        [SELLER, 'No. Kim took it off the strategic list when Hannah left.'],
      ]),
    ).toBe('false');
  });
});
