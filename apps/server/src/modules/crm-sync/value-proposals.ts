import { CRM_OBJECT_LABELS, type TCrmObjectType } from '@ting/contracts';
import type { CrmPropertyChange } from '../../providers/crm/crm-provider';
import type { CrmFieldProposal, CrmFieldToFill, CrmFillType } from '../../providers/llm/meeting-intelligence';
import type { CrmFieldRow } from '../crm-fields/crm-field-dto';
import { DEAL_CURRENCY_PROPERTY } from './crm-currency';
import { invalidValueReason, sameValue, type ValueShape } from './crm-values';
import { addedText, withBlock } from './ting-blocks';

/**
 * The property an object's prompt fills: a deal's and a company's description; HubSpot contacts have
 * no description, so their notes go to `message`, the default free-text (textarea) property.
 */
export const DESCRIPTION_PROPERTY: Record<TCrmObjectType, string> = {
  deal: 'description',
  company: 'description',
  contact: 'message',
};

const DESCRIPTION_LABEL: Record<TCrmObjectType, string> = {
  deal: 'Deal description',
  company: 'Company description',
  contact: 'Contact notes',
};

/** A linked record as read before planning: its current values and their history. */
export type LinkedRecord = {
  type: TCrmObjectType;
  id: string;
  name: string;
  values: Record<string, string | null>;
  history: Record<string, CrmPropertyChange[]>;
};

/** One property of one linked record that Ting fills, and the field (object or property) it comes from. */
export type FieldTarget = {
  key: string;
  fieldId: string;
  record: { type: TCrmObjectType; id: string; name: string };
  propertyName: string;
  /** Filled by an object's prompt (the record's description or notes), not an imported property. */
  isDescription: boolean;
  label: string;
  shape: ValueShape;
  prompt: string;
  description: string;
};

const FILL_TYPES = new Set<CrmFillType>([
  'string',
  'number',
  'date',
  'datetime',
  'enumeration',
  'bool',
  'phone_number',
]);

export const targetKey = (type: TCrmObjectType, recordId: string, propertyName: string) =>
  `${type}:${recordId}:${propertyName}`;

/** Enabled fields Ting can fill: enabled objects (their description) and imported properties HubSpot still has. */
export function fillableFields(rows: readonly CrmFieldRow[]): CrmFieldRow[] {
  return rows.filter(
    (row) =>
      row.isEnabled &&
      (row.propertyName === null ||
        (row.missingSince === null && FILL_TYPES.has((row.propertyType ?? 'other') as CrmFillType))),
  );
}

/** The properties to read per record type (with their history) before proposing values. */
export function propertiesToRead(rows: readonly CrmFieldRow[]): Record<TCrmObjectType, string[]> {
  const names: Record<TCrmObjectType, Set<string>> = {
    deal: new Set(),
    contact: new Set(),
    company: new Set(),
  };
  for (const row of fillableFields(rows))
    names[row.objectType].add(row.propertyName ?? DESCRIPTION_PROPERTY[row.objectType]);
  // A deal amount reads in the deal's currency (the HubSpot tab's display only; never proposed).
  if (names.deal.size > 0) names.deal.add(DEAL_CURRENCY_PROPERTY);
  return { deal: [...names.deal], contact: [...names.contact], company: [...names.company] };
}

