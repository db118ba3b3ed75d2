/** The CRM records a meeting can be linked to and whose properties Ting fills (spec section 3). */
export type CrmObjectType = 'contact' | 'company' | 'deal';

/** Activities Ting writes to the CRM after a meeting; they have no page of their own. */
export type CrmEngagementType = 'meeting' | 'note' | 'task';

/** A record or an activity: what associations and association labels connect. */
export type CrmAnyObjectType = CrmObjectType | CrmEngagementType;

/** Names a record without reading it. */
export type CrmRecordRef = { type: CrmObjectType; id: string };

/** Property values as the CRM keeps them: text, whatever the property's type (numbers, dates, booleans). */
export type CrmPropertyValues = Record<string, string | null>;

/** One past value of a property: when it was set, and by what (`CRM_UI` a person, `INTEGRATION` an app…). */
export type CrmPropertyChange = {
  value: string | null;
  timestamp: Date | null;
  /** The CRM's name for the source, e.g. HubSpot's `CRM_UI`, `INTEGRATION`, `IMPORT`, `WORKFLOW`; null when not said. */
  sourceType: string | null;
  /** The CRM user who made the change, when a person did. */
  updatedByUserId: string | null;
};

/** A contact, company or deal with the properties that were asked for. */
export type CrmRecord = {
  id: string;
  type: CrmObjectType;
  /** What people call it: a contact's full name (else email), a company's name (else domain), a deal's name. */
  displayName: string;
  /** The asked-for properties the CRM knows; empty ones are null, unknown names are left out. */
  properties: CrmPropertyValues;
  updatedAt: Date | null;
  /** The record's page in the CRM app; null when the account id is not known. */
  url: string | null;
  /** Past values of the properties asked for with history, newest first; absent when none were. */
  history?: Record<string, CrmPropertyChange[]>;
};

/** What an update stored (the written properties, as the CRM keeps them); the record's name is not re-read. */
export type CrmRecordUpdate = Omit<CrmRecord, 'displayName' | 'history'>;

/** The kinds of value a property holds; anything the CRM adds later is `other` (leave it alone). */
export type CrmPropertyType =
  | 'string'
  | 'number'
  | 'date'
  | 'datetime'
  | 'enumeration'
  | 'bool'
  | 'phone_number'
  | 'other';

export type CrmPropertyOption = { label: string; value: string; isHidden: boolean };

/** A property definition: what a field can be mapped to and how its value must be written. */
export type CrmProperty = {
  name: string;
  label: string;
  description: string;
  type: CrmPropertyType;
  /** How the CRM shows it: `text`, `textarea`, `select`, `radio`, `checkbox`, `booleancheckbox`, `date`, `number`, `html`… */
  fieldType: string;
  groupName: string;
  /** The allowed values of an enumeration (empty for other types). */
  options: CrmPropertyOption[];
  isHidden: boolean;
  /** Computed by the CRM from other values (a formula, a rollup). */
  isCalculated: boolean;
  /** Its value cannot be written through the API (ids, dates the CRM keeps itself). */
  isReadOnly: boolean;
  /** Added by the account's admins rather than defined by the CRM. */
  isCustom: boolean;
  /** What an enumeration's values refer to, e.g. `OWNER` for `hubspot_owner_id`; null otherwise. */
  referencedObjectType: string | null;
};

/** A user of the CRM account who can own records and tasks. */
export type CrmOwner = { id: string; email: string | null; name: string };

/** A kind of association between two object types; `label` null for the plain (unlabelled) one. */
export type CrmAssociationLabel = {
  category: 'HUBSPOT_DEFINED' | 'USER_DEFINED' | 'INTEGRATOR_DEFINED';
  typeId: number;
  label: string | null;
};

/** One stage of a deal pipeline; deals in a closed stage (won or lost) are no longer open. */
export type CrmDealStage = { pipelineId: string; id: string; label: string; isClosed: boolean };

/** The outcome the CRM records for a meeting. */
export type CrmMeetingOutcome = 'scheduled' | 'completed' | 'rescheduled' | 'no_show' | 'canceled';

/**
 * A record an activity is associated with; `associationTypeId` is the CRM's association type from the
 * activity to the record (read from `listAssociationLabels`), else the CRM's default one is used.
 */
export type CrmAssociationTarget = CrmRecordRef & { associationTypeId?: number };

/**
 * Every create takes an optional `marker`: a word (letters and digits) unique to this write, kept
 * with the activity (HubSpot: as the last line of its body), so `findEngagementByMarker` can find it
 * again when a crash lost the id the create answered.
 */
export type CreateMeetingInput = {
  title: string;
  /** The summary shown on the activity; may hold simple HTML. */
  body: string;
  startsAt: Date;
  endsAt: Date;
  outcome?: CrmMeetingOutcome;
  /** A link back to the meeting in Ting. */
  externalUrl?: string;
  ownerId?: string;
  marker?: string;
  associations: CrmAssociationTarget[];
};

export type CreateNoteInput = {
  /** Up to 65,536 characters; may hold simple HTML. */
  body: string;
  timestamp: Date;
  ownerId?: string;
  marker?: string;
  associations: CrmAssociationTarget[];
};

export type CrmTaskPriority = 'low' | 'medium' | 'high';

