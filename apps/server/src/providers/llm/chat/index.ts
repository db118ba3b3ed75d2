import { createAiSdkAssistant } from './ai-sdk-assistant';
import { type AiSdkChatConfig, createAiSdkChat } from './ai-sdk-chat';
import type { AssistantChat } from './assistant-chat';
import type { MeetingChat } from './meeting-chat';
import { createOfflineAssistant } from './offline-assistant';
import { createOfflineChat } from './offline-chat';

export { createAiSdkAssistant } from './ai-sdk-assistant';
export { type AiSdkChatConfig, createAiSdkChat } from './ai-sdk-chat';
export type { AssistantChat, AssistantInput } from './assistant-chat';
export { ASSISTANT_PROMPT_VERSION } from './assistant-prompt';
export type * from './assistant-toolbox';
export { meetingMomentUrl } from './assistant-toolbox';
export { CHAT_PROMPT_VERSION } from './chat-prompt';
export type {
  ChatCitation,
  ChatErrorEvent,
  ChatEvent,
  ChatInput,
  ChatMeeting,
  ChatSource,
  ChatTurn,
  MeetingChat,
  TranscriptMatch,
} from './meeting-chat';
export { createOfflineAssistant } from './offline-assistant';
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

/** The configured personal assistant engine: offline retrieval, or an LLM with tools through the AI SDK. */
export function createAssistantChat(config: MeetingChatConfig): AssistantChat {
  return config.provider === 'offline' ? createOfflineAssistant() : createAiSdkAssistant(config);
}
