import type { TIdentity, TIntegrationName, TUser, TUserMeta } from '@ting/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import type {
  MembershipRow,
  OrganizationRow,
  OrganizationsService,
} from '../organizations/organizations.service';
import type { UsageService } from '../usage/usage.service';
import type { AccessTokens, Principal, SessionPrincipal } from './access-token';
import {
  findLiveSessionByToken,
  findUserById,
  insertUser,
  type UserRow,
  updateHasOnboarded,
  updateUserMeta,
} from './identity.repository';

type IdentityServiceDeps = {
  db: Database;
  organizations: OrganizationsService;
  accessTokens: AccessTokens;
  listIntegrationNames(organizationId: string): Promise<TIntegrationName[]>;
  /** What the organization and its members processed this period (the plan counters). */
  usage: Pick<UsageService, 'processedThisPeriod' | 'processedThisPeriodByMember'>;
};

export function toUserDto(options: {
  user: UserRow;
  membership: MembershipRow;
  organization: OrganizationRow;
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
      const session = await findLiveSessionByToken(db, sessionToken);
      if (!session) return undefined;
      const found = await organizations.findMembership(session.userId);
      return found
        ? { userId: session.userId, organizationId: found.organization.id, sessionId: session.sessionId }
        : undefined;
    },

    /** The identity document, with a fresh access token bound to the caller's session. */
    async getIdentity(principal: SessionPrincipal): Promise<TIdentity> {
      const { user, membership, organization } = await loadMember(principal);
      // Meetings of former members count for the organization too, hence its own total.
      const [members, orgIntegrations, accessToken, processedByOrganization, processedByMember] =
        await Promise.all([
          organizations.listMembers(organization.id),
          deps.listIntegrationNames(organization.id),
          accessTokens.sign(principal),
          deps.usage.processedThisPeriod({ organizationId: organization.id }),
          deps.usage.processedThisPeriodByMember(organization.id),
        ]);
      const users = members.map((member) =>
        toUserDto({
          ...member,
          organization,
          meetingsProcessedThisMonth: processedByMember.get(member.user.id) ?? 0,
        }),
      );
      return {
        user:
          users.find((candidate) => candidate.id === user.id) ??
          toUserDto({ user, membership, organization, meetingsProcessedThisMonth: 0 }),
        organization: {
          id: organization.id,
          name: organization.name,
          plan: organization.plan,
          seats: organization.seats,
          meetings_processed_this_period: processedByOrganization,
        },
        users,
        accessToken,
        orgIntegrations,
      };
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
