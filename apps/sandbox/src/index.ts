import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { createDispatcher } from './dispatch.js';
import { createGoogleSandbox } from './google/google-sandbox.js';
import { createHubspotSandbox } from './hubspot/hubspot-sandbox.js';
import { createMailbox } from './mail/mailbox.js';
import { createRecallSandbox } from './recall/recall-sandbox.js';
import { isWebhookSecret } from './recall/webhook-signature.js';
import type { SandboxService } from './service.js';
import { createStripeSandbox } from './stripe/stripe-sandbox.js';
import { isStripeWebhookSecret } from './stripe/stripe-signature.js';

export { createMailbox, type Mailbox, type ReceivedMail } from './mail/mailbox.js';
export { SANDBOX_STRIPE_PRICES } from './stripe/prices.js';

export type SandboxOptions = {
  /** Public URL where the sandbox is mounted, e.g. 'http://localhost:3000/sandbox' (no trailing slash). */
  publicUrl: string;
  /** Directory where the sandbox keeps its state (signing keys, cookie keys, and anything else persistent); created if missing. */
  dataDir: string;
  /** The one OAuth client the product uses for both Google sign-in and Google Calendar connection. */
  google: { clientId: string; clientSecret: string; redirectUris: string[] };
  /** The product's HubSpot app. Without it `/hubspot` is not served (404). */
  hubspot?: { clientId: string; clientSecret: string; redirectUris: string[] };
  /**
   * The product's Recall.ai workspace: the API key it sends (`Authorization: Token <apiKey>`), where
   * webhooks go and the verification secret they are signed with (`whsec_` + base64). Without it
   * `/recall` is not served (404).
   */
  recall?: {
    apiKey: string;
    webhookUrl: string;
    webhookSecret: string;
    /** Sandbox only: time between two bot statuses, default 300 ms. */
    stepMs?: number;
  };
  /**
   * The product's Stripe account: the secret key it sends (`Authorization: Bearer <secretKey>`), and
   * its webhook endpoint with that endpoint's signing secret (`whsec_…`). Prices are seeded
   * (`SANDBOX_STRIPE_PRICES`). Without it `/stripe` is not served (404).
   */
  stripe?: {
    secretKey: string;
    webhookUrl: string;
    webhookSecret: string;
  };
  /** The mailbox's SMTP port on 127.0.0.1; 0 (the default) lets the system choose a free one. */
  mail?: { smtpPort?: number };
};

export type Sandbox = {
  /** Handles a request whose URL has ALREADY been stripped of the mount prefix ('/sandbox'), e.g. '/google/.well-known/openid-configuration'. The request body is unread. */
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** The Google issuer URL: `${publicUrl}/google`; Calendar API v3 is under it too (`rootUrl: googleIssuer + '/'`). */
  googleIssuer: string;
  /** `${publicUrl}/hubspot` (both the app and the API base), or undefined without `hubspot` options. */
  hubspotUrl: string | undefined;
  /** `${publicUrl}/recall`, the Recall base URL (API under `/api/v1/...`), or undefined without `recall` options. */
  recallUrl: string | undefined;
  /**
   * `${publicUrl}/stripe`, or undefined without `stripe` options. The API is under `${stripeUrl}/v1/…`:
   * the `stripe` SDK, whose base path is fixed at `/v1/`, needs the `/sandbox/stripe` prefix added
   * to its paths (a custom `httpClient`, see the README).
   */
  stripeUrl: string | undefined;
  /** `${publicUrl}/mail`: the mailbox's pages, every mail it received. */
  mailUrl: string;
  /** `smtp://127.0.0.1:<port>`: the mailbox's SMTP server, which accepts any mail (the product's SMTP_URL). */
  smtpUrl: string;
  close(): Promise<void>;
};

const OAuthClientSchema = z.object({
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
  redirectUris: z.array(z.url()).min(1),
});

const SandboxOptionsSchema = z.object({
  publicUrl: z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, '')),
  dataDir: z.string().min(1),
  google: OAuthClientSchema,
  hubspot: OAuthClientSchema.optional(),
  recall: z
    .object({
      apiKey: z.string().min(1),
      webhookUrl: z.url({ protocol: /^https?$/ }),
      webhookSecret: z.string().refine(isWebhookSecret, 'must be whsec_ followed by base64'),
      stepMs: z.number().int().min(0).max(60_000).optional(),
    })
    .optional(),
  stripe: z
    .object({
      secretKey: z.string().regex(/^sk_test_\S+$/, 'must be a test secret key, sk_test_…'),
      webhookUrl: z.url({ protocol: /^https?$/ }),
      webhookSecret: z.string().refine(isStripeWebhookSecret, 'must be whsec_ followed by the secret'),
    })
    .optional(),
  mail: z.object({ smtpPort: z.number().int().min(0).max(65_535).optional() }).optional(),
});

/** Local stand-ins for the outside services the product talks to, served by one request handler. */
export async function createSandbox(options: SandboxOptions): Promise<Sandbox> {
  const parsed = SandboxOptionsSchema.safeParse(options);
  if (!parsed.success) throw new Error(`Invalid sandbox options: ${z.prettifyError(parsed.error)}`);
  const {
    publicUrl,
    dataDir,
    google: googleClient,
    hubspot: hubspotClient,
    recall: recallOptions,
    stripe: stripeOptions,
    mail: mailOptions,
  } = parsed.data;

  const google = await createGoogleSandbox({ issuer: `${publicUrl}/google`, dataDir, client: googleClient });
  const hubspot = hubspotClient
    ? await createHubspotSandbox({ baseUrl: `${publicUrl}/hubspot`, dataDir, client: hubspotClient })
    : undefined;
  const recall = recallOptions
    ? await createRecallSandbox({ baseUrl: `${publicUrl}/recall`, dataDir, recall: recallOptions })
    : undefined;
  const stripe = stripeOptions
    ? await createStripeSandbox({ baseUrl: `${publicUrl}/stripe`, dataDir, stripe: stripeOptions })
    : undefined;
  const mailbox = await createMailbox({
    baseUrl: `${publicUrl}/mail`,
    dataDir,
    smtpPort: mailOptions?.smtpPort,
  });
  const services = new Map<string, SandboxService>([
    ['google', google],
    ['mail', mailbox],
  ]);
  if (hubspot) services.set('hubspot', hubspot);
  if (recall) services.set('recall', recall);
  if (stripe) services.set('stripe', stripe);

  return {
    handle: createDispatcher(services),
    googleIssuer: google.issuer,
    hubspotUrl: hubspot?.baseUrl,
    recallUrl: recall?.baseUrl,
    stripeUrl: stripe?.baseUrl,
    mailUrl: mailbox.baseUrl,
    smtpUrl: mailbox.smtpUrl,
    async close() {
      await Promise.all([...services.values()].map((service) => service.close()));
    },
  };
}
