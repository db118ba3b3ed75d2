// Moved to `../shared/transcript-format`; kept until `chat/transcript-retrieval.ts` imports it from there.
export { renderSegment } from '../shared/transcript-format';
