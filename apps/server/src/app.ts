import path from 'node:path';
import websocket from '@fastify/websocket';
import { GOOGLE_CALENDAR_SCOPES, HUBSPOT_SCOPES, ZAppConfigResponseSchema } from '@ting/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { createTokenCipher, parseEncryptionKey } from './crypto/token-cipher';
import type { DatabaseHandle } from './db/client';
import { createAuthenticate } from './http/authenticate';
import { registerBodyLimitCheck } from './http/body-limit';
import { CONNECTION_LIMITS, httpServerOptions, registerConnectionLimits } from './http/connection-limits';
import { newReference, registerErrorHandler } from './http/error-handler';
import { frameworkErrorHandler } from './http/framework-errors';
import { registerJsonBodyParser } from './http/json-body-parser';
import { logSerializers } from './http/log-serializers';
import { mountPlugin, type NodeHandler } from './http/mount.plugin';
import { registerOpenApi } from './http/openapi';
import { registerRateLimitHooks } from './http/rate-limit-hooks';
import { createRateLimits, type RateLimitOptions } from './http/rate-limits';
import { registerSecurityHeaders } from './http/security-headers';
import { dropUntrustedForwarding, trustProxyFunction } from './http/trust-proxy';
import { webAppPlugin } from './http/web-app.plugin';
import { type JobDefinition, type JobQueue, openJobQueue } from './jobs/job-queue';
import { analyticsJobs } from './modules/analytics/analytics.jobs';
import { assistantRoutes } from './modules/assistant/assistant.routes';
import { createAssistantAnswers } from './modules/assistant/assistant-answers';
import { createAssistantConversations } from './modules/assistant/assistant-conversations';
import { createMeetingSearch } from './modules/assistant/meeting-search';
import { billingJobs } from './modules/billing/billing.jobs';
import { billingRoutes } from './modules/billing/billing.routes';
import { type BillingService, createBillingService } from './modules/billing/billing.service';
import { createSubscriptionSync } from './modules/billing/subscription-sync';
import { calendarJobs } from './modules/calendar/calendar.jobs';
import { calendarRoutes } from './modules/calendar/calendar.routes';
import { createCalendarService } from './modules/calendar/calendar.service';
import { CHAT_PATH, chatRoutes, MAX_CHAT_FRAME_BYTES } from './modules/chat/chat.routes';
import { createChatService } from './modules/chat/chat.service';
import { handleChatSocketError } from './modules/chat/chat-socket';
import { createMeetingChatHistory } from './modules/chat/meeting-chat-history';
import { meetingChatHistoryRoutes } from './modules/chat/meeting-chat-history.routes';
import { createRecordedMeetingChat } from './modules/chat/recorded-meeting-chat';
import { createCrmConnection } from './modules/crm/crm-connection';
import { crmFieldsJobs } from './modules/crm-fields/crm-fields.jobs';
import { crmFieldsRoutes } from './modules/crm-fields/crm-fields.routes';
import { type CrmFieldsService, createCrmFieldsService } from './modules/crm-fields/crm-fields.service';
import { meetingCrmLinksJobs } from './modules/crm-links/meeting-crm-links.jobs';
import { meetingCrmLinksRoutes } from './modules/crm-links/meeting-crm-links.routes';
import { createMeetingCrmLinks, type MeetingCrmLinks } from './modules/crm-links/meeting-crm-links.service';
import { crmSyncJobs } from './modules/crm-sync/crm-sync.jobs';
import { crmSyncRoutes } from './modules/crm-sync/crm-sync.routes';
import { type CrmSyncService, createCrmSyncService } from './modules/crm-sync/crm-sync.service';
import { createCrmSyncPlanner } from './modules/crm-sync/crm-sync-planner';
import { createCrmWriteBudget } from './modules/crm-sync/crm-write-budget';
import { createCrmWriter } from './modules/crm-sync/crm-writer';
import { createTaskFollower } from './modules/crm-sync/task-follow';
import { createAccessTokens } from './modules/identity/access-token';
import { authPlugin } from './modules/identity/auth.plugin';
import { AUTH_BASE_PATH, createAuthConfig, sessionCookieName } from './modules/identity/auth-config';
import { findSessionById } from './modules/identity/identity.repository';
import { identityRoutes } from './modules/identity/identity.routes';
import { createIdentityService } from './modules/identity/identity.service';
import { createLiveSessions } from './modules/identity/live-sessions';
import { integrationsJobs } from './modules/integrations/integrations.jobs';
import { integrationsRoutes } from './modules/integrations/integrations.routes';
import { createIntegrationsService, OAUTH_CALLBACK_PATHS } from './modules/integrations/integrations.service';
import { createOAuthStates } from './modules/integrations/oauth-state';
import { invitationJobs } from './modules/invitations/invitations.jobs';
// invitations (wired by helper)
import { invitationsRoutes } from './modules/invitations/invitations.routes';
import { createInvitationsService, type InvitationsService } from './modules/invitations/invitations.service';
import {
  type AudioUploads,
  audioUploadJobs,
  createAudioUploads,
  MAX_RECORDING_BYTES,
  UPLOADS_PATH,
} from './modules/meetings/audio-uploads';
import { createMediaLinks } from './modules/meetings/media-links';
import { createMeetingCapture, type MeetingCapture } from './modules/meetings/meeting-capture';
import { createMeetingMedia, type MeetingMedia } from './modules/meetings/meeting-media';
import { createMeetingPipeline, type MeetingPipeline } from './modules/meetings/meeting-pipeline';
import { createMeetingReads, type MeetingReads } from './modules/meetings/meeting-reads';
import { meetingSharesRoutes } from './modules/meetings/meeting-shares.routes';
import { createMeetingSharesService } from './modules/meetings/meeting-shares.service';
import { meetingJobs } from './modules/meetings/meetings.jobs';
import { meetingsRoutes } from './modules/meetings/meetings.routes';
import { organizationsRoutes } from './modules/organizations/organizations.routes';
import { createOrganizationsService } from './modules/organizations/organizations.service';
import { createEventRecordings } from './modules/recorder/event-recordings';
import { recorderJobs, sendCollect } from './modules/recorder/recorder.jobs';
import { recorderRoutes } from './modules/recorder/recorder.routes';
import { createRecorderService, type RecorderService } from './modules/recorder/recorder.service';
import { transcribeRoutes } from './modules/transcribe/transcribe.routes';
import { createTranscribeService } from './modules/transcribe/transcribe.service';
import { usageJobs } from './modules/usage/usage.jobs';
import { createUsageService, type UsageService } from './modules/usage/usage.service';
import { createWebhookInbox } from './modules/webhooks/webhook-inbox';
import { webhookJobs } from './modules/webhooks/webhooks.jobs';
import { createAnalyticsProvider } from './providers/analytics/create-analytics-provider';
import { createStripeBillingProvider } from './providers/billing/stripe/stripe-billing.provider';
import { createGoogleCalendarProvider } from './providers/calendar/google/google-calendar.provider';
import { createGoogleOAuth } from './providers/calendar/google/oauth-client';
import { createHubspotCrmProvider } from './providers/crm/hubspot/hubspot-crm.provider';
import { createHubspotOAuth } from './providers/crm/hubspot/oauth-client';
import { createAiSdkIntelligence } from './providers/llm/ai-sdk';
import { createAssistantChat, createMeetingChat } from './providers/llm/chat';
import type { MeetingIntelligence } from './providers/llm/meeting-intelligence';
import { createOfflineIntelligenceWithoutBlocking } from './providers/llm/offline/offline-intelligence-without-blocking';
import { createSmtpMailSender } from './providers/mail/smtp/smtp-mail-sender';
import { createRecallRecorder } from './providers/recorder/recall/client';
import { createDiskObjectStore } from './providers/storage/disk/disk-object-store';
import { createS3ObjectStore } from './providers/storage/s3/s3-object-store';
import { createRecordingTranscriber } from './providers/transcription/recording-transcriber';
import { createWebSearch } from './providers/web-search';
import type { Role } from './roles';

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  role?: Role;
  /** Resolved secrets: from the environment, or generated and kept in the data directory. */
  secrets: {
    authSecret: string;
    encryptionKey: string;
    recallWebhookSecret: string;
    /** Stripe's webhook signing secret (`whsec_…`): configured, or derived for the sandbox's Stripe. */
    stripeWebhookSecret: string;
  };
  /** Local stand-ins for outside services, mounted under /sandbox when the config asks for them. */
  sandbox?: NodeHandler;
  /** Other numbers for some rate limits, and a key prefix of their own (tests). */
  rateLimits?: RateLimitOptions;
  /** How long each process trusts a session it has checked (default 30 s); tests shorten it. */
  sessionCheckTtlMs?: number;
  /** Where log lines go instead of stdout (tests that check what is logged). */
  logStream?: { write(line: string): void };
  /** Jobs besides the product's, e.g. a test's subscriber to a domain event. */
  extraJobs?: JobDefinition[];
};

