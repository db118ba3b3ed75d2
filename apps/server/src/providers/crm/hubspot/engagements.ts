import type {
  CreateMeetingInput,
  CreateNoteInput,
  CreateTaskInput,
  CrmAssociationTarget,
  CrmEngagement,
  CrmEngagementType,
  CrmMeetingOutcome,
  CrmRecordRef,
  CrmTaskPriority,
  UpdateTaskInput,
} from '../crm-provider';
import { type HubspotRecord, parseHubspotDate } from './mappers';
import { ENGAGEMENT_TO_RECORD_TYPE_IDS } from './object-types';

/** The body of `POST /crm/v3/objects/{meetings|notes|tasks}`: properties and inline associations. */
export type EngagementWrite = {
  properties: Record<string, string>;
  associations: Array<{ to: { id: string }; types: Array<{ associationTypeId: number }> }>;
};

const MEETING_OUTCOMES: Record<CrmMeetingOutcome, string> = {
  scheduled: 'SCHEDULED',
  completed: 'COMPLETED',
  rescheduled: 'RESCHEDULED',
  no_show: 'NO_SHOW',
  canceled: 'CANCELED',
};

const TASK_PRIORITIES: Record<CrmTaskPriority, string> = { low: 'LOW', medium: 'MEDIUM', high: 'HIGH' };

/** HubSpot keeps a note body to 65,536 characters. */
const MAX_NOTE_BODY = 65_536;

/** Properties read back from each kind of activity, and which of ours they fill. */
const READ_BACK: Record<
  CrmEngagementType,
  { title: string | null; body: string; timestamp: string; status: string | null }
> = {
  meeting: {
    title: 'hs_meeting_title',
    body: 'hs_meeting_body',
    timestamp: 'hs_timestamp',
    status: 'hs_meeting_outcome',
  },
  note: { title: null, body: 'hs_note_body', timestamp: 'hs_timestamp', status: null },
  task: {
    title: 'hs_task_subject',
    body: 'hs_task_body',
    timestamp: 'hs_timestamp',
    status: 'hs_task_status',
  },
};

export const ENGAGEMENT_PROPERTIES: Record<CrmEngagementType, string[]> = Object.fromEntries(
  Object.entries(READ_BACK).map(([type, fields]) => [
    type,
    [fields.title, fields.body, fields.timestamp, fields.status, 'hubspot_owner_id'].filter(
      (name): name is string => name !== null,
    ),
  ]),
) as Record<CrmEngagementType, string[]>;

type AssociationsOptions = { type: CrmEngagementType; records: CrmAssociationTarget[] };

/**
 * The activity → record association for each record (duplicates dropped): the type id the caller
 * read from HubSpot's labels, else HubSpot's default one.
 */
function associationsOf({ type, records }: AssociationsOptions): EngagementWrite['associations'] {
  const unique = new Map(records.map((record) => [`${record.type}:${record.id}`, record]));
  return [...unique.values()].map((record) => ({
    to: { id: record.id },
    types: [
      {
        associationTypeId: record.associationTypeId ?? ENGAGEMENT_TO_RECORD_TYPE_IDS[type][record.type],
      },
    ],
  }));
}

/** The body property each activity keeps its marker in (the last line of its body). */
export const MARKER_PROPERTIES: Record<CrmEngagementType, string> = {
  meeting: 'hs_meeting_body',
  note: 'hs_note_body',
  task: 'hs_task_body',
};

/** A marker must be one searchable word. */
const MARKER_PATTERN = /^[A-Za-z0-9]{8,64}$/;

export function isValidMarker(marker: string): boolean {
  return MARKER_PATTERN.test(marker);
}

/** The body with the marker as its last line (spaces around it keep it one token for search). */
function withMarker(body: string | undefined, marker: string | undefined): string | undefined {
  if (!marker) return body;
  if (!isValidMarker(marker)) throw new Error('An activity marker is one word of 8 to 64 letters and digits');
  return `${body ?? ''}<p style="color:#99acc2;font-size:11px"> ting-ref ${marker} </p>`;
}

/** Leaves out the optional properties the caller did not give. */
function given(values: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
}

export function meetingWrite(input: CreateMeetingInput): EngagementWrite {
  return {
    properties: given({
      hs_timestamp: input.startsAt.toISOString(),
      hs_meeting_title: input.title,
      hs_meeting_body: withMarker(input.body, input.marker),
      hs_meeting_start_time: input.startsAt.toISOString(),
      hs_meeting_end_time: input.endsAt.toISOString(),
      hs_meeting_outcome: input.outcome && MEETING_OUTCOMES[input.outcome],
      hs_meeting_external_url: input.externalUrl,
      hubspot_owner_id: input.ownerId,
    }),
    associations: associationsOf({ type: 'meeting', records: input.associations }),
  };
}

export function noteWrite(input: CreateNoteInput): EngagementWrite {
  return {
    properties: given({
      hs_timestamp: input.timestamp.toISOString(),
      hs_note_body: withMarker(input.body.slice(0, MAX_NOTE_BODY - (input.marker ? 120 : 0)), input.marker),
      hubspot_owner_id: input.ownerId,
    }),
    associations: associationsOf({ type: 'note', records: input.associations }),
  };
}

export function taskWrite(input: CreateTaskInput): EngagementWrite {
  return {
    properties: given({
      hs_timestamp: input.dueAt.toISOString(),
      hs_task_subject: input.subject,
      hs_task_body: withMarker(input.body, input.marker),
      hs_task_status: 'NOT_STARTED',
      hs_task_type: 'TODO',
      hs_task_priority: input.priority && TASK_PRIORITIES[input.priority],
      hubspot_owner_id: input.ownerId,
    }),
    associations: associationsOf({ type: 'task', records: input.associations }),
  };
}

/** The properties of `PATCH /crm/v3/objects/tasks/{id}` for a change to a task. */
export function taskUpdate(input: Omit<UpdateTaskInput, 'id'>): Record<string, string> {
  return given({
    hs_task_subject: input.subject,
    hs_task_body: input.body === undefined ? undefined : withMarker(input.body, input.marker),
    hs_timestamp: input.dueAt?.toISOString(),
    hs_task_status: input.completed === undefined ? undefined : input.completed ? 'COMPLETED' : 'NOT_STARTED',
  });
}

/** A task body as Ting wrote it: its text with the marker paragraph (to compare with what HubSpot holds). */
export const taskBodyWithMarker = (body: string, marker: string) => withMarker(body, marker) ?? body;

type MapEngagementOptions = { raw: HubspotRecord; type: CrmEngagementType; associations: CrmRecordRef[] };

export function mapEngagement({ raw, type, associations }: MapEngagementOptions): CrmEngagement {
  const fields = READ_BACK[type];
  const value = (name: string | null) => (name ? (raw.properties[name] ?? null) : null);
  return {
    id: raw.id,
    type,
    title: value(fields.title),
    body: value(fields.body),
    timestamp: parseHubspotDate(value(fields.timestamp)),
    ownerId: value('hubspot_owner_id'),
    status: value(fields.status),
    associations,
  };
}
