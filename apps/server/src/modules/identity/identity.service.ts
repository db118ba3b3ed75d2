import type { TIdentity, TUser, TUserMeta } from '@ting/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { OrganizationRow, OrganizationsService } from '../organizations/organizations.service';
import { isAdmin } from '../organizations/require-admin';
import { startOfPeriod, type UsageService } from '../usage/usage.service';
import type { AccessTokens, Principal, SessionPrincipal } from './access-token';
import {
  findSessionMember,
  findSessionMemberAndTeam,
  findUserById,
  insertUser,
  type SessionMemberRow,
  type TeamMemberRow,
  type TeamSnapshot,
  type UserRow,
  updateHasOnboarded,
  updateSessionExpiry,
  updateUserMeta,
} from './identity.repository';
import { extendedExpiry } from './session-expiry';

type IdentityServiceDeps = {
  db: Database;
  organizations: OrganizationsService;
  accessTokens: AccessTokens;
  /** What one member processed this period (their plan counter, after a settings change). */
  usage: Pick<UsageService, 'processedThisPeriod'>;
  /** Where a failed session extension is reported (it never fails the request). */
  log: { warn(object: object, message: string): void };
};

/** A signed-in member and the session they act through. */
type Member = Omit<SessionMemberRow, 'session'> & { principal: SessionPrincipal };

export function toUserDto(options: {
  user: TeamMemberRow['user'];
  membership: TeamMemberRow['membership'];
  organization: Pick<OrganizationRow, 'plan' | 'trialEndsAt'>;
  meetingsProcessedThisMonth: number;
}): TUser {
  const { user, membership, organization } = options;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    image: user.image,
    has_seat: membership.hasSeat,
    is_payer: membership.isPayer,
    is_pro: organization.plan === 'pro',
    is_trial: organization.trialEndsAt !== null && organization.trialEndsAt.getTime() > Date.now(),
    is_admin: isAdmin(membership),
    meetings_processed_this_month: options.meetingsProcessedThisMonth,
    meta: user.meta,
    has_onboarded: user.hasOnboarded,
  };
}

/** Merges a metadata patch: top-level keys replace, prompts merge key by key. */
export function mergeUserMeta(current: TUserMeta, patch: TUserMeta): TUserMeta {
  const merged: TUserMeta = { ...current, ...patch };
  if (patch.prompts) merged.prompts = { ...current.prompts, ...patch.prompts };
  return merged;
}

/** Users, sessions and the identity document; every read is scoped to the principal's organization. */
export function createIdentityService(deps: IdentityServiceDeps) {
  const { db, organizations, accessTokens } = deps;

  async function loadMember(principal: Principal) {
    const [user, found] = await Promise.all([
      findUserById(db, principal.userId),
      organizations.findMembership(principal.userId),
    ]);
    if (!user || !found || found.organization.id !== principal.organizationId) {
      throw new AppError(
        'UNAUTHENTICATED',
        'Your account or organization is no longer available. Sign in again.',
      );
    }
    return { user, ...found };
  }

  const countOwn = (principal: Principal) =>
    deps.usage.processedThisPeriod({ organizationId: principal.organizationId, userId: principal.userId });

  /**
   * The member of a session row read straight from the table instead of through Auth.js's session
   * handler, with its expiry extended when due as that handler does (the web app calls both). Due at
   * most once a day per session, so the write is awaited: the next read then sees it.
   */
  async function memberOfSession(row: SessionMemberRow): Promise<Member> {
    const expires = extendedExpiry({ expires: row.session.expires });
    if (expires) {
      await updateSessionExpiry(db, { sessionId: row.session.id, expires }).catch((error: unknown) =>
        deps.log.warn({ err: error }, 'Could not extend a session; it is extended on its next use'),
      );
    }
    const principal = { userId: row.user.id, organizationId: row.organization.id, sessionId: row.session.id };
    return { principal, user: row.user, membership: row.membership, organization: row.organization };
  }

  async function identityOf(member: Member, team: TeamSnapshot): Promise<TIdentity> {
    const { principal, user, membership, organization } = member;
    const processed = (userId: string) => team.processedByOwner[userId] ?? 0;
    const users = team.members.map((found) =>
      toUserDto({ ...found, organization, meetingsProcessedThisMonth: processed(found.user.id) }),
    );
    let processedByOrganization = 0;
    for (const count of Object.values(team.processedByOwner)) processedByOrganization += count;
    return {
      user:
        users.find((candidate) => candidate.id === user.id) ??
        toUserDto({ user, membership, organization, meetingsProcessedThisMonth: processed(user.id) }),
      organization: {
        id: organization.id,
        name: organization.name,
        plan: organization.plan,
        seats: organization.seats,
        meetings_processed_this_period: processedByOrganization,
      },
      users,
      accessToken: await accessTokens.sign(principal),
      orgIntegrations: team.integrationNames,
    };
  }

  return {
    /** Creates the user of a first sign-in, with an organization of their own, atomically. */
    async createUserWithOrganization(values: {
      email: string;
      name: string | null;
      image: string | null;
      emailVerified: Date | null;
    }): Promise<UserRow> {
      return db.transaction(async (tx) => {
        const user = await insertUser(tx as unknown as Database, values);
        await organizations.createForNewUser({
          tx: tx as unknown as Database,
          userId: user.id,
          userName: user.name,
          email: user.email,
        });
        return user;
      });
    },

    /** The principal behind an Auth.js session cookie, or undefined when the session is missing or expired. */
    async principalForSession(sessionToken: string): Promise<SessionPrincipal | undefined> {
      const row = await findSessionMember(db, sessionToken);
      return row && (await memberOfSession(row)).principal;
    },

    /**
     * The identity document of the session cookie's member, with a fresh access token bound to that
     * session; undefined when the session is missing or expired. One statement reads the member and
     * their team.
     */
    async identityForSession(sessionToken: string): Promise<TIdentity | undefined> {
      const row = await findSessionMemberAndTeam(db, { sessionToken, since: startOfPeriod(new Date()) });
      return row && identityOf(await memberOfSession(row), row.team);
    },

    /**
     * Who a principal is, by name and address: the person "I" and "my" mean in a chat question. Throws
     * `AppError` UNAUTHENTICATED when the account or its organization is gone.
     */
    async personOf(principal: Principal): Promise<{ name: string | null; email: string }> {
      const { user } = await loadMember(principal);
      return { name: user.name, email: user.email };
    },

    /** A user's metadata (prompts, CRM choice), for pipeline steps that act on their behalf. */
    async getUserMeta(userId: string): Promise<TUserMeta> {
      return (await findUserById(db, userId))?.meta ?? {};
    },

    async updateMeta(options: { principal: Principal; meta: TUserMeta }): Promise<TUser> {
      const { user, membership, organization } = await loadMember(options.principal);
      const updated = await updateUserMeta(db, {
        userId: user.id,
        meta: mergeUserMeta(user.meta, options.meta),
      });
      return toUserDto({
        user: updated,
        membership,
        organization,
        meetingsProcessedThisMonth: await countOwn(options.principal),
      });
    },

    async setOnboarded(options: { principal: Principal; hasOnboarded: boolean }): Promise<TUser> {
      const { user, membership, organization } = await loadMember(options.principal);
      const updated = await updateHasOnboarded(db, { userId: user.id, hasOnboarded: options.hasOnboarded });
      return toUserDto({
        user: updated,
        membership,
        organization,
        meetingsProcessedThisMonth: await countOwn(options.principal),
      });
    },
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
