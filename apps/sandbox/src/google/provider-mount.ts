import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Provider } from 'oidc-provider';

type MountedRequest = IncomingMessage & { originalUrl?: string };

/**
 * Hands a request to oidc-provider as if it were mounted at the issuer's path.
 *
 * `req.url` arrives relative to the issuer (`/token`). oidc-provider takes the mount path from
 * the part of `req.originalUrl` in front of `req.url` (its documented way of mounting), so every
 * URL it builds lands under the issuer's path. Host and scheme are pinned to the issuer as well
 * (through the forwarded headers Koa reads when `proxy` is on): endpoints in discovery, the
 * interaction redirects and the resume URL then always sit under the public URL, whatever
 * Host header a caller used, like a real Google with one fixed address.
 */
export type MountProviderOptions = { provider: Provider; issuer: string };

export function mountProvider({
  provider,
  issuer,
}: MountProviderOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const { pathname, host, protocol } = new URL(issuer);
  provider.proxy = true;
  const callback = provider.callback();

  return (req: MountedRequest, res) => {
    req.originalUrl = `${pathname}${req.url ?? '/'}`;
    req.headers['x-forwarded-host'] = host;
    req.headers['x-forwarded-proto'] = protocol.slice(0, -1);
    void callback(req, res);
  };
}
