import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { createJsonFileWriter, readJsonFile } from '../../shared/json-file.js';

/** HubSpot access tokens live 30 minutes. */
export const ACCESS_TOKEN_TTL_SECONDS = 1800;
const CODE_TTL_MS = 10 * 60 * 1000;
/** Expired access tokens are kept a day so a call with one can say how long ago it expired. */
const EXPIRED_TOKEN_MEMORY_MS = 24 * 60 * 60 * 1000;

/** What an installation granted: which app, which portal, which user, which scopes. */
export type Installation = {
  clientId: string;
  hubId: number;
  userId: number;
  user: string;
  scopes: string[];
};

type CodeEntry = Installation & { redirectUri: string; expiresAt: number };
export type AccessTokenEntry = Installation & { expiresAt: number; refreshToken: string };
export type RefreshTokenEntry = Installation & { createdAt: number };

type OauthFile = {
  codes: Record<string, CodeEntry>;
  accessTokens: Record<string, AccessTokenEntry>;
  refreshTokens: Record<string, RefreshTokenEntry>;
};

export type IssuedTokens = { accessToken: string; refreshToken: string; expiresIn: number };

export type OauthStore = {
  issueCode(options: Installation & { redirectUri: string }): string;
  /** Single use: the code is gone afterwards. Undefined when unknown, used or expired. */
  redeemCode(code: string): CodeEntry | undefined;
  /** A new refresh token and an access token for it. */
  issueTokens(installation: Installation): IssuedTokens;
  /** A new access token for a live refresh token (HubSpot keeps the refresh token the same). */
  refresh(refreshToken: string): (IssuedTokens & { installation: Installation }) | undefined;
  /** Includes recently expired tokens; callers check `expiresAt`. */
  findAccessToken(token: string): AccessTokenEntry | undefined;
  findRefreshToken(token: string): RefreshTokenEntry | undefined;
  /** Deletes the refresh token and every access token issued from it. */
  revokeRefreshToken(token: string): boolean;
  /** Sandbox control: makes a live access token expire now. */
  expireAccessToken(token: string): boolean;
  flush(): Promise<void>;
};

export type OpenOauthStoreOptions = { dataDir: string; now?: () => number };

/** Authorization codes and tokens of the sandbox HubSpot, kept in `hubspot-oauth.json`. */
export async function openOauthStore({
  dataDir,
  now = Date.now,
}: OpenOauthStoreOptions): Promise<OauthStore> {
  const path = join(dataDir, 'hubspot-oauth.json');
  const loaded = await readJsonFile<OauthFile>(path);
  const codes = new Map(Object.entries(loaded?.codes ?? {}));
  const accessTokens = new Map(Object.entries(loaded?.accessTokens ?? {}));
  const refreshTokens = new Map(Object.entries(loaded?.refreshTokens ?? {}));
  const writer = createJsonFileWriter(path);

  function save(): void {
    const time = now();
    for (const [code, entry] of codes) if (entry.expiresAt <= time) codes.delete(code);
    for (const [token, entry] of accessTokens) {
      if (entry.expiresAt + EXPIRED_TOKEN_MEMORY_MS <= time) accessTokens.delete(token);
    }
    writer.write({
      codes: Object.fromEntries(codes),
      accessTokens: Object.fromEntries(accessTokens),
      refreshTokens: Object.fromEntries(refreshTokens),
    });
  }

  function issueAccessToken({
    installation,
    refreshToken,
  }: {
    installation: Installation;
    refreshToken: string;
  }) {
    // HubSpot access tokens are long opaque strings starting with C; plan for ~300 characters.
    const accessToken = `C${randomBytes(96).toString('base64url')}`;
    accessTokens.set(accessToken, {
      ...installation,
      refreshToken,
      expiresAt: now() + ACCESS_TOKEN_TTL_SECONDS * 1000,
    });
    return accessToken;
  }

  return {
    issueCode(options) {
      const code = randomUUID();
      codes.set(code, { ...options, expiresAt: now() + CODE_TTL_MS });
      save();
      return code;
    },
    redeemCode(code) {
      const entry = codes.get(code);
      if (!entry) return undefined;
      codes.delete(code);
      save();
      return entry.expiresAt > now() ? entry : undefined;
    },
    issueTokens(installation) {
      const refreshToken = `na1-${randomUUID()}`;
      refreshTokens.set(refreshToken, { ...installation, createdAt: now() });
      const accessToken = issueAccessToken({ installation, refreshToken });
      save();
      return { accessToken, refreshToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS };
    },
    refresh(refreshToken) {
      const entry = refreshTokens.get(refreshToken);
      if (!entry) return undefined;
      const { createdAt: _createdAt, ...installation } = entry;
      const accessToken = issueAccessToken({ installation, refreshToken });
      save();
      return { accessToken, refreshToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS, installation };
    },
    findAccessToken: (token) => accessTokens.get(token),
    findRefreshToken: (token) => refreshTokens.get(token),
    revokeRefreshToken(token) {
      if (!refreshTokens.delete(token)) return false;
      for (const [accessToken, entry] of accessTokens) {
        if (entry.refreshToken === token) accessTokens.delete(accessToken);
      }
      save();
      return true;
    },
    expireAccessToken(token) {
      const entry = accessTokens.get(token);
      if (!entry || entry.expiresAt <= now()) return false;
      entry.expiresAt = now();
      save();
      return true;
    },
    flush: () => writer.flush(),
  };
}
