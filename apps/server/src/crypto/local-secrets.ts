import { createHash, randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

const ZLocalSecretsSchema = z.object({
  authSecret: z.string().min(32),
  encryptionKey: z.string().length(64),
});
export type LocalSecrets = z.infer<typeof ZLocalSecretsSchema>;

/**
 * Secrets generated on first start and kept in the data directory (mode 600), so `npm start` needs no
 * setup and sessions and encrypted tokens survive restarts. AUTH_SECRET / ENCRYPTION_KEY override them.
 */
export async function loadLocalSecrets(dataDir: string): Promise<LocalSecrets> {
  const file = path.join(dataDir, 'secrets.json');
  try {
    return ZLocalSecretsSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new Error(`Cannot read ${file}: ${(error as Error).message}. Fix or delete it.`);
    }
  }
  const secrets: LocalSecrets = {
    authSecret: randomBytes(32).toString('base64url'),
    encryptionKey: randomBytes(32).toString('hex'),
  };
  await mkdir(dataDir, { recursive: true });
  // Written whole under a name of its own, then linked into place: a process starting at the same
  // moment either sees no file or a complete one, and the first link wins (EEXIST: use theirs).
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(draft, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(draft);
  }
  return ZLocalSecretsSchema.parse(JSON.parse(await readFile(file, 'utf8')));
}

/** A secret of its own for one purpose, derived from the auth secret (used where none is configured). */
export function deriveSecret(options: { authSecret: string; purpose: string }): string {
  return createHash('sha256').update(`${options.purpose}:${options.authSecret}`).digest('base64');
}
