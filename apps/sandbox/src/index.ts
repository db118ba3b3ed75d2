import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { createDispatcher } from './dispatch.js';
import { createGoogleSandbox } from './google/google-sandbox.js';
import type { SandboxService } from './service.js';

export type SandboxOptions = {
  /** Public URL where the sandbox is mounted, e.g. 'http://localhost:3000/sandbox' (no trailing slash). */
  publicUrl: string;
  /** Directory where the sandbox keeps its state (signing keys, cookie keys, and anything else persistent); created if missing. */
  dataDir: string;
  /** The one OAuth client the product uses for both Google sign-in and Google Calendar connection. */
  google: { clientId: string; clientSecret: string; redirectUris: string[] };
};

export type Sandbox = {
  /** Handles a request whose URL has ALREADY been stripped of the mount prefix ('/sandbox'), e.g. '/google/.well-known/openid-configuration'. The request body is unread. */
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** The Google issuer URL: `${publicUrl}/google`. */
  googleIssuer: string;
  close(): Promise<void>;
};

const SandboxOptionsSchema = z.object({
  publicUrl: z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, '')),
  dataDir: z.string().min(1),
  google: z.object({
    clientId: z.string().min(1),
    clientSecret: z.string().min(1),
    redirectUris: z.array(z.url()).min(1),
  }),
});

/** Local stand-ins for the outside services the product talks to, served by one request handler. */
export async function createSandbox(options: SandboxOptions): Promise<Sandbox> {
  const parsed = SandboxOptionsSchema.safeParse(options);
  if (!parsed.success) throw new Error(`Invalid sandbox options: ${z.prettifyError(parsed.error)}`);
  const { publicUrl, dataDir, google: client } = parsed.data;

  const google = await createGoogleSandbox({ issuer: `${publicUrl}/google`, dataDir, client });
  const services = new Map<string, SandboxService>([['google', google]]);

  return {
    handle: createDispatcher(services),
    googleIssuer: google.issuer,
    async close() {
      await Promise.all([...services.values()].map((service) => service.close()));
    },
  };
}
