import { SEED_OWNERS } from '../../../seed/crm-directory.js';

export type PropertyType = 'string' | 'number' | 'date' | 'datetime' | 'enumeration' | 'bool';

export type PropertyOption = {
  label: string;
  value: string;
  description: string;
  displayOrder: number;
  hidden: boolean;
};

/** A property definition as `GET /crm/v3/properties/{objectType}` returns it. */
export type PropertyDefinition = {
  name: string;
  label: string;
  description: string;
  type: PropertyType;
  fieldType: string;
  groupName: string;
  options: PropertyOption[];
  displayOrder: number;
  hidden: boolean;
  hasUniqueValue: boolean;
  formField: boolean;
  calculated: boolean;
  /** A calculated property's formula, as HubSpot shows it. */
  calculationFormula?: string;
  externalOptions: boolean;
  hubspotDefined: boolean;
  showCurrencySymbol?: boolean;
  referencedObjectType?: string;
  createdAt: string;
  updatedAt: string;
  archived: boolean;
  archivedAt?: string;
  modificationMetadata: {
    archivable: boolean;
    readOnlyDefinition: boolean;
    readOnlyValue: boolean;
    readOnlyOptions?: boolean;
  };
};

export type PropertySpec = {
  name: string;
  label: string;
  description: string;
  type: PropertyType;
  fieldType: string;
  /** `[value, label]` pairs for enumerations. */
  options?: ReadonlyArray<readonly [string, string]>;
  /** Option values kept for old records but no longer offered (`options[].hidden`). */
  hiddenOptions?: readonly string[];
  /** Maintained by HubSpot itself (ids, create and modify dates). */
  isReadOnly?: boolean;
  /** Not shown in HubSpot's UI (`hidden`), e.g. properties its own tools use. */
  isHidden?: boolean;
  /** Computed by HubSpot from other values (`calculated`; its value is read-only too). */
  calculationFormula?: string;
  /** Created by the portal's admins rather than by HubSpot. */
  isCustom?: boolean;
  isUnique?: boolean;
  isCurrency?: boolean;
  referencedObjectType?: string;
  groupName?: string;
};

const HUBSPOT_DEFINED_AT = '2019-08-06T02:41:08.000Z';
const CUSTOM_DEFINED_AT = '2025-03-12T09:30:00.000Z';

type DefinePropertiesOptions = { groupName: string; specs: readonly PropertySpec[] };

export function defineProperties({ groupName, specs }: DefinePropertiesOptions): PropertyDefinition[] {
  return specs.map((spec, index) => {
    const isCustom = spec.isCustom ?? false;
    const isCalculated = spec.calculationFormula !== undefined;
    const isReadOnly = (spec.isReadOnly ?? false) || isCalculated;
    const stamp = isCustom ? CUSTOM_DEFINED_AT : HUBSPOT_DEFINED_AT;
    return {
      name: spec.name,
      label: spec.label,
      description: spec.description,
      type: spec.type,
      fieldType: spec.fieldType,
      groupName: spec.groupName ?? groupName,
      options: (spec.options ?? []).map(([value, label], order) => ({
        label,
        value,
        description: '',
        displayOrder: order,
        hidden: spec.hiddenOptions?.includes(value) ?? false,
      })),
      displayOrder: isCustom ? index : -1,
      hidden: spec.isHidden ?? false,
      hasUniqueValue: spec.isUnique ?? false,
      formField: !isReadOnly && !(spec.isHidden ?? false),
      calculated: isCalculated,
      ...(isCalculated ? { calculationFormula: spec.calculationFormula } : {}),
      externalOptions: spec.referencedObjectType !== undefined,
      hubspotDefined: !isCustom,
      ...(spec.isCurrency ? { showCurrencySymbol: true } : {}),
      ...(spec.referencedObjectType ? { referencedObjectType: spec.referencedObjectType } : {}),
      createdAt: stamp,
      updatedAt: stamp,
      archived: false,
      modificationMetadata: {
        archivable: isCustom,
        readOnlyDefinition: !isCustom,
        readOnlyValue: isReadOnly,
      },
    };
  });
}

/** `hubspot_owner_id`: an enumeration whose options are the portal's owners. */
export const OWNER_PROPERTY: PropertySpec = {
  name: 'hubspot_owner_id',
  label: 'Owner',
  description: 'The owner of the record. Owners are the users in the HubSpot account.',
  type: 'enumeration',
  fieldType: 'select',
  referencedObjectType: 'OWNER',
  options: SEED_OWNERS.map((owner) => [owner.id, `${owner.firstName} ${owner.lastName}`] as const),
};

/** Record id, create and modify dates: on every object, maintained by HubSpot. */
export function systemProperties(options: { created: string; modified: string }): PropertySpec[] {
  return [
    {
      name: 'hs_object_id',
      label: 'Record ID',
      description: 'The unique ID for this record. This value is set automatically by HubSpot.',
      type: 'number',
      fieldType: 'number',
      isReadOnly: true,
      isUnique: true,
    },
    {
      name: options.created,
      label: 'Create Date',
      description: 'The date the record was created. This value is set automatically by HubSpot.',
      type: 'datetime',
      fieldType: 'date',
      isReadOnly: true,
    },
    {
      name: options.modified,
      label: 'Last Modified Date',
      description: 'Most recent timestamp of any property update for this record.',
      type: 'datetime',
      fieldType: 'date',
      isReadOnly: true,
    },
  ];
}
