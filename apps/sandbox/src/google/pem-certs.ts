import { createPublicKey, type JsonWebKey } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../shared/http.js';
import type { SigningKeys } from './signing-keys.js';

/**
 * Google's `https://www.googleapis.com/oauth2/v1/certs`: `{kid: PEM}`. google-auth-library's
 * `verifyIdToken` reads this format, not the JWKS. Google serves X.509 certificates here; a PEM
 * public key verifies the same way in Node's crypto, so the sandbox serves that.
 */
export function createPemCertsRoute(signingKeys: SigningKeys) {
  const certs = Object.fromEntries(
    signingKeys.keys.map((jwk) => [
      jwk.kid,
      createPublicKey({ key: jwk as JsonWebKey, format: 'jwk' }).export({
        type: 'spki',
        format: 'pem',
      }),
    ]),
  );

  return function handlePemCerts(_req: IncomingMessage, res: ServerResponse): void {
    sendJson(res, { status: 200, body: certs, headers: { 'cache-control': 'public, max-age=3600' } });
  };
}
