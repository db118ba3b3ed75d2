/** What an OAuth token endpoint gave us, whichever provider. */
export type OAuthTokens = {
  accessToken: string;
  /** Absent on refresh responses that keep the old refresh token. */
  refreshToken: string | null;
  expiresAt: Date | null;
  scopes: string[];
};
