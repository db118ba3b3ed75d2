import { describe, expect, it } from 'vitest';
import { isWebhookSecret, newMessageId, signWebhook, webhookSigningKey } from './webhook-signature.js';

describe('Recall webhook signatures (Standard Webhooks / Svix)', () => {
  it('matches the published Svix example', () => {
    expect(
      signWebhook({
        secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
        id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
        timestamp: 1614265330,
        body: '{"test": 2432232314}',
      }),
    ).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('uses the base64-decoded bytes after whsec_ as the key', () => {
    expect(webhookSigningKey('whsec_c2VjcmV0LWtleQ==').toString('utf8')).toBe('secret-key');
  });

  it.each([
    ['whsec_c2VjcmV0LWtleQ==', true],
    ['whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', true],
    ['whsec_c2VjcmV0LWtleQ', true],
    ['c2VjcmV0LWtleQ==', false],
    ['whsec_', false],
    ['whsec_not base64!', false],
  ])('tells whether %s is a webhook secret', (secret, expected) => {
    expect(isWebhookSecret(secret)).toBe(expected);
  });

  it('makes Svix-style message ids', () => {
    const ids = new Set(Array.from({ length: 50 }, newMessageId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^msg_[0-9A-Za-z]{27}$/);
  });
});
