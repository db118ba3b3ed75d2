import type { AdapterAccountType } from '@auth/core/adapters';
import {
  BILLING_STATUSES,
  CRM_LINK_SOURCES,
  CRM_OBJECT_TYPES,
  CRM_WRITE_KINDS,
  CRM_WRITE_MODES,
  CRM_WRITE_STATUSES,
  INTEGRATION_NAMES,
  INTEGRATION_STATUSES,
  MEETING_SOURCES,
  MEETING_STATUSES,
  MEETING_VISIBILITIES,
  NOTETAKER_STATUSES,
  PLAN_IDS,
  type TUserMeta,
} from '@ting/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  json,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CalendarAttendee } from '../providers/calendar/calendar-provider';

// Auth.js tables: property names are the ones @auth/drizzle-adapter expects; columns are snake_case.

export const users = pgTable('users', {
  id: text('id')
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID()),
  name: text('name'),
  email: text('email').notNull().unique(),
  emailVerified: timestamp('email_verified', { mode: 'date', withTimezone: true }),
  image: text('image'),
  hasOnboarded: boolean('has_onboarded').notNull().default(false),
  meta: jsonb('meta').$type<TUserMeta>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Sign-in accounts. Auth.js hands us the provider's tokens; we keep none of them (see identity/auth-adapter). */
export const accounts = pgTable(
  'accounts',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<AdapterAccountType>().notNull(),
    provider: text('provider').notNull(),
    providerAccountId: text('provider_account_id').notNull(),
    refresh_token: text('refresh_token'),
    access_token: text('access_token'),
    expires_at: integer('expires_at'),
    token_type: text('token_type'),
    scope: text('scope'),
    id_token: text('id_token'),
    session_state: text('session_state'),
  },
  (table) => [primaryKey({ columns: [table.provider, table.providerAccountId] })],
);

export const sessions = pgTable('sessions', {
  sessionToken: text('session_token').primaryKey(),
  /** Names the session inside access tokens (the token itself is the cookie's secret and never leaves it). */
  id: uuid('id').notNull().defaultRandom().unique(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expires: timestamp('expires', { mode: 'date', withTimezone: true }).notNull(),
});

export const verificationTokens = pgTable(
  'verification_tokens',
  {
    identifier: text('identifier').notNull(),
    token: text('token').notNull(),
    expires: timestamp('expires', { mode: 'date', withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.identifier, table.token] })],
);

export const planEnum = pgEnum('plan', PLAN_IDS);
export const billingStatusEnum = pgEnum('billing_status', BILLING_STATUSES);
export const crmWriteModeEnum = pgEnum('crm_write_mode', CRM_WRITE_MODES);

export const organizations = pgTable('organizations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  plan: planEnum('plan').notNull().default('free'),
  seats: integer('seats').notNull().default(0),
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
  stripeCustomerId: text('stripe_customer_id'),
  stripeSubscriptionId: text('stripe_subscription_id'),
  /** The subscription's state as Stripe last said it (`none`: never subscribed). */
  billingStatus: billingStatusEnum('billing_status').notNull().default('none'),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  /** When Stripe's subscription was last read: an older read never overwrites a newer one. */
  billingSyncedAt: timestamp('billing_synced_at', { withTimezone: true }),
  meetingsProcessedThisPeriod: integer('meetings_processed_this_period').notNull().default(0),
  /**
   * Whether the meeting and its note are logged in the CRM at once or wait for a person's review.
   * (Before per-kind modes it was the one mode of every write; migration 0025 copied it to the two below.)
   */
  crmWriteMode: crmWriteModeEnum('crm_write_mode').notNull().default('automatic'),
  /** Whether tasks from action items are written at once; a new organization reviews them first. */
  crmTaskWriteMode: crmWriteModeEnum('crm_task_write_mode').notNull().default('review'),
  /** Whether property updates are written at once; a new organization reviews them first. */
  crmPropertyWriteMode: crmWriteModeEnum('crm_property_write_mode').notNull().default('review'),
  /**
   * When connecting HubSpot set up the recommended properties: once per organization, so a property
   * deleted since is never brought back by a reconnect.
   */
  crmRecommendedSetUpAt: timestamp('crm_recommended_set_up_at', { withTimezone: true }),
  /** Whether a new meeting starts `private` rather than visible to the team (the admin's choice). */
  newMeetingsPrivate: boolean('new_meetings_private').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const membershipRoleEnum = pgEnum('membership_role', ['owner', 'member']);

/** A user belongs to exactly one organization. */
export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: membershipRoleEnum('role').notNull().default('member'),
    hasSeat: boolean('has_seat').notNull().default(false),
    isPayer: boolean('is_payer').notNull().default(false),
    meetingsProcessedThisMonth: integer('meetings_processed_this_month').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('memberships_user_id_unique').on(table.userId), index().on(table.organizationId)],
);

