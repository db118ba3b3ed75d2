import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { readJsonFile, writeJsonFile } from '../shared/json-file.js';

/**
 * Loads the keys that sign the sandbox's cookies, creating them on first run, so a browser's
 * sandbox session survives a server restart.
 */
export async function loadOrCreateCookieKeys(dataDir: string): Promise<string[]> {
  const path = join(dataDir, 'google-cookie-keys.json');
  const existing = await readJsonFile<string[]>(path);
  if (Array.isArray(existing) && existing.length > 0) return existing;

  const keys = [randomBytes(32).toString('base64url')];
  await writeJsonFile({ path, value: keys, mode: 0o600 });
  return keys;
}
