// One way for benchmarks to run Ting: a real server on a free port (PGlite on disk, or a fresh
// PostgreSQL database when BENCH_DATABASE_URL is set) and a signed-in user on a paid plan, so the
// free plan's monthly limit is not what is measured.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type AppServices, buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { type DatabaseHandle, openDatabase } from '../apps/server/src/db/client';
import { sessions } from '../apps/server/src/db/schema';
import type { RateLimitOptions } from '../apps/server/src/http/rate-limits';
import { sessionCookieName } from '../apps/server/src/modules/identity/auth-config';
import type { Role } from '../apps/server/src/roles';
import { putOnPlan } from '../apps/server/test/plan-fixtures';
import { databaseUrlForRun } from './bench-database';

export type BenchApp = {
  app: FastifyInstance;
  baseUrl: string;
  database: DatabaseHandle;
  services: AppServices;
  /** Headers of the signed-in user's API calls (Bearer token, JSON). */
  headers: Record<string, string>;
  /** The Auth.js session cookie of that user, as a browser sends it, and its token. */
  sessionCookie: string;
  sessionToken: string;
  /** That user and their organization. */
  principal: { userId: string; organizationId: string };
  /** Signs up another user, in an organization of their own (free plan); the headers of their API calls. */
  signUp(email: string): Promise<Record<string, string>>;
  close(): Promise<void>;
};

export async function startBenchApp(
  options: {
    role?: Role;
    env?: Record<string, string>;
    rateLimits?: RateLimitOptions;
    /** PGlite in memory rather than on disk (when not on PostgreSQL). */
    inMemory?: boolean;
  } = {},
): Promise<BenchApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ting-bench-'));
  const target = await databaseUrlForRun();
  const database = await openDatabase({
    databaseUrl: target.url,
    pgliteDir: options.inMemory ? undefined : path.join(dataDir, 'pglite'),
  });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'none'),
    ...options.env,
  });
  const secrets = {
    authSecret: randomBytes(32).toString('base64url'),
    encryptionKey: randomBytes(32).toString('hex'),
    recallWebhookSecret: `whsec_${randomBytes(24).toString('base64')}`,
    stripeWebhookSecret: 'whsec_c3RyaXBl',
  };
  const { app, services } = await buildApp({
    config,
    database,
    secrets,
    role: options.role ?? 'all',
    rateLimits: options.rateLimits,
  });
  const close = async () => {
    await app.close();
    await database.close();
    await target.drop?.();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const signIn = async (email: string) => {
      const user = await services.identity.createUserWithOrganization({
        email,
        name: email.split('@')[0] ?? email,
        image: null,
        emailVerified: null,
      });
      const sessionToken = randomBytes(16).toString('hex');
      await database.db
        .insert(sessions)
        .values({ sessionToken, userId: user.id, expires: new Date(Date.now() + 86_400_000) });
      const principal = await services.identity.principalForSession(sessionToken);
      if (!principal) throw new Error('no principal for the bench session');
      const identity = await services.identity.identityForSession(sessionToken);
      if (!identity) throw new Error('no identity for the bench session');
      const headers = { authorization: `Bearer ${identity.accessToken}`, 'content-type': 'application/json' };
      return { sessionToken, principal, headers };
    };
    const { sessionToken, principal, headers } = await signIn('bench@acme.test');
    // With the seat a paid plan gives its payer: without one, every meeting stops as `limit_reached`.
    await putOnPlan(database.db, { organizationId: principal.organizationId, plan: 'business' });
    return {
      app,
      baseUrl,
      database,
      services,
      headers,
      sessionCookie: `${sessionCookieName(config.appUrl)}=${sessionToken}`,
      sessionToken,
      principal,
      signUp: async (email) => (await signIn(email)).headers,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
