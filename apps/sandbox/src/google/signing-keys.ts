import { join } from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import { readJsonFile, writeJsonFile } from '../shared/json-file.js';

export type SigningKeys = { keys: JWK[] };

/**
 * Loads the RS256 key set that signs id_tokens, creating it on first run. It is kept in the data
 * directory so tokens issued before a restart still verify against the JWKS after it.
 */
export async function loadOrCreateSigningKeys(dataDir: string): Promise<SigningKeys> {
  const path = join(dataDir, 'google-jwks.json');
  const existing = await readJsonFile<SigningKeys>(path);
  if (existing?.keys?.length) return existing;

  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  const keys: SigningKeys = {
    keys: [{ ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' }],
  };
  await writeJsonFile({ path, value: keys, mode: 0o600 });
  return keys;
}
