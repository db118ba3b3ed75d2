import { type AiSdkChatConfig, createAiSdkChat } from './ai-sdk-chat';
import type { MeetingChat } from './meeting-chat';
import { createOfflineChat } from './offline-chat';

export { type AiSdkChatConfig, createAiSdkChat } from './ai-sdk-chat';
export { CHAT_PROMPT_VERSION } from './chat-prompt';
export type {
  ChatCitation,
  ChatErrorEvent,
  ChatEvent,
  ChatInput,
  ChatMeeting,
  ChatTurn,
  MeetingChat,
  TranscriptMatch,
} from './meeting-chat';
export { createOfflineChat } from './offline-chat';

/** The product's AI settings (`Config['ai']`), as the chat reads them. */
export type MeetingChatConfig = { provider: 'offline' } | AiSdkChatConfig;

/**
 * The configured chat engine: the built-in offline one, or an LLM through the AI SDK. Throws
 * `IntelligenceError` (kind `configuration`) when the AI settings do not add up.
 */
export function createMeetingChat(config: MeetingChatConfig): MeetingChat {
  return config.provider === 'offline' ? createOfflineChat() : createAiSdkChat(config);
}
