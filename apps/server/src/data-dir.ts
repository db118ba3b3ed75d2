import { chmod, mkdir } from 'node:fs/promises';

/**
 * The data directory holds the database, recordings and secrets: only the server's own user may read
 * it. Files and directories this process creates are owner-only (umask 077), and the directory itself
 * is mode 700 — also when an older install made it readable to others.
 */
export async function secureDataDir(dataDir: string): Promise<void> {
  process.umask(0o077);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  await chmod(dataDir, 0o700);
}