export const integrationProviderEnum = pgEnum('integration_provider', INTEGRATION_NAMES);
export const integrationStatusEnum = pgEnum('integration_status', INTEGRATION_STATUSES);

/** An organization's connection to an outside system. Tokens are AES-256-GCM ciphertexts, never plain. */
export const integrations = pgTable(
  'integrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    provider: integrationProviderEnum('provider').notNull(),
    connectedByUserId: text('connected_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The member whose own connection this is, for a personal integration (`INTEGRATION_OWNERS`:
     * Google Calendar); null for the organization's one connection (HubSpot).
     */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    externalAccountId: text('external_account_id'),
    accessTokenEncrypted: text('access_token_encrypted').notNull(),
    refreshTokenEncrypted: text('refresh_token_encrypted'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    scopes: text('scopes').array().notNull().default(sql`'{}'::text[]`),
    status: integrationStatusEnum('status').notNull().default('connected'),
    /** Why the integration needs reconnecting, in words for the logs and support. */
    statusReason: text('status_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One organization connection per provider, and one personal connection per member and provider.
    uniqueIndex('integrations_organization_provider_unique')
      .on(table.organizationId, table.provider)
      .where(sql`${table.userId} is null`),
    uniqueIndex('integrations_member_provider_unique')
      .on(table.organizationId, table.userId, table.provider)
      .where(sql`${table.userId} is not null`),
  ],
);

/** Stored as the calendar capability defines an attendee. */
export type CalendarAttendeeRecord = CalendarAttendee;

/** Events of a member's connected calendar, as the last sync saw them. */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Whose calendar: only they see the event or send the notetaker to it. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Google's event id: the same in every invitee's calendar, so unique only per member. */
    externalId: text('external_id').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    isAllDay: boolean('is_all_day').notNull().default(false),
    conferenceUrl: text('conference_url'),
    conferenceProvider: text('conference_provider').$type<'google_meet' | 'zoom' | 'teams'>(),
    organizerEmail: text('organizer_email'),
    attendees: jsonb('attendees').$type<CalendarAttendeeRecord[]>().notNull().default([]),
    htmlLink: text('html_link'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('calendar_events_member_external_unique').on(
      table.organizationId,
      table.userId,
      table.externalId,
    ),
    index('calendar_events_member_starts_at').on(table.organizationId, table.userId, table.startsAt),
  ],
);

/** Where incremental calendar sync resumes: Google's sync token, per member's calendar. */
export const calendarSyncStates = pgTable(
  'calendar_sync_states',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    syncToken: text('sync_token'),
    lastFullSyncAt: timestamp('last_full_sync_at', { withTimezone: true }),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.userId] })],
);

export const meetingSourceEnum = pgEnum('meeting_source', MEETING_SOURCES);
export const meetingStatusEnum = pgEnum('meeting_status', MEETING_STATUSES);
export const meetingVisibilityEnum = pgEnum('meeting_visibility', MEETING_VISIBILITIES);

/** A person who took part in a meeting, as the meeting shows them. */
export type ParticipantContact = { name: string | null; email: string | null };

