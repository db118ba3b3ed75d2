import type { CrmAnyObjectType, CrmEngagementType, CrmObjectType } from '../crm-provider';

/** HubSpot's name for an object type in API paths, and its id in app links (`0-1` contacts…). */
type HubspotObjectType = { path: string; objectTypeId: string };

export const HUBSPOT_OBJECT_TYPES: Record<CrmAnyObjectType, HubspotObjectType> = {
  contact: { path: 'contacts', objectTypeId: '0-1' },
  company: { path: 'companies', objectTypeId: '0-2' },
  deal: { path: 'deals', objectTypeId: '0-3' },
  meeting: { path: 'meetings', objectTypeId: '0-47' },
  note: { path: 'notes', objectTypeId: '0-46' },
  task: { path: 'tasks', objectTypeId: '0-27' },
};

export const CRM_OBJECT_TYPES: readonly CrmObjectType[] = ['contact', 'company', 'deal'];

/** Read with every record, whatever else is asked, so it can be named. */
export const DISPLAY_NAME_PROPERTIES: Record<CrmObjectType, readonly string[]> = {
  contact: ['firstname', 'lastname', 'email'],
  company: ['name', 'domain'],
  deal: ['dealname'],
};

/**
 * HUBSPOT_DEFINED association type ids from an activity to a record (the SDK's `AssociationTypes`),
 * the ones HubSpot itself uses when an activity is logged on a record.
 */
export const ENGAGEMENT_TO_RECORD_TYPE_IDS: Record<CrmEngagementType, Record<CrmObjectType, number>> = {
  meeting: { contact: 200, company: 188, deal: 212 },
  note: { contact: 202, company: 190, deal: 214 },
  task: { contact: 204, company: 192, deal: 216 },
};
