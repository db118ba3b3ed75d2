import { describe, expect, it } from 'vitest';
import { CUSTOMER, fillOne, SELLER } from './test-call';
import { SEATS } from './test-fields';

describe('seats said as the staff who would use the product', () => {
  it('counts the staff a rollout is for', async () => {
    const value = await fillOne(SEATS, [
      [SELLER, 'Who would use it day to day?'],
      [CUSTOMER, 'We would be rolling it out to forty-five agents in the contact centre.'],
    ]);
    expect(value).toBe('45');
  });

  it("takes the field's own word over another word for the users", async () => {
    const value = await fillOne(SEATS, [
      [CUSTOMER, 'Migrating sixty staff is a lot, so we would start with twenty seats.'],
      [SELLER, 'Twenty seats works for a first phase.'],
    ]);
    expect(value).toBe('20');
  });

  it("leaves the company's headcount and staff said without a rollout alone", async () => {
    const value = await fillOne(SEATS, [
      [CUSTOMER, 'We have eight hundred employees, and thirty staff in finance.'],
      [SELLER, 'Thanks, that helps me understand the team.'],
    ]);
    expect(value).toBeNull();
  });
});
