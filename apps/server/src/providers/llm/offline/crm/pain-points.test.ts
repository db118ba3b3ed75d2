import { describe, expect, it } from 'vitest';
import { CUSTOMER, fillOne, SELLER } from './test-call';
import { PAIN_POINTS as PAINS } from './test-fields';

describe('pain points in the customer words', () => {
  it("writes the customer's statements of trouble, with what a statement points back to", async () => {
    const value = await fillOne(PAINS, [
      [SELLER, 'What made you look at this now?'],
      [CUSTOMER, 'In January our warehouse shipped two hundred orders to the wrong stores.'],
      [CUSTOMER, 'That mistake cost us about forty thousand dollars in refunds.'],
      [SELLER, 'What else is not working for you?'],
      [CUSTOMER, 'We mis-ship about four percent of orders every week, and our customers complain.'],
    ]);
    expect(value).toMatch(/shipped two hundred orders to the wrong stores/);
    expect(value).toMatch(/mistake cost us/);
    expect(value).toMatch(/mis-ship about four percent/);
  });

  it("leaves out the seller's retelling, an objection to the offer and an apology for being late", async () => {
    const value = await fillOne(PAINS, [
      [CUSTOMER, "Sorry I'm late, the other call ran over and it was a mess."],
      [
        SELLER,
        'No problem. Where your team struggles is the manual returns process, you told us it costs you days.',
      ],
      [SELLER, 'The price is eighteen thousand dollars a year for the base plan.'],
      [CUSTOMER, 'I have two problems with that, to be honest.'],
      [CUSTOMER, 'Our returns are entered by hand, so our refunds go out two weeks late.'],
      [SELLER, 'We can fix that with the returns module.'],
    ]);
    expect(value).toBe('Our returns are entered by hand, so our refunds go out two weeks late.');
  });

  it('proposes nothing when nobody states a problem', async () => {
    expect(
      await fillOne(PAINS, [
        [SELLER, 'Shall we go through the order form?'],
        [CUSTOMER, 'Yes, the twelve seats and the annual term look right to us.'],
        [SELLER, "It would be a pain to redo it later, so let's check the billing address too."],
        [CUSTOMER, 'It is the same as on our website, no changes there.'],
      ]),
    ).toBeNull();
  });
});
