import Stripe from 'stripe';
import { STRIPE_SECRET_KEY } from './harness.js';

/**
 * stripe-node's base path is fixed at `/v1/`; the sandbox's API is at `${stripeUrl}/v1/…`. This
 * client adds the URL's path (e.g. `/sandbox/stripe`) in front of every request path — the same
 * thing the product's Stripe provider does when its configured API base has a path.
 */
class PathPrefixHttpClient extends Stripe.HttpClient {
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

/** The official SDK pointed at the sandbox: `host`, `port`, `protocol` from its URL, paths prefixed. */
export function sandboxStripe(stripeUrl: string, key = STRIPE_SECRET_KEY): Stripe {
  const url = new URL(stripeUrl);
  return new Stripe(key, {
    host: url.hostname,
    port: Number(url.port),
    protocol: url.protocol.replace(':', '') as 'http' | 'https',
    httpClient: new PathPrefixHttpClient(Stripe.createNodeHttpClient(), url.pathname.replace(/\/+$/, '')),
    maxNetworkRetries: 0,
    telemetry: false,
  });
}
