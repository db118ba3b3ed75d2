import { describe, expect, it } from 'vitest';
import type { AiConfig } from '../../../config';
import { IntelligenceError } from '../shared/errors';
import { createMeetingChat, type MeetingChatConfig } from './index';

/** `Config['ai']` goes to `createMeetingChat` as it is; this stops compiling if the two drift apart. */
function fromConfig(config: AiConfig): MeetingChatConfig {
  return config;
}

describe('createMeetingChat', () => {
  it('picks the offline engine when no AI provider is configured', () => {
    expect(createMeetingChat(fromConfig({ provider: 'offline' })).engine).toBe('offline');
  });

  it('picks the AI SDK engine for an LLM provider', () => {
    const chat = createMeetingChat(
      fromConfig({
        provider: 'compatible',
        apiKey: undefined,
        baseUrl: 'http://localhost:11434/v1',
        model: 'llama3.1:8b',
        contextTokens: undefined,
      }),
    );
    expect(chat.engine).toBe('compatible:llama3.1:8b');
  });

  it('fails at creation when the AI settings do not add up', () => {
    const create = () =>
      createMeetingChat({ provider: 'openai', apiKey: undefined, baseUrl: undefined, model: 'gpt-4.1-mini' });
    expect(create).toThrow(IntelligenceError);
    expect(create).toThrow('AI_API_KEY is not set');
  });
});
