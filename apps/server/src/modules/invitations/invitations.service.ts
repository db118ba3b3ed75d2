import { createHash, randomBytes } from 'node:crypto';
import {
  INTEGRATION_LABELS,
  INVITATION_TTL_DAYS,
  isUuid,
  type TAcceptInvitationRequest,
  type TCreatedInvitation,
  type TCreateInvitationRequest,
  type TInvitation,
  type TInvitationPreview,
  type TInvitationState,
} from '@ting/contracts';
import type { TokenCipher } from '../../crypto/token-cipher';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { JobQueue } from '../../jobs/job-queue';
import type { MailSender } from '../../providers/mail/mail-sender';
import { seatNewMember } from '../billing/billing.repository';
import type { Principal } from '../identity/access-token';
import {
  findMembershipByUserId,
  lockOrganizations,
  type MembershipRow,
  type OrganizationRow,
} from '../organizations/organizations.repository';
import { isAdmin, requireAdmin } from '../organizations/require-admin';
import { invitationMail } from './invitation-mail';
import {
  claimInvitationMail,
  countOrganizationMeetings,
  countOtherMembers,
  findInvitation,
  findInvitationByTokenHash,
  findUserContact,
  finishInvitationMail,
  type InvitationRow,
  type InvitationWithInviterRow,
  insertInvitation,
  isMemberByEmail,
  listIntegrationNames,
  listPendingInvitations,
  markInvitationAccepted,
  moveMembership,
  releaseInvitationMail,
  revokeInvitation,
  revokePendingByInviter,
  revokePendingForEmail,
} from './invitations.repository';

type InvitationsServiceDeps = {
  db: Database;
  /** The web app's origin: links point at its /invite page. */
  appUrl: string;
  /** Keeps the link's token until its mail is sent. */
  cipher: TokenCipher;
  queue: Pick<JobQueue, 'send' | 'publish'>;
  /** Undefined when this server has no SMTP server: invitations are links to copy only. */
  mail: MailSender | undefined;
};

/** The job that mails a new invitation's link (`{invitationId}`), once. */
export const INVITATION_MAIL_JOB = 'invitations.send-mail';

/** 32 random bytes: unguessable, and 43 characters of base64url in the link. */
const TOKEN_BYTES = 32;
const TTL_MS = INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000;
const NOT_VALID = 'This invitation link is not valid.';

