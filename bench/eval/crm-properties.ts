import {
  DEFAULT_OBJECT_FIELDS,
  defaultPropertyPrompt,
} from '../../apps/server/src/modules/crm-fields/crm-field-dto';
import {
  DESCRIPTION_PROPERTY,
  type FieldTarget,
  type LinkedRecord,
  targetKey,
  toFieldsToFill,
} from '../../apps/server/src/modules/crm-sync/value-proposals';
import type { CrmFieldToFill, CrmFillType } from '../../apps/server/src/providers/llm/meeting-intelligence';

/**
 * The HubSpot properties the suite asks engines to fill: HubSpot's own and the custom ones a sales
 * team adds (as the sandbox portal defines them), one or more of every type. `description` is the
 * record's description, which the object's prompt fills (not an imported property).
 */
type PropertyDefinition = {
  objectType: 'deal' | 'company';
  label: string;
  description: string;
  type: Exclude<CrmFillType, 'other' | 'phone_number'>;
  fieldType: string;
  options?: ReadonlyArray<readonly [value: string, label: string]>;
  /** The record's description, filled by the object's prompt. */
  isDescription?: boolean;
};

const YES_NO = [
  ['true', 'Yes'],
  ['false', 'No'],
] as const;

export const CRM_PROPERTIES = {
  amount: {
    objectType: 'deal',
    label: 'Amount',
    description: 'The total amount of the deal',
    type: 'number',
    fieldType: 'number',
  },
  seats: {
    objectType: 'deal',
    label: 'Seats',
    description: 'How many users the customer intends to license.',
    type: 'number',
    fieldType: 'number',
  },
  dealstage: {
    objectType: 'deal',
    label: 'Deal Stage',
    description:
      'The stage of the deal. Deal stages allow you to categorize and track the progress of the deals that you are working on.',
    type: 'enumeration',
    fieldType: 'radio',
    options: [
      ['appointmentscheduled', 'Appointment Scheduled'],
      ['qualifiedtobuy', 'Qualified To Buy'],
      ['presentationscheduled', 'Presentation Scheduled'],
      ['decisionmakerboughtin', 'Decision Maker Bought-In'],
      ['contractsent', 'Contract Sent'],
      ['closedwon', 'Closed Won'],
      ['closedlost', 'Closed Lost'],
    ],
  },
  dealtype: {
    objectType: 'deal',
    label: 'Deal Type',
    description:
      'The type of deal. By default, categorize your deal as either New Business or Existing Business.',
    type: 'enumeration',
    fieldType: 'radio',
    options: [
      ['newbusiness', 'New Business'],
      ['existingbusiness', 'Existing Business'],
    ],
  },
  hs_priority: {
    objectType: 'deal',
    label: 'Priority',
    description: 'The priority of the deal',
    type: 'enumeration',
    fieldType: 'select',
    options: [
      ['low', 'Low'],
      ['medium', 'Medium'],
      ['high', 'High'],
    ],
  },
  decision_timeline: {
    objectType: 'deal',
    label: 'Decision Timeline',
    description: 'When the customer expects to decide.',
    type: 'enumeration',
    fieldType: 'select',
    options: [
      ['this_month', 'This month'],
      ['this_quarter', 'This quarter'],
      ['next_quarter', 'Next quarter'],
      ['later', 'Later'],
      ['unknown', 'Unknown'],
    ],
  },
  products_of_interest: {
    objectType: 'deal',
    label: 'Products of Interest',
    description: 'Which of our products the customer wants to buy.',
    type: 'enumeration',
    fieldType: 'checkbox',
    options: [
      ['core_platform', 'Core platform'],
      ['analytics_addon', 'Analytics add-on'],
      ['integrations_pack', 'Integrations pack'],
      ['premium_support', 'Premium support'],
      ['sso_addon', 'SSO add-on'],
    ],
  },
  budget_confirmed: {
    objectType: 'deal',
    label: 'Budget Confirmed',
    description: 'Whether the customer has confirmed a budget for this purchase.',
    type: 'bool',
    fieldType: 'booleancheckbox',
    options: YES_NO,
  },
  contract_start_date: {
    objectType: 'deal',
    label: 'Contract Start Date',
    description: "The day the customer's contract starts.",
    type: 'date',
    fieldType: 'date',
  },
  closedate: {
    objectType: 'deal',
    label: 'Close Date',
    description: 'Date the deal was closed. Set automatically by HubSpot.',
    type: 'datetime',
    fieldType: 'date',
  },
  competitors: {
    objectType: 'deal',
    label: 'Competitors',
    description: 'Other vendors the customer is evaluating.',
    type: 'string',
    fieldType: 'textarea',
  },
  pain_points: {
    objectType: 'deal',
    label: 'Pain Points',
    description: 'The problems the customer wants solved, in their words.',
    type: 'string',
    fieldType: 'textarea',
  },
  hs_next_step: {
    objectType: 'deal',
    label: 'Next Step',
    description: 'A short description of the next step for the deal',
    type: 'string',
    fieldType: 'textarea',
  },
  description: {
    objectType: 'deal',
    label: 'Deal description',
    description: 'Description of the deal',
    type: 'string',
    fieldType: 'textarea',
    isDescription: true,
  },
  industry: {
    objectType: 'company',
    label: 'Industry',
    description: 'The type of business the company performs.',
    type: 'enumeration',
    fieldType: 'select',
    options: [
      ['ARCHITECTURE_PLANNING', 'Architecture & Planning'],
      ['BANKING', 'Banking'],
      ['COMPUTER_SOFTWARE', 'Computer Software'],
      ['CONSTRUCTION', 'Construction'],
      ['E_LEARNING', 'E-Learning'],
      ['FINANCIAL_SERVICES', 'Financial Services'],
      ['FOOD_PRODUCTION', 'Food Production'],
      ['HOSPITAL_HEALTH_CARE', 'Hospital & Health Care'],
      ['LOGISTICS_AND_SUPPLY_CHAIN', 'Logistics and Supply Chain'],
      ['MACHINERY', 'Machinery'],
      ['MARKETING_AND_ADVERTISING', 'Marketing and Advertising'],
      ['RETAIL', 'Retail'],
      ['UTILITIES', 'Utilities'],
    ],
  },
  numberofemployees: {
    objectType: 'company',
    label: 'Number of Employees',
    description: 'The total number of employees who work for the company.',
    type: 'number',
    fieldType: 'number',
  },
  contract_renewal_date: {
    objectType: 'company',
    label: 'Contract Renewal Date',
    description: "When the company's current contract comes up for renewal.",
    type: 'date',
    fieldType: 'date',
  },
  is_strategic_account: {
    objectType: 'company',
    label: 'Strategic Account',
    description: 'Whether leadership follows this account closely.',
    type: 'bool',
    fieldType: 'booleancheckbox',
    options: YES_NO,
  },
} as const satisfies Record<string, PropertyDefinition>;

