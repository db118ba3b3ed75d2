import { describe, expect, it } from 'vitest';
import { ProviderError } from '../../provider-errors';
import {
  AssociationPageSchema,
  mapDealStages,
  mapProperty,
  mapRecord,
  PropertyListSchema,
  parseAnswer,
  parseHubspotDate,
  RecordSchema,
} from './mappers';

describe('HubSpot mappers', () => {
  it('names records from their name properties, falling back to email, domain or id', () => {
    const record = (type: 'contact' | 'company' | 'deal', properties: Record<string, string | null>) =>
      mapRecord({
        raw: parseAnswer({ schema: RecordSchema, value: { id: 7, properties }, what: 'a record' }),
        type,
        asked: [],
        url: null,
      }).displayName;
    expect(record('contact', { firstname: ' Maya ', lastname: 'Okafor', email: 'm@x.io' })).toBe(
      'Maya Okafor',
    );
    expect(record('contact', { firstname: null, lastname: '', email: 'm@x.io' })).toBe('m@x.io');
    expect(record('company', { name: null, domain: 'helio.io' })).toBe('helio.io');
    expect(record('deal', {})).toBe('Deal 7');
  });

  it('keeps only the asked properties, cleaned of NUL and lone surrogates, and reads ids sent as numbers', () => {
    const raw = parseAnswer({
      schema: RecordSchema,
      value: {
        id: 12,
        properties: { dealname: 'A\u0000B\ud800', amount: 5, dealstage: null },
        updatedAt: 'bad',
      },
      what: 'a deal',
    });
    expect(mapRecord({ raw, type: 'deal', asked: ['amount', 'dealstage', 'unknown'], url: null })).toEqual({
      id: '12',
      type: 'deal',
      displayName: 'AB',
      properties: { amount: '5', dealstage: null },
      updatedAt: null,
      url: null,
    });
  });

  it('maps property definitions, unknown types to other and calculation fields to calculated', () => {
    const [property] = parseAnswer({
      schema: PropertyListSchema,
      value: {
        results: [
          {
            name: 'score',
            label: 'Score',
            type: 'object_coordinates',
            fieldType: 'calculation_equation',
            options: [{ label: 'Hidden', value: 'h', hidden: true }],
            hidden: true,
            modificationMetadata: { readOnlyValue: true },
          },
        ],
      },
      what: 'properties',
    }).results.map(mapProperty);
    expect(property).toEqual({
      name: 'score',
      label: 'Score',
      description: '',
      type: 'other',
      fieldType: 'calculation_equation',
      groupName: '',
      options: [{ label: 'Hidden', value: 'h', isHidden: true }],
      isHidden: true,
      isCalculated: true,
      isReadOnly: true,
      isCustom: true,
      referencedObjectType: null,
    });
  });

  it('tells closed deal stages from open ones', () => {
    const stages = mapDealStages({
      results: [
        {
          id: 'default',
          stages: [
            { id: 'won', label: 'Won', metadata: { isClosed: 'true' } },
            { id: 'open', label: 'Open', metadata: { isClosed: 'false' } },
            { id: 'bare', label: 'Bare', metadata: null },
          ],
        },
      ],
    });
    expect(stages.map((stage) => [stage.id, stage.isClosed])).toEqual([
      ['won', true],
      ['open', false],
      ['bare', false],
    ]);
  });

  it('reads dates as Date, ISO text or epoch milliseconds', () => {
    expect(parseHubspotDate('1767225600000')?.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(parseHubspotDate('2026-01-01T00:00:00Z')?.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(parseHubspotDate(new Date(Number.NaN))).toBeNull();
    expect(parseHubspotDate('')).toBeNull();
  });

  it('refuses an answer of the wrong shape with an invalid provider error', () => {
    let failure: unknown;
    try {
      parseAnswer({
        schema: AssociationPageSchema,
        value: { results: [{ toObjectId: {} }] },
        what: 'associations',
      });
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(ProviderError);
    expect(failure).toMatchObject({ provider: 'hubspot', kind: 'invalid' });
  });
});
