import { z } from 'zod';
import { dataEnvelope } from './errors';

/** Integration names as they appear in `orgIntegrations` and `GET /integrations`. */
export const INTEGRATION_NAMES = ['google_calendar', 'hubspot'] as const;
export const ZIntegrationNameSchema = z.enum(INTEGRATION_NAMES);
export type TIntegrationName = z.infer<typeof ZIntegrationNameSchema>;

export const ZIntegrationListResponseSchema = dataEnvelope(z.array(ZIntegrationNameSchema));
export type TIntegrationListResponse = z.infer<typeof ZIntegrationListResponseSchema>;

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
