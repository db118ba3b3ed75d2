import { Client } from '@hubspot/api-client';
import type { CrmRateLimit } from '../crm-provider';
import { mapHubspotApiError } from './errors';

/** An SDK client for one access token: tokens differ per account, so clients are not shared. */
export type HubspotClientFor = (accessToken: string) => Client;

/**
 * The official client against the API base from config (the sandbox, or api.hubapi.com). Retries
 * stay off: the job queue decides from the `ProviderError` whether and when to try again.
 */
export function hubspotClientFactory(options: {
  apiUrl: string;
  /** Hears the burst limit HubSpot states on each answer (`X-HubSpot-RateLimit-*`), per token. */
  onRateLimit?: (accessToken: string, limit: CrmRateLimit) => void;
}): HubspotClientFor {
  const { onRateLimit } = options;
  return (accessToken) =>
    new Client({
      accessToken,
      basePath: options.apiUrl,
      numberOfApiCallRetries: 0,
      // The SDK's documented response hook: headers of every answer, successes included.
      middleware: onRateLimit
        ? [
            {
              pre: (context: unknown) => context,
              post: (context: unknown) => {
                const limit = rateLimitOf((context as { headers?: Record<string, string> }).headers);
                if (limit) onRateLimit(accessToken, limit);
                return context;
              },
            },
          ]
        : undefined,
    });
}

/** HubSpot's `X-HubSpot-RateLimit-Max/-Remaining/-Interval-Milliseconds`, when an answer has them. */
export function rateLimitOf(headers: Record<string, string> | undefined): CrmRateLimit | null {
  const read = (name: string) => {
    const value = Number(headers?.[`x-hubspot-ratelimit-${name}`]);
    return Number.isFinite(value) && headers?.[`x-hubspot-ratelimit-${name}`] !== undefined ? value : null;
  };
  const max = read('max');
  const intervalMs = read('interval-milliseconds');
  if (max === null || intervalMs === null || max < 1 || intervalMs < 1) return null;
  return { max, intervalMs, remaining: read('remaining') };
}

/** Runs one SDK call, turning its failure into a `ProviderError`. */
export async function callHubspot<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    return mapHubspotApiError(error);
  }
}
