import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { secureDataDir } from './data-dir';
import { openDatabase } from './db/client';

describe('secureDataDir', () => {
  const previousUmask = process.umask();
  let root: string | undefined;
  afterEach(async () => {
    process.umask(previousUmask);
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('makes the data directory and everything created in it owner-only', async () => {
    root = await mkdtemp(path.join(tmpdir(), 'ting-data-dir-'));
    const dataDir = path.join(root, 'data');
    process.umask(0o022);
    await mkdir(dataDir, { mode: 0o755 });

    await secureDataDir(dataDir);
    await mkdir(path.join(dataDir, 'objects'));
    await writeFile(path.join(dataDir, 'objects', 'recording.mp3'), 'x');

    const mode = async (target: string) => (await stat(target)).mode & 0o777;
    expect(await mode(dataDir)).toBe(0o700);
    expect(await mode(path.join(dataDir, 'objects'))).toBe(0o700);
    expect(await mode(path.join(dataDir, 'objects', 'recording.mp3'))).toBe(0o600);
  });
});

describe('the embedded database on disk', () => {
  const previousUmask = process.umask();
  let root: string | undefined;
  afterEach(async () => {
    process.umask(previousUmask);
    if (root) await rm(root, { recursive: true, force: true });
  });

  it("keeps PGlite's files owner-only, which its filesystem would create 0666 past the umask", async () => {
    root = await mkdtemp(path.join(tmpdir(), 'ting-data-dir-'));
    const dataDir = path.join(root, 'data');
    await secureDataDir(dataDir);
    const pgliteDir = path.join(dataDir, 'pglite');
    const database = await openDatabase({ pgliteDir });
    try {
      const open: string[] = [];
      for (const entry of await readdir(pgliteDir, { recursive: true, withFileTypes: true })) {
        const target = path.join(entry.parentPath, entry.name);
        const mode = (await stat(target)).mode & 0o777;
        if (mode !== (entry.isDirectory() ? 0o700 : 0o600)) open.push(`${target}: ${mode.toString(8)}`);
      }
      expect(open).toEqual([]);
    } finally {
      await database.close();
    }
  }, 60_000);
});