export type CrmPropertyName = keyof typeof CRM_PROPERTIES;

export function propertyDefinition(name: CrmPropertyName): PropertyDefinition {
  return CRM_PROPERTIES[name];
}

/** The kinds of value the results report apart (a datetime is read as its date). */
export type CrmValueKind = 'enumeration' | 'number' | 'date' | 'bool' | 'text';

export function valueKindOf(name: CrmPropertyName): CrmValueKind {
  const { type } = propertyDefinition(name);
  if (type === 'datetime' || type === 'date') return 'date';
  if (type === 'string') return 'text';
  return type;
}

/** The record every meeting is linked to, per object type. */
const LINKED_RECORD_IDS = { deal: '9001', company: '7001' } as const;

/** The engine's key for a property of the linked record, as the CRM sync builds it. */
export function fieldKeyOf(name: CrmPropertyName): string {
  const definition = propertyDefinition(name);
  const propertyName = definition.isDescription ? DESCRIPTION_PROPERTY[definition.objectType] : name;
  return targetKey(definition.objectType, LINKED_RECORD_IDS[definition.objectType], propertyName);
}

/**
 * The fields to fill, built the way the CRM sync builds them (`toFieldsToFill`): a property's
 * prompt is its HubSpot description, a description's is the object's default prompt; the linked
 * records hold nothing yet.
 */
export function fieldsToFill(names: readonly CrmPropertyName[]): CrmFieldToFill[] {
  const targets: FieldTarget[] = names.map((name) => {
    const definition = propertyDefinition(name);
    const record = {
      type: definition.objectType,
      id: LINKED_RECORD_IDS[definition.objectType],
      name: `Linked ${definition.objectType}`,
    };
    const objectField = DEFAULT_OBJECT_FIELDS.find((field) => field.objectType === definition.objectType);
    const isDescription = definition.isDescription === true;
    return {
      key: fieldKeyOf(name),
      fieldId: `field-${name}`,
      record,
      propertyName: isDescription ? DESCRIPTION_PROPERTY[definition.objectType] : name,
      isDescription,
      label: definition.label,
      shape: {
        propertyType: definition.type,
        fieldType: definition.fieldType,
        options: (definition.options ?? []).map(([value, label]) => ({ value, label })),
      },
      prompt:
        isDescription && objectField ? objectField.prompt : defaultPropertyPrompt({ ...definition, name }),
      description: isDescription
        ? `The ${definition.objectType}'s ${definition.label.toLowerCase()}`
        : definition.description,
    };
  });
  const records: LinkedRecord[] = (['deal', 'company'] as const).map((type) => ({
    type,
    id: LINKED_RECORD_IDS[type],
    name: `Linked ${type}`,
    values: {},
    history: {},
  }));
  return toFieldsToFill(targets, records);
}
