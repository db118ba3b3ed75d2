import { chmod, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

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

/**
 * Makes everything under `directory` owner-only (files 600, directories 700). PGlite's filesystem sets
 * modes itself, past the umask: the database files it unpacks at its first start are 0666, and it
 * rewrites its catalog cache (`pg_internal.init`) 0644 when it starts. Called once PGlite has started;
 * the files PostgreSQL creates later (tables, indexes, WAL) follow the umask and are 600 already.
 */
export async function restrictToOwner(directory: string): Promise<void> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  await Promise.all(
    entries.map((entry) => {
      const target = path.join(entry.parentPath, entry.name);
      if (entry.isDirectory()) return chmod(target, 0o700);
      return entry.isFile() ? chmod(target, 0o600) : undefined;
    }),
  );
  await chmod(directory, 0o700);
}
