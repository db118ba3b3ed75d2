import { describe, expect, it } from 'vitest';
import { withItemIds } from './action-item-ids';

describe('withItemIds', () => {
  it('keeps the ids items were read with and gives new and repeated ones a new id', () => {
    const kept = '0d3c7a52-6b1e-4c3f-9f0a-1b2c3d4e5f60';
    const [first, second, third] = withItemIds([{ id: kept }, {}, { id: kept }]);
    expect(first?.id).toBe(kept);
    expect(second?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(third?.id).not.toBe(kept);
    expect(new Set([first?.id, second?.id, third?.id]).size).toBe(3);
  });
});
