import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Sandbox } from '@ting/sandbox';
import type { FastifyInstance } from 'fastify';
import { type AppDeps, type AppServices, buildApp } from '../src/app';
import { type Config, loadConfig, SANDBOX_GOOGLE_CLIENT, SANDBOX_HUBSPOT_CLIENT } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';
import { sessions } from '../src/db/schema';
import { STRIPE_WEBHOOK_PATH } from '../src/modules/billing/billing.service';
import {
  createAccessTokens,
  type Principal,
  type SessionPrincipal,
} from '../src/modules/identity/access-token';
import { findSessionById } from '../src/modules/identity/identity.repository';
import { createLiveSessions } from '../src/modules/identity/live-sessions';
import {
  GOOGLE_CALENDAR_CALLBACK_PATH,
  HUBSPOT_CALLBACK_PATH,
} from '../src/modules/integrations/integrations.service';
import { RECALL_WEBHOOK_PATH } from '../src/modules/recorder/recorder.routes';
import type { Role } from '../src/roles';
import { createTestDatabase } from './test-database';

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  services: AppServices;
  sandbox: Sandbox | undefined;
  secrets: {
    authSecret: string;
    encryptionKey: string;
    recallWebhookSecret: string;
    stripeWebhookSecret: string;
  };
  /** Base URL when started with `listen: true`. */
  baseUrl: string;
  dataDir: string;
  /** Creates a user (and their organization) as a first sign-in would, plus a live session. */
  signUp(email: string, name?: string): Promise<SignedUpUser>;
  /**
   * A fresh access token of this app (its issuer is the app's URL), bound to the principal's session,
   * or to a new live session of that user when it names none.
   */
  accessTokenFor(
    principal: Principal & { sessionId?: string },
    options?: { expiresInSeconds?: number },
  ): Promise<string>;
  close(): Promise<void>;
};

export type SignedUpUser = { principal: SessionPrincipal; sessionCookie: string; accessToken: string };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * The whole server on a fresh database. With `listen: true` it serves on a real port with the sandbox
 * mounted, so OAuth round trips run for real (Auth.js and google-auth-library call back into it).
 */
export async function createTestApp(
  options: {
    listen?: boolean;
    /** Share a database (and data directory and secrets) between apps, e.g. to restart the server. */
    shared?: { database: DatabaseHandle; dataDir: string; secrets: TestApp['secrets'] };
    role?: Role;
    /** Extra environment for the config, e.g. an AI provider. */
    env?: Record<string, string>;
    /** Receives the app's log lines (set LOG_LEVEL through `env`), for tests of what is logged. */
    logStream?: { write(line: string): void };
    /** How long the app trusts a checked session (default 30 s), for tests of sign-out. */
    sessionCheckTtlMs?: number;
    /** Other rate limits (so tests needn't send hundreds of requests) and a key prefix per run. */
    rateLimits?: AppDeps['rateLimits'];
    /** Jobs of the test's own, e.g. a subscriber that records the domain events it hears. */
    extraJobs?: AppDeps['extraJobs'];
  } = {},
): Promise<TestApp> {
  const port = options.listen ? await freePort() : 3999;
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = options.shared?.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'ting-test-')));
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    APP_URL: baseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...options.env,
  });
  const secrets = options.shared?.secrets ?? {
    authSecret: randomBytes(32).toString('base64url'),
    encryptionKey: randomBytes(32).toString('hex'),
    recallWebhookSecret: `whsec_${randomBytes(24).toString('base64')}`,
    stripeWebhookSecret: `whsec_${randomBytes(24).toString('base64')}`,
  };
  const database = options.shared?.database ?? (await createTestDatabase());
  const ownsDatabase = !options.shared;

  let sandbox: Sandbox | undefined;
  let built: Awaited<ReturnType<typeof buildApp>>;
  try {
    if (options.listen) {
      const { createSandbox } = await import('@ting/sandbox');
      sandbox = await createSandbox({
        publicUrl: `${baseUrl}/sandbox`,
        dataDir: path.join(dataDir, 'sandbox'),
        google: {
          ...SANDBOX_GOOGLE_CLIENT,
          redirectUris: [`${baseUrl}/api/auth/callback/google`, `${baseUrl}${GOOGLE_CALENDAR_CALLBACK_PATH}`],
        },
        hubspot: { ...SANDBOX_HUBSPOT_CLIENT, redirectUris: [`${baseUrl}${HUBSPOT_CALLBACK_PATH}`] },
        recall: {
          apiKey: config.recall.apiKey,
          webhookUrl: `${baseUrl}${RECALL_WEBHOOK_PATH}`,
          webhookSecret: secrets.recallWebhookSecret,
        },
        stripe: {
          secretKey: config.stripe.secretKey,
          webhookUrl: `${baseUrl}${STRIPE_WEBHOOK_PATH}`,
          webhookSecret: secrets.stripeWebhookSecret,
        },
      });
    }
    built = await buildApp({
      // As at the entry: without an SMTP server of its own, mail goes to the sandbox's mailbox.
      config:
        sandbox && !config.mail.smtpUrl
          ? { ...config, mail: { ...config.mail, smtpUrl: sandbox.smtpUrl } }
          : config,
      database,
      secrets,
      role: options.role,
      sandbox: sandbox?.handle,
      sessionCheckTtlMs: options.sessionCheckTtlMs,
      logStream: options.logStream,
      rateLimits: options.rateLimits,
      extraJobs: options.extraJobs,
    });
    if (options.listen) await built.app.listen({ port, host: '127.0.0.1' });
    else await built.app.ready();
  } catch (error) {
    // A failed start must not leave a test database behind.
    await sandbox?.close();
    if (ownsDatabase) await database.close();
    throw error;
  }
  const { app, services } = built;

  const accessTokens = createAccessTokens({
    secret: secrets.authSecret,
    issuer: config.appUrl,
    ttlSeconds: config.accessTokenTtlSeconds,
    // Only signs here; the app's own instance is the one that checks sessions.
    sessions: createLiveSessions({ lookup: (sessionId) => findSessionById(database.db, sessionId) }),
  });
  const { identity } = services;

  /** Inserts a live session as Auth.js does at sign-in; returns its cookie's token and its id. */
  async function startSession(userId: string) {
    const sessionToken = randomBytes(24).toString('hex');
    const [row] = await database.db
      .insert(sessions)
      .values({ sessionToken, userId, expires: new Date(Date.now() + 86_400_000) })
      .returning({ id: sessions.id });
    if (!row) throw new Error('startSession: no session row');
    return { sessionToken, sessionId: row.id };
  }

  return {
    app,
    config,
    database,
    services,
    sandbox,
    secrets,
    dataDir,
    baseUrl,
    async signUp(email, name) {
      const user = await identity.createUserWithOrganization({
        email,
        name: name ?? email.split('@')[0] ?? null,
        image: null,
        emailVerified: null,
      });
      const { sessionToken } = await startSession(user.id);
      const principal = await identity.principalForSession(sessionToken);
      if (!principal) throw new Error('signUp: the session did not resolve');
      return {
        principal,
        sessionCookie: `authjs.session-token=${sessionToken}`,
        accessToken: await accessTokens.sign(principal),
      };
    },
    async accessTokenFor(principal, options) {
      const sessionId = principal.sessionId ?? (await startSession(principal.userId)).sessionId;
      return accessTokens.sign({ ...principal, sessionId }, options);
    },
    async close() {
      await app.close();
      await sandbox?.close();
      if (ownsDatabase) {
        await database.close();
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  };
}
