import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTokenCipher, parseEncryptionKey } from './token-cipher';

describe('token cipher', () => {
  const cipher = createTokenCipher(randomBytes(32));

  it('round-trips a token and never leaves it readable in the ciphertext', () => {
    const token = 'ya29.a0AfH6SMB-secret-access-token';
    const encrypted = cipher.encrypt(token);
    expect(encrypted).not.toContain(token);
    expect(encrypted.startsWith('v1.')).toBe(true);
    expect(cipher.decrypt(encrypted)).toBe(token);
  });

  it('uses a fresh IV, so the same token encrypts differently each time', () => {
    expect(cipher.encrypt('same')).not.toBe(cipher.encrypt('same'));
  });

  it('rejects tampered ciphertext', () => {
    const [version, iv, tag, data] = cipher.encrypt('token').split('.');
    const flipped = `${data?.[0] === 'A' ? 'B' : 'A'}${data?.slice(1)}`;
    expect(() => cipher.decrypt([version, iv, tag, flipped].join('.'))).toThrow();
  });

  it('rejects a key of the wrong length', () => {
    expect(() => parseEncryptionKey('abcd')).toThrow(/32 bytes/);
    expect(parseEncryptionKey('a'.repeat(64))).toHaveLength(32);
  });
});
