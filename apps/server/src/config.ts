import path from 'node:path';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy';
import type { S3StoreConfig } from './providers/storage/s3/s3-object-store';

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

const ZEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  HOST: optionalString,
  APP_URL: optionalString,
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SANDBOX: z.enum(['on', 'off']).optional(),
  AUTH_SECRET: optionalString,
  ENCRYPTION_KEY: optionalString,
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_ISSUER: z.string().url().default('https://accounts.google.com'),
  HUBSPOT_CLIENT_ID: optionalString,
  HUBSPOT_CLIENT_SECRET: optionalString,
  HUBSPOT_AUTH_URL: z.string().url().default('https://app.hubspot.com/oauth/authorize'),
  HUBSPOT_API_URL: z.string().url().default('https://api.hubapi.com'),
  HUBSPOT_APP_URL: z.string().url().optional(),
  GOOGLE_API_URL: z.string().url().default('https://www.googleapis.com/'),
  CALENDAR_SYNC_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(60).default(5),
  AI_PROVIDER: z.enum(['offline', 'openai', 'anthropic', 'compatible']).default('offline'),
  AI_API_KEY: optionalString,
  AI_BASE_URL: optionalString.pipe(z.string().url().optional()),
  AI_MODEL: optionalString,
  AI_CONTEXT_TOKENS: z.coerce.number().int().min(2000).max(2_000_000).optional(),
  WEB_SEARCH: optionalString.pipe(z.enum(['tavily', 'searxng']).optional()),
  TAVILY_API_KEY: optionalString,
  TAVILY_API_URL: z.string().url().default('https://api.tavily.com'),
  SEARXNG_URL: optionalString.pipe(z.string().url().optional()),
  TRANSCRIBE_BASE_URL: optionalString.pipe(z.string().url().optional()),
  TRANSCRIBE_API_KEY: optionalString,
  TRANSCRIBE_MODEL: z.string().default('whisper-1'),
  TRANSCRIBE_CHUNK_SECONDS: z.coerce.number().int().min(30).max(3600).default(600),
  TRANSCRIBE_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(3),
  FFMPEG_PATH: optionalString,
  S3_BUCKET: optionalString,
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: optionalString.pipe(z.string().url().optional()),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  RECALL_API_KEY: optionalString,
  RECALL_BASE_URL: z.string().url().default('https://us-east-1.recall.ai'),
  RECALL_WEBHOOK_SECRET: optionalString,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_URL: z.string().url().default('https://api.stripe.com'),
  STRIPE_PRICE_PRO: optionalString,
  STRIPE_PRICE_BUSINESS: optionalString,
  POSTHOG_KEY: optionalString,
  POSTHOG_HOST: z.string().url().default('https://us.i.posthog.com'),
  BOT_NAME: z.string().trim().min(1).max(100).default('Ting Notetaker (recording)'),
  WEB_DIST_DIR: optionalString,
  TRUST_PROXY: optionalString,
  REDIS_URL: optionalString.pipe(z.string().url().optional()),
  DATA_DIR_SHARED: z.enum(['true', 'false']).default('false'),
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, 'must be smtp://user:password@host:port or smtps://…')
      .optional(),
  ),
  MAIL_FROM: optionalString,
});

/** Credentials the sandbox's stand-in Google client uses; they are only ever accepted by the sandbox. */
export const SANDBOX_GOOGLE_CLIENT = { clientId: 'ting-sandbox-google', clientSecret: 'ting-sandbox-secret' };
export const SANDBOX_RECALL_API_KEY = 'ting-sandbox-recall';
/** The key the sandbox's Stripe accepts; a `sk_test_` key, so the SDK treats it as test mode. */
export const SANDBOX_STRIPE_SECRET_KEY = 'sk_test_ting_sandbox';
/** The sandbox's seeded prices (`SANDBOX_STRIPE_PRICES` of @ting/sandbox). */
export const SANDBOX_STRIPE_PRICES = {
  pro: 'price_sandbox_pro',
  business: 'price_sandbox_business',
} as const;
export const SANDBOX_HUBSPOT_CLIENT = {
  clientId: 'ting-sandbox-hubspot',
  clientSecret: 'ting-sandbox-hubspot-secret',
};

/**
 * Where the server listens with the sandbox on and no `HOST`: this machine only, since the sandbox lets
 * anyone sign in as anyone. Fastify binds `localhost` on each loopback address it resolves to (127.0.0.1,
 * and ::1 where localhost resolves to it), so `http://localhost:PORT` is reached whichever one a client
 * tries first.
 */
