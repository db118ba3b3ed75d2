import { describe, expect, it } from 'vitest';
import { CUSTOMER, field, fillOne, SELLER } from './test-call';

const STRATEGIC = field({
  label: 'Strategic Account',
  description: 'Whether leadership follows this account closely.',
  type: 'bool',
  fieldType: 'booleancheckbox',
  propertyName: 'is_strategic_account',
  options: [
    { value: 'true', label: 'Yes' },
    { value: 'false', label: 'No' },
  ],
});

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
