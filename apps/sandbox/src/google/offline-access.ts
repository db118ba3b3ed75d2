import Provider, {
  type AdapterFactory,
  type AuthorizationCode,
  type Client,
  type KoaContextWithOIDC,
} from 'oidc-provider';

const MODEL = 'OfflineAccessCode';

export type OfflineAccess = {
  /** oidc-provider's `issueRefreshToken` hook. */
  issueRefreshToken(ctx: KoaContextWithOIDC, client: Client, source: { jti: string }): Promise<boolean>;
  /** Starts remembering which authorization codes were asked for with `access_type=offline`. */
  watch(provider: Provider): void;
};

/**
 * Google issues a refresh token when the authorization request says `access_type=offline`; OIDC
 * would want the `offline_access` scope plus `prompt=consent`. oidc-provider decides at the token
 * endpoint, where only the authorization code is known and a code keeps no custom fields, so we
 * note the ids of codes issued for offline requests (same store, same lifetime as the code).
 */
export function createOfflineAccess(adapterFactory: AdapterFactory): OfflineAccess {
  const offlineCodes = adapterFactory(MODEL);

  return {
    async issueRefreshToken(_ctx, client, source) {
      if (!client.grantTypeAllowed('refresh_token')) return false;
      return (await offlineCodes.find(source.jti)) !== undefined;
    },
    watch(provider) {
      provider.on('authorization_code.saved', (code: AuthorizationCode) => {
        // The code is saved while the authorization request is handled, so its context is current.
        const ctx = Provider.ctx;
        if (ctx?.oidc.params?.access_type !== 'offline') return;
        const expiresIn = Math.max((code.exp ?? 0) - Math.floor(Date.now() / 1000), 1);
        offlineCodes.upsert(code.jti, { offline: true }, expiresIn).catch((error: unknown) => {
          console.error('Sandbox Google could not record an offline authorization code:', error);
        });
      });
    },
  };
}
