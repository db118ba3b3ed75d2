import { z } from 'zod';

const ZDiscoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string().url(),
  token_endpoint: z.string().url(),
  revocation_endpoint: z.string().url().optional(),
  userinfo_endpoint: z.string().url().optional(),
});
export type GoogleDiscovery = z.infer<typeof ZDiscoverySchema>;

/**
 * Reads Google's (or its stand-in's) OpenID configuration once, so the OAuth endpoints come from the
 * issuer alone. A failed read is not cached: the next call tries again.
 */
export function createDiscoveryLoader(issuer: string): () => Promise<GoogleDiscovery> {
  let pending: Promise<GoogleDiscovery> | undefined;
  return () => {
    pending ??= (async () => {
      const url = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      if (!response.ok) throw new Error(`OpenID discovery at ${url} answered ${response.status}`);
      return ZDiscoverySchema.parse(await response.json());
    })().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