/**
 * The configured meeting-intelligence engine: the built-in offline one (CPU-bound, so a long
 * transcript is analysed on a worker thread), or an LLM through the AI SDK (I/O-bound, stays here).
 */
function createIntelligence(config: Config): MeetingIntelligence {
  return config.ai.provider === 'offline'
    ? createOfflineIntelligenceWithoutBlocking()
    : createAiSdkIntelligence(config.ai);
}

/** The services `buildApp` wires, for the entry and for tests that arrange data the product's way. */
export type AppServices = {
  identity: ReturnType<typeof createIdentityService>;
  integrations: ReturnType<typeof createIntegrationsService>;
  calendar: ReturnType<typeof createCalendarService>;
  meetings: { capture: MeetingCapture; pipeline: MeetingPipeline; reads: MeetingReads; media: MeetingMedia };
  recorder: RecorderService;
  audioUploads: AudioUploads;
  usage: UsageService;
  invitations: InvitationsService;
  billing: BillingService & { syncSubscription: ReturnType<typeof createSubscriptionSync> };
  crmFields: CrmFieldsService;
  meetingCrmLinks: MeetingCrmLinks;
  crmSync: CrmSyncService & { plan: ReturnType<typeof createCrmSyncPlanner>['plan'] };
  queue: JobQueue;
};

