import { describe, expect, it } from 'vitest';
import { signWebhook } from './webhook-signature';
import { parseRecallWebhook, verifyRecallWebhook } from './webhooks';

const body = (event: string, extra: object = {}) =>
  JSON.stringify({
    event,
    data: { data: { code: event.replace('bot.', ''), ...extra }, bot: { id: 'bot_1' } },
  });

describe('Recall webhooks in the recorder capability’s terms', () => {
  it('reads the bot status events as stages: joining, waiting to be admitted, in the call, ended, done', () => {
    const stages = {
      'bot.joining_call': 'joining',
      'bot.in_waiting_room': 'waiting_room',
      'bot.in_call_not_recording': 'in_call',
      'bot.recording_permission_allowed': 'in_call',
      'bot.in_call_recording': 'in_call',
      'bot.call_ended': 'call_ended',
      'bot.done': 'done',
    };
    for (const [event, kind] of Object.entries(stages)) {
      expect([event, parseRecallWebhook(body(event))]).toEqual([
        event,
        { kind, botId: 'bot_1', failureReason: null },
      ]);
    }
  });

  it('reads a failure with its sub code', () => {
    expect(parseRecallWebhook(body('bot.fatal', { sub_code: 'meeting_not_found' }))).toEqual({
      kind: 'fatal',
      botId: 'bot_1',
      failureReason: 'meeting_not_found',
    });
  });

  it('ignores other events, shapes and text that is not JSON', () => {
    expect(parseRecallWebhook(body('bot.recording_permission_denied'))).toBeNull();
    expect(parseRecallWebhook(body('recording.done'))).toBeNull();
    expect(parseRecallWebhook(JSON.stringify({ event: 'bot.done', data: {} }))).toBeNull();
    expect(parseRecallWebhook('not json')).toBeNull();
  });

  it('verifies the signature over the raw body, under either header name', () => {
    const secret = `whsec_${Buffer.from('a-very-secret-key-of-32-bytes!!!').toString('base64')}`;
    const now = new Date('2026-11-24T10:00:00Z');
    const timestamp = String(now.getTime() / 1000);
    const raw = body('bot.done');
    const signature = signWebhook({ secret, id: 'msg_1', timestamp, body: raw });
    const headers = (prefix: string): Record<string, string> => ({
      [`${prefix}-id`]: 'msg_1',
      [`${prefix}-timestamp`]: timestamp,
      [`${prefix}-signature`]: signature,
    });
    for (const prefix of ['webhook', 'svix']) {
      const delivery = { body: raw, header: (name: string) => headers(prefix)[name] };
      expect(verifyRecallWebhook({ secret, delivery, now })).toEqual({
        eventId: 'msg_1',
        event: { kind: 'done', botId: 'bot_1', failureReason: null },
      });
    }
    const tampered = { body: `${raw} `, header: (name: string) => headers('webhook')[name] };
    expect(verifyRecallWebhook({ secret, delivery: tampered, now })).toBeNull();
  });
});
