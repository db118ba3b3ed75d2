import { z } from 'zod';
import { dataEnvelope } from './errors';

/**
 * Integration names as they appear in `orgIntegrations` and `GET /integrations`: both answer for the
 * caller, so a personal integration (`INTEGRATION_OWNERS`) is listed only when they connected theirs.
 */
export const INTEGRATION_NAMES = ['google_calendar', 'hubspot'] as const;
export const ZIntegrationNameSchema = z.enum(INTEGRATION_NAMES);
export type TIntegrationName = z.infer<typeof ZIntegrationNameSchema>;

/** How each integration is named to people, everywhere (settings, messages, logs). */
export const INTEGRATION_LABELS: Record<TIntegrationName, string> = {
  google_calendar: 'Google Calendar',
  hubspot: 'HubSpot',
};

/**
 * Whose connection each integration is, the one rule the rest follows: a `member` integration is
 * connected by each member for themselves (their calendar, their meetings, their notetaker) and any
 * member may connect or remove their own; an `organization` one is a single connection everyone's work
 * uses, which only the admin manages (`INTEGRATION_ADMIN_ACTIONS` is derived from this).
 */
export const INTEGRATION_OWNERS = {
  google_calendar: 'member',
  hubspot: 'organization',
} as const satisfies Record<TIntegrationName, 'member' | 'organization'>;

/** True when each member connects their own (`INTEGRATION_OWNERS`). */
export const isPersonalIntegration = (name: TIntegrationName): boolean =>
  INTEGRATION_OWNERS[name] === 'member';

/** The integrations members connect for themselves. */
export const PERSONAL_INTEGRATIONS: readonly TIntegrationName[] =
  INTEGRATION_NAMES.filter(isPersonalIntegration);

/** How screens name an integration so it is plain whose it is: "Your Google Calendar", "Your organization's HubSpot". */
export const integrationOwnedLabel = (name: TIntegrationName): string =>
  isPersonalIntegration(name)
    ? `Your ${INTEGRATION_LABELS[name]}`
    : `Your organization's ${INTEGRATION_LABELS[name]}`;

export const ZIntegrationListResponseSchema = dataEnvelope(z.array(ZIntegrationNameSchema));
export type TIntegrationListResponse = z.infer<typeof ZIntegrationListResponseSchema>;

/**
 * A page of Ting to come back to: a path on this site (`/settings#integrations`), never another site's
 * address (`//evil.example`, `https://…`, backslashes), so the callback cannot be used to send users away.
 */
export const isSafeReturnPath = (value: string): boolean => /^\/(?![/\\])[^\s\\]*$/.test(value);

/** `GET /api/integrations/{name}/authorize?return_to=`: where the browser lands once connected (else `/`). */
export const ZAuthorizeQuerySchema = z.object({
  return_to: z
    .string()
    .max(500)
    .refine(isSafeReturnPath, 'must be a path on this site, such as /settings')
    .optional(),
});

/** Where the browser goes to start an OAuth connection. */
export const ZAuthorizeUrlResponseSchema = dataEnvelope(z.object({ url: z.string().url() }));
export type TAuthorizeUrlResponse = z.infer<typeof ZAuthorizeUrlResponseSchema>;

/** Calendar authorisation: read-only calendar, offline access, forced consent (spec section 7). */
export const GOOGLE_CALENDAR_SCOPES = ['https://www.googleapis.com/auth/calendar.readonly'] as const;

/** HubSpot authorisation scopes (spec section 7). */
export const HUBSPOT_SCOPES = [
  'oauth',
  'crm.objects.contacts.read',
  'crm.objects.contacts.write',
  'crm.objects.companies.read',
  'crm.objects.companies.write',
  'crm.objects.deals.read',
  'crm.objects.deals.write',
  'crm.objects.leads.read',
  'crm.objects.leads.write',
  'crm.objects.owners.read',
  'crm.schemas.contacts.read',
  'crm.schemas.companies.read',
  'crm.schemas.deals.read',
] as const;

export const INTEGRATION_STATUSES = ['connected', 'needs_reconnect'] as const;
export const ZIntegrationStatusSchema = z.enum(INTEGRATION_STATUSES);
export type TIntegrationStatus = z.infer<typeof ZIntegrationStatusSchema>;

/**
 * One of the caller's integrations, for the integrations screen (`GET /api/integrations`): their own
 * connection of a personal integration, the organization's of the others.
 */
export const ZIntegrationSummarySchema = z.object({
  name: ZIntegrationNameSchema,
  /** `needs_reconnect`: the grant was revoked or expired; the UI offers Reconnect. */
  status: ZIntegrationStatusSchema,
  connected_at: z.string(),
  /** The outside account, when known: the HubSpot portal (hub) id. */
  external_account_id: z.string().nullable(),
});
export type TIntegrationSummary = z.infer<typeof ZIntegrationSummarySchema>;
export const ZIntegrationSummaryListResponseSchema = dataEnvelope(z.array(ZIntegrationSummarySchema));
export type TIntegrationSummaryListResponse = z.infer<typeof ZIntegrationSummaryListResponseSchema>;

/** `DELETE /integrations/google-calendar` and `DELETE /integrations/hubspot`. */
export const ZRemoveIntegrationResponseSchema = dataEnvelope(z.object({ name: ZIntegrationNameSchema }));
export type TRemoveIntegrationResponse = z.infer<typeof ZRemoveIntegrationResponseSchema>;