/** Each linked record × each fillable field of its type (a property imported and also an object's description: once). */
export function fieldTargets(records: readonly LinkedRecord[], rows: readonly CrmFieldRow[]): FieldTarget[] {
  const targets = new Map<string, FieldTarget>();
  for (const record of records) {
    for (const row of fillableFields(rows).filter((field) => field.objectType === record.type)) {
      const propertyName = row.propertyName ?? DESCRIPTION_PROPERTY[record.type];
      const key = targetKey(record.type, record.id, propertyName);
      // A property imported by hand wins over the object's prompt for the same property.
      if (targets.has(key) && row.propertyName === null) continue;
      targets.set(key, {
        key,
        fieldId: row.id,
        record: { type: record.type, id: record.id, name: record.name },
        propertyName,
        isDescription: row.propertyName === null,
        label: row.propertyName === null ? DESCRIPTION_LABEL[record.type] : row.label,
        shape:
          row.propertyName === null
            ? { propertyType: 'string', fieldType: 'textarea', options: [] }
            : { propertyType: row.propertyType ?? 'string', fieldType: row.fieldType, options: row.options },
        prompt: row.prompt,
        description:
          row.propertyName === null
            ? `The ${CRM_OBJECT_LABELS[record.type].toLowerCase()}'s ${DESCRIPTION_LABEL[record.type].toLowerCase()}`
            : row.description,
      });
    }
  }
  return [...targets.values()];
}

/** The value a field holds now, as read before planning. */
export const currentValueOf = (target: FieldTarget, records: readonly LinkedRecord[]) =>
  records.find((item) => item.type === target.record.type && item.id === target.record.id)?.values[
    target.propertyName
  ] ?? null;

/**
 * What the intelligence engine is asked to fill, each with the value to improve on: `bases` (by
 * target key) holds it when it is not the record's current value (this meeting's own earlier write
 * left out), else the current value.
 */
export function toFieldsToFill(
  targets: readonly FieldTarget[],
  records: readonly LinkedRecord[],
  bases: ReadonlyMap<string, string | null> = new Map(),
): CrmFieldToFill[] {
  return targets.map((target) => {
    return {
      key: target.key,
      objectType: target.record.type,
      propertyName: target.isDescription ? null : target.propertyName,
      label: target.label,
      description: target.description,
      prompt: target.prompt,
      type: target.shape.propertyType as CrmFillType,
      fieldType: target.shape.fieldType ?? 'text',
      options: [...target.shape.options],
      currentValue: bases.has(target.key) ? (bases.get(target.key) ?? null) : currentValueOf(target, records),
    };
  });
}

export type UsefulProposal = {
  target: FieldTarget;
  proposal: CrmFieldProposal;
  currentValue: string | null;
  /** A description's: this meeting's block text (the proposal's value is the record's text with it). */
  block?: string;
};

/**
 * The engine's proposals worth writing: for a known field, a valid value of its type, different from
 * what the record holds (an equal value needs no write). A description's proposal becomes this
 * meeting's block (`ting-blocks.ts`) in the record's current text: what the meeting adds, once.
 */
export function usefulProposals(options: {
  proposals: readonly CrmFieldProposal[];
  targets: readonly FieldTarget[];
  records: readonly LinkedRecord[];
  /** The meeting the blocks are for, and each field's value the engine improved on (see `toFieldsToFill`). */
  meetingId?: string;
  bases?: ReadonlyMap<string, string | null>;
}): UsefulProposal[] {
  const byKey = new Map(options.targets.map((target) => [target.key, target]));
  const seen = new Set<string>();
  return options.proposals.flatMap((proposal) => {
    const target = byKey.get(proposal.key);
    if (!target || seen.has(proposal.key) || proposal.value.trim() === '') return [];
    if (invalidValueReason(proposal.value, target.shape) !== null) return [];
    const currentValue = currentValueOf(target, options.records);
    if (target.isDescription && options.meetingId) {
      const base = options.bases?.has(target.key) ? (options.bases.get(target.key) ?? null) : currentValue;
      const block = addedText(proposal.value, base);
      if (block === '') return [];
      const value = withBlock(currentValue, options.meetingId, block) ?? '';
      if (sameValue(value, currentValue, target.shape)) return [];
      seen.add(proposal.key);
      return [{ target, proposal: { ...proposal, value }, currentValue, block }];
    }
    if (sameValue(proposal.value, currentValue, target.shape)) return [];
    seen.add(proposal.key);
    return [{ target, proposal, currentValue }];
  });
}
