import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhookSignature } from './webhook-signature';

describe('Recall webhook signatures', () => {
  const secret = `whsec_${randomBytes(24).toString('base64')}`;
  const body = '{"event":"bot.done","data":{"bot":{"id":"b1"}}}';
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = signWebhook({ secret, id: 'msg_1', timestamp, body });

  it('accepts a correctly signed delivery, also among rotated signatures', () => {
    expect(verifyWebhookSignature({ secret, id: 'msg_1', timestamp, signature, body })).toBe(true);
    expect(
      verifyWebhookSignature({ secret, id: 'msg_1', timestamp, signature: `v1,AAAA ${signature}`, body }),
    ).toBe(true);
  });

  it('refuses a changed body, another id, an old timestamp, a wrong secret or missing headers', () => {
    expect(verifyWebhookSignature({ secret, id: 'msg_1', timestamp, signature, body: `${body} ` })).toBe(
      false,
    );
    expect(verifyWebhookSignature({ secret, id: 'msg_2', timestamp, signature, body })).toBe(false);
    const old = String(Math.floor(Date.now() / 1000) - 3600);
    expect(
      verifyWebhookSignature({
        secret,
        id: 'msg_1',
        timestamp: old,
        signature: signWebhook({ secret, id: 'msg_1', timestamp: old, body }),
        body,
      }),
    ).toBe(false);
    expect(
      verifyWebhookSignature({
        secret: `whsec_${randomBytes(24).toString('base64')}`,
        id: 'msg_1',
        timestamp,
        signature,
        body,
      }),
    ).toBe(false);
    expect(verifyWebhookSignature({ secret, id: undefined, timestamp, signature, body })).toBe(false);
  });
});
