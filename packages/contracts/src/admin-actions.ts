import { z } from 'zod';
import { dataEnvelope } from './errors';
import type { TIntegrationName } from './integrations';
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
  change_meeting_visibility_default: 'make new meetings private or visible to the team',
} as const;
export type TAdminAction = keyof typeof ADMIN_ONLY_ACTIONS;

/**
 * Connecting or removing an integration, when that is the admin's alone (the organization holds one
 * connection, which everyone's work then uses); null would let any member connect their own.
 */
export const INTEGRATION_ADMIN_ACTIONS: Record<TIntegrationName, TAdminAction | null> = {
  google_calendar: 'manage_google_calendar',
  hubspot: 'manage_hubspot',
};

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
