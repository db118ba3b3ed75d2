import { describe, expect, it } from 'vitest';
import { normaliseActionItems, normaliseDueDate, normaliseOwner } from './normalise';

describe('normaliseDueDate', () => {
  it('keeps real ISO dates and pads them', () => {
    expect(normaliseDueDate('2025-03-07')).toBe('2025-03-07');
    expect(normaliseDueDate(' 2025-3-7 ')).toBe('2025-03-07');
    expect(normaliseDueDate('2024-02-29')).toBe('2024-02-29');
  });

  it('drops the time of a timestamp', () => {
    expect(normaliseDueDate('2025-03-07T17:00:00Z')).toBe('2025-03-07');
  });

  it('rejects impossible dates and anything that is not a date', () => {
    expect(normaliseDueDate('2025-02-29')).toBeNull();
    expect(normaliseDueDate('2025-02-30')).toBeNull();
    expect(normaliseDueDate('2025-13-01')).toBeNull();
    expect(normaliseDueDate('0001-01-01')).toBeNull();
    expect(normaliseDueDate('next Friday')).toBeNull();
    expect(normaliseDueDate('03/07/2025')).toBeNull();
    expect(normaliseDueDate('')).toBeNull();
    expect(normaliseDueDate(null)).toBeNull();
  });
});

describe('normaliseOwner', () => {
  it('turns the ways of saying nobody into null', () => {
    expect(normaliseOwner('Unknown')).toBeNull();
    expect(normaliseOwner('N/A')).toBeNull();
    expect(normaliseOwner('  ')).toBeNull();
    expect(normaliseOwner(null)).toBeNull();
    expect(normaliseOwner('  Dana   Lee ')).toBe('Dana Lee');
  });
});

describe('normaliseActionItems', () => {
  it('drops repeats from overlapping windows, filling in what the first mention lacked', () => {
    const items = normaliseActionItems([
      { text: 'Send the revised quote', owner: null, dueDate: null },
      { text: 'Book the kickoff', owner: 'Dave', dueDate: '2025-03-20' },
      { text: 'send the revised quote.', owner: 'Alice', dueDate: '2025-03-07' },
      { text: 'Book the kickoff', owner: 'unknown', dueDate: null },
    ]);
    expect(items).toEqual([
      { text: 'Send the revised quote', owner: 'Alice', dueDate: '2025-03-07' },
      { text: 'Book the kickoff', owner: 'Dave', dueDate: '2025-03-20' },
    ]);
  });

  it('keeps the same task for two different people, and drops empty items', () => {
    const items = normaliseActionItems([
      { text: 'Review the contract', owner: 'Alice', dueDate: null },
      { text: 'Review the contract', owner: 'Bob', dueDate: null },
      { text: ' ... ', owner: 'Bob', dueDate: null },
    ]);
    expect(items.map((item) => item.owner)).toEqual(['Alice', 'Bob']);
  });
});
