import type { CrmFieldToFill } from '../../meeting-intelligence';
import type { Sentence } from '../sentences';
import { optionPattern } from './named-options';

/*
 * A checkbox of things the customer takes: options it turned down ("we don't need SSO", "And
 * premium support?" "Take it out.") are not taken, however often they were named in the pitch;
 * and an add-on is bought on top of the core product, which a rep ticks with it.
 */

type Option = CrmFieldToFill['options'][number];

/** Words of a label that name its kind rather than the thing: "SSO *add-on*", "Integrations *pack*". */
const KIND_WORDS = /\b(?:add-?ons?|packs?|packages?|modules?|tiers?|options?)\b/gi;

/** The option's label, and the label without its kind word ("SSO" for "SSO add-on"). */
function namesOf(option: Option): RegExp[] {
  const short = option.label.replace(KIND_WORDS, ' ').replace(/\s+/g, ' ').trim();
  const names = [option.label, ...(short.length >= 3 && short !== option.label ? [short] : [])];
  return names.flatMap((name) => optionPattern(name) ?? []);
}

/** A decline said before the option: "we don't need SSO", "no premium support", "pass on the analytics". */
const DECLINE_BEFORE =
  /\b(?:no|without|skip(?:ping)?|drop(?:ping)?|pass on|leave out|take out|remove|don't need|do not need|won't need|no need for|not taking|not buying|hold off on)\s+(?:the\s+|any\s+|an?\s+)?$/i;
/** A decline said after it: "premium support isn't needed", "the SSO add-on we'll skip". */
const DECLINE_AFTER =
  /^\s*(?:isn't|is not|won't be|aren't|are not) (?:needed|required|necessary)\b|^\s*,?\s*(?:we'll|we will|let's|I'd) (?:skip|leave|pass|drop)\b/i;
/** A reply turning down what was just offered or asked about: "Take it out.", "Let's leave that out". */
const DECLINING_REPLY =
  /^\W*(?:take (?:it|that|them) out|(?:let's |we'll )?leave (?:it|that|them) out|(?:let's |we'll )?skip (?:it|that|them)|(?:we'll )?pass\b|(?:no,? )?we don't need (?:it|that|them)|not (?:for )?now\b|no thanks)/i;
/** A plain "No" declines only a question about wanting it, or one that is little more than its name. */
const ASKS_WANTING = /\b(?:need|want|keep|include|add|interested)\b/i;
const PLAIN_NO = /^\W*no\b(?!\s*,?\s*(?:it's|it is|that's|that is)\b)/i;
const MAX_BARE_QUESTION_WORDS = 5;

/** The options the customer turned down in the call. */
export function declinedOptions(
  options: ReadonlyArray<Option>,
  sentences: ReadonlyArray<Sentence>,
): Set<string> {
  const declined = new Set<string>();
  const named = (text: string) => options.filter((option) => namesOf(option).some((name) => name.test(text)));
  for (const option of options) {
    const names = namesOf(option);
    for (const sentence of sentences) {
      const text = sentence.text;
      for (const name of names) {
        const match = new RegExp(name.source, 'giu').exec(text);
        if (!match) continue;
        const before = text.slice(Math.max(0, match.index - 30), match.index);
        const after = text.slice(match.index + match[0].length);
        if (DECLINE_BEFORE.test(before) || DECLINE_AFTER.test(after)) declined.add(option.value);
        // "Take it out." points at the one option just named; a reply naming options speaks for itself.
        const reply = sentences[sentence.index + 1];
        if (!reply || reply.speaker === sentence.speaker || named(text).length !== 1) continue;
        if (named(reply.text).length > 0) continue;
        const isQuestion = text.trimEnd().endsWith('?');
        const isBareQuestion = isQuestion && text.split(/\s+/).length <= MAX_BARE_QUESTION_WORDS;
        const plainNo =
          isQuestion && (isBareQuestion || ASKS_WANTING.test(text)) && PLAIN_NO.test(reply.text);
        if (DECLINING_REPLY.test(reply.text) || plainNo) declined.add(option.value);
      }
    }
  }
  return declined;
}

/** The core product among the options ("Core platform"), when the list has exactly one. */
const CORE = /\b(?:core|base|platform)\b/i;
const ADD_ON = /\b(?:add-?ons?|packs?|modules?|support)\b/i;

/** The options taken, with the core product when an add-on is taken and the core was not turned down. */
export function withCoreOfAddOns(
  options: ReadonlyArray<Option>,
  taken: ReadonlyArray<string>,
  declined: ReadonlySet<string>,
): string[] {
  const cores = options.filter((option) => CORE.test(option.label) && !ADD_ON.test(option.label));
  const core = cores.length === 1 ? cores[0]! : null;
  const takesAddOn = options.some((option) => taken.includes(option.value) && ADD_ON.test(option.label));
  if (!core || !takesAddOn || declined.has(core.value) || taken.includes(core.value)) return [...taken];
  return [...taken, core.value];
}
