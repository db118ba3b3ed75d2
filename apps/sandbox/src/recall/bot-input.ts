import { type MeetingUrl, parseMeetingUrl } from './meeting-url.js';
import type { Metadata } from './recall-store.js';

/** The fields of Create Bot / Update Scheduled Bot that the sandbox keeps. */
export type BotInput = {
  meetingUrlInput?: string;
  meetingUrl?: MeetingUrl;
  botName?: string;
  joinAt?: string | null;
  metadata?: Metadata;
  recordingConfig?: Record<string, unknown> | null;
  automaticLeave?: Record<string, unknown> | null;
  outputMedia?: Record<string, unknown> | null;
};

export type BotInputResult = { ok: true; value: BotInput } | { ok: false; errors: Record<string, string[]> };

const DEFAULT_BOT_NAME = 'Meeting Notetaker';
/** Request fields of the legacy (≤ v1.10) API that the current API refuses. */
const LEGACY_FIELDS = [
  'transcription_options',
  'real_time_transcription',
  'real_time_media',
  'recording_mode',
];

/**
 * Validates a Create Bot (`isPartial: false`) or Update Scheduled Bot (`isPartial: true`) body,
 * answering errors per field like Django REST Framework does.
 */
export function parseBotInput(body: unknown, { isPartial }: { isPartial: boolean }): BotInputResult {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    const got = body === undefined ? 'nothing' : Array.isArray(body) ? 'list' : typeof body;
    return {
      ok: false,
      errors: { non_field_errors: [`Invalid data. Expected a dictionary, but got ${got}.`] },
    };
  }
  const fields = body as Record<string, unknown>;
  const errors: Record<string, string[]> = {};
  const value: BotInput = {};

  for (const legacy of LEGACY_FIELDS) {
    if (legacy in fields) {
      errors[legacy] = [
        'This field is not allowed. (The current API takes the transcript settings under recording_config.transcript.)',
      ];
    }
  }

  if ('meeting_url' in fields || !isPartial) {
    const raw = fields.meeting_url;
    if (raw === undefined || raw === null || raw === '') errors.meeting_url = ['This field is required.'];
    else if (typeof raw !== 'string') errors.meeting_url = ['Not a valid string.'];
    else {
      const parsed = parseMeetingUrl(raw);
      if (parsed.ok) {
        value.meetingUrlInput = raw.trim();
        value.meetingUrl = parsed.value;
      } else errors.meeting_url = [parsed.message];
    }
  }

  if ('bot_name' in fields) {
    const raw = fields.bot_name;
    if (typeof raw !== 'string') errors.bot_name = ['Not a valid string.'];
    else if (raw.trim() === '') errors.bot_name = ['This field may not be blank.'];
    else if (raw.length > 100) errors.bot_name = ['Ensure this field has no more than 100 characters.'];
    else value.botName = raw;
  } else if (!isPartial) value.botName = DEFAULT_BOT_NAME;

  if ('join_at' in fields) {
    const raw = fields.join_at;
    if (raw === null) value.joinAt = null;
    else if (typeof raw !== 'string' || !isIsoDateTime(raw)) {
      errors.join_at = [
        'Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].',
      ];
    } else value.joinAt = new Date(raw).toISOString();
  } else if (!isPartial) value.joinAt = null;

  if ('metadata' in fields) {
    const raw = fields.metadata;
    if (raw === null) value.metadata = {};
    else if (!isObject(raw))
      errors.metadata = [`Expected a dictionary of items but got type "${typeName(raw)}".`];
    else if (Object.values(raw).some((item) => item !== null && typeof item !== 'string')) {
      errors.metadata = ['Metadata values must be strings (or null).'];
    } else value.metadata = raw as Metadata;
  } else if (!isPartial) value.metadata = {};

  const objects = [
    ['recording_config', 'recordingConfig'],
    ['automatic_leave', 'automaticLeave'],
    ['output_media', 'outputMedia'],
  ] as const;
  for (const [field, key] of objects) {
    if (!(field in fields)) {
      if (!isPartial) value[key] = null;
      continue;
    }
    const raw = fields[field];
    if (raw === null) value[key] = null;
    else if (!isObject(raw))
      errors[field] = [`Expected a dictionary of items but got type "${typeName(raw)}".`];
    else value[key] = raw;
  }

  const transcript = isObject(value.recordingConfig) ? value.recordingConfig.transcript : undefined;
  if (
    transcript !== undefined &&
    transcript !== null &&
    (!isObject(transcript) || !isObject(transcript.provider))
  ) {
    errors.recording_config = [
      'transcript must be an object with a provider, e.g. {"provider": {"recallai_streaming": {}}}.',
    ];
  }

  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function typeName(value: unknown): string {
  if (Array.isArray(value)) return 'list';
  if (typeof value === 'string') return 'str';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'float';
  if (typeof value === 'boolean') return 'bool';
  return typeof value;
}

function isIsoDateTime(value: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/.test(value) &&
    !Number.isNaN(Date.parse(value))
  );
}
