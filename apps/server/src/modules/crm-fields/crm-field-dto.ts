import {
  CRM_OBJECT_LABELS,
  RECOMMENDED_CRM_PROPERTIES,
  type TCrmObjectType,
  type TField,
} from '@ting/contracts';
import type { crmFields } from '../../db/schema';
import type { CrmProperty } from '../../providers/crm/crm-provider';

export type CrmFieldRow = typeof crmFields.$inferSelect;
export type StoredOption = { label: string; value: string };

/** The objects in the order people read them; a tie in labels between properties falls back to it. */
const OBJECT_ORDER: Record<TCrmObjectType, number> = { deal: 0, contact: 1, company: 2 };

/** What each object's prompt starts as: the record's description (a contact's notes) kept current. */
export const DEFAULT_OBJECT_FIELDS: ReadonlyArray<{
  objectType: TCrmObjectType;
  isEnabled: boolean;
  prompt: string;
  description: string;
}> = [
  {
    objectType: 'deal',
    isEnabled: true,
    prompt: "Keep the deal's description current with what was learnt",
    description: "Ting updates the deal's description after each meeting.",
  },
  {
    objectType: 'contact',
    isEnabled: false,
    prompt: "Keep the contact's notes current with their role, priorities and concerns",
    description: "Ting updates the contact's notes after each meeting.",
  },
  {
    objectType: 'company',
    isEnabled: false,
    prompt: "Keep the company's description current with what they do and what they need",
    description: "Ting updates the company's description after each meeting.",
  },
];

export const objectLabel = (type: TCrmObjectType) => CRM_OBJECT_LABELS[type];

/**
 * A HubSpot description that is a note about HubSpot itself (how it sets or calculates the value), not
 * a word on what belongs in the property: "Set automatically by HubSpot.", "Calculated from…".
 */
const INTERNAL_NOTE =
  /\b(?:set automatically|automatically set|set by hubspot|calculated|hubspot|internal|read[- ]only)\b/i;

/** A prompt of Ting's own from the label and the value's type, for a property HubSpot does not describe usefully. */
function promptFromLabel(property: Pick<CrmProperty, 'label' | 'type'>): string {
  const label = property.label.trim();
  switch (property.type) {
    case 'date':
    case 'datetime':
      return `The ${label} as agreed in the meeting, as a date; leave it empty unless a date was said.`;
    case 'number':
      return `The ${label} as stated in the meeting, as a number; leave it empty unless a figure was given.`;
    case 'enumeration':
      return `The ${label} option that fits what was said in the meeting; leave it empty unless it is clear.`;
    case 'bool':
      return `Whether ${label} holds, from what was said in the meeting; leave it empty unless it was said.`;
    default:
      return `Fill in ${label} from what was said in the meeting.`;
  }
}

/**
 * A property's first prompt: Ting's own for a recommended property, else its HubSpot description,
 * which says what belongs in it — unless it is empty or an internal note, then one from its label.
 */
export function defaultPropertyPrompt(
  property: Pick<CrmProperty, 'name' | 'label' | 'description' | 'type'> & { objectType?: TCrmObjectType },
): string {
  const recommended = RECOMMENDED_CRM_PROPERTIES.find(
    (item) => item.name === property.name && (property.objectType ?? 'deal') === item.hs_object,
  );
  if (recommended) return recommended.prompt;
  const description = property.description.trim();
  return description && !INTERNAL_NOTE.test(description) ? description : promptFromLabel(property);
}

/** Options people may still choose: HubSpot keeps hidden ones for old records only. */
export function visibleOptions(property: Pick<CrmProperty, 'options'>): StoredOption[] {
  return property.options
    .filter((option) => !option.isHidden)
    .map((option) => ({ label: option.label, value: option.value }));
}

/** Why Ting cannot fill a property, or null when it can. */
export function unfillableReason(property: CrmProperty): string | null {
  if (property.isHidden) return 'hidden';
  if (property.isCalculated) return 'calculated by HubSpot';
  if (property.isReadOnly) return 'read-only';
  if (property.type === 'other') return 'of a type Ting cannot fill';
  return null;
}

/** Of a field's decided proposals, how many people approved unchanged. */
export type FieldAcceptance = { decided: number; accepted_unchanged: number };

export function toField(row: CrmFieldRow, acceptance: FieldAcceptance | null = null): TField {
  return {
    id: row.id,
    kind: row.propertyName === null ? 'object' : 'property',
    label: row.label,
    description: row.description,
    prompt: row.prompt,
    hs_object: row.objectType,
    is_enabled: row.isEnabled,
    name: row.propertyName,
    type: row.propertyType,
    field_type: row.fieldType,
    options: row.options,
    acceptance,
  };
}

/** A HubSpot property offered for import; its id names it until it is imported. */
export function toImportableField(type: TCrmObjectType, property: CrmProperty): TField {
  return {
    id: `${type}.${property.name}`,
    kind: 'property',
    label: property.label,
    description: property.description,
    prompt: defaultPropertyPrompt({ ...property, objectType: type }),
    hs_object: type,
    is_enabled: true,
    name: property.name,
    type: property.type,
    field_type: property.fieldType,
    options: visibleOptions(property),
    acceptance: null,
  };
}

/** By label (as people scan a list), then by object. */
export function byLabelThenObject(a: TField, b: TField): number {
  return (
    a.label.localeCompare(b.label, 'en', { sensitivity: 'base' }) ||
    OBJECT_ORDER[a.hs_object] - OBJECT_ORDER[b.hs_object] ||
    (a.name ?? '').localeCompare(b.name ?? '')
  );
}
