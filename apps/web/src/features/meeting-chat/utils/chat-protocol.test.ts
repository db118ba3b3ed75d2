import {
  MAX_CHAT_MESSAGE_CHARS,
  MAX_CHAT_MESSAGES,
  type TChatMessage,
  ZChatRequestSchema,
} from '@ting/contracts';
import { describe, expect, it } from 'vitest';
import { buildChatRequest, chatSocketUrl } from './chat-protocol';

describe('chatSocketUrl', () => {
  it('uses ws: on an http page and encodes the token', () => {
    expect(
      chatSocketUrl({ location: { protocol: 'http:', host: 'localhost:5173' }, accessToken: 'a+b/c=' }),
    ).toBe('ws://localhost:5173/chat?token=a%2Bb%2Fc%3D');
  });

  it('uses wss: on an https page', () => {
    expect(
      chatSocketUrl({ location: { protocol: 'https:', host: 'app.ting.example' }, accessToken: 'tok' }),
    ).toBe('wss://app.ting.example/chat?token=tok');
  });
});

describe('buildChatRequest', () => {
  it("sends the browser's time zone with each question, so that 'this week' is the asker's", () => {
    const messages: TChatMessage[] = [{ role: 'user', content: 'What did I promise this week?' }];
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(buildChatRequest({ meetingIds: ['m-1'], messages }).timeZone).toBe(zone);
    const request = buildChatRequest({ meetingIds: ['m-1'], messages, timeZone: 'America/Los_Angeles' });
    expect(request.timeZone).toBe('America/Los_Angeles');
    expect(ZChatRequestSchema.safeParse(request).success).toBe(true);
  });

  it('sends the history without error messages or empty answers, with the meeting ids', () => {
    const request = buildChatRequest({
      meetingIds: ['m-1'],
      timeZone: null,
      messages: [
        { role: 'user', content: 'First?' },
        { role: 'error', content: 'boom' },
        { role: 'assistant', content: '' },
        { role: 'user', content: 'Second?' },
        { role: 'assistant', content: 'Answer' },
        { role: 'user', content: 'Third?' },
      ],
    });
    expect(request).toEqual({
      meetingIds: ['m-1'],
      messages: [
        { role: 'user', content: 'First?' },
        { role: 'user', content: 'Second?' },
        { role: 'assistant', content: 'Answer' },
        { role: 'user', content: 'Third?' },
      ],
    });
    expect(ZChatRequestSchema.safeParse(request).success).toBe(true);
  });

  it('keeps a long conversation within what the server accepts: the newest messages, each cut to the limit', () => {
    const messages: TChatMessage[] = Array.from({ length: MAX_CHAT_MESSAGES + 10 }, (_, index) => ({
      role: index % 2 === 0 ? 'user' : 'assistant',
      content: index === MAX_CHAT_MESSAGES ? 'x'.repeat(MAX_CHAT_MESSAGE_CHARS + 500) : `message ${index}`,
    }));
    messages.push({ role: 'user', content: 'Last question' });
    const request = buildChatRequest({ meetingIds: ['m-1'], messages });
    expect(request.messages).toHaveLength(MAX_CHAT_MESSAGES);
    expect(request.messages.at(-1)).toEqual({ role: 'user', content: 'Last question' });
    expect(request.messages[0]?.content).toBe('message 11');
    expect(Math.max(...request.messages.map((message) => message.content.length))).toBe(
      MAX_CHAT_MESSAGE_CHARS,
    );
    expect(ZChatRequestSchema.safeParse(request).success).toBe(true);
  });

  it('never cuts a long answer inside an emoji, which the server would refuse', () => {
    const content = `${'x'.repeat(MAX_CHAT_MESSAGE_CHARS - 1)}🚀 and more`;
    const request = buildChatRequest({
      meetingIds: ['m-1'],
      messages: [
        { role: 'assistant', content },
        { role: 'user', content: 'Next?' },
      ],
    });
    expect(request.messages[0]?.content).toBe('x'.repeat(MAX_CHAT_MESSAGE_CHARS - 1));
    expect(ZChatRequestSchema.safeParse(request).success).toBe(true);
  });
});
