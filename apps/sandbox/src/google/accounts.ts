import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { Account } from 'oidc-provider';
import { createJsonFileWriter, readJsonFile } from '../shared/json-file.js';

/** A person who signed in to the sandbox Google. Anyone can be anyone. */
export type GoogleAccount = {
  /** Stable per email: Google's `sub`. */
  id: string;
  email: string;
  name: string;
};

export type AccountStore = {
  find(id: string): GoogleAccount | undefined;
  findByEmail(email: string): GoogleAccount | undefined;
  /** Creates or updates the account for an email; an empty name keeps the stored one. */
  signIn(input: { email: string; name?: string }): GoogleAccount;
  flush(): Promise<void>;
};

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Google's `sub` is a 21-digit number that never changes for an account; derive one from the email
 * so the same email is the same person across restarts and data-directory wipes.
 */
export function accountIdForEmail(email: string): string {
  const digest = createHash('sha256').update(normalizeEmail(email)).digest('hex');
  return `1${BigInt(`0x${digest.slice(0, 16)}`)
    .toString()
    .padStart(20, '0')}`;
}

/** The part of the email before @, capitalised: `alice@example.com` → `Alice`. */
export function defaultNameForEmail(email: string): string {
  const local = normalizeEmail(email).split('@')[0] ?? '';
  return local.charAt(0).toUpperCase() + local.slice(1);
}

export async function openAccountStore(dataDir: string): Promise<AccountStore> {
  const path = join(dataDir, 'google-accounts.json');
  const accounts = new Map(Object.entries((await readJsonFile<Record<string, GoogleAccount>>(path)) ?? {}));
  const writer = createJsonFileWriter(path);

  return {
    find: (id) => accounts.get(id),
    findByEmail: (email) => accounts.get(accountIdForEmail(email)),
    signIn({ email, name }) {
      const id = accountIdForEmail(email);
      const trimmedName = name?.trim();
      const account: GoogleAccount = {
        id,
        email: normalizeEmail(email),
        name: trimmedName || accounts.get(id)?.name || defaultNameForEmail(email),
      };
      accounts.set(id, account);
      writer.write(Object.fromEntries(accounts));
      return account;
    },
    flush: () => writer.flush(),
  };
}

/** The claims Google puts in its id_token and userinfo for the scopes `openid email profile`. */
export function toOidcAccount(account: GoogleAccount): Account {
  const [givenName, ...rest] = account.name.split(' ');
  const familyName = rest.join(' ');
  return {
    accountId: account.id,
    claims: () => ({
      sub: account.id,
      email: account.email,
      email_verified: true,
      name: account.name,
      given_name: givenName,
      ...(familyName ? { family_name: familyName } : {}),
    }),
  };
}
