import type { Database } from '../../db/client';
import {
  findMembershipByUserId,
  findOrganizationById,
  insertOrganizationWithOwner,
  listMembers,
  type MemberRow,
  type MembershipRow,
  type OrganizationRow,
} from './organizations.repository';

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
  };
}

export type OrganizationsService = ReturnType<typeof createOrganizationsService>;
