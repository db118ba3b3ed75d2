import { Client } from '@hubspot/api-client';
import { mapHubspotApiError } from './errors';

/** An SDK client for one access token: tokens differ per account, so clients are not shared. */
export type HubspotClientFor = (accessToken: string) => Client;

/**
 * The official client against the API base from config (the sandbox, or api.hubapi.com). Retries
 * stay off: the job queue decides from the `ProviderError` whether and when to try again.
 */
export function hubspotClientFactory(options: { apiUrl: string }): HubspotClientFor {
  return (accessToken) => new Client({ accessToken, basePath: options.apiUrl, numberOfApiCallRetries: 0 });
}

/** Runs one SDK call, turning its failure into a `ProviderError`. */
export async function callHubspot<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    return mapHubspotApiError(error);
  }
}
