import { adminOnlyMessage, type TAdminAction } from '@ting/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Principal } from '../identity/access-token';
import {
  ADMIN_ROLE,
  findMembershipByUserId,
  type MembershipRow,
  type OrganizationRow,
} from './organizations.repository';

/** Whether the membership is its organization's admin (the `owner` role). */
export const isAdmin = (membership: Pick<MembershipRow, 'role'>): boolean => membership.role === ADMIN_ROLE;

/** The caller's membership, as it is now: their token may be older than a move to another organization. */
export async function requireCurrentMembership(options: {
  db: Database;
  principal: Principal;
}): Promise<{ membership: MembershipRow; organization: OrganizationRow }> {
  const found = await findMembershipByUserId(options.db, options.principal.userId);
  if (!found || found.organization.id !== options.principal.organizationId) {
    throw new AppError('NOT_FOUND', 'Organization not found. Reload the page to sign in again.');
  }
  return found;
}

/**
 * The one check of the admin-only actions (`ADMIN_ONLY_ACTIONS` in the contracts): the caller must be
 * a member of the organization their token names now, and its admin; a member gets 403 `FORBIDDEN`
 * naming the admin and the action.
 */
export async function requireAdmin(options: {
  db: Database;
  principal: Principal;
  action: TAdminAction;
}): Promise<{ membership: MembershipRow; organization: OrganizationRow }> {
  const found = await requireCurrentMembership(options);
  if (!isAdmin(found.membership)) {
    throw new AppError('FORBIDDEN', adminOnlyMessage({ action: options.action, whose: 'the' }));
  }
  return found;
}
