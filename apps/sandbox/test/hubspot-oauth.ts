import { Client } from '@hubspot/api-client';
import { Browser, formActionFor, type Harness, HUBSPOT_CLIENT } from './harness.js';

/** The scopes the product asks for (spec: contacts, companies, deals, leads read/write, owners and schemas read). */
export const PRODUCT_SCOPES = [
  'oauth',
  'crm.objects.contacts.read',
  'crm.objects.contacts.write',
  'crm.objects.companies.read',
  'crm.objects.companies.write',
  'crm.objects.deals.read',
  'crm.objects.deals.write',
  'crm.objects.leads.read',
  'crm.objects.leads.write',
  'crm.objects.owners.read',
  'crm.schemas.contacts.read',
  'crm.schemas.companies.read',
  'crm.schemas.deals.read',
];

export function hubspotBaseUrl(harness: Harness): string {
  const url = harness.sandbox.hubspotUrl;
  if (!url) throw new Error('The harness has no HubSpot sandbox');
  return url;
}

type AuthorizeUrlOptions = { harness: Harness; params?: Record<string, string> };

/** The authorise URL the product builds itself (the SDK's helper ignores basePath). */
export function authorizeUrl({ harness, params = {} }: AuthorizeUrlOptions): string {
  const url = new URL(`${hubspotBaseUrl(harness)}/oauth/authorize`);
  url.search = new URLSearchParams({
    client_id: HUBSPOT_CLIENT.clientId,
    redirect_uri: HUBSPOT_CLIENT.redirectUri,
    scope: PRODUCT_SCOPES.join(' '),
    state: 'hubspot-state',
    ...params,
  }).toString();
  return url.toString();
}

export type AuthorizeOptions = { harness: Harness; scopes?: string[] };

/** Opens the authorise page, clicks Allow and returns the code from the redirect back. */
export async function authorizeForCode({
  harness,
  scopes = PRODUCT_SCOPES,
}: AuthorizeOptions): Promise<string> {
  const browser = new Browser();
  const page = await browser.follow(
    await browser.request(authorizeUrl({ harness, params: { scope: scopes.join(' ') } })),
    harness.origin,
  );
  if (page.kind !== 'page') throw new Error(`Expected the authorise page, was redirected to ${page.url}`);
  const landing = await browser.follow(
    await browser.submit(new URL(formActionFor(page.html, 'Allow'), harness.origin), { portal: '24681357' }),
    harness.origin,
  );
  if (landing.kind !== 'redirect') throw new Error(`Expected the redirect back, got:\n${landing.html}`);
  return landing.url.searchParams.get('code') ?? '';
}

/** An SDK client pointed at the sandbox, as the product configures it: `basePath` only. */
export function sandboxHubspotClient(options: { harness: Harness; accessToken?: string }): Client {
  return new Client({ basePath: hubspotBaseUrl(options.harness), accessToken: options.accessToken });
}

/** The whole connection: authorise, exchange the code with the SDK; returns the tokens. */
export async function connectHubspot({ harness, scopes }: AuthorizeOptions) {
  const code = await authorizeForCode({ harness, scopes });
  return sandboxHubspotClient({ harness }).oauth.tokensApi.create(
    'authorization_code',
    code,
    HUBSPOT_CLIENT.redirectUri,
    HUBSPOT_CLIENT.clientId,
    HUBSPOT_CLIENT.clientSecret,
  );
}
