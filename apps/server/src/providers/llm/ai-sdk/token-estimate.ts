/**
 * Tokens in `text`, estimated at four characters a token: close enough for English with the
 * tokenizers of OpenAI, Anthropic and Llama-family models, and it needs none of them. Budgets
 * leave room for the error.
 */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}