/** The composition root: builds every service from config and wires the HTTP surface. Nothing else wires. */
export async function buildApp(deps: AppDeps): Promise<{ app: FastifyInstance; services: AppServices }> {
  const { config, database, secrets } = deps;
  const db = database.db;
  const role = deps.role ?? 'all';
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Tokens must never reach the logs.
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      serializers: logSerializers,
      stream: deps.logStream,
    },
    trustProxy: trustProxyFunction(config.trustProxy),
    // JSON bodies are a few KB; routes that take more (transcripts, action items, prompts, webhooks,
    // uploads) say how much on their own.
    bodyLimit: 16 * 1024,
    genReqId: newReference,
    frameworkErrors: frameworkErrorHandler,
    // Short header timeouts for every address it binds; bodies have theirs per route (below).
    http: httpServerOptions(CONNECTION_LIMITS),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  registerSecurityHeaders(app, {
    // HSTS over plain HTTP would pin browsers to an https:// this server does not serve.
    strictTransportSecurity: config.appUrl.startsWith('https://')
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'https:'],
        // The page's analytics client sends to the PostHog host itself, when a key is set.
        'connect-src': [
          "'self'",
          'ws:',
          'wss:',
          ...(config.analytics ? [new URL(config.analytics.host).origin] : []),
        ],
        // Sign-in and OAuth forms redirect to the identity provider's origin.
        'form-action': null,
        'upgrade-insecure-requests': null,
      },
    },
  });
  // Before any route, so an oversized body is refused before authentication and parsing, and
  // large JSON bodies are parsed off the event loop.
  registerConnectionLimits(app, { uploadsPath: UPLOADS_PATH, trustProxy: config.trustProxy });
  registerBodyLimitCheck(app);
  registerJsonBodyParser(app);
  await registerOpenApi(app, { appUrl: config.appUrl });
  // Before any route, so upgrade requests reach the WebSocket routes (and only them).
  await app.register(websocket, {
    options: { maxPayload: MAX_CHAT_FRAME_BYTES },
    errorHandler: handleChatSocketError,
  });

  const accessTokens = createAccessTokens({
    secret: secrets.authSecret,
    issuer: config.appUrl,
    ttlSeconds: config.accessTokenTtlSeconds,
    sessions: createLiveSessions({
      lookup: (sessionId) => findSessionById(db, sessionId),
      ttlMs: deps.sessionCheckTtlMs,
    }),
  });
  const authenticate = createAuthenticate(accessTokens);
  // Before any route, so limits are checked before bodies are read or tokens verified.
  const rateLimits = await createRateLimits({
    redisUrl: config.redisUrl,
    database,
    log: app.log,
    ...deps.rateLimits,
  });
  app.addHook('onClose', () => rateLimits.close());
  registerRateLimitHooks(app, {
    rateLimits,
    accessTokens,
    paths: { auth: AUTH_BASE_PATH, chat: CHAT_PATH, uploads: UPLOADS_PATH },
  });
  const cookieName = sessionCookieName(config.appUrl);

  const queue = await openJobQueue({
    database,
    isWorker: role !== 'api',
    concurrency: config.jobConcurrency,
    log: app.log,
  });
  app.addHook('onClose', () => queue.stop());

  const cipher = createTokenCipher(parseEncryptionKey(secrets.encryptionKey));
  const organizations = createOrganizationsService(db);
  // invitations (wired by helper)
  const mail = config.mail.smtpUrl
    ? createSmtpMailSender({ smtpUrl: config.mail.smtpUrl, from: config.mail.from })
    : undefined;
  if (mail) app.addHook('onClose', async () => mail.close());
  const invitations = createInvitationsService({ db, appUrl: config.appUrl, cipher, queue, mail });
  const store = config.s3
    ? createS3ObjectStore(config.s3)
    : createDiskObjectStore({ rootDir: path.join(config.dataDir, 'objects') });
  const usage = createUsageService({ db, organizations, store, log: app.log });
  const integrations = createIntegrationsService({
    db,
    cipher,
    states: createOAuthStates({ db, secret: secrets.authSecret, issuer: config.appUrl }),
    oauth: {
      google_calendar: createGoogleOAuth({
        google: config.google,
        redirectUri: `${config.appUrl}${OAUTH_CALLBACK_PATHS.google_calendar}`,
        scopes: GOOGLE_CALENDAR_SCOPES,
      }),
      hubspot: createHubspotOAuth({
        hubspot: config.hubspot,
        redirectUri: `${config.appUrl}${OAUTH_CALLBACK_PATHS.hubspot}`,
        scopes: HUBSPOT_SCOPES,
      }),
    },
    queue,
    log: app.log,
  });
  const crm = createCrmConnection({
    provider: createHubspotCrmProvider({ apiUrl: config.hubspot.apiUrl, appUrl: config.hubspot.appUrl }),
    integrations,
  });
  const crmFields = createCrmFieldsService({ db, crm, queue, log: app.log });
  const analytics = createAnalyticsProvider({
    config: config.analytics,
    onError: (error) => app.log.warn({ err: error }, 'Analytics delivery failed'),
  });
  app.addHook('onClose', () => analytics.shutdown());
  const billingProvider = createStripeBillingProvider({
    secretKey: config.stripe.secretKey,
    apiUrl: config.stripe.apiUrl,
    webhookSecret: secrets.stripeWebhookSecret,
  });
  const billing = createBillingService({
    db,
    usage,
    provider: billingProvider,
    prices: config.stripe.prices,
    queue,
    appUrl: config.appUrl,
  });
  const syncSubscription = createSubscriptionSync({
    db,
    analytics,
    provider: billingProvider,
    prices: config.stripe.prices,
    log: app.log,
  });
  const eventRecordings = createEventRecordings(db);
  const calendar = createCalendarService({
    db,
    provider: createGoogleCalendarProvider({ apiUrl: config.google.apiUrl }),
    integrations,
    recordingsFor: (options) => eventRecordings.forEvents(options),
    log: app.log,
  });

  const identity = createIdentityService({
    db,
    organizations,
    accessTokens,
    usage,
    log: app.log,
  });
  const meetingReads = createMeetingReads({ db, store, queue });
  const meetingCrmLinks = createMeetingCrmLinks({ db, crm, meetings: meetingReads, queue, log: app.log });
  const meetingMedia = createMeetingMedia({
    db,
    store,
    mediaLinks: createMediaLinks({ secret: secrets.authSecret }),
    sessions: accessTokens.sessions,
    reads: meetingReads,
  });
  const meetingCapture = createMeetingCapture({ db, store, usage, reads: meetingReads, queue, log: app.log });
  const recordingTranscriber = config.transcribe
    ? createRecordingTranscriber({ ...config.transcribe, ffmpegPath: config.ffmpegPath })
    : undefined;
  const intelligence = createIntelligence(config);
  // The summary step reads the owner's prompts from identity.
  const meetingPipeline = createMeetingPipeline({
    db,
    store,
    intelligence,
    getUserMeta: (userId) => identity.getUserMeta(userId),
    recordingTranscriber,
    workDir: path.join(config.dataDir, 'work'),
    usage,
    queue,
    log: app.log,
  });
  const crmSyncPlanner = createCrmSyncPlanner({
    db,
    crm,
    intelligence,
    queue,
    appUrl: config.appUrl,
    log: app.log,
  });
  const crmWriter = createCrmWriter({
    db,
    crm,
    log: app.log,
    budget: createCrmWriteBudget({ rateLimits }),
    analytics,
  });
  const crmSync = createCrmSyncService({ db, crm, meetings: meetingReads, queue });
  const shares = createMeetingSharesService({
    db,
    cipher,
    appUrl: config.appUrl,
    reads: meetingReads,
    media: meetingMedia,
  });
  const recorder: RecorderService = createRecorderService({
    db,
    recorder: createRecallRecorder({
      baseUrl: config.recall.baseUrl,
      apiKey: config.recall.apiKey,
      webhookSecret: secrets.recallWebhookSecret,
    }),
    botName: config.recall.botName,
    calendar,
    meetingCapture,
    meetingReads,
    meetingPipeline,
    sendCollect: sendCollect(queue),
    getUserMeta: (userId) => identity.getUserMeta(userId),
    log: app.log,
  });
  const dropUntrustedUploadForwarding = dropUntrustedForwarding(config.trustProxy);
  const audioUploads: AudioUploads = createAudioUploads({
    directory: path.join(config.dataDir, 'uploads'),
    accessTokens,
    capture: meetingCapture,
    log: app.log,
    trustProxy: config.trustProxy !== false,
  });
  await queue.start([
    ...meetingJobs({ pipeline: meetingPipeline }),
    ...audioUploadJobs(audioUploads),
    ...recorderJobs({ recorder, pipeline: meetingPipeline }),
    ...webhookJobs({ db }),
    ...usageJobs({ usage }),
    ...billingJobs({ syncSubscription }),
    ...invitationJobs({ invitations }),
    ...analyticsJobs({ db, analytics }),
    ...crmFieldsJobs({ fields: crmFields }),
    ...meetingCrmLinksJobs({ links: meetingCrmLinks }),
    ...crmSyncJobs({
      planner: crmSyncPlanner,
      writer: crmWriter,
      sync: crmSync,
      tasks: createTaskFollower({ db, crm, appUrl: config.appUrl, log: app.log }),
    }),
    ...(deps.extraJobs ?? []),
    ...calendarJobs({
      calendar,
      integrations,
      queue,
      intervalMinutes: config.calendarSyncIntervalMinutes,
      afterSync: async (owner) => {
        await recorder.autoSchedule(owner);
      },
    }),
    ...integrationsJobs({ integrations }),
  ]);
  // A member's calendar removed (or gone with them): their booked notetakers and synced events go too.
  integrations.onRemoved(async ({ organizationId, provider, userId }) => {
    if (provider !== 'google_calendar' || !userId) return;
    await recorder.callOffScheduled({ organizationId, userId });
    await calendar.forgetMember({ organizationId, userId });
  });

  const authConfig = createAuthConfig({ config, db, identity, authSecret: secrets.authSecret, log: app.log });
  await app.register(authPlugin, { authConfig, appUrl: config.appUrl });
  await app.register(identityRoutes, { identity, authenticate, sessionCookieName: cookieName });
  await app.register(integrationsRoutes, {
    integrations,
    identity,
    authenticate,
    sessionCookieName: cookieName,
  });
  await app.register(calendarRoutes, { calendar, authenticate });
  await app.register(meetingsRoutes, {
    capture: meetingCapture,
    reads: meetingReads,
    media: meetingMedia,
    authenticate,
  });
  await app.register(meetingSharesRoutes, { shares, authenticate });
  await app.register(crmFieldsRoutes, { fields: crmFields, authenticate });
  await app.register(meetingCrmLinksRoutes, { links: meetingCrmLinks, authenticate });
  await app.register(crmSyncRoutes, { sync: crmSync, authenticate });
  await app.register(organizationsRoutes, { organizations, authenticate });
  await app.register(billingRoutes, { billing, provider: billingProvider, authenticate });
  // invitations (wired by helper)
  await app.register(invitationsRoutes, { invitations, authenticate });
  const assistantConversations = createAssistantConversations({ db });
  await app.register(assistantRoutes, { conversations: assistantConversations, authenticate });
  const meetingChatHistory = createMeetingChatHistory({ db, meetings: meetingReads });
  await app.register(meetingChatHistoryRoutes, { history: meetingChatHistory, authenticate });
  await app.register(chatRoutes, {
    chat: createRecordedMeetingChat({
      chat: createChatService({
        meetings: meetingReads,
        engine: createMeetingChat(config.ai),
        people: identity,
      }),
      history: meetingChatHistory,
      log: app.log,
    }),
    assistant: createAssistantAnswers({
      conversations: assistantConversations,
      engine: createAssistantChat(config.ai),
      meetings: meetingReads,
      people: identity,
      toolbox: {
        meetings: meetingReads,
        searchMeetings: createMeetingSearch({ db, meetings: meetingReads }),
        calendar,
        crm,
        webSearch: createWebSearch(config.webSearch),
      },
    }),
    accessTokens,
    rateLimits,
  });
  await app.register(transcribeRoutes, {
    transcription: createTranscribeService({
      transcriber: recordingTranscriber,
      workDir: path.join(config.dataDir, 'work'),
    }),
    authenticate,
    rateLimits,
  });
  await app.register(recorderRoutes, {
    recorder,
    authenticate,
    inbox: createWebhookInbox(db),
  });
  await app.register(mountPlugin, {
    mountPath: UPLOADS_PATH,
    keepPath: true,
    bodyLimit: MAX_RECORDING_BYTES,
    // tus reads X-Forwarded-Host/-Proto itself: only from a trusted proxy, as Fastify does.
    handler: (req, res) => {
      dropUntrustedUploadForwarding(req);
      void audioUploads.handle(req, res);
    },
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/app-config',
    {
      schema: {
        tags: ['app'],
        summary: 'Public facts the web app needs before sign-in',
        response: { 200: ZAppConfigResponseSchema },
      },
    },
    async () => ({
      data: {
        sandbox: config.sandbox,
        ai_engine: config.ai.provider === 'offline' ? ('offline' as const) : ('model' as const),
        ...(config.analytics ? { analytics: config.analytics } : {}),
      },
    }),
  );
  app.get('/api/health', { schema: { hide: true } }, async () => ({ data: { status: 'ok' } }));

  if (deps.sandbox) {
    await app.register(mountPlugin, { mountPath: '/sandbox', bodyLimit: 1024 * 1024, handler: deps.sandbox });
  }
  await app.register(webAppPlugin, { distDir: config.webDistDir });
  return {
    app,
    services: {
      identity,
      integrations,
      calendar,
      meetings: {
        capture: meetingCapture,
        pipeline: meetingPipeline,
        reads: meetingReads,
        media: meetingMedia,
      },
      usage,
      invitations,
      billing: { ...billing, syncSubscription },
      recorder,
      audioUploads,
      crmFields,
      meetingCrmLinks,
      crmSync: { ...crmSync, plan: crmSyncPlanner.plan },
      queue,
    },
  };
}
