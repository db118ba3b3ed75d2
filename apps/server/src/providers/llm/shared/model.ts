import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { extractJsonMiddleware, type LanguageModel, wrapLanguageModel } from 'ai';
import { IntelligenceError } from './errors';

/*
 * Model selection for every AI SDK engine (meeting intelligence and chat): the provider, the model
 * object, its name in outputs and logs, and the context size assumed for it.
 */

export type LlmProvider = 'openai' | 'anthropic' | 'compatible';

export const LLM_PROVIDERS: readonly LlmProvider[] = ['openai', 'anthropic', 'compatible'];

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

/** The engine name stored with outputs: `<provider>:<model>`, e.g. `openai:gpt-4.1-mini`. */
export function engineNameOf(config: { provider: LlmProvider; model: string }): string {
  return `${config.provider}:${config.model.trim()}`;
}

/** An AI SDK language model object (never a model id string resolved through a global provider). */
export type AiSdkLanguageModel = Exclude<LanguageModel, string>;

export type LanguageModelConfig = {
  provider: LlmProvider;
  /** Required for `openai` and `anthropic`; optional for `compatible` (Ollama needs none). */
  apiKey?: string;
  /**
   * The API root including its version, e.g. `http://localhost:11434/v1` for Ollama. Required for
   * `compatible`; overrides the vendor's default for `openai` and `anthropic` (proxies, tests).
   */
  baseUrl?: string;
  model: string;
  /** Replaces `fetch` for every request (tests, proxies). */
  fetch?: typeof fetch;
};

function configError(message: string): IntelligenceError {
  return new IntelligenceError({ kind: 'configuration', isRetryable: false, message });
}

/**
 * Checks the settings every engine reads besides the model: a context size and a known time zone.
 * Throws `IntelligenceError` (`configuration`) naming what to fix.
 */
export function checkModelSettings(options: {
  /** Completes `Cannot create …`, e.g. `the openai:gpt-4.1-mini meeting chat`. */
  what: string;
  contextTokens: number;
  timeZone: string;
}): void {
  if (!Number.isInteger(options.contextTokens) || options.contextTokens <= 0) {
    throw configError(
      `AI_CONTEXT_TOKENS must be a positive whole number of tokens, not ${options.contextTokens}`,
    );
  }
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: options.timeZone });
  } catch {
    throw configError(`Cannot create ${options.what}: unknown time zone "${options.timeZone}"`);
  }
}

function checkBaseUrl(baseUrl: string): string {
  try {
    const url = new URL(baseUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http(s)');
  } catch {
    throw configError(`AI_BASE_URL "${baseUrl}" is not an http(s) URL, e.g. http://localhost:11434/v1`);
  }
  return baseUrl.replace(/\/+$/, '');
}

/**
 * The AI SDK model for a provider. OpenAI goes through Chat Completions (`/chat/completions`), the
 * API that OpenAI-compatible servers also speak, rather than the Responses API. Every model is
 * wrapped so that JSON answers in Markdown fences (common with small local models) still parse.
 *
 * Throws `IntelligenceError` (kind `configuration`) naming the variable to set when the key or
 * base URL a provider needs is missing.
 */
export function createLanguageModel(config: LanguageModelConfig): AiSdkLanguageModel {
  const model = config.model.trim();
  if (!model) throw configError(`Cannot use the ${config.provider} AI provider: AI_MODEL is empty.`);
  const apiKey = config.apiKey?.trim() || undefined;
  const baseURL = config.baseUrl?.trim() ? checkBaseUrl(config.baseUrl.trim()) : undefined;

  let base: AiSdkLanguageModel;
  switch (config.provider) {
    case 'openai': {
      if (!apiKey) throw configError('Cannot use the openai AI provider: AI_API_KEY is not set.');
      base = createOpenAI({ apiKey, baseURL, fetch: config.fetch }).chat(model);
      break;
    }
    case 'anthropic': {
      if (!apiKey) throw configError('Cannot use the anthropic AI provider: AI_API_KEY is not set.');
      base = createAnthropic({ apiKey, baseURL, fetch: config.fetch })(model);
      break;
    }
    case 'compatible': {
      if (!baseURL) {
        throw configError(
          'Cannot use the compatible AI provider: AI_BASE_URL is not set (e.g. http://localhost:11434/v1 for Ollama).',
        );
      }
      base = createOpenAICompatible({
        name: 'compatible',
        baseURL,
        apiKey,
        fetch: config.fetch,
        // Sends the JSON schema as `response_format: {type: "json_schema"}`, which Ollama, vLLM,
        // llama.cpp and LM Studio honour; without it the model only gets `json_object`.
        supportsStructuredOutputs: true,
      }).chatModel(model);
      break;
    }
    default: {
      const provider: never = config.provider;
      throw configError(`Unknown AI_PROVIDER "${String(provider)}": use one of ${LLM_PROVIDERS.join(', ')}.`);
    }
  }
  return wrapLanguageModel({ model: base, middleware: extractJsonMiddleware() });
}
