import type { ObjectTypeName } from '../object-types.js';
import { COMPANY_PROPERTIES } from './company-properties.js';
import { CONTACT_PROPERTIES } from './contact-properties.js';
import { DEAL_PROPERTIES } from './deal-properties.js';
import type { PropertyDefinition } from './define-properties.js';
import { MEETING_PROPERTIES, NOTE_PROPERTIES, TASK_PROPERTIES } from './engagement-properties.js';

const CATALOG: Record<ObjectTypeName, readonly PropertyDefinition[]> = {
  contacts: CONTACT_PROPERTIES,
  companies: COMPANY_PROPERTIES,
  deals: DEAL_PROPERTIES,
  meetings: MEETING_PROPERTIES,
  notes: NOTE_PROPERTIES,
  tasks: TASK_PROPERTIES,
};

const BY_NAME = new Map(
  Object.entries(CATALOG).map(([type, properties]) => [
    type,
    new Map(properties.map((property) => [property.name, property])),
  ]),
);

export function propertiesOf(type: ObjectTypeName): readonly PropertyDefinition[] {
  return CATALOG[type];
}

export function propertyOf(options: { type: ObjectTypeName; name: string }): PropertyDefinition | undefined {
  return BY_NAME.get(options.type)?.get(options.name);
}
