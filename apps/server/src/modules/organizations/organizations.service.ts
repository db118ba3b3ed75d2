import {
  DEFAULT_CRM_WRITE_MODES,
  overallCrmWriteMode,
  type TCrmSettings,
  type TCrmSettingsPatch,
  type TCrmWriteModes,
  type TMeetingSettings,
  type TRenameOrganizationRequest,
  type TTransferAdminRequest,
} from '@ting/contracts';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { Principal } from '../identity/access-token';
import {
  ADMIN_ROLE,
  findCrmKindAcceptance,
  findCrmWriteModes,
  findMembershipByUserId,
  findNewMeetingsPrivate,
  findOrganizationById,
  insertOrganizationWithOwner,
  listMembers,
  lockOrganizations,
  type MemberRow,
  type MembershipRow,
  type OrganizationRow,
  renameOrganization,
  setMemberRole,
  updateCrmWriteModes,
  updateNewMeetingsPrivate,
} from './organizations.repository';
import { requireAdmin } from './require-admin';

export type { MemberRow, MembershipRow, OrganizationRow };

/** Organizations and memberships: the tenant boundary every other module scopes by. */
export function createOrganizationsService(db: Database) {
  async function crmSettings(organizationId: string): Promise<TCrmSettings> {
    const [modes, acceptance] = await Promise.all([
      findCrmWriteModes(db, organizationId),
      findCrmKindAcceptance(db, organizationId),
    ]);
    const writeModes = modes ?? DEFAULT_CRM_WRITE_MODES;
    return { write_mode: overallCrmWriteMode(writeModes), write_modes: writeModes, acceptance };
  }

  return {
    /** A first sign-in gets its own organization on the free plan, with the new user as payer. */
    createForNewUser(options: { tx: Database; userId: string; userName: string | null; email: string }) {
      const owner = options.userName?.trim() || options.email.split('@')[0] || options.email;
      return insertOrganizationWithOwner(options.tx, {
        userId: options.userId,
        name: `${owner}'s organization`,
      });
    },
    findOrganization(id: string) {
      return findOrganizationById(db, id);
    },
    findMembership(userId: string) {
      return findMembershipByUserId(db, userId);
    },
    listMembers(organizationId: string) {
      return listMembers(db, organizationId);
    },
    /** Each kind's write mode, with the decisions people made on tasks and property updates so far. */
    crmSettings(principal: Principal): Promise<TCrmSettings> {
      return crmSettings(principal.organizationId);
    },
    /**
     * Only the organization's admin decides which kinds Ting writes to the CRM without review; an
     * older client's one `write_mode` sets every kind.
     */
    async updateCrmSettings(principal: Principal, patch: TCrmSettingsPatch): Promise<TCrmSettings> {
      await requireAdmin({ db, principal, action: 'change_crm_write_mode' });
      const modes: Partial<TCrmWriteModes> =
        patch.write_mode !== undefined
          ? { meeting: patch.write_mode, task: patch.write_mode, property: patch.write_mode }
          : (patch.write_modes ?? {});
      await updateCrmWriteModes(db, { organizationId: principal.organizationId, modes });
      return crmSettings(principal.organizationId);
    },
    /** Whether the organization's new meetings start private (any member may read it). */
    async meetingSettings(principal: Principal): Promise<TMeetingSettings> {
      return { new_meetings_private: await findNewMeetingsPrivate(db, principal.organizationId) };
    },
    /**
     * Only the admin decides whether new meetings start private; meetings that exist keep theirs (each
     * is its owner's to change).
     */
    async updateMeetingSettings(principal: Principal, settings: TMeetingSettings): Promise<TMeetingSettings> {
      const { organization } = await requireAdmin({
        db,
        principal,
        action: 'change_meeting_visibility_default',
      });
      await updateNewMeetingsPrivate(db, {
        organizationId: organization.id,
        isPrivate: settings.new_meetings_private,
      });
      return settings;
    },
    /** The admin renames the organization; invitations, mails and the header show the new name. */
    async rename(
      principal: Principal,
      request: TRenameOrganizationRequest,
    ): Promise<{ id: string; name: string }> {
      const { organization } = await requireAdmin({ db, principal, action: 'rename_organization' });
      const renamed = await renameOrganization(db, { organizationId: organization.id, name: request.name });
      if (!renamed)
        throw new AppError('NOT_FOUND', 'Organization not found. Reload the page to sign in again.');
      return renamed;
    },
    /**
     * The admin makes another member the admin and becomes a member (an organization has one admin), so
     * they may then leave it. Their pending invitation links stop working with their rights. The payer
     * stays the payer. Under the organization's row lock, as every move in or out of it.
     */
    async transferAdmin(
      principal: Principal,
      request: TTransferAdminRequest,
    ): Promise<{ admin_user_id: string }> {
      return inTransaction(db, async (tx) => {
        await lockOrganizations(tx, [principal.organizationId]);
        const { organization } = await requireAdmin({ db: tx, principal, action: 'transfer_admin' });
        if (request.user_id === principal.userId) {
          throw new AppError('CONFLICT', `You are already the admin of ${organization.name}.`);
        }
        const scope = { organizationId: organization.id };
        if (!(await setMemberRole(tx, { ...scope, userId: request.user_id, role: ADMIN_ROLE }))) {
          throw new AppError('NOT_FOUND', `${organization.name} has no member ${request.user_id}.`);
        }
        await setMemberRole(tx, { ...scope, userId: principal.userId, role: 'member' });
        return { admin_user_id: request.user_id };
      });
    },
  };
}

export type OrganizationsService = ReturnType<typeof createOrganizationsService>;
