import { parseSpokenNumber } from '../shared/spoken-numbers';
/**
 * What the offline engine takes from a user's prompt. It cannot follow free-form instructions
 * ("focus on objections", "write it in French"), so it reads only a few cues about shape and
 * ignores everything else:
 * - a number of bullets or points ("three bullets", "5 key points", "top 3 takeaways") → exactly
 *   that many key points (1–12);
 * - brevity ("brief", "concise", "keep it short", "short summary", "tl;dr") → fewer key points and
 *   a two-sentence overview. A bare "short" is not a cue: the default prompt asks for "short
 *   Markdown sections", which is about layout, not length;
 * - depth ("detailed", "thorough", "comprehensive", "in depth") → more key points;
 * - "no timestamps" / "without timestamps" → key points and decisions without `[mm:ss]`.
 * Bullets are always used, so "bullet points" needs no handling beyond the count.
 */
export type SummaryShape = {
  /** Exact number of key points; null lets the meeting's length decide. */
  keyPointCount: number | null;
  isBrief: boolean;
  isDetailed: boolean;
  hasTimestamps: boolean;
};

const COUNT_CUE =
  /\b(?:top\s+)?(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?:(?:short|brief|key|main|concise|important|quick)\s+)?(?:bullet(?:\s*points?)?s?|points|key points|takeaways|highlights|items)\b/i;
const BRIEF_CUE =
  /\b(?:brief|briefly|concise|concisely|succinct|tl;?dr|terse|(?:keep it|be|make it|very|super|a)\s+short|short\s+(?:summary|overview|recap|version|and sweet)|in short)\b/i;
const DETAILED_CUE = /\b(?:detailed|thorough|comprehensive|in[- ]depth|exhaustive|in detail)\b/i;
const NO_TIMESTAMPS_CUE =
  /\b(?:no|without|don't include|do not include|skip|omit)\s+(?:the\s+)?time ?stamps?\b/i;

export function readPromptCues(prompt: string): SummaryShape {
  const count = prompt.match(COUNT_CUE)?.[1]?.toLowerCase();
  const parsed = count === undefined ? null : parseSpokenNumber(count);
  return {
    keyPointCount: parsed !== null && parsed >= 1 ? Math.min(12, parsed) : null,
    isBrief: BRIEF_CUE.test(prompt),
    isDetailed: DETAILED_CUE.test(prompt),
    hasTimestamps: !NO_TIMESTAMPS_CUE.test(prompt),
  };
}
