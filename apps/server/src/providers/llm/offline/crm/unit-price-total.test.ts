import { describe, expect, it } from 'vitest';
import { CUSTOMER, fillOne, SELLER } from './test-call';
import { AMOUNT } from './test-fields';

describe('a deal amount said as a price per seat and the seats', () => {
  it('multiplies a monthly price per user by the users, for a year', async () => {
    const value = await fillOne(AMOUNT, [
      [CUSTOMER, 'What would it cost us?'],
      [SELLER, 'It would be $40 per user per month for 25 users on the annual plan.'],
    ]);
    expect(value).toBe('12000');
  });

  it('prefers a total said outright', async () => {
    const value = await fillOne(AMOUNT, [
      [SELLER, 'It would be $40 per user per month for 25 users.'],
      [SELLER, 'With the discount the annual total comes to $10,800.'],
    ]);
    expect(value).toBe('10800');
  });

  it('proposes nothing for a price per seat with no period, or for what they pay today', async () => {
    const value = await fillOne(AMOUNT, [
      [CUSTOMER, 'Today we pay $30 per user per month for 50 users.'],
      [SELLER, 'Our price is $35 a seat for the 50 seats.'],
    ]);
    expect(value).toBeNull();
  });
});
