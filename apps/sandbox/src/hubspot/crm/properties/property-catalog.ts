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

export function propertiesOf(type: ObjectTypeName): readonly PropertyDefinition[] {
  return CATALOG[type];
}
