import type { AuthConfig } from '@auth/core';
import type { Adapter, AdapterUser } from '@auth/core/adapters';
import Google from '@auth/core/providers/google';
import { DrizzleAdapter } from '@auth/drizzle-adapter';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { accounts, sessions, users, verificationTokens } from '../../db/schema';
import type { IdentityService } from './identity.service';
import { SESSION_MAX_AGE_SECONDS, SESSION_UPDATE_AGE_SECONDS } from './session-expiry';

export const AUTH_BASE_PATH = '/api/auth';

/** Auth.js names its cookies with a `__Secure-` prefix when served over https. */
export function sessionCookieName(appUrl: string): string {
  return appUrl.startsWith('https://') ? '__Secure-authjs.session-token' : 'authjs.session-token';
}

/**
 * The Drizzle adapter, with two changes: a new user gets an organization in the same transaction,
 * and sign-in accounts keep no provider tokens (sign-in needs none; calendar tokens live encrypted
 * in integrations).
 */
function createAdapter(options: { db: Database; identity: IdentityService }): Adapter {
  const base = DrizzleAdapter(options.db, {
    usersTable: users,
    accountsTable: accounts,
    sessionsTable: sessions,
    verificationTokensTable: verificationTokens,
    // biome-ignore lint/suspicious/noExplicitAny: our tables carry extra columns the adapter's table types do not know
  } as any);
  return {
    ...base,
    async createUser(user): Promise<AdapterUser> {
      const row = await options.identity.createUserWithOrganization({
        email: user.email.toLowerCase(),
        name: user.name ?? null,
        image: user.image ?? null,
        emailVerified: user.emailVerified ?? null,
      });
      return {
        id: row.id,
        email: row.email,
        name: row.name,
        image: row.image,
        emailVerified: row.emailVerified,
      };
    },
    async linkAccount(account) {
      await base.linkAccount?.({
        userId: account.userId,
        type: account.type,
        provider: account.provider,
        providerAccountId: account.providerAccountId,
      });
    },
  };
}

export function createAuthConfig(options: {
  config: Config;
  db: Database;
  identity: IdentityService;
  authSecret: string;
  log: FastifyBaseLogger;
}): AuthConfig {
  const { config, log } = options;
  return {
    basePath: AUTH_BASE_PATH,
    secret: options.authSecret,
    trustHost: true,
    useSecureCookies: config.appUrl.startsWith('https://'),
    adapter: createAdapter(options),
    // The identity call reads and extends sessions itself by the same numbers (identity.service.ts).
    session: { strategy: 'database', maxAge: SESSION_MAX_AGE_SECONDS, updateAge: SESSION_UPDATE_AGE_SECONDS },
    pages: { signIn: '/login', error: '/login' },
    providers: [
      Google({
        clientId: config.google.clientId,
        clientSecret: config.google.clientSecret,
        // The sandbox's OpenID provider stands in for Google through this one setting.
        issuer: config.google.issuer,
        client: { token_endpoint_auth_method: 'client_secret_post' },
      }),
    ],
    callbacks: {
      session({ session, user }) {
        return { ...session, user: { ...session.user, id: user.id } };
      },
    },
    logger: {
      error: (error) => log.error({ err: error }, 'Auth.js error'),
      warn: (code) => log.warn({ code }, 'Auth.js warning'),
      debug: () => {},
    },
  };
}
