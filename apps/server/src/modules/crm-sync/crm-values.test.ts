import { describe, expect, it } from 'vitest';
import type { CrmPropertyChange } from '../../providers/crm/crm-provider';
import { displayValue, invalidValueReason, keptValueReason, sameValue, type ValueShape } from './crm-values';

const TEXT: ValueShape = { propertyType: 'string', fieldType: 'textarea', options: [] };
const NUMBER: ValueShape = { propertyType: 'number', fieldType: 'number', options: [] };
const STAGES: ValueShape = {
  propertyType: 'enumeration',
  fieldType: 'checkbox',
  options: [
    { value: 'gong', label: 'Gong' },
    { value: 'chorus', label: 'Chorus' },
  ],
};
const END = new Date('2026-11-17T16:00:00Z');
const after = new Date('2026-11-18T09:00:00Z');
const before = new Date('2026-11-10T09:00:00Z');
const change = (
  value: string,
  timestamp: Date,
  sourceType: string,
  updatedByUserId: string | null = null,
): CrmPropertyChange => ({
  value,
  timestamp,
  sourceType,
  updatedByUserId,
});

describe('a value a person set in HubSpot after the meeting is kept', () => {
  const base = { meetingEndedAt: END, shape: TEXT, recordUpdatedAt: null };

  it('writes when nothing changed since Ting read the value and no person touched it after the meeting', () => {
    expect(
      keptValueReason({
        ...base,
        seenValue: 'Old',
        currentValue: 'Old',
        history: [change('Old', before, 'CRM_UI', '7')],
      }),
    ).toBeNull();
    expect(keptValueReason({ ...base, seenValue: null, currentValue: null, history: [] })).toBeNull();
  });

  it('skips when the value changed after Ting read it, later than the meeting', () => {
    const reason = keptValueReason({
      ...base,
      seenValue: 'Old',
      currentValue: 'Chorus',
      history: [change('Chorus', after, 'INTEGRATION')],
    });
    expect(reason).toMatch(/Changed in HubSpot \(to Chorus\) after the meeting/);
    // Without history, the record's last change decides; unknown counts as after.
    expect(
      keptValueReason({
        ...base,
        seenValue: 'Old',
        currentValue: 'New',
        history: undefined,
        recordUpdatedAt: after,
      }),
    ).not.toBeNull();
    expect(
      keptValueReason({ ...base, seenValue: 'Old', currentValue: 'New', history: undefined }),
    ).not.toBeNull();
  });

  it('skips when a person set the current value after the meeting, even before Ting read it', () => {
    for (const person of [
      change('Chorus', after, 'CRM_UI'),
      change('Chorus', after, 'API', '42'),
      change('Chorus', after, 'IMPORT'),
    ]) {
      expect(
        keptValueReason({ ...base, seenValue: 'Chorus', currentValue: 'Chorus', history: [person] }),
      ).toMatch(/by a person/);
    }
  });

  it("never blocks on an integration's or a workflow's change, nor on a person's change before the meeting", () => {
    for (const history of [
      [change('X', after, 'INTEGRATION')],
      [change('X', after, 'WORKFLOW')],
      [change('X', before, 'CRM_UI', '7')],
    ]) {
      expect(keptValueReason({ ...base, seenValue: 'X', currentValue: 'X', history })).toBeNull();
    }
  });

  it('compares values as HubSpot stores them', () => {
    expect(
      keptValueReason({
        ...base,
        shape: NUMBER,
        seenValue: '30000',
        currentValue: '30000.0',
        history: [change('30000.0', after, 'INTEGRATION')],
      }),
    ).toBeNull();
    expect(sameValue('chorus;gong', 'gong; chorus', STAGES)).toBe(true);
    expect(sameValue('2026-12-01', '1796083200000', { ...TEXT, propertyType: 'date' })).toBe(true);
  });
});

describe('values people read and type', () => {
  it('shows option labels for enumerations', () => {
    expect(displayValue('gong;chorus', STAGES)).toBe('Gong; Chorus');
    expect(displayValue('Plain text', TEXT)).toBe('Plain text');
  });

  it('refuses an edited value of the wrong type', () => {
    expect(invalidValueReason('forty', NUMBER)).toMatch(/number/);
    expect(invalidValueReason('42000', NUMBER)).toBeNull();
    expect(invalidValueReason('clari', STAGES)).toMatch(/gong, chorus/);
    expect(invalidValueReason('gong;chorus', STAGES)).toBeNull();
    expect(invalidValueReason('2026-13-45', { ...TEXT, propertyType: 'date' })).not.toBeNull();
    expect(invalidValueReason('maybe', { ...TEXT, propertyType: 'bool' })).not.toBeNull();
  });
});
