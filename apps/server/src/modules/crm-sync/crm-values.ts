import type { CrmPropertyChange } from '../../providers/crm/crm-provider';

/** How a property's values compare and read: its CRM type, field type and options. */
export type ValueShape = {
  propertyType: string;
  fieldType: string | null;
  options: ReadonlyArray<{ label: string; value: string }>;
};

/** A multi-select (`checkbox`) holds several options, `;`-separated. */
const isMultiple = (shape: ValueShape) =>
  shape.propertyType === 'enumeration' && shape.fieldType === 'checkbox';

/** The value as the CRM would compare it: numbers by value, dates by day, text without spacing noise. */
export function normalizeValue(value: string | null | undefined, shape: ValueShape): string {
  const text = (value ?? '').trim();
  if (text === '') return '';
  switch (shape.propertyType) {
    case 'number': {
      const number = Number(text);
      return Number.isFinite(number) ? String(number) : text;
    }
    case 'bool':
      return text.toLowerCase();
    case 'date': {
      // HubSpot keeps dates as midnight UTC (epoch ms or ISO); compare the day.
      const date = /^\d+$/.test(text) ? new Date(Number(text)) : new Date(text);
      return Number.isNaN(date.getTime()) ? text : date.toISOString().slice(0, 10);
    }
    case 'datetime': {
      const date = /^\d+$/.test(text) ? new Date(Number(text)) : new Date(text);
      return Number.isNaN(date.getTime()) ? text : date.toISOString();
    }
    case 'enumeration':
      return isMultiple(shape)
        ? [
            ...new Set(
              text
                .split(';')
                .map((part) => part.trim())
                .filter(Boolean),
            ),
          ]
            .sort()
            .join(';')
        : text;
    default:
      return text.replace(/\s+/g, ' ');
  }
}

export function sameValue(
  a: string | null | undefined,
  b: string | null | undefined,
  shape: ValueShape,
): boolean {
  return normalizeValue(a, shape) === normalizeValue(b, shape);
}

/** An enumeration's values as people read them (option labels); other values as they are. */
export function displayValue(value: string | null, shape: ValueShape): string | null {
  if (value === null || shape.propertyType !== 'enumeration') return value;
  const labelOf = (part: string) => shape.options.find((option) => option.value === part)?.label ?? part;
  return value
    .split(';')
    .map((part) => labelOf(part.trim()))
    .join('; ');
}

/** Why a value a person typed cannot be written to this property, or null when it can. */
export function invalidValueReason(value: string, shape: ValueShape): string | null {
  const text = value.trim();
  if (text === '') return null;
  switch (shape.propertyType) {
    case 'number':
      return /^-?\d+(\.\d+)?$/.test(text) ? null : 'Write a number, digits only (e.g. 30000).';
    case 'bool':
      return text === 'true' || text === 'false' ? null : 'Write true or false.';
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text))
        ? null
        : 'Write a date as YYYY-MM-DD.';
    case 'datetime':
      return Number.isNaN(Date.parse(text)) ? 'Write a date and time (ISO 8601).' : null;
    case 'enumeration': {
      const allowed = new Set(shape.options.map((option) => option.value));
      const parts = isMultiple(shape) ? text.split(';').map((part) => part.trim()) : [text];
      return parts.every((part) => allowed.has(part))
        ? null
        : `Choose one of: ${shape.options.map((option) => option.value).join(', ')}.`;
    }
    default:
      return null;
  }
}

/** History sources that are people: HubSpot's UI and apps, imports, and forms a contact filled in. */
const PERSON_SOURCES = new Set(['CRM_UI', 'MOBILE_IOS', 'MOBILE_ANDROID', 'IMPORT', 'FORM']);

const isPersonChange = (change: CrmPropertyChange) =>
  change.updatedByUserId !== null || (change.sourceType !== null && PERSON_SOURCES.has(change.sourceType));

export type KeptValueInput = {
  /** When the meeting ended: later changes are newer than what was said in it. */
  meetingEndedAt: Date;
  /** The value Ting read when it planned the write (what it proposes to replace). */
  seenValue: string | null;
  /** The value the CRM holds now, its history (newest first) and the record's last change. */
  currentValue: string | null;
  history: readonly CrmPropertyChange[] | undefined;
  recordUpdatedAt: Date | null;
  shape: ValueShape;
};

/**
 * Never overwrite a value a person set after the meeting. Returns why the write is skipped, or null
 * to write. Two cases:
 * - the value changed since Ting read it (between the plan and the write, e.g. while the proposal
 *   waited for review) and that change is after the meeting (by the property's history, else the
 *   record's last change, which can only over-report): someone else wrote it, keep theirs;
 * - the value is unchanged since Ting read it but the history shows a person set it after the
 *   meeting (HubSpot's UI, apps, imports, forms): what they set is newer than the meeting.
 * Changes by integrations and workflows (Ting's own writes included) alone never block a write.
 */
export function keptValueReason(input: KeptValueInput): string | null {
  const { meetingEndedAt, seenValue, currentValue, history = [], recordUpdatedAt, shape } = input;
  const end = meetingEndedAt.getTime();
  const shown = displayValue(currentValue, shape) ?? 'empty';
  if (!sameValue(currentValue, seenValue, shape)) {
    const changedAt = history[0]?.timestamp ?? recordUpdatedAt;
    if (!changedAt || changedAt.getTime() > end) {
      return `Changed in HubSpot (to ${shown}) after the meeting; the newer value is kept.`;
    }
  }
  const byPerson = history.find(
    (change) =>
      change.timestamp !== null &&
      change.timestamp.getTime() > end &&
      isPersonChange(change) &&
      sameValue(change.value, currentValue, shape),
  );
  if (byPerson) return `Set in HubSpot by a person (to ${shown}) after the meeting; the newer value is kept.`;
  return null;
}
