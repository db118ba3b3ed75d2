import { IntelligenceError } from './errors';

/*
 * Budgets in estimated tokens, shared by every model call (meeting intelligence and chat):
 *
 *   contextTokens = prompt (instructions, header, conversation) + content + answer
 *
 * The answer is given a quarter of the context, at most `MAX_ANSWER_TOKENS`.
 */

export const MAX_ANSWER_TOKENS = 4_096;
/** Below this a window holds a handful of lines and the notes are useless. */
export const MIN_WINDOW_TOKENS = 64;

/**
 * Tokens in `text`, estimated at four characters a token: close enough for English with the
 * tokenizers of OpenAI, Anthropic and Llama-family models, and it needs none of them. Budgets
 * leave room for the error.
 */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

/** Tokens kept free for the model's answer in a context of `contextTokens`. */
export function answerTokensFor(contextTokens: number): number {
  return Math.min(MAX_ANSWER_TOKENS, Math.floor(contextTokens / 4));
}

/** Whether a prompt of this many tokens, plus room for the answer, fits the context. */
export function fitsContext(options: { promptTokens: number; contextTokens: number }): boolean {
  return options.promptTokens + answerTokensFor(options.contextTokens) <= options.contextTokens;
}

/**
 * Tokens left for content once a prompt of `overheadTokens` and the answer are in the context.
 * Throws `IntelligenceError` (`configuration`) when too little is left to be of use.
 */
export function contentBudget(options: { contextTokens: number; overheadTokens: number }): number {
  const budget = options.contextTokens - options.overheadTokens - answerTokensFor(options.contextTokens);
  if (budget < MIN_WINDOW_TOKENS) {
    const needed = Math.ceil((options.overheadTokens + MIN_WINDOW_TOKENS * 8) / 0.75);
    throw new IntelligenceError({
      kind: 'configuration',
      isRetryable: false,
      message:
        `AI_CONTEXT_TOKENS=${options.contextTokens} leaves no room for the transcript next to the ` +
        `${options.overheadTokens}-token prompt; set it to the model's context size (at least ${needed}).`,
    });
  }
  return budget;
}