/** A meeting Ting processes: where it came from, where its media is, and how far the pipeline got. */
export const meetings = pgTable(
  'meetings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    ownerUserId: text('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    source: meetingSourceEnum('source').notNull(),
    status: meetingStatusEnum('status').notNull().default('queued'),
    /**
     * Who besides the owner may read it (`meeting-visibility.ts` holds the rule); set from the
     * organization's `new_meetings_private` when the meeting is made, then the owner's to change.
     */
    visibility: meetingVisibilityEnum('visibility').notNull().default('team'),
    /** Why the meeting failed or stopped, in words the user can act on. */
    statusReason: text('status_reason'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    durationMs: integer('duration_ms'),
    language: text('language'),
    /** Object-store key of the recording the player streams (uploaded, recorded or delivered by the bot). */
    mediaKey: text('media_key'),
    mediaContentType: text('media_content_type'),
    /** The stored recording's bytes (up to 4 GiB, so 64-bit): summed per organization for its storage quota. */
    mediaSizeBytes: bigint('media_size_bytes', { mode: 'number' }),
    /** When Ting stored the recording (set by the server): retention counts from here, never from `startedAt`. */
    mediaReceivedAt: timestamp('media_received_at', { withTimezone: true }),
    transcriptFormat: text('transcript_format'),
    /** Object-store key of an uploaded transcript file, which ingest parses (again on Retry). */
    transcriptFileKey: text('transcript_file_key'),
    /** When the meeting was counted against the plan's monthly limit (counted once, however often it runs). */
    countedAt: timestamp('counted_at', { withTimezone: true }),
    /** Free plans: when the media is deleted (its receipt plus the plan's retention; the transcript and outputs stay). */
    mediaExpiresAt: timestamp('media_expires_at', { withTimezone: true }),
    /**
     * Who took part, as the meeting shows them, written with the meeting (participants never change
     * after). `meeting_participants` holds the same people one row each, for searching by email; this
     * copy lets a list page read its meetings without a lookup per meeting. `json`, kept as written,
     * goes into a list page's JSON as it is.
     */
    participants: json('participants').$type<ParticipantContact[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The meetings list's order (newest first, id breaking ties), so a page reads only its own rows.
    index('meetings_organization_started_at').on(table.organizationId, table.startedAt, table.id),
    index('meetings_owner_started_at').on(table.ownerUserId, table.startedAt, table.id),
    // An organization's stored recordings, summed for its storage quota from the index alone.
    index('meetings_organization_stored_media')
      .on(table.organizationId, table.mediaSizeBytes)
      .where(sql`${table.mediaKey} is not null`),
  ],
);

/**
 * The allowance a deleted meeting used: deleting a counted meeting never gives its slot back, so the
 * month's count is the counted meetings plus these (one row a deleted counted meeting).
 */
export const deletedMeetingCounts = pgTable(
  'deleted_meeting_counts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Who owned the meeting (the member's own monthly count); null once that user is gone. */
    ownerUserId: text('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('deleted_meeting_counts_organization_counted_at').on(table.organizationId, table.countedAt),
  ],
);

export const meetingParticipants = pgTable(
  'meeting_participants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name'),
    email: text('email'),
  },
  (table) => [
    index().on(table.meetingId),
    index('meeting_participants_organization_email').on(table.organizationId, table.email),
  ],
);

export const transcriptSegments = pgTable(
  'transcript_segments',
  {
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Position in the transcript; with the meeting id, the key that makes re-ingesting idempotent. */
    seq: integer('seq').notNull(),
    startMs: integer('start_ms').notNull(),
    endMs: integer('end_ms').notNull(),
    speaker: text('speaker'),
    text: text('text').notNull(),
  },
  (table) => [primaryKey({ columns: [table.meetingId, table.seq] })],
);

/** PostgreSQL's `tsvector`, which Drizzle has no column type for; read and written only in SQL. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One full-text document per meeting for "find meetings by what was said": the title's words (weight
 * A), the summary's (B) and the transcript's (C) in one GIN-indexed tsvector, so a search ranks
 * meetings with one index probe and one `ts_rank` per matching meeting rather than per line.
 * Maintained by the meetings repository as the transcript and summary are written.
 */