/** Why a link that is no longer pending cannot be accepted, in words for the person holding it. */
const REFUSALS: Record<Exclude<TInvitationState, 'pending'>, string> = {
  expired: 'This invitation has expired. Ask for a new one.',
  revoked: 'This invitation was revoked.',
  used: 'This invitation was already used.',
};

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Used before revoked before expired: a link that was accepted stays "used" whatever happened next. */
export function invitationState(options: { invitation: InvitationRow; now: Date }): TInvitationState {
  const { invitation, now } = options;
  if (invitation.acceptedAt) return 'used';
  if (invitation.revokedAt) return 'revoked';
  if (invitation.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'pending';
}

const inviterName = (inviter: InvitationWithInviterRow['inviter']): string | null =>
  inviter ? inviter.name?.trim() || inviter.email : null;

const toInvitationDto = ({ invitation, inviter }: InvitationWithInviterRow): TInvitation => ({
  id: invitation.id,
  email: invitation.email,
  invited_by: inviterName(inviter),
  created_at: invitation.createdAt.toISOString(),
  expires_at: invitation.expiresAt.toISOString(),
  // Sent once the claim is kept and the token dropped; a claim still holding it is on its way.
  mailed_at:
    invitation.mailedAt && invitation.mailTokenCiphertext === null ? invitation.mailedAt.toISOString() : null,
});

const meetingsText = (total: number) => `${total} meeting${total === 1 ? '' : 's'}`;

/**
 * Team invitations: the organization's admin (its owner) invites people by link; whoever opens a pending
 * link and signs in joins the organization, leaving their current one. Only the token's hash is stored,
 * so the link is shown once, when it is created.
 */
export function createInvitationsService(deps: InvitationsServiceDeps) {
  const { db } = deps;

  const linkFor = (token: string): string => {
    const url = new URL('/invite', deps.appUrl);
    url.searchParams.set('token', token);
    return url.toString();
  };

  /** The caller's organization, if the caller is its admin; every admin query is scoped to it. */
  const requireInviter = (principal: Principal) => requireAdmin({ db, principal, action: 'invite_members' });

  /**
   * Leaving must not orphan an organization: its payer cannot walk away from a subscription nobody in it
   * could cancel, and its last admin cannot leave while anyone, any meeting or any connection remains
   * (nobody could invite, revoke a share link or delete anything after them). Run it inside the move's
   * transaction, after `lockOrganizations`, so two moves at once cannot both pass it.
   */
  async function refuseOrphaning(options: {
    tx: Database;
    current: { membership: MembershipRow; organization: OrganizationRow };
    joining: string;
  }) {
    const { tx, joining } = options;
    const { membership, organization } = options.current;
    const paying = ['trialing', 'active', 'past_due'].includes(organization.billingStatus);
    if (membership.isPayer && paying) {
      throw new AppError(
        'CONFLICT',
        `You pay for ${organization.name}'s subscription. Cancel it in Settings → Billing before joining another organization.`,
      );
    }
    if (!isAdmin(membership)) return;
    const others = await countOtherMembers(tx, {
      organizationId: organization.id,
      userId: membership.userId,
    });
    if (others.admins > 0) return;
    if (others.members > 0) {
      throw new AppError(
        'CONFLICT',
        `You are the admin of ${organization.name}, which has other members, so you cannot leave it. Make one of them its admin in Settings → Team first.`,
      );
    }
    const meetingTotal = await countOrganizationMeetings(tx, organization.id);
    const connected = await listIntegrationNames(tx, {
      organizationId: organization.id,
      leavingUserId: membership.userId,
    });
    if (meetingTotal === 0 && connected.length === 0) return;
    const labels = connected.map((name) => INTEGRATION_LABELS[name]).join(' and ');
    const held = [
      meetingTotal > 0 ? meetingsText(meetingTotal) : null,
      connected.length > 0 ? `${labels} connected` : null,
    ].filter((part) => part !== null);
    const steps = [
      meetingTotal > 0 ? `delete ${meetingTotal === 1 ? 'the meeting' : 'its meetings'}` : null,
      connected.length > 0 ? `remove ${labels} in Settings → Integrations` : null,
    ].filter((part) => part !== null);
    const todo = steps.join(' and ');
    throw new AppError(
      'CONFLICT',
      `You are the only admin of ${organization.name}, which still has ${held.join(' and ')}; nobody could manage it after you left. ${todo.charAt(0).toUpperCase()}${todo.slice(1)}, then join ${joining}.`,
    );
  }

  /** A link whose inviter is no longer its organization's admin is dead: 404, as if it never existed. */
  async function requireByToken(token: string) {
    const found = await findInvitationByTokenHash(db, hashToken(token));
    if (!found?.isInviterAdmin) throw new AppError('NOT_FOUND', NOT_VALID);
    return found;
  }

  return {
    /**
     * A new link for `email` (lower-cased), valid for INVITATION_TTL_DAYS. An earlier pending link to the
     * same address stops working, so each address has one live link.
     */
    async create(options: {
      principal: Principal;
      request: TCreateInvitationRequest;
    }): Promise<TCreatedInvitation> {
      const { principal } = options;
      const { organization } = await requireInviter(principal);
      const email = options.request.email.toLowerCase();
      if (await isMemberByEmail(db, { organizationId: organization.id, email })) {
        throw new AppError('CONFLICT', `${email} is already a member of ${organization.name}.`);
      }
      const token = randomBytes(TOKEN_BYTES).toString('base64url');
      const now = new Date();
      const invitation = await inTransaction(db, async (tx) => {
        await revokePendingForEmail(tx, { organizationId: organization.id, email, now });
        const row = await insertInvitation(tx, {
          organizationId: organization.id,
          email,
          tokenHash: hashToken(token),
          invitedByUserId: principal.userId,
          createdAt: now,
          expiresAt: new Date(now.getTime() + TTL_MS),
          mailTokenCiphertext: deps.mail ? deps.cipher.encrypt(token) : null,
        });
        // The mail exists only if the invitation does.
        if (deps.mail) await deps.queue.send(INVITATION_MAIL_JOB, { invitationId: row.id }, { tx });
        return row;
      });
      const inviter = (await findUserContact(db, principal.userId)) ?? null;
      return {
        ...toInvitationDto({ invitation, inviter }),
        url: linkFor(token),
        mail: deps.mail ? 'sending' : 'not_configured',
      };
    },

    /**
     * Sends the invitation's mail, once: the row is claimed before sending (a second run finds it
     * claimed and does nothing), and given back if sending fails so the job's retry sends it. Nothing is
     * sent for an invitation revoked, used or expired meanwhile.
     */
    async sendMail(invitationId: string): Promise<void> {
      const mail = deps.mail;
      if (!mail) return;
      const claimed = await claimInvitationMail(db, { invitationId, now: new Date() });
      if (!claimed) return;
      try {
        await mail.send(
          invitationMail({
            to: claimed.email,
            link: linkFor(deps.cipher.decrypt(claimed.tokenCiphertext)),
            inviterName: inviterName(claimed.inviter),
            organizationName: claimed.organizationName,
            expiresAt: claimed.expiresAt,
          }),
        );
      } catch (error) {
        await releaseInvitationMail(db, invitationId);
        throw error;
      }
      await finishInvitationMail(db, invitationId);
    },

    /** The organization's links that still work, newest first. */
    async listPending(principal: Principal): Promise<TInvitation[]> {
      const { organization } = await requireInviter(principal);
      const rows = await listPendingInvitations(db, { organizationId: organization.id, now: new Date() });
      return rows.map(toInvitationDto);
    },

    /** Stops a link working at once; revoking one twice is harmless. */
    async revoke(options: { principal: Principal; invitationId: string }): Promise<void> {
      const { organization } = await requireInviter(options.principal);
      const scope = { organizationId: organization.id, invitationId: options.invitationId };
      const invitation = isUuid(options.invitationId) ? await findInvitation(db, scope) : undefined;
      if (!invitation) {
        throw new AppError(
          'NOT_FOUND',
          `Invitation ${options.invitationId} not found in ${organization.name}.`,
        );
      }
      if (invitation.acceptedAt) throw new AppError('CONFLICT', REFUSALS.used);
      await revokeInvitation(db, { ...scope, now: new Date() });
    },

    /** What the /invite page shows, signed in or not: the token is the grant. */
    async preview(token: string): Promise<TInvitationPreview> {
      const { invitation, inviter, organization } = await requireByToken(token);
      return {
        state: invitationState({ invitation, now: new Date() }),
        organization_name: organization.name,
        invited_by: inviterName(inviter),
        email: invitation.email,
      };
    },

    /**
     * Joins the invitation's organization as a member, leaving the caller's current one (which stays, empty
     * or not). Links get forwarded, so the caller's email need not be the invited one; who accepted is
     * recorded. Leaving an organization that holds meetings needs `leave_current`.
     */
    async accept(options: {
      principal: Principal;
      token: string;
      request: TAcceptInvitationRequest;
    }): Promise<{ organization_id: string; organization_name: string }> {
      const { principal } = options;
      const { invitation, organization } = await requireByToken(options.token);
      const state = invitationState({ invitation, now: new Date() });
      if (state !== 'pending') throw new AppError('CONFLICT', REFUSALS[state]);

      const current = await findMembershipByUserId(db, principal.userId);
      if (!current) {
        throw new AppError('UNAUTHENTICATED', 'Your account is no longer available. Sign in again.');
      }
      if (current.organization.id === organization.id) {
        throw new AppError('CONFLICT', `You are already a member of ${organization.name}.`);
      }
      // Answered before asking to confirm (and checked again, locked, in the transaction).
      await refuseOrphaning({ tx: db, current, joining: organization.name });
      if (!options.request.leave_current) {
        const total = await countOrganizationMeetings(db, current.organization.id);
        if (total > 0) {
          throw new AppError(
            'CONFIRMATION_REQUIRED',
            `Your current organization has ${meetingsText(total)}. Joining ${organization.name} leaves them behind.`,
          );
        }
      }

      await inTransaction(db, async (tx) => {
        // Both organizations locked, then everything checked again: what was read above may have changed.
        await lockOrganizations(tx, [current.organization.id, organization.id]);
        const now = new Date();
        const latest = await findInvitationByTokenHash(tx, invitation.tokenHash);
        if (!latest?.isInviterAdmin) throw new AppError('NOT_FOUND', NOT_VALID);
        const mine = await findMembershipByUserId(tx, principal.userId);
        if (mine?.organization.id !== current.organization.id) {
          throw new AppError(
            'CONFLICT',
            `Your membership changed while joining ${organization.name}. Reload the page and try again.`,
          );
        }
        await refuseOrphaning({ tx, current: mine, joining: organization.name });
        const isAccepted = await markInvitationAccepted(tx, {
          invitationId: invitation.id,
          userId: principal.userId,
          now,
        });
        if (!isAccepted) {
          // Someone else accepted it, or it was revoked or expired, since it was read.
          const after = await findInvitationByTokenHash(tx, invitation.tokenHash);
          const latestState = after ? invitationState({ invitation: after.invitation, now }) : 'revoked';
          throw new AppError('CONFLICT', REFUSALS[latestState === 'pending' ? 'used' : latestState]);
        }
        // An admin's links die with their rights in the organization they leave.
        if (isAdmin(mine.membership)) {
          await revokePendingByInviter(tx, {
            organizationId: current.organization.id,
            userId: principal.userId,
            now,
          });
        }
        const isMoved = await moveMembership(tx, {
          userId: principal.userId,
          fromOrganizationId: current.organization.id,
          toOrganizationId: organization.id,
        });
        if (!isMoved) {
          throw new AppError(
            'CONFLICT',
            `Your membership changed while joining ${organization.name}. Reload the page and try again.`,
          );
        }
        await seatNewMember(tx, { organizationId: organization.id, userId: principal.userId });
        // What was theirs there (their own calendar) goes with them, once this commits.
        await deps.queue.publish(
          'member.left',
          { organizationId: current.organization.id, userId: principal.userId },
          { tx },
        );
      });
      return { organization_id: organization.id, organization_name: organization.name };
    },
  };
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
