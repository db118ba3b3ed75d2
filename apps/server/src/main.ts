import path from 'node:path';
import { createSandbox } from '@ting/sandbox';
import { buildApp } from './app';
import {
  ConfigError,
  loadConfig,
  SANDBOX_GOOGLE_CLIENT,
  SANDBOX_HUBSPOT_CLIENT,
  sandboxReachNotice,
} from './config';
import { deriveSecret, loadLocalSecrets } from './crypto/local-secrets';
import { secureDataDir } from './data-dir';
import { openDatabase } from './db/client';
import { STRIPE_WEBHOOK_PATH } from './modules/billing/billing.service';
import {
  GOOGLE_CALENDAR_CALLBACK_PATH,
  HUBSPOT_CALLBACK_PATH,
} from './modules/integrations/integrations.service';
import { RECALL_WEBHOOK_PATH } from './modules/recorder/recorder.routes';
import { checkRoleSetup, parseRole } from './roles';

async function main(): Promise<void> {
  const config = loadConfig();
  const role = parseRole(process.argv.slice(2));
  checkRoleSetup({ role, config });
  await secureDataDir(config.dataDir);
  const local = await loadLocalSecrets(config.dataDir);
  const authSecret = config.authSecret ?? local.authSecret;
  const secrets = {
    authSecret,
    encryptionKey: config.encryptionKey ?? local.encryptionKey,
    // Without a configured Recall secret, the sandbox's Recall signs with one derived here.
    recallWebhookSecret:
      config.recall.webhookSecret ?? `whsec_${deriveSecret({ authSecret, purpose: 'recall-webhook' })}`,
    // Likewise for the sandbox's Stripe.
    stripeWebhookSecret:
      config.stripe.webhookSecret ?? `whsec_${deriveSecret({ authSecret, purpose: 'stripe-webhook' })}`,
  };
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });

  // The sandbox is wired here, at the entry, and nowhere else: product code only sees base URLs.
  const sandbox = config.sandbox
    ? await createSandbox({
        publicUrl: `${config.appUrl}/sandbox`,
        dataDir: path.join(config.dataDir, 'sandbox'),
        google: {
          ...SANDBOX_GOOGLE_CLIENT,
          redirectUris: [
            `${config.appUrl}/api/auth/callback/google`,
            `${config.appUrl}${GOOGLE_CALENDAR_CALLBACK_PATH}`,
          ],
        },
        hubspot: { ...SANDBOX_HUBSPOT_CLIENT, redirectUris: [`${config.appUrl}${HUBSPOT_CALLBACK_PATH}`] },
        recall: {
          apiKey: config.recall.apiKey,
          webhookUrl: `${config.appUrl}${RECALL_WEBHOOK_PATH}`,
          webhookSecret: secrets.recallWebhookSecret,
        },
        // Only when Ting talks to the sandbox's Stripe (no STRIPE_SECRET_KEY): its key and webhook.
        stripe:
          config.stripe.webhookSecret === undefined
            ? {
                secretKey: config.stripe.secretKey,
                webhookUrl: `${config.appUrl}${STRIPE_WEBHOOK_PATH}`,
                webhookSecret: secrets.stripeWebhookSecret,
              }
            : undefined,
      })
    : undefined;

  // Without an SMTP server of its own, Ting mails the sandbox's mailbox (shown at /sandbox/mail).
  const mailConfig =
    sandbox && !config.mail.smtpUrl ? { ...config.mail, smtpUrl: sandbox.smtpUrl } : config.mail;
  const { app } = await buildApp({
    config: { ...config, mail: mailConfig },
    database,
    role,
    secrets,
    sandbox: sandbox?.handle,
  });
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'Shutting down');
    await app.close();
    await sandbox?.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Ting is running at ${config.appUrl} (role: ${role}, database: ${database.kind}${config.sandbox ? ', sandbox on' : ''})`,
  );
  if (!mailConfig.smtpUrl) {
    app.log.warn('SMTP_URL is not set: Ting sends no e-mail; invitations are links to copy.');
  } else if (sandbox && mailConfig.smtpUrl === sandbox.smtpUrl) {
    app.log.info(`Mail goes to the sandbox's mailbox: ${sandbox.mailUrl}`);
  }
  const reach = sandboxReachNotice(config);
  if (reach) app.log.warn(reach);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
