import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { accountIdForEmail, defaultNameForEmail, openAccountStore } from './accounts.js';

describe('accounts', () => {
  const dirs: string[] = [];

  afterEach(async () => {
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('derives one stable 21-digit sub per email, whatever its case or surrounding spaces', () => {
    const id = accountIdForEmail('alice@example.com');
    expect(id).toMatch(/^1\d{20}$/);
    expect(accountIdForEmail(' Alice@Example.COM ')).toBe(id);
    expect(accountIdForEmail('bob@example.com')).not.toBe(id);
  });

  it('names people after the part of their email before @, capitalised', () => {
    expect(defaultNameForEmail('alice@example.com')).toBe('Alice');
    expect(defaultNameForEmail('jane.doe@example.com')).toBe('Jane.doe');
  });

  it('keeps the entered name across restarts, and keeps it when a later sign-in leaves the name empty', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ting-accounts-'));
    dirs.push(dir);
    const store = await openAccountStore(dir);
    const account = store.signIn({ email: 'Alice@example.com', name: ' Alice Liddell ' });
    expect(account).toEqual({
      id: accountIdForEmail('alice@example.com'),
      email: 'alice@example.com',
      name: 'Alice Liddell',
    });
    expect(store.signIn({ email: 'alice@example.com', name: '' }).name).toBe('Alice Liddell');
    await store.flush();

    const reopened = await openAccountStore(dir);
    expect(reopened.find(account.id)?.name).toBe('Alice Liddell');
    expect(reopened.signIn({ email: 'alice@example.com', name: 'Alice L.' }).name).toBe('Alice L.');
    // Saved before the directory goes: removing it under a write in progress fails with ENOTEMPTY.
    await reopened.flush();
  });
});
