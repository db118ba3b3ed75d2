import { z } from 'zod';
import { dataEnvelope } from './errors';
import { INTEGRATION_NAMES, isPersonalIntegration, type TIntegrationName } from './integrations';
import { zText } from './text';

/**
 * What only an organization's admin (its `owner` membership; `is_admin` in the identity) may do, with
 * the words that finish "Only … admin can …". The one list both sides read: the server refuses these to
 * members (403 `FORBIDDEN`), the web app hides or disables their buttons with the same words.
 */
export const ADMIN_ONLY_ACTIONS = {
  change_plan: 'change its plan',
  invite_members: 'invite members',
  change_crm_write_mode: 'change how CRM updates are written',
  manage_crm_fields: 'import, delete or change CRM fields',
  manage_hubspot: 'connect or remove HubSpot',
  manage_google_calendar: 'connect or remove Google Calendar',
  revoke_others_shares: "revoke another member's share link",
  transfer_admin: 'make another member the admin',
  rename_organization: 'rename the organization',
  manage_others_meetings: "rename or delete another member's meeting",
  change_meeting_visibility_default: 'make new meetings private or visible to the team',
} as const;
export type TAdminAction = keyof typeof ADMIN_ONLY_ACTIONS;

/** The admin action of managing each integration, when it is the organization's (`INTEGRATION_OWNERS`). */
const MANAGE_INTEGRATION_ACTIONS: Record<TIntegrationName, TAdminAction> = {
  google_calendar: 'manage_google_calendar',
  hubspot: 'manage_hubspot',
};

/**
 * Connecting or removing an integration: the admin's alone when the organization holds one connection
 * that everyone's work uses; null for a personal integration, which every member connects and removes
 * for themselves. Derived from `INTEGRATION_OWNERS`, never written twice.
 */
export const INTEGRATION_ADMIN_ACTIONS = Object.fromEntries(
  INTEGRATION_NAMES.map((name) => [
    name,
    isPersonalIntegration(name) ? null : MANAGE_INTEGRATION_ACTIONS[name],
  ]),
) as Record<TIntegrationName, TAdminAction | null>;

/** The refusal a member reads: the server's says "the organization's admin", the web app's "your organization's admin". */
export const adminOnlyMessage = (options: { action: TAdminAction; whose: 'the' | 'your' }): string =>
  `Only ${options.whose} organization's admin can ${ADMIN_ONLY_ACTIONS[options.action]}.`;

/** `POST /api/organization/admin`: the admin hands the role to another member and becomes a member. */
export const ZTransferAdminRequestSchema = z.object({ user_id: zText({ max: 128, min: 1 }) }).strict();
export type TTransferAdminRequest = z.infer<typeof ZTransferAdminRequestSchema>;
export const ZTransferAdminResponseSchema = dataEnvelope(z.object({ admin_user_id: z.string() }));

/** `PATCH /api/organization` (the admin only): rename the organization. */
export const ZRenameOrganizationRequestSchema = z
  .object({ name: zText({ max: 100, min: 1, minMessage: 'Enter a name for the organization.' }) })
  .strict();
export type TRenameOrganizationRequest = z.infer<typeof ZRenameOrganizationRequestSchema>;
export const ZRenameOrganizationResponseSchema = dataEnvelope(z.object({ id: z.string(), name: z.string() }));
