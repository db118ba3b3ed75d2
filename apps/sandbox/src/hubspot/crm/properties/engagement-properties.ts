import {
  defineProperties,
  OWNER_PROPERTY,
  type PropertySpec,
  systemProperties,
} from './define-properties.js';

const ENGAGEMENT_SYSTEM = systemProperties({ created: 'hs_createdate', modified: 'hs_lastmodifieddate' });

const TIMESTAMP: PropertySpec = {
  name: 'hs_timestamp',
  label: 'Activity date',
  description: 'The date and time the activity happened; required when creating it.',
  type: 'datetime',
  fieldType: 'date',
};

const ATTACHMENTS: PropertySpec = {
  name: 'hs_attachment_ids',
  label: 'Attached file IDs',
  description: 'The IDs of the files attached to the activity, separated by semicolons.',
  type: 'enumeration',
  fieldType: 'checkbox',
};

export const MEETING_PROPERTIES = defineProperties({
  groupName: 'meetinginformation',
  specs: [
    ...ENGAGEMENT_SYSTEM,
    TIMESTAMP,
    {
      name: 'hs_meeting_title',
      label: 'Meeting name',
      description: 'The title of the meeting.',
      type: 'string',
      fieldType: 'text',
    },
    {
      name: 'hs_meeting_body',
      label: 'Meeting description',
      description: 'The description of the meeting.',
      type: 'string',
      fieldType: 'html',
    },
    {
      name: 'hs_internal_meeting_notes',
      label: 'Internal meeting notes',
      description: 'Notes your team takes, not shared with attendees.',
      type: 'string',
      fieldType: 'html',
    },
    {
      name: 'hs_meeting_external_url',
      label: 'External URL',
      description: 'A link to the meeting, e.g. its calendar event or recording.',
      type: 'string',
      fieldType: 'text',
    },
    {
      name: 'hs_meeting_location',
      label: 'Location',
      description: 'Where the meeting takes place: an address, a room or a video link.',
      type: 'string',
      fieldType: 'text',
    },
    {
      name: 'hs_meeting_start_time',
      label: 'Start time',
      description: 'The date and time the meeting starts.',
      type: 'datetime',
      fieldType: 'date',
    },
    {
      name: 'hs_meeting_end_time',
      label: 'End time',
      description: 'The date and time the meeting ends.',
      type: 'datetime',
      fieldType: 'date',
    },
    {
      name: 'hs_meeting_outcome',
      label: 'Meeting outcome',
      description: 'The outcome of the meeting.',
      type: 'enumeration',
      fieldType: 'select',
      options: [
        ['SCHEDULED', 'Scheduled'],
        ['COMPLETED', 'Completed'],
        ['RESCHEDULED', 'Rescheduled'],
        ['NO_SHOW', 'No Show'],
        ['CANCELED', 'Canceled'],
      ],
    },
    {
      name: 'hs_activity_type',
      label: 'Call and meeting type',
      description: 'The type of meeting, as set up in the account.',
      type: 'enumeration',
      fieldType: 'select',
      options: [
        ['Discovery', 'Discovery'],
        ['Demo', 'Demo'],
        ['Negotiation', 'Negotiation'],
        ['Check-in', 'Check-in'],
      ],
    },
    ATTACHMENTS,
    { ...OWNER_PROPERTY, label: 'Activity assigned to' },
  ],
});

export const NOTE_PROPERTIES = defineProperties({
  groupName: 'noteinformation',
  specs: [
    ...ENGAGEMENT_SYSTEM,
    TIMESTAMP,
    {
      name: 'hs_note_body',
      label: 'Note body',
      description: 'The text of the note, up to 65,536 characters; may hold HTML.',
      type: 'string',
      fieldType: 'html',
    },
    ATTACHMENTS,
    { ...OWNER_PROPERTY, label: 'Activity assigned to' },
  ],
});

export const TASK_PROPERTIES = defineProperties({
  groupName: 'taskinformation',
  specs: [
    ...ENGAGEMENT_SYSTEM,
    { ...TIMESTAMP, label: 'Due date', description: 'When the task is due; required when creating it.' },
    {
      name: 'hs_task_subject',
      label: 'Task Title',
      description: 'The title of the task.',
      type: 'string',
      fieldType: 'text',
    },
    {
      name: 'hs_task_body',
      label: 'Notes',
      description: 'The notes of the task.',
      type: 'string',
      fieldType: 'html',
    },
    {
      name: 'hs_task_status',
      label: 'Task Status',
      description: 'The status of the task.',
      type: 'enumeration',
      fieldType: 'select',
      options: [
        ['NOT_STARTED', 'Not started'],
        ['IN_PROGRESS', 'In progress'],
        ['WAITING', 'Waiting'],
        ['COMPLETED', 'Completed'],
        ['DEFERRED', 'Deferred'],
      ],
    },
    {
      name: 'hs_task_priority',
      label: 'Priority',
      description: 'The priority of the task.',
      type: 'enumeration',
      fieldType: 'select',
      options: [
        ['NONE', 'None'],
        ['LOW', 'Low'],
        ['MEDIUM', 'Medium'],
        ['HIGH', 'High'],
      ],
    },
    {
      name: 'hs_task_type',
      label: 'Task Type',
      description: 'The type of the task.',
      type: 'enumeration',
      fieldType: 'select',
      options: [
        ['EMAIL', 'Email'],
        ['CALL', 'Call'],
        ['TODO', 'To-do'],
      ],
    },
    {
      name: 'hs_task_reminders',
      label: 'Reminder',
      description: 'When to remind the owner, as a timestamp.',
      type: 'datetime',
      fieldType: 'date',
    },
    { ...OWNER_PROPERTY, label: 'Assigned to' },
  ],
});
