import { z } from 'zod';
import { zText } from './text';

/** The CRM choices of the onboarding dropdown, in display order (spec section 2). */
export const CRM_OPTIONS = [
  { value: 'hubspot', label: 'HubSpot' },
  { value: 'salesforce', label: 'Salesforce' },
  { value: 'zoho', label: 'Zoho CRM' },
  { value: 'pipedrive', label: 'Pipedrive' },
  { value: 'close', label: 'Close' },
  { value: 'zendesk', label: 'Zendesk Sell' },
  { value: 'custom', label: 'Custom CRM' },
] as const;

export const CRM_VALUES = [
  'hubspot',
  'salesforce',
  'zoho',
  'pipedrive',
  'close',
  'zendesk',
  'custom',
] as const;
export const ZCrmSchema = z.enum(CRM_VALUES);
export type TCrm = z.infer<typeof ZCrmSchema>;
export const DEFAULT_CRM: TCrm = 'hubspot';

/** The CRM records a meeting is linked to and whose fields Ting fills (spec section 3). */
export const CRM_OBJECT_TYPES = ['deal', 'contact', 'company'] as const;
export const ZCrmObjectTypeSchema = z.enum(CRM_OBJECT_TYPES);
export type TCrmObjectType = z.infer<typeof ZCrmObjectTypeSchema>;

/** Badge colours of the record kinds (spec section 3): contact blue, company green, deal orange. */
export const CRM_OBJECT_COLORS: Record<TCrmObjectType, string> = {
  contact: 'blue',
  company: 'green',
  deal: 'orange',
};

export const CRM_OBJECT_LABELS: Record<TCrmObjectType, string> = {
  contact: 'Contact',
  company: 'Company',
  deal: 'Deal',
};

export const ZCrmPropertyOptionSchema = z.object({ label: z.string(), value: z.string() });

/**
 * A field Ting fills (spec section 3): one of the objects (deal, contact, company; its prompt fills
 * the record's description) or an imported property of one, with the HubSpot definition it keeps.
 */
export const ZFieldSchema = z.object({
  id: z.string(),
  kind: z.enum(['object', 'property']),
  label: z.string(),
  description: z.string(),
  prompt: z.string(),
  hs_object: ZCrmObjectTypeSchema,
  is_enabled: z.boolean(),
  /** The property's HubSpot name; null for an object. */
  name: z.string().nullable(),
  /** HubSpot's value type (`string`, `number`, `date`, `datetime`, `enumeration`, `bool`…); null for an object. */
  type: z.string().nullable(),
  /** How HubSpot shows it (`text`, `textarea`, `select`, `checkbox`…); null for an object. */
  field_type: z.string().nullable(),
  options: z.array(ZCrmPropertyOptionSchema),
  /**
   * How far a team trusts this prompt: of the proposals people decided on (review), how many they
   * approved unchanged; null before any decision.
   */
  acceptance: z.object({ decided: z.number().int(), accepted_unchanged: z.number().int() }).nullable(),
});
export type TField = z.infer<typeof ZFieldSchema>;

/** `GET /fields`: the objects and the imported properties. */
export const ZFieldListSchema = z.object({ hs: z.array(ZFieldSchema), properties: z.array(ZFieldSchema) });
export type TFieldList = z.infer<typeof ZFieldListSchema>;

/** `GET /fields?import=true`: HubSpot's properties not imported yet (their `id` is `{hs_object}.{name}`). */
export const ZFieldImportListSchema = z.object({ properties: z.array(ZFieldSchema) });
export type TFieldImportList = z.infer<typeof ZFieldImportListSchema>;

