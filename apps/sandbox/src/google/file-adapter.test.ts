import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFileAdapterStore } from './file-adapter.js';

describe('file adapter', () => {
  const dirs: string[] = [];

  async function tempDir(): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), 'ting-adapter-'));
    dirs.push(dir);
    return dir;
  }

  afterEach(async () => {
    vi.useRealTimers();
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('finds what was stored after reopening the directory', async () => {
    const dir = await tempDir();
    const store = createFileAdapterStore(dir);
    await store.factory('Session').upsert('s1', { uid: 'u1', accountId: 'a1' }, 3600);
    await store.flush();

    const reopened = createFileAdapterStore(dir).factory('Session');
    expect(await reopened.find('s1')).toEqual({ uid: 'u1', accountId: 'a1' });
    expect(await reopened.findByUid('u1')).toEqual({ uid: 'u1', accountId: 'a1' });
    expect(await reopened.find('missing')).toBeUndefined();
  });

  it('forgets entries once they expire', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const store = createFileAdapterStore(await tempDir());
    const adapter = store.factory('AuthorizationCode');
    await adapter.upsert('c1', { grantId: 'g1' }, 60);
    expect(await adapter.find('c1')).toBeDefined();
    vi.setSystemTime(Date.now() + 61_000);
    expect(await adapter.find('c1')).toBeUndefined();
    await store.flush();
  });

  it('marks consumed entries and revokes every entry of a grant', async () => {
    const store = createFileAdapterStore(await tempDir());
    const adapter = store.factory('RefreshToken');
    await adapter.upsert('r1', { grantId: 'g1' });
    await adapter.upsert('r2', { grantId: 'g1' });
    await adapter.upsert('r3', { grantId: 'g2' });
    await adapter.consume('r3');
    expect(await adapter.find('r3')).toMatchObject({ grantId: 'g2', consumed: expect.any(Number) });

    await adapter.revokeByGrantId('g1');
    expect(await adapter.find('r1')).toBeUndefined();
    expect(await adapter.find('r2')).toBeUndefined();
    expect(await adapter.find('r3')).toBeDefined();

    await adapter.destroy('r3');
    expect(await adapter.find('r3')).toBeUndefined();
    await store.flush();
  });
});