export const meetingSearchDocuments = pgTable(
  'meeting_search_documents',
  {
    meetingId: uuid('meeting_id')
      .primaryKey()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The meeting's owner and start, which never change: a search's scope and recency read only this table. */
    ownerUserId: text('owner_user_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /**
     * The meeting's "teammates may read it" (visible to the team and processed), copied from `meetings`
     * whenever its status or visibility changes, so a search tells who may find a document from this
     * table alone, as it does its organization and owner.
     */
    teamVisible: boolean('team_visible').notNull().default(false),
    document: tsvector('document').notNull().default(sql`''::tsvector`),
    /**
     * Hashes of the document's side-by-side word pairs (`word_pair_hashes`, migration 0017): a quoted
     * phrase is looked up here rather than by reading every document that holds its words apart.
     */
    wordPairs: integer('word_pairs').array().notNull().default(sql`'{}'::integer[]`),
  },
  (table) => [
    index('meeting_search_documents_document').using('gin', table.document),
    index('meeting_search_documents_word_pairs').using('gin', table.wordPairs),
    // An organization's documents newest first (a word in most meetings). NULLS FIRST, as `order by
    // … desc` sorts: an index sorted otherwise cannot give that order.
    index('meeting_search_documents_organization_started_at').on(
      table.organizationId,
      table.startedAt.desc().nullsFirst(),
      table.meetingId.desc().nullsFirst(),
    ),
  ],
);

/** The summary and action items of a meeting, with the engine and prompts that wrote them. */
export const meetingOutputs = pgTable('meeting_outputs', {
  meetingId: uuid('meeting_id')
    .primaryKey()
    .references(() => meetings.id, { onDelete: 'cascade' }),
  organizationId: uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  summaryMarkdown: text('summary_markdown').notNull(),
  actionItems: jsonb('action_items')
    .$type<Array<{ id: string; text: string; owner: string | null; dueDate: string | null; done: boolean }>>()
    .notNull(),
  engine: text('engine').notNull(),
  summaryPrompt: text('summary_prompt').notNull(),
  actionItemsPrompt: text('action_items_prompt').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Links that open one meeting read-only without a session. Only the token's hash finds a link; the token
 * itself is kept encrypted so the owner can copy the same link again. One active link per meeting.
 */
export const meetingShares = pgTable(
  'meeting_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    createdByUserId: text('created_by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token, hex. */
    tokenHash: text('token_hash').notNull().unique(),
    tokenCiphertext: text('token_ciphertext').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('meeting_shares_one_active_per_meeting')
      .on(table.meetingId)
      .where(sql`${table.revokedAt} is null`),
  ],
);

/** Where a notetaker is (`NOTETAKER_STATUSES`, in the order a bot moves through them). */
export const recorderBotStatusEnum = pgEnum('recorder_bot_status', NOTETAKER_STATUSES);

/** A notetaker bot sent to a calendar meeting; its recording becomes the meeting's media. */
export const recorderBots = pgTable(
  'recorder_bots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    /**
     * Whose calendar event the bot was sent to (its meeting's owner). Two members invited to one call
     * each get their own bot and meeting: see `recorder.service.ts`.
     */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The calendar event's id at the calendar provider: one bot per member's event, however often it is asked for. */
    calendarEventExternalId: text('calendar_event_external_id').notNull(),
    externalBotId: text('external_bot_id').notNull().unique(),
    meetingUrl: text('meeting_url').notNull(),
    joinAt: timestamp('join_at', { withTimezone: true }).notNull(),
    status: recorderBotStatusEnum('status').notNull().default('scheduled'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('recorder_bots_member_event_unique').on(
      table.organizationId,
      table.userId,
      table.calendarEventExternalId,
    ),
    // A meeting's notetaker, read with every meetings list page.
    index('recorder_bots_meeting').on(table.meetingId),
  ],
);

/**
 * Webhook deliveries already processed, per source (recall, stripe, hubspot): a redelivery of the same
 * event id is acknowledged and ignored.
 */
export const webhookInbox = pgTable(
  'webhook_inbox',
  {
    source: text('source').notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.source, table.eventId] })],
);

