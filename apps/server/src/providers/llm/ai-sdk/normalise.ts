import type { ActionItem } from '../meeting-intelligence';

const ISO_DATE_START = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:$|[T\s])/;
const MIN_YEAR = 1970;
const MAX_YEAR = 2999;

/**
 * A due date as `YYYY-MM-DD`, or null when the model gave none or one that is not a real calendar
 * date (`2025-02-30`, `next Friday`, `TBD`). A time part (`2025-03-07T17:00:00Z`) is dropped.
 */
export function normaliseDueDate(value: string | null | undefined): string | null {
  const match = value?.trim().match(ISO_DATE_START);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < MIN_YEAR || year > MAX_YEAR) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  const isRealDate =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!isRealDate) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const NO_OWNER = new Set([
  '',
  'null',
  'none',
  'n/a',
  'na',
  'unknown',
  'nobody',
  'no owner',
  'unassigned',
  'tbd',
]);

/** The owner's name, or null for the ways models say "nobody" ("unknown", "N/A", ""). */
export function normaliseOwner(value: string | null | undefined): string | null {
  const owner = value?.replace(/\s+/g, ' ').trim() ?? '';
  return NO_OWNER.has(owner.toLowerCase()) ? null : owner;
}

function textKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function isSameOwner(a: string | null, b: string | null): boolean {
  return a === null || b === null || a.toLowerCase() === b.toLowerCase();
}

/**
 * Cleans the model's action items: trims text, normalises owners and due dates, drops empty items
 * and repeats (overlapping map windows make the same item appear twice). A repeat that knows an
 * owner or due date its first mention lacked fills it in; the same task for two named people stays
 * two items.
 */
export function normaliseActionItems(
  items: Array<{ text: string; owner: string | null; dueDate: string | null }>,
): ActionItem[] {
  const kept: ActionItem[] = [];
  const byText = new Map<string, ActionItem[]>();
  for (const raw of items) {
    const text = raw.text.replace(/\s+/g, ' ').trim();
    const key = textKey(text);
    if (!key) continue;
    const item: ActionItem = {
      text,
      owner: normaliseOwner(raw.owner),
      dueDate: normaliseDueDate(raw.dueDate),
    };
    const sameText = byText.get(key) ?? [];
    const seen = sameText.find((candidate) => isSameOwner(candidate.owner, item.owner));
    if (seen) {
      seen.owner ??= item.owner;
      seen.dueDate ??= item.dueDate;
      continue;
    }
    byText.set(key, [...sameText, item]);
    kept.push(item);
  }
  return kept;
}
