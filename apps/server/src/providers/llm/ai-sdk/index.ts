export {
  type AiSdkIntelligenceConfig,
  createAiSdkIntelligence,
  DEFAULT_CONTEXT_TOKENS,
  engineNameOf,
} from './ai-sdk-intelligence';
export { IntelligenceError, type IntelligenceErrorKind } from './errors';
export {
  type AiSdkLanguageModel,
  createLanguageModel,
  type LanguageModelConfig,
  LLM_PROVIDERS,
  type LlmProvider,
} from './language-model';
export {
  createLlmIntelligence,
  EMPTY_TRANSCRIPT_SUMMARY,
  type LlmIntelligenceOptions,
} from './llm-intelligence';
export { PROMPT_VERSION } from './prompts';
