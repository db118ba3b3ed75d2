import { describe, expect, it } from 'vitest';
import { formatCrmValue, isLongText, type TCrmValueShape } from './crm-value-format';

const shape = (overrides: Partial<TCrmValueShape>): TCrmValueShape => ({
  value_type: 'string',
  field_type: 'text',
  currency_code: null,
  ...overrides,
});
const CLOSE_DATE = shape({ value_type: 'datetime', field_type: 'date' });
const AMOUNT = shape({ value_type: 'number', field_type: 'number', currency_code: 'USD' });

describe('formatCrmValue', () => {
  it('shows a close date set to midnight UTC as that day, in every time zone', () => {
    const value = '2026-12-18T00:00:00.000Z';
    for (const timeZone of ['America/Los_Angeles', 'Europe/Berlin', 'Pacific/Auckland'])
      expect(formatCrmValue({ value, display: value, shape: CLOSE_DATE, locale: 'en-US', timeZone })).toBe(
        'Dec 18, 2026',
      );
    expect(formatCrmValue({ value, display: value, shape: CLOSE_DATE, locale: 'de-DE' })).toBe('18.12.2026');
  });

  it("shows a close date HubSpot set at a moment as that moment's day where the reader is", () => {
    const value = '2026-12-29T04:50:49.267Z';
    const read = (timeZone: string) =>
      formatCrmValue({ value, display: value, shape: CLOSE_DATE, locale: 'en-US', timeZone });
    expect(read('Europe/Berlin')).toBe('Dec 29, 2026');
    expect(read('America/New_York')).toBe('Dec 28, 2026');
  });

  it('reads a date property (epoch ms or YYYY-MM-DD) as its day, and a datetime with its time', () => {
    const date = shape({ value_type: 'date', field_type: 'date' });
    expect(formatCrmValue({ value: '1430438400000', display: null, shape: date, locale: 'en-GB' })).toBe(
      '1 May 2015',
    );
    expect(formatCrmValue({ value: '2026-12-18', display: null, shape: date, locale: 'en-US' })).toBe(
      'Dec 18, 2026',
    );
    const datetime = shape({ value_type: 'datetime', field_type: 'text' });
    expect(
      formatCrmValue({
        value: '2026-12-29T14:05:00.000Z',
        display: null,
        shape: datetime,
        locale: 'en-US',
        timeZone: 'UTC',
      }),
    ).toBe('Dec 29, 2026, 2:05 PM');
  });

  it("shows an amount in the deal's currency, and grouped digits without a known currency", () => {
    expect(formatCrmValue({ value: '84000', display: '84000', shape: AMOUNT, locale: 'en-US' })).toBe(
      '$84,000',
    );
    expect(
      formatCrmValue({
        value: '72000',
        display: '72000',
        shape: { ...AMOUNT, currency_code: 'EUR' },
        locale: 'de-DE',
      }),
    ).toBe('72.000\u00a0€');
    expect(
      formatCrmValue({
        value: '1234.5',
        display: null,
        shape: { ...AMOUNT, currency_code: null },
        locale: 'en-US',
      }),
    ).toBe('1,234.5');
    expect(
      formatCrmValue({
        value: '500',
        display: null,
        shape: { ...AMOUNT, currency_code: 'dollars' },
        locale: 'en-US',
      }),
    ).toBe('500');
  });

  it('reads an enumeration by its label, a yes/no as Yes/No, text as it is, and empty as nothing', () => {
    const stage = shape({ value_type: 'enumeration', field_type: 'radio' });
    expect(
      formatCrmValue({ value: 'qualifiedtobuy', display: 'Qualified To Buy', shape: stage, locale: 'en-US' }),
    ).toBe('Qualified To Buy');
    const bool = shape({ value_type: 'bool', field_type: 'booleancheckbox' });
    expect(formatCrmValue({ value: 'true', display: 'true', shape: bool })).toBe('Yes');
    expect(formatCrmValue({ value: 'Acme', display: 'Acme', shape: shape({}) })).toBe('Acme');
    expect(formatCrmValue({ value: '  ', display: '  ', shape: AMOUNT })).toBeNull();
    expect(formatCrmValue({ value: null, display: null, shape: AMOUNT })).toBeNull();
  });
});

describe('isLongText', () => {
  it('collapses multi-line or long text, never a number or a short value', () => {
    expect(isLongText(shape({ field_type: 'textarea' }), ['line one\nline two'])).toBe(true);
    expect(isLongText(shape({}), [null, 'x'.repeat(141)])).toBe(true);
    expect(isLongText(shape({}), ['Acme Freight', null])).toBe(false);
    expect(isLongText(AMOUNT, ['1'.repeat(200)])).toBe(false);
  });
});
