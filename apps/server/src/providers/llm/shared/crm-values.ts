import type { CrmFieldToFill } from '../meeting-intelligence';
import { parseSpokenNumber } from './spoken-numbers';

/*
 * A CRM field's value as HubSpot stores it (text), from what an engine found: both engines pass
 * their values through `normaliseCrmValue`, so a value the CRM would refuse or misread (an option
 * that does not exist, "next Friday" in a date, "yes" in a number) is dropped, never written.
 */

export type CrmValueField = Pick<CrmFieldToFill, 'type' | 'fieldType' | 'options'>;

/** What an engine may hand in: the model's JSON value, or text the offline engine read. */
export type RawCrmValue = string | number | boolean | ReadonlyArray<string> | null | undefined;

/** Longer text is cut at a sentence end: a field is a place for facts, not a transcript. */
export const MAX_TEXT_VALUE_CHARS = 4_000;
const MIN_YEAR = 1970;
const MAX_YEAR = 2099;

/** Whether a field can get a value at all: `other` never, an enumeration only with options. */
export function isFillable(field: CrmValueField): boolean {
  if (field.type === 'other') return false;
  if (field.type === 'enumeration') return field.options.length > 0;
  return true;
}

/** A checkbox enumeration holds several options, `;`-separated. */
export function isMultiSelect(field: CrmValueField): boolean {
  return field.type === 'enumeration' && field.fieldType === 'checkbox';
}

/** Case, spacing, punctuation and accents left out: "Bought-In", "bought in" and "BOUGHTIN" agree. */
export function optionKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * The option value `said` names: an option's value exactly, else the one option whose value or
 * label reads the same once case, spacing and punctuation are left out. Null when none or several.
 */
export function matchOption(options: CrmFieldToFill['options'], said: string): string | null {
  const exact = options.find((option) => option.value === said);
  if (exact) return exact.value;
  const key = optionKey(said);
  if (key.length === 0) return null;
  const matches = new Set(
    options
      .filter((option) => optionKey(option.value) === key || optionKey(option.label) === key)
      .map((option) => option.value),
  );
  return matches.size === 1 ? [...matches][0]! : null;
}

/** A real calendar day as `YYYY-MM-DD` (1970–2099) from `YYYY-M-D…`; a time part is ignored. */
export function isoDateOf(value: string): string | null {
  const match = value.trim().match(/^(\d{4})-(\d{1,2})-(\d{1,2})(?:$|[T\s])/);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < MIN_YEAR || year > MAX_YEAR) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  const isReal = date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!isReal) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * A datetime as ISO 8601 UTC. A bare day becomes midnight UTC of that day, which is how HubSpot
 * stores a date picked for a datetime property (its close date, for one).
 */
export function isoDateTimeOf(value: string): string | null {
  const day = isoDateOf(value);
  if (!day) return null;
  if (/^\d{4}-\d{1,2}-\d{1,2}$/.test(value.trim())) return `${day}T00:00:00.000Z`;
  const parsed = new Date(value.trim());
  if (Number.isNaN(parsed.getTime())) return null;
  const year = parsed.getUTCFullYear();
  return year < MIN_YEAR || year > MAX_YEAR ? null : parsed.toISOString();
}

/** Digits as HubSpot stores a number: no grouping, no exponent, at most six decimals. */
export function formatCrmNumber(value: number): string | null {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e15) return null;
  return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 6 });
}

const TRUE_WORDS = new Set(['true', 'yes', 'y']);
const FALSE_WORDS = new Set(['false', 'no', 'n']);

/** A phone number as said: 7 to 15 digits with the usual separators, an extension allowed. */
function phoneOf(value: string): string | null {
  const phone = value.replace(/\s+/g, ' ').trim();
  if (!/^\+?[\d\s().-]+(?:\s*(?:x|ext\.?)\s*\d{1,6})?$/i.test(phone)) return null;
  const digits = phone.replace(/(?:x|ext\.?)\s*\d+$/i, '').replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15 ? phone : null;
}

/** Text with its spaces tidied and at most `MAX_TEXT_VALUE_CHARS`, cut after a sentence. */
export function textValueOf(value: string): string | null {
  const text = value
    .split('\n')
    .map((line) => line.replace(/[ \t\f\v]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (!/[\p{L}\p{N}]/u.test(text)) return null;
  if (text.length <= MAX_TEXT_VALUE_CHARS) return text;
  const cut = text.slice(0, MAX_TEXT_VALUE_CHARS);
  const sentenceEnd = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('.\n'));
  return sentenceEnd > MAX_TEXT_VALUE_CHARS / 2 ? cut.slice(0, sentenceEnd + 1) : `${cut.slice(0, -1)}…`;
}

function enumerationOf(field: CrmValueField, raw: RawCrmValue): string | null {
  const said = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(';') : [];
  const values: string[] = [];
  for (const part of said) {
    if (part.trim().length === 0) continue;
    const value = matchOption(field.options, part.trim());
    // One value that is not an option spoils the answer: it was not read from the options.
    if (value === null) return null;
    if (!values.includes(value)) values.push(value);
  }
  if (values.length === 0) return null;
  if (!isMultiSelect(field) && values.length > 1) return null;
  return values.join(';');
}

/**
 * The value to propose for `field`, as the CRM stores it, or null when `raw` is not a valid value
 * of the field's type: number → digits (`30000`), date → `YYYY-MM-DD`, datetime → ISO 8601 UTC,
 * bool → `true`/`false`, enumeration → option value(s) exactly (checkbox: `;`-separated),
 * phone_number → a phone number as said, string → tidied text; `other` → always null.
 */
export function normaliseCrmValue(field: CrmValueField, raw: RawCrmValue): string | null {
  if (raw === null || raw === undefined || !isFillable(field)) return null;
  switch (field.type) {
    case 'number': {
      const value = typeof raw === 'number' ? raw : typeof raw === 'string' ? parseSpokenNumber(raw) : null;
      return value === null ? null : formatCrmNumber(value);
    }
    case 'date':
      return typeof raw === 'string' ? isoDateOf(raw) : null;
    case 'datetime':
      return typeof raw === 'string' ? isoDateTimeOf(raw) : null;
    case 'bool': {
      if (typeof raw === 'boolean') return String(raw);
      const word = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
      if (TRUE_WORDS.has(word)) return 'true';
      return FALSE_WORDS.has(word) ? 'false' : null;
    }
    case 'enumeration':
      return enumerationOf(field, raw);
    case 'phone_number':
      return typeof raw === 'string' ? phoneOf(raw) : null;
    case 'string':
      return typeof raw === 'string' ? textValueOf(raw) : null;
    default:
      return null;
  }
}
