import type { InteractionResults, Provider } from 'oidc-provider';

type InteractionDetails = Awaited<ReturnType<Provider['interactionDetails']>>;

type MissingGrants = {
  missingOIDCScope?: string[];
  missingOIDCClaims?: string[];
};

export type GrantConsentOptions = {
  provider: Provider;
  details: InteractionDetails;
};

/** Grants everything the authorization request asked for and returns the consent result. */
export async function grantConsent(options: GrantConsentOptions): Promise<InteractionResults> {
  const { provider, details } = options;
  const { missingOIDCScope, missingOIDCClaims } = details.prompt.details as MissingGrants;
  const existing = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
  const grant =
    existing ??
    new provider.Grant({ accountId: details.session?.accountId, clientId: String(details.params.client_id) });

  if (missingOIDCScope?.length) grant.addOIDCScope(missingOIDCScope.join(' '));
  if (missingOIDCClaims?.length) grant.addOIDCClaims(missingOIDCClaims);
  const grantId = await grant.save();

  // An existing grant is updated in place; only a new one has to be handed to oidc-provider.
  return { consent: existing ? {} : { grantId } };
}
