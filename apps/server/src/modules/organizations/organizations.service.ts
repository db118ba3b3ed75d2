import type { TCrmSettings, TCrmWriteMode } from '@ting/contracts';
import type { Database } from '../../db/client';
import type { Principal } from '../identity/access-token';
import {
  findCrmWriteMode,
  findMembershipByUserId,
  findOrganizationById,
  insertOrganizationWithOwner,
  listMembers,
  type MemberRow,
  type MembershipRow,
  type OrganizationRow,
  updateCrmWriteMode,
} from './organizations.repository';
import { requireAdmin } from './require-admin';

export type { MemberRow, MembershipRow, OrganizationRow };

/** Organizations and memberships: the tenant boundary every other module scopes by. */
export function createOrganizationsService(db: Database) {
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
    /** Whether CRM updates are written automatically or reviewed first ('automatic' for an unknown organization). */
    async crmWriteMode(organizationId: string): Promise<TCrmWriteMode> {
      return (await findCrmWriteMode(db, organizationId)) ?? 'automatic';
    },
    async crmSettings(principal: Principal): Promise<TCrmSettings> {
      return { write_mode: (await findCrmWriteMode(db, principal.organizationId)) ?? 'automatic' };
    },
    /** Only the organization's admin decides whether Ting writes to the CRM without review. */
    async updateCrmSettings(principal: Principal, settings: TCrmSettings): Promise<TCrmSettings> {
      await requireAdmin({ db, principal, action: 'change_crm_write_mode' });
      await updateCrmWriteMode(db, { organizationId: principal.organizationId, mode: settings.write_mode });
      return { write_mode: settings.write_mode };
    },
  };
}

export type OrganizationsService = ReturnType<typeof createOrganizationsService>;