export type CreateTaskInput = {
  subject: string;
  body?: string;
  dueAt: Date;
  priority?: CrmTaskPriority;
  ownerId?: string;
  marker?: string;
  associations: CrmAssociationTarget[];
};

/** A change to a task: the properties given are written (a body keeps its marker); `completed` marks it done. */
export type UpdateTaskInput = {
  id: string;
  subject?: string;
  body?: string;
  marker?: string;
  dueAt?: Date;
  completed?: boolean;
};

/** An activity read back: what was written and what it is associated with. */
export type CrmEngagement = {
  id: string;
  type: CrmEngagementType;
  /** A meeting's title or a task's subject; null for a note. */
  title: string | null;
  body: string | null;
  /** When it happened (a meeting's start, a note's time) or, for a task, when it is due. */
  timestamp: Date | null;
  ownerId: string | null;
  /** A task's status (`NOT_STARTED`, `COMPLETED`…) or a meeting's outcome, as the CRM spells it. */
  status: string | null;
  associations: CrmRecordRef[];
};

/** Every call carries the account's access token; Ting refreshes it and retries on `ProviderUnauthorizedError`. */
export type CrmAccess = { accessToken: string };

/** The CRM's stated burst limit for an account: `max` calls per `intervalMs` (`remaining` in the current one). */
export type CrmRateLimit = { max: number; intervalMs: number; remaining: number | null };

/** Calls that return records also take the account (portal) id, which record links need. */
export type CrmRecordAccess = CrmAccess & { accountId: string | null };

/**
 * The CRM capability: what linking meetings to records, importing properties and writing results
 * back need from any CRM. Failures are `ProviderError`s (`not_found` for an unknown id, `auth` for a
 * refused token or a missing scope, `invalid` for values the CRM refused).
 */
export interface CrmProvider {
  /** The burst limit the CRM last stated to calls with this token (from its answers' headers); null before any. */
  rateLimit?(access: CrmAccess): CrmRateLimit | null;
  /** Records whose searchable text (names, emails, domains…) contains `query`, at most `limit` (≤ 200). */
  searchRecords(
    options: CrmRecordAccess & { type: CrmObjectType; query: string; limit?: number; properties?: string[] },
  ): Promise<CrmRecord[]>;
  /** One record with the chosen properties (and the past values of `propertiesWithHistory`). */
  getRecord(
    options: CrmRecordAccess & CrmRecordRef & { properties?: string[]; propertiesWithHistory?: string[] },
  ): Promise<CrmRecord>;
  /** Contacts with any of these email addresses (compared without letter case), e.g. a meeting's attendees. */
  findContactsByEmail(
    options: CrmRecordAccess & { emails: string[]; properties?: string[] },
  ): Promise<CrmRecord[]>;
  /** The records of one type associated with a record, e.g. a contact's companies or deals. */
  listAssociatedRecords(
    options: CrmRecordAccess & { from: CrmRecordRef; toType: CrmObjectType; properties?: string[] },
  ): Promise<CrmRecord[]>;
  /** Writes property values (text, as `CrmPropertyValues`; null clears) and returns them as stored. */
  updateRecord(
    options: CrmRecordAccess & CrmRecordRef & { properties: CrmPropertyValues },
  ): Promise<CrmRecordUpdate>;
  /** Every (unarchived) property definition of a type, with types, options and flags. */
  listProperties(options: CrmAccess & { type: CrmAnyObjectType }): Promise<CrmProperty[]>;
  listOwners(options: CrmAccess): Promise<CrmOwner[]>;
  /** The stages of every deal pipeline, to tell open deals from closed ones. */
  listDealStages(options: CrmAccess): Promise<CrmDealStage[]>;
  listAssociationLabels(
    options: CrmAccess & { fromType: CrmAnyObjectType; toType: CrmAnyObjectType },
  ): Promise<CrmAssociationLabel[]>;
  /** Each creates the activity associated with the given records and returns its id. */
  createMeeting(options: CrmAccess & CreateMeetingInput): Promise<{ id: string }>;
  createNote(options: CrmAccess & CreateNoteInput): Promise<{ id: string }>;
  createTask(options: CrmAccess & CreateTaskInput): Promise<{ id: string }>;
  updateTask(options: CrmAccess & UpdateTaskInput): Promise<void>;
  /** Deletes (archives) an activity; one already gone is no error. */
  deleteEngagement(options: CrmAccess & { type: CrmEngagementType; id: string }): Promise<void>;
  getEngagement(options: CrmAccess & { type: CrmEngagementType; id: string }): Promise<CrmEngagement>;
  /** The activities (meetings, notes, tasks) associated with a record, most recent first, at most `limit` (≤ 50). */
  listActivities(options: CrmAccess & { record: CrmRecordRef; limit: number }): Promise<CrmEngagement[]>;
  /** The activity created with this `marker`, or null when there is none (yet). */
  findEngagementByMarker(
    options: CrmAccess & { type: CrmEngagementType; marker: string },
  ): Promise<{ id: string } | null>;
  /**
   * A record's page in the CRM app, or the page of the record an activity is associated with,
   * opened on that activity (`engagementId`); null without the account id.
   */
  recordUrl(options: {
    accountId: string | null;
    record: CrmRecordRef;
    engagementId?: string;
  }): string | null;
}