export const SANDBOX_DEFAULT_HOST = 'localhost';

/** The start's line about who can reach a server with the sandbox on (none with the sandbox off). */
export function sandboxReachNotice(config: Pick<Config, 'sandbox' | 'host' | 'port'>): string | undefined {
  if (!config.sandbox) return undefined;
  if (config.host === SANDBOX_DEFAULT_HOST) {
    return (
      `The sandbox is on, so Ting listens on this machine only (localhost:${config.port}). ` +
      'Set HOST=0.0.0.0 to let other machines in: anyone who can reach it can sign in as anyone.'
    );
  }
  return `The sandbox is on and HOST=${config.host}: anyone who can reach port ${config.port} can sign in as anyone.`;
}

export type GoogleConfig = {
  clientId: string;
  clientSecret: string;
  issuer: string;
  /** Root of Google's REST APIs (Calendar v3 lives under `calendar/v3/`). */
  apiUrl: string;
};
export type HubspotConfig = {
  clientId: string;
  clientSecret: string;
  authUrl: string;
  apiUrl: string;
  /** Where HubSpot's record pages live (deep links). */
  appUrl: string;
};

/** The meeting-bot service. `webhookSecret` undefined in the sandbox: the entry derives one. */
export type RecallConfig = {
  apiKey: string;
  baseUrl: string;
  webhookSecret: string | undefined;
  botName: string;
};

/** Stripe: the API (its base URL may carry a path, as the sandbox's does) and the prices of the paid plans. */
export type StripeConfig = {
  secretKey: string;
  apiUrl: string;
  /** The webhook endpoint's signing secret; undefined in the sandbox: the entry derives one. */
  webhookSecret: string | undefined;
  prices: { pro: string; business: string };
};

/** Product analytics (PostHog): a project key and the host to send to; unset means nothing is sent anywhere. */
export type AnalyticsConfig = { key: string; host: string } | undefined;

/** Which engine writes summaries and action items. `offline` needs nothing; the others need a model. */
export type AiConfig =
  | { provider: 'offline' }
  | {
      provider: 'openai' | 'anthropic' | 'compatible';
      apiKey: string | undefined;
      baseUrl: string | undefined;
      model: string;
      contextTokens: number | undefined;
    };

/** The assistant's web search: Tavily's API with a key, or a SearXNG instance; unset means no web search. */
export type WebSearchConfig =
  | { provider: 'tavily'; apiKey: string; apiUrl: string }
  | { provider: 'searxng'; url: string }
  | undefined;

/** An OpenAI-compatible speech-to-text server; unset means recordings cannot be transcribed. */
export type TranscribeConfig =
  | { baseUrl: string; apiKey: string | undefined; model: string; chunkSeconds: number; concurrency: number }
  | undefined;

const DEFAULT_AI_MODELS = { openai: 'gpt-4.1-mini', anthropic: 'claude-sonnet-4-5' } as const;

/**
 * Outgoing mail (invitations): an SMTP server (`SMTP_URL`) and the `From` header (`MAIL_FROM`).
 * `smtpUrl` undefined: with the sandbox on, the entry points it at the sandbox's mailbox; otherwise
 * no mail is sent and those who would have sent one are told.
 */
export type MailConfig = { smtpUrl: string | undefined; from: string };

/** Every setting of the server, parsed once from the environment. */
export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Public base URL; OAuth redirects are built from it. No trailing slash. */
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: string;
  /** True when the sandbox is mounted under /sandbox and stands in for unconfigured services. */
  sandbox: boolean;
  authSecret: string | undefined;
  encryptionKey: string | undefined;
  accessTokenTtlSeconds: number;
  google: GoogleConfig;
  hubspot: HubspotConfig;
  calendarSyncIntervalMinutes: number;
  ai: AiConfig;
  webSearch: WebSearchConfig;
  transcribe: TranscribeConfig;
  recall: RecallConfig;
  stripe: StripeConfig;
  analytics: AnalyticsConfig;
  /** Where recordings and uploaded files live: an S3-compatible bucket, else `$DATA_DIR/objects`. */
  s3: S3StoreConfig | undefined;
  ffmpegPath: string | undefined;
  webDistDir: string;
  /** Behind proxies: which are believed about the client's address, host and protocol (`TRUST_PROXY`). */
  trustProxy: TrustProxy;
  /** Shared rate-limit counters across processes; unset: the database (PostgreSQL) or memory (PGlite). */
  redisUrl: string | undefined;
  /** The operator says `DATA_DIR` is one directory every process sees (a shared volume). */
  dataDirShared: boolean;
  /** Jobs of one queue a worker process runs at once. */
  jobConcurrency: number;
  mail: MailConfig;
};

