import Stripe from 'stripe';

/**
 * stripe-node's base path is fixed at `/v1/`. An API base URL with a path of its own (a proxy, the
 * sandbox at `/sandbox/stripe`) needs that path in front of every request path; this client adds it.
 */
export class PathPrefixHttpClient extends Stripe.HttpClient {
  readonly #inner: Stripe.HttpClient;
  readonly #prefix: string;

  constructor(inner: Stripe.HttpClient, prefix: string) {
    super();
    this.#inner = inner;
    this.#prefix = prefix;
  }

  override getClientName(): string {
    return this.#inner.getClientName();
  }

  override makeRequest(
    ...args: Parameters<Stripe.HttpClient['makeRequest']>
  ): ReturnType<Stripe.HttpClient['makeRequest']> {
    const [host, port, path, ...rest] = args;
    return this.#inner.makeRequest(host, port, `${this.#prefix}${path}`, ...rest);
  }
}

/** The official SDK for `apiUrl` (`https://api.stripe.com`, or a base with a path). */
export function createStripeClient(options: { secretKey: string; apiUrl: string }): Stripe {
  const url = new URL(options.apiUrl);
  const prefix = url.pathname.replace(/\/+$/, '');
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(options.secretKey, {
    host: url.hostname,
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    protocol,
    httpClient: prefix ? new PathPrefixHttpClient(Stripe.createNodeHttpClient(), prefix) : undefined,
    // The job queue retries webhook work; requests from a page fail fast with a toast.
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
  });
}
