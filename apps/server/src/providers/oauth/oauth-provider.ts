/** What an OAuth token endpoint gave us, whichever provider. */
export type OAuthTokens = {
  accessToken: string;
  /** Absent on refresh responses that keep the old refresh token. */
  refreshToken: string | null;
  expiresAt: Date | null;
  scopes: string[];
};

/**
 * The OAuth capability: one authorisation-code round trip and the care of its tokens, the same for
 * every integration (Google Calendar, HubSpot, …), so the integrations module needs no code per
 * provider. Each implementation knows its endpoints, scopes and redirect address.
 */
export interface OAuthProvider {
  /** The scopes asked for; stored when the token response does not list them. */
  readonly scopes: readonly string[];
  /** The provider's consent page, carrying `state` back to our callback. */
  authorizationUrl(options: { state: string }): Promise<string>;
  exchangeCode(code: string): Promise<OAuthTokens>;
  /** Throws `ProviderGrantRevokedError` when the grant is gone and only the user can reconnect. */
  refresh(refreshToken: string): Promise<OAuthTokens>;
  /** Ends the grant at the provider, with whichever token it revokes by. */
  revoke(tokens: { accessToken: string; refreshToken: string | null }): Promise<void>;
  /** The provider account the tokens act in (HubSpot's portal id), when it has one. */
  accountIdOf(accessToken: string): Promise<string | null>;
}