export class ConfigError extends Error {}

/** Parses the environment; throws `ConfigError` with an actionable message when it cannot run. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnvSchema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new ConfigError(`Invalid environment: ${issues}`);
  }
  const e = parsed.data;
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');

  const missing: string[] = [];
  if (!e.GOOGLE_CLIENT_ID || !e.GOOGLE_CLIENT_SECRET) missing.push('GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET');
  if (!e.HUBSPOT_CLIENT_ID || !e.HUBSPOT_CLIENT_SECRET)
    missing.push('HUBSPOT_CLIENT_ID/HUBSPOT_CLIENT_SECRET');
  if (!e.RECALL_API_KEY || !e.RECALL_WEBHOOK_SECRET) missing.push('RECALL_API_KEY/RECALL_WEBHOOK_SECRET');
  if (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET)
    missing.push('STRIPE_SECRET_KEY/STRIPE_WEBHOOK_SECRET');

  // The sandbox lets anyone sign in as anyone: outside production it fills in for missing
  // credentials by default; in production only when asked for explicitly.
  const sandbox =
    e.SANDBOX === 'on' || (e.SANDBOX !== 'off' && e.NODE_ENV !== 'production' && missing.length > 0);
  if (missing.length > 0 && !sandbox) {
    throw new ConfigError(
      `Refusing to start: ${missing.join(' and ')} not set. Set real credentials, or SANDBOX=on to let the ` +
        'local sandbox stand in for them (anyone can sign in as anyone there).',
    );
  }
  const sandboxUrl = `${appUrl}/sandbox`;
  const google: GoogleConfig =
    e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
      ? {
          clientId: e.GOOGLE_CLIENT_ID,
          clientSecret: e.GOOGLE_CLIENT_SECRET,
          issuer: e.GOOGLE_ISSUER,
          apiUrl: e.GOOGLE_API_URL,
        }
      : { ...SANDBOX_GOOGLE_CLIENT, issuer: `${sandboxUrl}/google`, apiUrl: `${sandboxUrl}/google/` };
  const hubspot: HubspotConfig =
    e.HUBSPOT_CLIENT_ID && e.HUBSPOT_CLIENT_SECRET
      ? {
          clientId: e.HUBSPOT_CLIENT_ID,
          clientSecret: e.HUBSPOT_CLIENT_SECRET,
          authUrl: e.HUBSPOT_AUTH_URL,
          apiUrl: e.HUBSPOT_API_URL,
          appUrl: e.HUBSPOT_APP_URL ?? 'https://app.hubspot.com',
        }
      : {
          ...SANDBOX_HUBSPOT_CLIENT,
          authUrl: `${sandboxUrl}/hubspot/oauth/authorize`,
          apiUrl: `${sandboxUrl}/hubspot`,
          appUrl: e.HUBSPOT_APP_URL ?? `${sandboxUrl}/hubspot`,
        };

  let ai: AiConfig = { provider: 'offline' };
  if (e.AI_PROVIDER !== 'offline') {
    const model =
      e.AI_MODEL ?? (e.AI_PROVIDER === 'compatible' ? undefined : DEFAULT_AI_MODELS[e.AI_PROVIDER]);
    if (!model)
      throw new ConfigError('AI_PROVIDER=compatible needs AI_MODEL (for example AI_MODEL=llama3.1:8b).');
    if (e.AI_PROVIDER === 'compatible' && !e.AI_BASE_URL) {
      throw new ConfigError(
        'AI_PROVIDER=compatible needs AI_BASE_URL (for example http://localhost:11434/v1 for Ollama).',
      );
    }
    if (e.AI_PROVIDER !== 'compatible' && !e.AI_API_KEY) {
      throw new ConfigError(`AI_PROVIDER=${e.AI_PROVIDER} needs AI_API_KEY.`);
    }
    ai = {
      provider: e.AI_PROVIDER,
      apiKey: e.AI_API_KEY,
      baseUrl: e.AI_BASE_URL,
      model,
      contextTokens: e.AI_CONTEXT_TOKENS,
    };
  }
  const transcribe: TranscribeConfig = e.TRANSCRIBE_BASE_URL
    ? {
        baseUrl: e.TRANSCRIBE_BASE_URL.replace(/\/+$/, ''),
        apiKey: e.TRANSCRIBE_API_KEY,
        model: e.TRANSCRIBE_MODEL,
        chunkSeconds: e.TRANSCRIBE_CHUNK_SECONDS,
        concurrency: e.TRANSCRIBE_CONCURRENCY,
      }
    : undefined;

  const recall: RecallConfig =
    e.RECALL_API_KEY && e.RECALL_WEBHOOK_SECRET
      ? {
          apiKey: e.RECALL_API_KEY,
          baseUrl: e.RECALL_BASE_URL,
          webhookSecret: e.RECALL_WEBHOOK_SECRET,
          botName: e.BOT_NAME,
        }
      : {
          apiKey: SANDBOX_RECALL_API_KEY,
          baseUrl: `${sandboxUrl}/recall`,
          webhookSecret: undefined,
          botName: e.BOT_NAME,
        };

  let stripe: StripeConfig;
  if (e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET) {
    if (!e.STRIPE_PRICE_PRO || !e.STRIPE_PRICE_BUSINESS) {
      throw new ConfigError(
        'STRIPE_SECRET_KEY needs STRIPE_PRICE_PRO and STRIPE_PRICE_BUSINESS (the price ids of the Pro and Business plans).',
      );
    }
    stripe = {
      secretKey: e.STRIPE_SECRET_KEY,
      apiUrl: e.STRIPE_API_URL.replace(/\/+$/, ''),
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      prices: { pro: e.STRIPE_PRICE_PRO, business: e.STRIPE_PRICE_BUSINESS },
    };
  } else {
    stripe = {
      secretKey: SANDBOX_STRIPE_SECRET_KEY,
      apiUrl: `${sandboxUrl}/stripe`,
      webhookSecret: undefined,
      prices: {
        pro: e.STRIPE_PRICE_PRO ?? SANDBOX_STRIPE_PRICES.pro,
        business: e.STRIPE_PRICE_BUSINESS ?? SANDBOX_STRIPE_PRICES.business,
      },
    };
  }

  let webSearch: WebSearchConfig;
  if (e.WEB_SEARCH === 'tavily') {
    if (!e.TAVILY_API_KEY) throw new ConfigError('WEB_SEARCH=tavily needs TAVILY_API_KEY.');
    webSearch = {
      provider: 'tavily',
      apiKey: e.TAVILY_API_KEY,
      apiUrl: e.TAVILY_API_URL.replace(/\/+$/, ''),
    };
  } else if (e.WEB_SEARCH === 'searxng') {
    if (!e.SEARXNG_URL) {
      throw new ConfigError('WEB_SEARCH=searxng needs SEARXNG_URL (for example http://localhost:8888).');
    }
    webSearch = { provider: 'searxng', url: e.SEARXNG_URL.replace(/\/+$/, '') };
  }

  const proxies = parseTrustProxy(e.TRUST_PROXY);
  if ('problem' in proxies) throw new ConfigError(proxies.problem);
  const { trustProxy } = proxies;

  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST ?? (sandbox ? SANDBOX_DEFAULT_HOST : '0.0.0.0'),
    appUrl,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    sandbox,
    authSecret: e.AUTH_SECRET,
    encryptionKey: e.ENCRYPTION_KEY,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    google,
    hubspot,
    calendarSyncIntervalMinutes: e.CALENDAR_SYNC_INTERVAL_MINUTES,
    ai,
    webSearch,
    transcribe,
    recall,
    stripe,
    analytics: e.POSTHOG_KEY ? { key: e.POSTHOG_KEY, host: e.POSTHOG_HOST.replace(/\/+$/, '') } : undefined,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === 'true' : Boolean(e.S3_ENDPOINT),
        }
      : undefined,
    ffmpegPath: e.FFMPEG_PATH,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../web/dist')),
    trustProxy,
    redisUrl: e.REDIS_URL,
    dataDirShared: e.DATA_DIR_SHARED === 'true',
    jobConcurrency: e.JOB_CONCURRENCY,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? `Ting <ting@${new URL(appUrl).hostname}>` },
  };
}
