import { z } from 'zod';
import { ZCrmSchema } from './crm';
import { dataEnvelope } from './errors';
import { ZIntegrationNameSchema } from './integrations';
import { ZPlanIdSchema } from './plans';
import { zText } from './text';

export const PROMPT_MAX_LENGTH = 10_000;

export const ZPromptsSchema = z.object({
  // Kept as written (no trimming): a prompt's layout is the user's.
  summary: zText({ max: PROMPT_MAX_LENGTH, trim: false }).optional(),
  action_items: zText({ max: PROMPT_MAX_LENGTH, trim: false }).optional(),
});

/** User metadata: the General prompts and the CRM choice. */
export const ZUserMetaSchema = z.object({
  prompts: ZPromptsSchema.optional(),
  crm: ZCrmSchema.optional(),
  /** Send the notetaker to every upcoming calendar meeting with a call link and an outside attendee. */
  auto_record_external: z.boolean().optional(),
});
export type TUserMeta = z.infer<typeof ZUserMetaSchema>;

export const ZUserSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  image: z.string().nullable(),
  has_seat: z.boolean(),
  is_payer: z.boolean(),
  is_pro: z.boolean(),
  is_trial: z.boolean(),
  /** The organization's admin (its creator): invites members and manages billing. */
  is_admin: z.boolean(),
  meetings_processed_this_month: z.number().int(),
  meta: ZUserMetaSchema,
  has_onboarded: z.boolean(),
});
export type TUser = z.infer<typeof ZUserSchema>;

export const ZOrganizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  plan: ZPlanIdSchema,
  seats: z.number().int(),
  meetings_processed_this_period: z.number().int(),
});
export type TOrganization = z.infer<typeof ZOrganizationSchema>;

/** `GET /api/data/organization/id`: who the session is, and the Bearer token for every other call. */
export const ZIdentitySchema = z.object({
  user: ZUserSchema,
  organization: ZOrganizationSchema,
  users: z.array(ZUserSchema),
  accessToken: z.string(),
  /**
   * The spec's name, answered for the caller: the organization's integrations, and a personal one
   * (`INTEGRATION_OWNERS`: Google Calendar) only when they connected their own.
   */
  orgIntegrations: z.array(ZIntegrationNameSchema),
});
export type TIdentity = z.infer<typeof ZIdentitySchema>;
export const ZIdentityResponseSchema = dataEnvelope(ZIdentitySchema);
export type TIdentityResponse = z.infer<typeof ZIdentityResponseSchema>;

/** `PATCH /auth/user/meta`: merged into the stored metadata (prompts merge key by key). */
export const ZUpdateUserMetaRequestSchema = z.object({ metadata: ZUserMetaSchema }).strict();
export type TUpdateUserMetaRequest = z.infer<typeof ZUpdateUserMetaRequestSchema>;

/** `PATCH /auth/user/onboarding`. */
export const ZUpdateOnboardingRequestSchema = z.object({ has_onboarded: z.boolean() }).strict();
export type TUpdateOnboardingRequest = z.infer<typeof ZUpdateOnboardingRequestSchema>;

/** Answers of both PATCHes: `data.data` in the spec's words, the updated user. */
export const ZUserResponseSchema = dataEnvelope(ZUserSchema);
export type TUserResponse = z.infer<typeof ZUserResponseSchema>;

/** Default prompts, used when the user has not written their own. */
export const DEFAULT_PROMPTS = {
  summary:
    'Summarise the meeting for a sales team: the customer context, their needs and objections, decisions taken, and next steps. Use short Markdown sections and bullet points.',
  action_items:
    'List every action item agreed in the meeting, one per line, with its owner and due date when they were stated.',
} as const;