export const ZFieldListQuerySchema = z.object({
  import: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

/** `POST /fields`: the chosen properties of the import listing (the server reads each from HubSpot again). */
export const ZFieldImportBodySchema = z.object({
  fields: z
    .array(z.object({ hs_object: ZCrmObjectTypeSchema, name: zText({ min: 1, max: 200 }) }))
    .min(1)
    .max(200),
});
export type TFieldImportBody = z.infer<typeof ZFieldImportBodySchema>;

/** `PATCH /fields/{id}`: a new prompt, or enabling / disabling (the rest of a sent field is ignored). */
export const ZFieldPatchBodySchema = z
  .object({
    prompt: zText({ max: 4000 }).optional(),
    is_enabled: z.boolean().optional(),
  })
  .refine((body) => body.prompt !== undefined || body.is_enabled !== undefined, {
    message: 'Send a prompt or is_enabled.',
  });
export type TFieldPatchBody = z.infer<typeof ZFieldPatchBodySchema>;

/**
 * The deal properties that matter from the start: set up (enabled, with these prompts of Ting's own)
 * when HubSpot is connected, and pre-selected in the Import dialog with the reason shown. The deal's
 * description is the deal object itself, on by default.
 */
export const RECOMMENDED_CRM_PROPERTIES: ReadonlyArray<{
  hs_object: TCrmObjectType;
  name: string;
  prompt: string;
  /** Why it is recommended, as the Import dialog says it. */
  reason: string;
}> = [
  {
    hs_object: 'deal',
    name: 'amount',
    prompt:
      "The deal's total value as the buyer stated or agreed it in this meeting, as a number; leave it empty unless a figure for this deal was said.",
    reason: 'Forecasts are built on it, and buyers often say the budget in a call.',
  },
  {
    hs_object: 'deal',
    name: 'closedate',
    prompt:
      'The date the buyer expects to sign or decide, as said in this meeting; leave it empty unless a date or a timeframe was agreed.',
    reason: 'Forecasts are built on it, and timelines are usually agreed in a call.',
  },
  {
    hs_object: 'deal',
    name: 'dealstage',
    prompt:
      "The stage the deal has reached, judged from what was agreed in this meeting; propose a change only when the buyer's words show the deal moved.",
    reason: 'Shows where the deal stands after each call; always reviewed before it is written.',
  },
  {
    hs_object: 'deal',
    name: 'hs_next_step',
    prompt: 'The next step agreed in this meeting, in one short sentence: who does what, and by when.',
    reason: 'The one line a manager reads before the next call.',
  },
];

/** How a meeting's link to a CRM record was found; `manual` links were chosen by a person and win. */
export const CRM_LINK_SOURCES = [
  'participant_email',
  'contact_company',
  'email_domain',
  'associated_deal',
  'manual',
] as const;
export const ZCrmLinkSourceSchema = z.enum(CRM_LINK_SOURCES);
export type TCrmLinkSource = z.infer<typeof ZCrmLinkSourceSchema>;

/** A CRM record as Ting shows it: its kind, name, a detail line and its page in HubSpot. */
export const ZCrmRecordSummarySchema = z.object({
  record_type: ZCrmObjectTypeSchema,
  record_id: z.string(),
  name: z.string(),
  /** A contact's email, a company's domain, a deal's stage; null when HubSpot has none. */
  detail: z.string().nullable(),
  /** The record's page in HubSpot; null when the account id is unknown. */
  url: z.string().nullable(),
});
export type TCrmRecordSummary = z.infer<typeof ZCrmRecordSummarySchema>;

export const ZMeetingCrmLinkSchema = ZCrmRecordSummarySchema.extend({
  id: z.string(),
  found_by: ZCrmLinkSourceSchema,
});
export type TMeetingCrmLink = z.infer<typeof ZMeetingCrmLinkSchema>;

/** `GET /api/meetings/{id}/crm`: the linked records, and attendees HubSpot does not know (never created silently). */
export const ZMeetingCrmSchema = z.object({
  connected: z.boolean(),
  /** When the meeting was last matched to HubSpot records; null until the first match has run. */
  matched_at: z.string().nullable(),
  links: z.array(ZMeetingCrmLinkSchema),
  unknown_attendees: z.array(z.object({ email: z.string(), name: z.string().nullable() })),
});
export type TMeetingCrm = z.infer<typeof ZMeetingCrmSchema>;

export const ZCrmLinkBodySchema = z.object({
  record_type: ZCrmObjectTypeSchema,
  record_id: zText({ min: 1, max: 100 }),
});
export type TCrmLinkBody = z.infer<typeof ZCrmLinkBodySchema>;

/** `GET /api/crm/search?q=&type=`: records by name, email or domain. */
export const ZCrmSearchQuerySchema = z.object({
  q: zText({ min: 1, max: 200 }),
  type: ZCrmObjectTypeSchema.optional(),
});

/** What Ting writes to HubSpot after a meeting (issue: CRM write-back). */
export const CRM_WRITE_KINDS = ['meeting', 'note', 'task', 'property'] as const;
export const ZCrmWriteKindSchema = z.enum(CRM_WRITE_KINDS);
export type TCrmWriteKind = z.infer<typeof ZCrmWriteKindSchema>;

/**
 * Where a write stands: `pending_review` waits for a person (review mode, or a field never written
 * silently: deal stage, amount, close date); `queued` will be written; `written`; `failed` (with the
 * reason; retried, or Retry); `rejected` by a person; `skipped` (nothing to write, e.g. the value a
 * person set in HubSpot after the meeting is kept).
 */
export const CRM_WRITE_STATUSES = [
  'pending_review',
  'queued',
  'written',
  'failed',
  'rejected',
  'skipped',
] as const;
export const ZCrmWriteStatusSchema = z.enum(CRM_WRITE_STATUSES);
export type TCrmWriteStatus = z.infer<typeof ZCrmWriteStatusSchema>;

/** The organization's choice per kind of write: write it automatically, or review it before it is written. */
export const CRM_WRITE_MODES = ['automatic', 'review'] as const;
export const ZCrmWriteModeSchema = z.enum(CRM_WRITE_MODES);
export type TCrmWriteMode = z.infer<typeof ZCrmWriteModeSchema>;
export const CRM_WRITE_MODE_LABELS: Record<TCrmWriteMode, string> = {
  automatic: 'Write CRM updates automatically',
  review: 'Review CRM updates before they are written',
};

/**
 * The kinds the admin sets a write mode for: the meeting and its note (`meeting`, Ting's own record
 * of the call, logged together), tasks, and property updates.
 */
export const CRM_WRITE_MODE_KINDS = ['meeting', 'task', 'property'] as const;
export type TCrmWriteModeKind = (typeof CRM_WRITE_MODE_KINDS)[number];
export const ZCrmWriteModesSchema = z.object({
  meeting: ZCrmWriteModeSchema,
  task: ZCrmWriteModeSchema,
  property: ZCrmWriteModeSchema,
});
export type TCrmWriteModes = z.infer<typeof ZCrmWriteModesSchema>;

/**
 * A new organization's modes: the meeting and its note are logged at once; tasks and property
 * updates wait until a person approves them, until the admin trusts them to go at once.
 */
export const DEFAULT_CRM_WRITE_MODES: TCrmWriteModes = {
  meeting: 'automatic',
  task: 'review',
  property: 'review',
};

/** The mode a write of this kind follows (a note goes with its meeting). */
export const crmWriteModeOf = (modes: TCrmWriteModes, kind: TCrmWriteKind): TCrmWriteMode =>
  modes[kind === 'note' ? 'meeting' : kind];

/** The single mode older clients read: `automatic` only when every kind is written at once. */
export const overallCrmWriteMode = (modes: TCrmWriteModes): TCrmWriteMode =>
  CRM_WRITE_MODE_KINDS.every((kind) => modes[kind] === 'automatic') ? 'automatic' : 'review';

/** HubSpot properties always proposed for review, never written silently. */
export const CRM_REVIEW_ALWAYS: Record<TCrmObjectType, readonly string[]> = {
  deal: ['dealstage', 'amount', 'closedate'],
  contact: [],
  company: [],
};

/** One update Ting made or proposes after a meeting, with its evidence. */
export const ZCrmUpdateSchema = z.object({
  id: z.string(),
  kind: ZCrmWriteKindSchema,
  /** The record written (a property update), or the main record an activity is associated with. */
  record_type: ZCrmObjectTypeSchema.nullable(),
  record_id: z.string().nullable(),
  record_name: z.string().nullable(),
  /** A property update's CRM name and label; null for activities. */
  property: z.string().nullable(),
  property_label: z.string().nullable(),
  /** What an activity is (meeting title, note's first line, task subject), or the property's value before. */
  title: z.string().nullable(),
  old_value: z.string().nullable(),
  new_value: z.string().nullable(),
  /** An enumeration's values as people read them (option labels); same as the values otherwise. */
  old_display: z.string().nullable(),
  new_display: z.string().nullable(),
  /**
   * How a property's values read (null for activities): its CRM value type (`string`, `number`, `date`,
   * `datetime`, `enumeration`, `bool`…) and field type (`date` for a date picker, `textarea`…), and the
   * currency of an amount (the deal's `deal_currency_code`; null when unknown or not an amount).
   */
  value_type: z.string().nullable(),
  field_type: z.string().nullable(),
  currency_code: z.string().nullable(),
  evidence: z.object({ quote: z.string(), start_ms: z.number().nullable() }).nullable(),
  status: ZCrmWriteStatusSchema,
  /** Why it failed or why it waits for review, in words for the user. */
  reason: z.string().nullable(),
  hubspot_id: z.string().nullable(),
  /** The written record's or activity's page in HubSpot (spec section 7 deep links); null before it exists. */
  url: z.string().nullable(),
  updated_at: z.string(),
});
export type TCrmUpdate = z.infer<typeof ZCrmUpdateSchema>;

/** `GET /api/meetings/{id}/crm/updates`: the meeting's HubSpot tab. */
export const ZMeetingCrmUpdatesSchema = z.object({
  connected: z.boolean(),
  /** `automatic` only when every kind is written at once (see `write_modes`). */
  write_mode: ZCrmWriteModeSchema,
  write_modes: ZCrmWriteModesSchema,
  /** A sync is queued or running for this meeting. */
  syncing: z.boolean(),
  updates: z.array(ZCrmUpdateSchema),
});
export type TMeetingCrmUpdates = z.infer<typeof ZMeetingCrmUpdatesSchema>;

/** `POST /api/meetings/{id}/crm/updates/{updateId}/decision` (one) or `…/crm/updates/decision` (all pending). */
export const ZCrmUpdateDecisionSchema = z.object({
  decision: z.enum(['approve', 'reject']),
  /** An edited value to write instead of the proposal (one update only), as HubSpot stores it. */
  value: zText({ max: 65_536 }).optional(),
});
export type TCrmUpdateDecision = z.infer<typeof ZCrmUpdateDecisionSchema>;

/** Of the proposals of one kind people decided on in review, how many they approved unchanged. */
export const ZCrmAcceptanceSchema = z.object({
  decided: z.number().int(),
  accepted_unchanged: z.number().int(),
});
export type TCrmAcceptance = z.infer<typeof ZCrmAcceptanceSchema>;

/**
 * `GET /api/organization/crm-settings`: the mode of each kind, with the figures that justify trusting
 * it (tasks and property updates as a whole; each property's own share is on its field). `write_mode`
 * is the one mode of older clients: `automatic` only when every kind is.
 */
export const ZCrmSettingsSchema = z.object({
  write_mode: ZCrmWriteModeSchema,
  write_modes: ZCrmWriteModesSchema,
  acceptance: z.object({ task: ZCrmAcceptanceSchema.nullable(), property: ZCrmAcceptanceSchema.nullable() }),
});
export type TCrmSettings = z.infer<typeof ZCrmSettingsSchema>;

/**
 * `PATCH /api/organization/crm-settings`: some kinds' modes, or (as older clients send) one mode
 * for every kind.
 */
export const ZCrmSettingsPatchSchema = z
  .object({
    write_mode: ZCrmWriteModeSchema.optional(),
    write_modes: ZCrmWriteModesSchema.partial().optional(),
  })
  .refine((body) => (body.write_mode === undefined) !== (body.write_modes === undefined), {
    message: 'Send write_modes (per kind) or write_mode (for every kind), not both.',
  });
export type TCrmSettingsPatch = z.infer<typeof ZCrmSettingsPatchSchema>;
