import { describe, expect, it } from 'vitest';
import { fieldKeyOf } from '../crm-properties';
import type { CrmTruth } from '../eval-meeting';
import { isSameValue, type ProposedValue, scoreCrm } from './crm-values';

const proposal = (property: Parameters<typeof fieldKeyOf>[0], value: string): ProposedValue => ({
  key: fieldKeyOf(property),
  value,
  quote: 'quoted words',
  startMs: 0,
});

describe('isSameValue', () => {
  it('compares enumerations by option value, a checkbox as a set', () => {
    const truth: CrmTruth = { property: 'products_of_interest', value: 'core_platform;sso_addon' };
    expect(isSameValue({ kind: 'enumeration', truth, proposed: 'sso_addon; core_platform' }).isSame).toBe(
      true,
    );
    expect(isSameValue({ kind: 'enumeration', truth, proposed: 'core_platform' }).isSame).toBe(false);
    expect(
      isSameValue({
        kind: 'enumeration',
        truth: { property: 'hs_priority', value: 'high' },
        proposed: 'High',
      }).isSame,
    ).toBe(false);
  });

  it('compares numbers within a tolerance', () => {
    const truth: CrmTruth = { property: 'amount', value: '48000' };
    expect(isSameValue({ kind: 'number', truth, proposed: '48000' }).isSame).toBe(true);
    expect(isSameValue({ kind: 'number', truth, proposed: '48,200' }).isSame).toBe(true);
    expect(isSameValue({ kind: 'number', truth, proposed: '54000' }).isSame).toBe(false);
    expect(isSameValue({ kind: 'number', truth, proposed: 'about 48k' }).isSame).toBe(false);
    expect(
      isSameValue({ kind: 'number', truth: { ...truth, tolerance: 0.2 }, proposed: '54000' }).isSame,
    ).toBe(true);
  });

  it('compares dates by day, a datetime included', () => {
    const truth: CrmTruth = { property: 'closedate', value: '2026-06-30' };
    expect(isSameValue({ kind: 'date', truth, proposed: '2026-06-30T00:00:00.000Z' }).isSame).toBe(true);
    expect(isSameValue({ kind: 'date', truth, proposed: '2026-06-29' }).isSame).toBe(false);
  });

  it('compares booleans whatever their spelling', () => {
    const truth: CrmTruth = { property: 'budget_confirmed', value: 'true' };
    expect(isSameValue({ kind: 'bool', truth, proposed: 'true' }).isSame).toBe(true);
    expect(isSameValue({ kind: 'bool', truth, proposed: 'Yes' }).isSame).toBe(true);
    expect(isSameValue({ kind: 'bool', truth, proposed: 'false' }).isSame).toBe(false);
    expect(isSameValue({ kind: 'bool', truth, proposed: 'maybe' }).isSame).toBe(false);
  });

  it('compares text by its facts and says which are missing', () => {
    const truth: CrmTruth = {
      property: 'competitors',
      facts: [
        { id: 'st', says: 'ServiceTitan', accept: ['ServiceTitan'] },
        { id: 'jobber', says: 'Jobber', accept: ['Jobber'] },
      ],
    };
    expect(isSameValue({ kind: 'text', truth, proposed: 'Jobber, ServiceTitan' }).isSame).toBe(true);
    const partial = isSameValue({ kind: 'text', truth, proposed: 'ServiceTitan' });
    expect(partial.isSame).toBe(false);
    expect(partial.missingFacts.map((fact) => fact.id)).toEqual(['jobber']);
  });
});

describe('scoreCrm', () => {
  const truth: CrmTruth[] = [
    { property: 'amount', value: '48000' },
    { property: 'seats', value: '40' },
    { property: 'hs_priority', value: 'high' },
    { property: 'closedate', value: null },
    { property: 'budget_confirmed', value: null },
    { property: 'competitors', value: null },
  ];

  it('scores answerable properties per kind and abstention on the others', () => {
    const score = scoreCrm({
      truth,
      proposals: [proposal('amount', '48000'), proposal('seats', '35'), proposal('closedate', '2026-06-30')],
    });
    expect(score.outcomes.map((outcome) => outcome.verdict)).toEqual([
      'correct',
      'wrong',
      'missed',
      'invented',
      'abstained',
      'abstained',
    ]);
    expect(score.byKind.number).toEqual({ hits: 1, total: 2 });
    expect(score.byKind.enumeration).toEqual({ hits: 0, total: 1 });
    expect(score.byKind.date).toEqual({ hits: 0, total: 0 });
    expect(score.overall).toEqual({ hits: 1, total: 3 });
    expect(score.abstention).toEqual({ hits: 2, total: 3 });
    expect(score.answerableAbstention).toEqual({ hits: 1, total: 3 });
  });

  it('counts only the first proposal of a field and ignores empty values', () => {
    const score = scoreCrm({
      truth: [
        { property: 'amount', value: '48000' },
        { property: 'seats', value: null },
      ],
      proposals: [proposal('amount', '48000'), proposal('amount', '1'), proposal('seats', '  ')],
    });
    expect(score.outcomes.map((outcome) => outcome.verdict)).toEqual(['correct', 'abstained']);
  });
});

describe('isSameValue with two readings', () => {
  it('accepts any of the values the meeting supports', () => {
    const truth: CrmTruth = { property: 'amount', value: '84700', alsoAccept: ['42350'] };
    expect(isSameValue({ kind: 'number', truth, proposed: '42350' }).isSame).toBe(true);
    expect(isSameValue({ kind: 'number', truth, proposed: '84700' }).isSame).toBe(true);
    expect(isSameValue({ kind: 'number', truth, proposed: '54000' }).isSame).toBe(false);
  });
});
