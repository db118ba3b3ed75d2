import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandbox, type Sandbox } from '../src/index.js';

export const CLIENT = {
  clientId: 'ting-test-client',
  clientSecret: 'ting-test-secret',
  redirectUri: 'http://localhost:3999/api/auth/callback/google',
};

/** Registered the way the product server registers its HubSpot app. */
export const HUBSPOT_CLIENT = {
  clientId: 'ting-test-hubspot',
  clientSecret: 'ting-test-hubspot-secret',
  redirectUri: 'http://localhost:3999/api/auth/hubspot/callback',
};

/** The API key the product server configures for the sandbox Recall. */
export const RECALL_API_KEY = 'ting-sandbox-recall';

/** The secret key the product server configures for the sandbox Stripe. */
export const STRIPE_SECRET_KEY = 'sk_test_ting_sandbox';

export type HarnessOptions = {
  dataDir?: string;
  port?: number;
  /** Whether to configure the HubSpot stand-in (default true). */
  withHubspot?: boolean;
  /** Configures the Recall stand-in (off by default): where its webhooks go and their secret. */
  recall?: { webhookUrl: string; webhookSecret: string; stepMs?: number };
  /** Configures the Stripe stand-in (off by default): where its webhooks go and their signing secret. */
  stripe?: { webhookUrl: string; webhookSecret: string };
};

export type Harness = {
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  publicUrl: string;
  dataDir: string;
  sandbox: Sandbox;
  /** Stops the server and the sandbox; the data directory stays for a restart. */
  stop(): Promise<void>;
  /** Stops everything and deletes the data directory. */
  dispose(): Promise<void>;
};

/**
 * Serves the sandbox like the product does: a plain node:http server on an ephemeral port that
 * strips `/sandbox` and hands everything else to `handle`, body unread.
 */
export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'ting-sandbox-')));
  let sandbox: Sandbox | undefined;
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    if (!sandbox || !(url === '/sandbox' || url.startsWith('/sandbox/') || url.startsWith('/sandbox?'))) {
      res.writeHead(404).end();
      return;
    }
    req.url = url.slice('/sandbox'.length) || '/';
    sandbox.handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const publicUrl = `${origin}/sandbox`;
  sandbox = await createSandbox({
    publicUrl,
    dataDir,
    google: {
      clientId: CLIENT.clientId,
      clientSecret: CLIENT.clientSecret,
      redirectUris: [CLIENT.redirectUri],
    },
    ...(options.withHubspot === false
      ? {}
      : {
          hubspot: {
            clientId: HUBSPOT_CLIENT.clientId,
            clientSecret: HUBSPOT_CLIENT.clientSecret,
            redirectUris: [HUBSPOT_CLIENT.redirectUri],
          },
        }),
    ...(options.recall ? { recall: { apiKey: RECALL_API_KEY, ...options.recall } } : {}),
    ...(options.stripe ? { stripe: { secretKey: STRIPE_SECRET_KEY, ...options.stripe } } : {}),
  });
  const started = sandbox;

  async function stop(): Promise<void> {
    await closeServer(server);
    await started.close();
  }
  return {
    origin,
    publicUrl,
    dataDir,
    sandbox: started,
    stop,
    async dispose() {
      await stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
}

type StoredCookie = { name: string; value: string; path: string };

/** Just enough of a browser: a cookie jar that honours Path and deletion, and manual redirects. */
export class Browser {
  readonly #cookies = new Map<string, StoredCookie>();

  /** One request, no redirect following; cookies are sent and stored. */
  async request(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    const headers = new Headers(init.headers);
    const cookie = this.#cookieHeader(target.pathname);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(target, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) this.#store(line);
    return response;
  }

  /** Posts a form like a browser submitting it. */
  submit(url: string | URL, fields: Record<string, string>): Promise<Response> {
    return this.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }

  /**
   * Follows redirects while they stay on `origin`; stops at a page or at a redirect that leaves
   * (the product's redirect_uri), which it reports without fetching.
   */
  async follow(first: Response, origin: string): Promise<Landing> {
    let response = first;
    for (let hops = 0; hops < 10; hops += 1) {
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) {
        return { kind: 'page', status: response.status, html: await response.text() };
      }
      const next = new URL(location, response.url || origin);
      if (next.origin !== origin) return { kind: 'redirect', url: next };
      response = await this.request(next);
    }
    throw new Error('Too many redirects');
  }

  #cookieHeader(pathname: string): string {
    return [...this.#cookies.values()]
      .filter(({ path }) => pathname === path || pathname.startsWith(path.endsWith('/') ? path : `${path}/`))
      .map(({ name, value }) => `${name}=${value}`)
      .join('; ');
  }

  #store(line: string): void {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator);
    const value = pair.slice(separator + 1);
    let path = '/';
    let isExpired = false;
    for (const attribute of attributes) {
      const [key = '', attributeValue = ''] = attribute.split('=');
      if (key.toLowerCase() === 'path') path = attributeValue;
      if (key.toLowerCase() === 'expires' && Date.parse(attributeValue) <= Date.now()) isExpired = true;
      if (key.toLowerCase() === 'max-age' && Number(attributeValue) <= 0) isExpired = true;
    }
    const key = `${name};${path}`;
    if (isExpired) this.#cookies.delete(key);
    else this.#cookies.set(key, { name, value, path });
  }
}

export type Landing = { kind: 'page'; status: number; html: string } | { kind: 'redirect'; url: URL };

/** The action of the first form on a page whose submit button has the given text. */
export function formActionFor(html: string, buttonText: string): string {
  for (const [, action = '', inner = ''] of html.matchAll(
    /<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/g,
  )) {
    if (new RegExp(`<button[^>]*>\\s*${buttonText}\\s*</button>`).test(inner))
      return action.replaceAll('&amp;', '&');
  }
  throw new Error(`No form with a "${buttonText}" button in:\n${html}`);
}

/** The text of the `<label>` for an input, or undefined. */
export function labelFor(html: string, inputName: string): string | undefined {
  const id = new RegExp(`<input[^>]*id="([^"]+)"[^>]*name="${inputName}"`).exec(html)?.[1];
  if (!id) return undefined;
  return new RegExp(`<label[^>]*for="${id}"[^>]*>([^<]*)</label>`).exec(html)?.[1];
}
