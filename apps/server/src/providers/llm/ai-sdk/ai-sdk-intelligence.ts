import type { MeetingIntelligence } from '../meeting-intelligence';
import { createLanguageModel, type LanguageModelConfig, type LlmProvider } from './language-model';
import { createLlmIntelligence, type LlmIntelligenceOptions } from './llm-intelligence';

/**
 * Context sizes assumed when AI_CONTEXT_TOKENS is unset. Current OpenAI and Anthropic chat models
 * take 128k to 1M tokens; 100k keeps prompts (and bills) moderate. Ollama gives models a 2k to 8k
 * context unless told otherwise, whatever the model could take, so `compatible` assumes 8k.
 */
export const DEFAULT_CONTEXT_TOKENS: Record<LlmProvider, number> = {
  openai: 100_000,
  anthropic: 100_000,
  compatible: 8_000,
};

export type AiSdkIntelligenceConfig = LanguageModelConfig &
  Omit<LlmIntelligenceOptions, 'model' | 'engineName' | 'contextTokens'> & {
    /** Defaults to `DEFAULT_CONTEXT_TOKENS[provider]`. */
    contextTokens?: number;
  };

/** The engine name stored with outputs: `<provider>:<model>`, e.g. `openai:gpt-4.1-mini`. */
export function engineNameOf(config: { provider: LlmProvider; model: string }): string {
  return `${config.provider}:${config.model.trim()}`;
}

/**
 * The LLM-backed engine from the product's AI settings (AI_PROVIDER, AI_API_KEY, AI_BASE_URL,
 * AI_MODEL, AI_CONTEXT_TOKENS). Throws `IntelligenceError` (kind `configuration`) when they do
 * not add up.
 */
export function createAiSdkIntelligence(config: AiSdkIntelligenceConfig): MeetingIntelligence {
  const { provider, apiKey, baseUrl, model, fetch, contextTokens, ...options } = config;
  return createLlmIntelligence({
    ...options,
    model: createLanguageModel({ provider, apiKey, baseUrl, model, fetch }),
    engineName: engineNameOf({ provider, model }),
    contextTokens: contextTokens ?? DEFAULT_CONTEXT_TOKENS[provider],
  });
}
