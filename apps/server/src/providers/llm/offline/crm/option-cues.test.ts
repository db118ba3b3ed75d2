import { describe, expect, it } from 'vitest';
import { CUSTOMER, fillOne, SELLER } from './test-call';
import { DEAL_STAGE, DEAL_TYPE, PRIORITY } from './test-fields';

describe("HubSpot's priority, stage and type said in everyday words", () => {
  it('reads the top project as high priority and "not urgent" as low', async () => {
    expect(
      await fillOne(PRIORITY, ['Where does this sit for you?', 'This is our number one project this year.']),
    ).toBe('high');
    expect(
      await fillOne(PRIORITY, ['Where does this sit for you?', "Honestly it's not urgent, we can wait."]),
    ).toBe('low');
  });

  it('reads a demo booked for a day as a presentation scheduled', async () => {
    expect(await fillOne(DEAL_STAGE, ["Let's book the demo for Thursday.", 'Thursday works.'])).toBe(
      'presentationscheduled',
    );
  });

  it('reads going with a named rival instead as closed lost', async () => {
    expect(await fillOne(DEAL_STAGE, ['Any news?', "We've decided to go with Jobber instead."])).toBe(
      'closedlost',
    );
  });

  it('reads years as a customer, or seats added to the plan, as existing business', async () => {
    expect(
      await fillOne(DEAL_TYPE, ['Good to see you.', "We've been customers of yours for three years now."]),
    ).toBe('existingbusiness');
    expect(
      await fillOne(DEAL_TYPE, ['What do you need?', 'We want to add another twenty seats to our plan.']),
    ).toBe('existingbusiness');
  });

  it('reads an inbound first call as new business, and a renewal call of their own customers as neither', async () => {
    expect(
      await fillOne(DEAL_TYPE, [
        [SELLER, 'Before I start, how did you hear about us?'],
        [CUSTOMER, "A podcast. We've never used anything like this."],
      ]),
    ).toBe('newbusiness');
    expect(
      await fillOne(DEAL_TYPE, [
        [SELLER, 'How do you spot churn today?'],
        [CUSTOMER, "We find out on the renewal call, when it's too late."],
      ]),
    ).toBeNull();
  });

  it('takes a stage said by its name, not the one the deal sat at before', async () => {
    const lines: Array<[string, string]> = [
      [SELLER, "It's been sitting at contract sent since April, and that's not true anymore."],
      [CUSTOMER, 'Back to where?'],
      [SELLER, 'Qualified to buy. They are re-qualifying us.'],
    ];
    expect(await fillOne(DEAL_STAGE, lines)).toBe('qualifiedtobuy');
  });

  it('takes an option given as the reply to a question about the field', async () => {
    expect(
      await fillOne(PRIORITY, [
        [SELLER, 'And the priority?'],
        [CUSTOMER, "Medium. It's real, but slow."],
      ]),
    ).toBe('medium');
  });
});
