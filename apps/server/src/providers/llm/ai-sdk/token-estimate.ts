// Moved to `../shared/token-budget`; kept until `chat/transcript-retrieval.ts` imports it from there.
export { estimateTokens } from '../shared/token-budget';
