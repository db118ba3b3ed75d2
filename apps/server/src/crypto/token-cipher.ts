import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;

/** AES-256-GCM for OAuth tokens at rest. Ciphertext format: `v1.<iv>.<tag>.<data>`, base64url parts. */
export type TokenCipher = {
  encrypt(plaintext: string): string;
  decrypt(ciphertext: string): string;
};

/** Accepts a 32-byte key as 64 hex characters or as base64/base64url. */
export function parseEncryptionKey(value: string): Buffer {
  const key = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== 32) {
    throw new Error('ENCRYPTION_KEY must be 32 bytes: 64 hex characters or 44 base64 characters.');
  }
  return key;
}

export function createTokenCipher(key: Buffer): TokenCipher {
  return {
    encrypt(plaintext) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv.toString('base64url'), tag.toString('base64url'), data.toString('base64url')].join(
        '.',
      );
    },
    decrypt(ciphertext) {
      const [version, iv, tag, data] = ciphertext.split('.');
      if (version !== VERSION || !iv || !tag || data === undefined) {
        throw new Error('Encrypted token has an unknown format');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
