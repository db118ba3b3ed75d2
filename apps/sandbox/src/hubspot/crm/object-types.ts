export type ObjectTypeName = 'contacts' | 'companies' | 'deals' | 'meetings' | 'notes' | 'tasks';

export type ObjectTypeDefinition = {
  name: ObjectTypeName;
  objectTypeId: string;
  singular: string;
  /** Upper-case name HubSpot uses in some messages (CONTACT, COMPANY, ...). */
  upperName: string;
  /** Returned when a request names no properties. */
  defaultProperties: readonly string[];
  createdProperty: string;
  modifiedProperty: string;
  /** Properties a search `query` looks in. */
  searchableProperties: readonly string[];
  /** The property that names a record on its page. */
  titleProperties: readonly string[];
  /** Any one of these scopes lets a token read / write records. */
  readScopes: readonly string[];
  writeScopes: readonly string[];
  /** Any one of these lets a token read property definitions. */
  schemaScopes: readonly string[];
  /** Engagement properties HubSpot insists on at creation. */
  requiredOnCreate: readonly string[];
};

const CONTACT_READ = ['crm.objects.contacts.read'];
const CONTACT_WRITE = ['crm.objects.contacts.write'];
const ENGAGEMENT_DEFAULTS = ['hs_createdate', 'hs_lastmodifieddate', 'hs_object_id'];

export const OBJECT_TYPES: readonly ObjectTypeDefinition[] = [
  {
    name: 'contacts',
    objectTypeId: '0-1',
    singular: 'contact',
    upperName: 'CONTACT',
    defaultProperties: ['createdate', 'email', 'firstname', 'hs_object_id', 'lastmodifieddate', 'lastname'],
    createdProperty: 'createdate',
    modifiedProperty: 'lastmodifieddate',
    searchableProperties: ['firstname', 'lastname', 'email', 'phone', 'company', 'jobtitle'],
    titleProperties: ['firstname', 'lastname'],
    readScopes: CONTACT_READ,
    writeScopes: CONTACT_WRITE,
    schemaScopes: ['crm.schemas.contacts.read', ...CONTACT_READ],
    requiredOnCreate: [],
  },
  {
    name: 'companies',
    objectTypeId: '0-2',
    singular: 'company',
    upperName: 'COMPANY',
    defaultProperties: ['createdate', 'domain', 'hs_lastmodifieddate', 'hs_object_id', 'name'],
    createdProperty: 'createdate',
    modifiedProperty: 'hs_lastmodifieddate',
    searchableProperties: ['name', 'domain', 'website', 'phone'],
    titleProperties: ['name'],
    readScopes: ['crm.objects.companies.read'],
    writeScopes: ['crm.objects.companies.write'],
    schemaScopes: ['crm.schemas.companies.read', 'crm.objects.companies.read'],
    requiredOnCreate: [],
  },
  {
    name: 'deals',
    objectTypeId: '0-3',
    singular: 'deal',
    upperName: 'DEAL',
    defaultProperties: [
      'amount',
      'closedate',
      'createdate',
      'dealname',
      'dealstage',
      'hs_lastmodifieddate',
      'hs_object_id',
      'pipeline',
    ],
    createdProperty: 'createdate',
    modifiedProperty: 'hs_lastmodifieddate',
    searchableProperties: ['dealname'],
    titleProperties: ['dealname'],
    readScopes: ['crm.objects.deals.read'],
    writeScopes: ['crm.objects.deals.write'],
    schemaScopes: ['crm.schemas.deals.read', 'crm.objects.deals.read'],
    requiredOnCreate: [],
  },
  {
    name: 'tasks',
    objectTypeId: '0-27',
    singular: 'task',
    upperName: 'TASK',
    defaultProperties: ENGAGEMENT_DEFAULTS,
    createdProperty: 'hs_createdate',
    modifiedProperty: 'hs_lastmodifieddate',
    searchableProperties: ['hs_task_subject', 'hs_task_body'],
    titleProperties: ['hs_task_subject'],
    readScopes: CONTACT_READ,
    writeScopes: CONTACT_WRITE,
    schemaScopes: ['crm.schemas.contacts.read', ...CONTACT_READ],
    requiredOnCreate: ['hs_timestamp'],
  },
  {
    name: 'notes',
    objectTypeId: '0-46',
    singular: 'note',
    upperName: 'NOTE',
    defaultProperties: ENGAGEMENT_DEFAULTS,
    createdProperty: 'hs_createdate',
    modifiedProperty: 'hs_lastmodifieddate',
    searchableProperties: ['hs_note_body'],
    titleProperties: ['hs_note_body'],
    readScopes: CONTACT_READ,
    writeScopes: CONTACT_WRITE,
    schemaScopes: ['crm.schemas.contacts.read', ...CONTACT_READ],
    requiredOnCreate: ['hs_timestamp'],
  },
  {
    name: 'meetings',
    objectTypeId: '0-47',
    singular: 'meeting',
    upperName: 'MEETING',
    defaultProperties: ENGAGEMENT_DEFAULTS,
    createdProperty: 'hs_createdate',
    modifiedProperty: 'hs_lastmodifieddate',
    searchableProperties: ['hs_meeting_title', 'hs_meeting_body'],
    titleProperties: ['hs_meeting_title'],
    readScopes: CONTACT_READ,
    writeScopes: CONTACT_WRITE,
    schemaScopes: ['crm.schemas.contacts.read', ...CONTACT_READ],
    requiredOnCreate: ['hs_timestamp'],
  },
];

/** Accepts what HubSpot accepts in `{objectType}`: `contacts`, `contact`, `0-1`, any letter case. */
export function resolveObjectType(segment: string): ObjectTypeDefinition | undefined {
  const key = segment.toLowerCase();
  return OBJECT_TYPES.find((type) => type.name === key || type.singular === key || type.objectTypeId === key);
}

export function objectType(name: ObjectTypeName): ObjectTypeDefinition {
  const type = OBJECT_TYPES.find((candidate) => candidate.name === name);
  if (!type) throw new Error(`Unknown object type ${name}`);
  return type;
}