/**
 * An invitation to join an organization, sent as a link `/invite?token=…`. Only the token's SHA-256 is
 * kept; it works once, for `INVITATION_TTL_DAYS`, unless revoked.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedByUserId: text('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedByUserId: text('accepted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The link's token, encrypted, kept only until the invitation's mail has gone out (the mail job
     * needs the link; the lookup still uses `token_hash`). Null when no mail is to be sent.
     */
    mailTokenCiphertext: text('mail_token_ciphertext'),
    /** When the mail job claimed the invitation's mail: set before sending, so it is sent once. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('invitations_token_hash_unique').on(table.tokenHash),
    index().on(table.organizationId, table.createdAt),
  ],
);

/** OAuth `state` values already used: each may complete one authorisation round trip only. */
export const oauthStateUses = pgTable('oauth_state_uses', {
  /** The state's `jti`. */
  stateId: text('state_id').primaryKey(),
  /** After this the state is expired anyway and the row can go. */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const crmObjectTypeEnum = pgEnum('crm_object_type', CRM_OBJECT_TYPES);

/**
 * What Ting fills in the CRM, per organization: each object (deal, contact, company; `propertyName`
 * null, its prompt fills the record's description) and each imported property, keeping the CRM's
 * definition (type, field type, options) as last read.
 */
export const crmFields = pgTable(
  'crm_fields',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    objectType: crmObjectTypeEnum('object_type').notNull(),
    /** The property's CRM name; null for the object itself. */
    propertyName: text('property_name'),
    label: text('label').notNull(),
    description: text('description').notNull().default(''),
    prompt: text('prompt').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
    /** The CRM's value type and field type; null for an object. */
    propertyType: text('property_type'),
    fieldType: text('field_type'),
    options: jsonb('options').$type<Array<{ label: string; value: string }>>().notNull().default([]),
    /** When the definition was last read from the CRM. */
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
    /** Set when the CRM no longer has the property (deleted or archived there); cleared if it returns. */
    missingSince: timestamp('missing_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('crm_fields_organization_object_unique')
      .on(table.organizationId, table.objectType)
      .where(sql`${table.propertyName} is null`),
    uniqueIndex('crm_fields_organization_property_unique')
      .on(table.organizationId, table.objectType, table.propertyName)
      .where(sql`${table.propertyName} is not null`),
  ],
);

/** Linked records a person removed stay as `removed`, so automatic matching never adds them again. */
export const crmLinkStateEnum = pgEnum('crm_link_state', ['linked', 'removed']);
export const crmLinkSourceEnum = pgEnum('crm_link_source', CRM_LINK_SOURCES);

/** Which CRM contacts, companies and deals a meeting is about, and how each link was found. */
export const meetingCrmLinks = pgTable(
  'meeting_crm_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    recordType: crmObjectTypeEnum('record_type').notNull(),
    recordId: text('record_id').notNull(),
    /** The record's name and detail line (email, domain, stage) when it was linked, for display. */
    name: text('name').notNull(),
    detail: text('detail'),
    foundBy: crmLinkSourceEnum('found_by').notNull(),
    state: crmLinkStateEnum('state').notNull().default('linked'),
    /** Who added or removed it by hand; null for automatic matching. */
    changedByUserId: text('changed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('meeting_crm_links_meeting_record_unique').on(
      table.meetingId,
      table.recordType,
      table.recordId,
    ),
    index('meeting_crm_links_organization_record').on(table.organizationId, table.recordType, table.recordId),
  ],
);

/** An attendee the last CRM match found no contact for (offered as a new contact, never created silently). */
export type CrmUnknownAttendee = { email: string; name: string | null };

/** The last CRM match of a meeting: when it ran, and the external attendees the CRM did not know. */
export const meetingCrmMatches = pgTable('meeting_crm_matches', {
  meetingId: uuid('meeting_id')
    .primaryKey()
    .references(() => meetings.id, { onDelete: 'cascade' }),
  organizationId: uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  unknownAttendees: jsonb('unknown_attendees').$type<CrmUnknownAttendee[]>().notNull().default([]),
  matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
});

export const crmWriteKindEnum = pgEnum('crm_write_kind', CRM_WRITE_KINDS);
export const crmWriteStatusEnum = pgEnum('crm_write_status', CRM_WRITE_STATUSES);
export const crmWriteDecisionEnum = pgEnum('crm_write_decision', ['approved', 'rejected']);

/**
 * What an activity write sends to the CRM (a meeting, note or task, with the records it is
 * associated with), or what a property write needs to check an edited value; kept from the plan so
 * a retry writes exactly what was planned (and reviewed).
 */
/** A record an activity is associated with, with the association type id read from the CRM's labels. */
export type CrmWriteAssociation = {
  type: 'contact' | 'company' | 'deal';
  id: string;
  associationTypeId?: number;
};

export type CrmWritePayload =
  | {
      kind: 'meeting';
      title: string;
      body: string;
      startsAt: string;
      endsAt: string;
      externalUrl: string;
      associations: CrmWriteAssociation[];
    }
  | {
      kind: 'note';
      body: string;
      timestamp: string;
      associations: CrmWriteAssociation[];
    }
  | {
      kind: 'task';
      /** The action item it was written for (absent on rows written before items had ids). */
      itemId?: string;
      /** What Ting last wrote once the item was completed in Ting. */
      completed?: boolean;
      subject: string;
      body: string;
      dueAt: string;
      ownerId: string | null;
      associations: CrmWriteAssociation[];
    }
  | {
      kind: 'property';
      propertyType: string;
      fieldType: string | null;
      options: Array<{ label: string; value: string }>;
      /** A deal amount's currency (the deal's `deal_currency_code`), to show it; absent on rows planned before. */
      currencyCode?: string | null;
      /**
       * A description's: this meeting's block of text (`ting-blocks.ts`), put into the record's text
       * as it is when written (so two meetings' blocks written at once both land).
       */
      block?: string;
    };

/**
 * Every write Ting makes (or proposes) to the CRM after a meeting: one row per meeting and
 * `write_key` (the meeting, the note, a task per action item, a property per record), so a re-run
 * updates rows instead of adding them and a stored `hubspot_id` is never created twice.
 */
export const crmWrites = pgTable(
  'crm_writes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    /** `meeting`, `note`, `task:item:{action item id}` (older: `task:{text hash}`), `property:{type}:{record id}:{property}`. */
    writeKey: text('write_key').notNull(),
    kind: crmWriteKindEnum('kind').notNull(),
    /** The record a property is written on, or the main record an activity is associated with. */
    recordType: crmObjectTypeEnum('record_type'),
    recordId: text('record_id'),
    recordName: text('record_name'),
    /** The field (crm_fields) a property proposal came from, for its acceptance share. */
    fieldId: uuid('field_id').references(() => crmFields.id, { onDelete: 'set null' }),
    propertyName: text('property_name'),
    propertyLabel: text('property_label'),
    title: text('title'),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    evidenceQuote: text('evidence_quote'),
    evidenceStartMs: integer('evidence_start_ms'),
    payload: jsonb('payload').$type<CrmWritePayload>().notNull(),
    /** A word unique to this write kept with the activity in the CRM, to find it again after a crash. */
    marker: text('marker').notNull(),
    status: crmWriteStatusEnum('status').notNull(),
    reason: text('reason'),
    hubspotId: text('hubspot_id'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    /** A job is writing it until then; another job for the same row waits (two would create twice). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    decision: crmWriteDecisionEnum('decision'),
    decidedByUserId: text('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The person changed the proposed value before approving it. */
    edited: boolean('edited').notNull().default(false),
    writtenAt: timestamp('written_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('crm_writes_meeting_key_unique').on(table.meetingId, table.writeKey),
    index('crm_writes_organization_status').on(table.organizationId, table.status),
    index('crm_writes_field').on(table.fieldId),
  ],
);

/** A meeting's CRM sync runs: when one was asked for and when its plan was last made. */
export const crmSyncs = pgTable('crm_syncs', {
  meetingId: uuid('meeting_id')
    .primaryKey()
    .references(() => meetings.id, { onDelete: 'cascade' }),
  organizationId: uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  plannedAt: timestamp('planned_at', { withTimezone: true }),
  /** Why the last plan could not be made, for the logs and support. */
  error: text('error'),
});

/**
 * Association type ids read from the CRM's labels API, once per portal and pair of object types
 * (`portal` is the HubSpot account id, else `org:{organization id}`).
 */
export const crmAssociationTypes = pgTable(
  'crm_association_types',
  {
    portal: text('portal').notNull(),
    fromType: text('from_type').notNull(),
    toType: text('to_type').notNull(),
    typeId: integer('type_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.portal, table.fromType, table.toType] })],
);

/** A personal assistant conversation: one user's, within their organization. */
export const assistantConversations = pgTable(
  'assistant_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When its last message was added: the most recent conversation reopens. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.organizationId, table.userId, table.updatedAt)],
);

/**
 * One message of a conversation, in order: the user's question, or the assistant's answer with the
 * sources it cited and the tools it ran (as the UI shows them).
 */
export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => assistantConversations.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant', 'error'] }).notNull(),
    content: text('content').notNull(),
    /** Cited sources: `{kind: 'meeting' | 'crm' | 'web', title, url}`. */
    citations: jsonb('citations')
      .$type<Array<{ kind: string; title: string; url: string }>>()
      .notNull()
      .default([]),
    /** Tools that ran for this answer, as shown: `{name, label}`. */
    tools: jsonb('tools').$type<Array<{ name: string; label: string }>>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.conversationId, table.createdAt)],
);

/**
 * The meeting chat's conversation, kept per meeting and user: the questions asked on the meeting's page and
 * the answers (or the error) shown, so the chat reopens where it was. Nobody else sees it, not even the
 * meeting's owner.
 */
export const meetingChatMessages = pgTable(
  'meeting_chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order said: a question and its answer may share a timestamp. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant', 'error'] }).notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.meetingId, table.userId, table.seq)],
);
