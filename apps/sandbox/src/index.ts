import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { createDispatcher } from './dispatch.js';
import { createGoogleSandbox } from './google/google-sandbox.js';
import { createHubspotSandbox } from './hubspot/hubspot-sandbox.js';
import type { SandboxService } from './service.js';

export type SandboxOptions = {
  /** Public URL where the sandbox is mounted, e.g. 'http://localhost:3000/sandbox' (no trailing slash). */
  publicUrl: string;
  /** Directory where the sandbox keeps its state (signing keys, cookie keys, and anything else persistent); created if missing. */
  dataDir: string;
  /** The one OAuth client the product uses for both Google sign-in and Google Calendar connection. */
  google: { clientId: string; clientSecret: string; redirectUris: string[] };
  /** The product's HubSpot app. Without it `/hubspot` is not served (404). */
  hubspot?: { clientId: string; clientSecret: string; redirectUris: string[] };
};

export type Sandbox = {
  /** Handles a request whose URL has ALREADY been stripped of the mount prefix ('/sandbox'), e.g. '/google/.well-known/openid-configuration'. The request body is unread. */
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** The Google issuer URL: `${publicUrl}/google`; Calendar API v3 is under it too (`rootUrl: googleIssuer + '/'`). */
  googleIssuer: string;
  /** `${publicUrl}/hubspot` (both the app and the API base), or undefined without `hubspot` options. */
  hubspotUrl: string | undefined;
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
});

/** Local stand-ins for the outside services the product talks to, served by one request handler. */
export async function createSandbox(options: SandboxOptions): Promise<Sandbox> {
  const parsed = SandboxOptionsSchema.safeParse(options);
  if (!parsed.success) throw new Error(`Invalid sandbox options: ${z.prettifyError(parsed.error)}`);
  const { publicUrl, dataDir, google: googleClient, hubspot: hubspotClient } = parsed.data;

  const google = await createGoogleSandbox({ issuer: `${publicUrl}/google`, dataDir, client: googleClient });
  const hubspot = hubspotClient
    ? await createHubspotSandbox({ baseUrl: `${publicUrl}/hubspot`, dataDir, client: hubspotClient })
    : undefined;
  const services = new Map<string, SandboxService>([['google', google]]);
  if (hubspot) services.set('hubspot', hubspot);

  return {
    handle: createDispatcher(services),
    googleIssuer: google.issuer,
    hubspotUrl: hubspot?.baseUrl,
    async close() {
      await Promise.all([...services.values()].map((service) => service.close()));
    },
  };
}
