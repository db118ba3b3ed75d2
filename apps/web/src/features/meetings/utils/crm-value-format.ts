import type { TCrmUpdate } from '@ting/contracts';

/** What a value's reading depends on: the property's types and, for an amount, its currency. */
export type TCrmValueShape = Pick<TCrmUpdate, 'value_type' | 'field_type' | 'currency_code'>;

export type TFormatCrmValueOptions = {
  /** As HubSpot stores it (numbers as digits, dates as ISO or epoch ms, enumerations as option values). */
  value: string | null;
  /** The server's reading, with option labels for an enumeration. */
  display: string | null;
  shape: TCrmValueShape;
  /** BCP 47; the browser's language when absent. */
  locale?: string;
  /** For tests: the zone a time of day is shown in; the browser's when absent. */
  timeZone?: string;
};

const DAY_MS = 86_400_000;

/** Epoch ms (HubSpot's API) or ISO; a bare `YYYY-MM-DD` is that day at midnight UTC, as HubSpot stores dates. */
const parseInstant = (text: string): Date | null => {
  const date = /^-?\d+$/.test(text) ? new Date(Number(text)) : new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
};

const isMidnightUtc = (date: Date) => date.getTime() % DAY_MS === 0;

const formatDay = (date: Date, options: { locale?: string; timeZone?: string }) =>
  new Intl.DateTimeFormat(options.locale, { dateStyle: 'medium', timeZone: options.timeZone }).format(date);

const formatNumber = (text: string, options: { currency: string | null; locale?: string }) => {
  const number = Number(text);
  if (!Number.isFinite(number)) return text;
  const decimals = text.includes('.') ? Math.min(text.split('.')[1]?.length ?? 0, 6) : 0;
  try {
    return new Intl.NumberFormat(options.locale, {
      ...(options.currency ? { style: 'currency', currency: options.currency } : {}),
      minimumFractionDigits: decimals,
      maximumFractionDigits: Math.max(decimals, 0),
    }).format(number);
  } catch {
    // An unknown currency code: the grouped number without a symbol.
    return new Intl.NumberFormat(options.locale).format(number);
  }
};

/**
 * A CRM value as people read it: a date as a date in the reader's locale, an amount in the deal's
 * currency (grouped digits without a symbol when the currency is unknown), an enumeration by its label,
 * a yes/no as Yes/No, text as it is. Null for an empty value.
 *
 * Dates: HubSpot's `date` properties, and a date-picker `datetime` (the deal's close date) set to
 * midnight UTC, mean a day, not a moment: they show that day in every time zone (shifting them into the
 * reader's zone would show the day before west of Greenwich). A `datetime` at another time is a moment:
 * a date picker shows its day in the reader's zone, other fields its day and time.
 */
export function formatCrmValue(options: TFormatCrmValueOptions): string | null {
  const { value, display, shape, locale, timeZone } = options;
  const text = value?.trim() ?? '';
  if (text === '') return null;
  switch (shape.value_type) {
    case 'enumeration':
      return display ?? text;
    case 'bool':
      return text.toLowerCase() === 'true' ? 'Yes' : text.toLowerCase() === 'false' ? 'No' : text;
    case 'number':
      return formatNumber(text, { currency: shape.currency_code, locale });
    case 'date':
    case 'datetime': {
      const date = parseInstant(text);
      if (!date) return display ?? text;
      const isDay = shape.value_type === 'date' || (shape.field_type === 'date' && isMidnightUtc(date));
      if (isDay) return formatDay(date, { locale, timeZone: 'UTC' });
      if (shape.field_type === 'date') return formatDay(date, { locale, timeZone });
      return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
        date,
      );
    }
    default:
      return display ?? text;
  }
}

/** Text long enough to collapse into a diff of what changes: a multi-line field or more than a line or two. */
export const isLongText = (shape: TCrmValueShape, values: ReadonlyArray<string | null>): boolean =>
  (shape.value_type === 'string' || shape.value_type === null) &&
  values.some((value) => value !== null && (value.length > 140 || value.includes('\n')));
