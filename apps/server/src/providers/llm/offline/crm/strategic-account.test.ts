import { describe, expect, it } from 'vitest';
import { CUSTOMER, fillOne, SELLER } from './test-call';
import { STRATEGIC } from './test-fields';

describe('a yes/no property said in other words', () => {
  it('reads an executive asking for weekly updates on the rollout as leadership following it', async () => {
    const value = await fillOne(STRATEGIC, [
      [CUSTOMER, 'The migration starts on Monday.'],
      [SELLER, 'Good. Our CEO wants a weekly update on this rollout, so I will send one every Friday.'],
    ]);
    expect(value).toBe('true');
  });

  it('proposes nothing when leadership is only named', async () => {
    const value = await fillOne(STRATEGIC, [
      [CUSTOMER, 'Our CEO signs contracts over fifty thousand.'],
      [SELLER, 'Understood, I will send the order form this week.'],
    ]);
    expect(value).toBeNull();
  });
});
