import type { MeetingContext } from '../meeting-intelligence';
import { isMultiSelect, matchOption, optionKey } from '../shared/crm-values';
import type { CalendarDate } from './calendar-date';
import { optionFromBusinessActivity } from './crm/business-activity';
import { extractDate } from './crm/deal-date';
import { decisionByRenewal } from './crm/decision-by-renewal';
import { optionPattern, optionsNamedInCall } from './crm/named-options';
import {
  bestSupported,
  type Candidate,
  isConditionalAt,
  isNegatedBefore,
  PERIOD_OPTIONS,
  periodOptionOf,
} from './crm-cues';
import { extractBool, type Found } from './crm-extract';
import type { FieldProfile, Relevance } from './crm-field-profile';
import { optionFromSelfDescription } from './crm-self-description';
import type { Sentence } from './sentences';

/*
 * Enumerations: an option's value only, and only on a clear cue. Options are matched by their
 * label said as a phrase, by a few cues for HubSpot's own priority and deal-stage options, by a
 * date for options that are periods, and as a bool for Yes/No options.
 */

/** Options that answer yes/no: a select "Budget confirmed?" with Yes and No is read as a bool. */
function yesNoOptions(profile: FieldProfile): { yes: string; no: string } | null {
  const byKey = new Map(profile.field.options.map((option) => [optionKey(option.label), option.value]));
  const yes = byKey.get('yes') ?? byKey.get('true');
  const no = byKey.get('no') ?? byKey.get('false');
  return profile.field.options.length === 2 && yes && no ? { yes, no } : null;
}

/**
 * enumeration: an option named in a sentence about the field ("this is high priority for us"), a
 * cue that means one option unambiguously ("we signed the order form" for Closed Won), or a date
 * read into options that are periods ("end of next month" → This quarter). Several options with
 * similar support, or a negated mention, give nothing; a checkbox takes every option named.
 */
export function extractEnumeration(
  profile: FieldProfile,
  relevant: Relevance[],
  context: {
    meetingDate: CalendarDate | null;
    title: string;
    meeting: Pick<MeetingContext, 'participants' | 'segments'>;
    sentences: ReadonlyArray<Sentence>;
  },
): Found | null {
  const { field } = profile;
  const yesNo = yesNoOptions(profile);
  if (yesNo) {
    const found = extractBool(profile, relevant, context.sentences);
    return found && { ...found, value: found.value === 'true' ? yesNo.yes : yesNo.no };
  }
  const candidates: Candidate[] = [];
  const patterns = field.options.map((option) => ({
    value: option.value,
    pattern: optionPattern(option.label),
  }));
  for (const relevance of relevant) {
    if (!relevance.hasCue && relevance.labelHits === 0) continue;
    const text = relevance.sentence.text;
    for (const { value, pattern } of patterns) {
      const match = pattern?.exec(text);
      if (!match || isNegatedBefore(text, match.index) || isConditionalAt(text, match.index)) continue;
      candidates.push({ value, score: relevance.score + 2, sentence: relevance.sentence });
    }
  }
  for (const cue of cueOptions(profile)) {
    for (const sentence of context.sentences) {
      const match = cue.pattern.exec(sentence.text);
      if (!match || sentence.text.trimEnd().endsWith('?') || isConditionalAt(sentence.text, match.index))
        continue;
      if (isNegatedBefore(sentence.text, match.index)) continue;
      candidates.push({ value: cue.value, score: 4, sentence });
    }
  }
  if (isMultiSelect(field)) candidates.push(...optionsNamedInCall(field.options, context.sentences));
  const isPeriod = field.options.some((option) => PERIOD_OPTIONS.has(optionKey(option.label)));
  if (candidates.length === 0 && context.meetingDate && isPeriod) {
    const date = extractDate(
      { ...profile, field: { ...field, type: 'date' } },
      relevant,
      context.meetingDate,
      context,
    );
    const deadline =
      date ??
      (profile.concepts.includes('decision')
        ? decisionByRenewal({ ...context, meetingDate: context.meetingDate })
        : null);
    const value = deadline && periodOptionOf(field.options, deadline.value, context.meetingDate);
    if (deadline && value) candidates.push({ ...deadline, value });
  }
  // A period is no kind of business: "for a full extra month" says nothing of this month.
  if (candidates.length === 0 && !isMultiSelect(field) && !isPeriod) {
    const described = optionFromSelfDescription({
      options: field.options,
      title: context.title,
      sentences: context.sentences,
    });
    const found =
      described ??
      optionFromBusinessActivity({
        options: field.options,
        meeting: context.meeting,
        sentences: context.sentences,
      });
    if (found) candidates.push(found);
  }
  if (isMultiSelect(field)) {
    const values = [...new Set(candidates.map((candidate) => candidate.value))];
    if (values.length === 0) return null;
    const first = candidates.sort((a, b) => b.score - a.score)[0]!;
    return {
      value: field.options
        .filter((option) => values.includes(option.value))
        .map((option) => option.value)
        .join(';'),
      score: first.score,
      sentence: first.sentence,
    };
  }
  const values = new Set(candidates.map((candidate) => candidate.value));
  return values.size === 1 ? bestSupported(candidates) : null;
}

/** Known cues for HubSpot's own priority and deal-stage options, used only when that option exists. */
function cueOptions(profile: FieldProfile): Array<{ value: string; pattern: RegExp }> {
  const table: Array<{ option: string; pattern: RegExp }> = [];
  if (profile.concepts.includes('priority')) {
    table.push(
      {
        option: 'high',
        pattern:
          /\b(?:top|high|highest|number one|first|biggest|main) priority\b|\b(?:is|it's|this is) (?:very )?(?:urgent|critical)\b/i,
      },
      {
        option: 'low',
        // "No rush on that one" is about a task, not the deal.
        pattern:
          /\blow priority\b|\bnice to have\b|\bno rush\b(?! (?:on|with|for)\b)|\bnot (?:a|an) (?:rush|priority)\b/i,
      },
      { option: 'medium', pattern: /\b(?:medium|moderate) priority\b/i },
    );
  }
  if (profile.concepts.includes('stage')) {
    table.push(
      {
        option: 'closedwon',
        // "now that the contract is signed"; not "the contract is signed by the thirtieth", a plan.
        pattern:
          /\b(?:signed|countersigned) the (?:contract|order form|agreement)\b|\b(?:contract|order form|agreement) (?:is|was|has been|got) (?:now )?(?:signed|countersigned)\b(?! by\b)/i,
      },
      {
        option: 'closedlost',
        pattern:
          /\b(?:decided to go with (?:another|a different)|going with (?:a competitor|someone else)|not (?:going to )?mov(?:e|ing) forward)\b/i,
      },
      {
        option: 'contractsent',
        pattern: /\b(?:sent|received|got) (?:you |us )?(?:over )?the (?:contract|order form|agreement)\b/i,
      },
      {
        option: 'decisionmakerboughtin',
        pattern:
          /\b(?:decision[- ]maker|cfo|ceo|coo|vp|economic buyer|our boss)\b[^.?!]*\b(?:bought[- ]in|on board|fully behind|signed off|gave (?:us )?the green light)\b/i,
      },
      {
        option: 'presentationscheduled',
        pattern:
          /\b(?:demo|presentation) (?:is |has been )?(?:scheduled|booked)\b|\b(?:scheduled|booked) (?:a|the) (?:demo|presentation)\b/i,
      },
    );
  }
  // HubSpot's deal type: a renewal or an expansion of what the customer has is existing business
  // (more seats on the current contract, an amendment, co-terming); a customer moving from another
  // system, or registering the vendor as a supplier, is new.
  table.push(
    {
      option: 'existingbusiness',
      pattern:
        /\b(?:your|the|this|our) renewal\b|\brenew(?:ing)? (?:with us|the contract|your contract)\b|\b(?:upsell|up-sell|expansion|existing (?:customer|contract|account|subscription|agreement|deployment))\b|\balready (?:a |an |our )?(?:customer|client)s?\b/i,
    },
    {
      option: 'existingbusiness',
      pattern:
        /\b(?:on top of|in addition to|add(?:ed|ing)? (?:\w+ )?to|expand(?:ing)?|extend(?:ing)?|amend(?:ing)?|amendment to) (?:your|our|the) (?:current|existing) (?:contract|plan|subscription|licen[cs]es?|agreement|order form|deployment)\b|\b(?:your|our) (?:current|existing) (?:contract|plan|subscription|agreement) with (?:us|you)\b|\bco-?term\w*\b/i,
    },
    {
      option: 'newbusiness',
      pattern:
        /\bnew (?:customer|logo|business)\b|\bfirst (?:contract|purchase) with us\b|\bmigrat\w* (?:[\w'-]+ ){0,5}from\b|\bswitch\w* (?:over )?from\b|\bregister\w* as an? (?:new )?(?:supplier|vendor)\b/i,
    },
  );
  return table.flatMap(({ option, pattern }) => {
    const value = matchOption(profile.field.options, option);
    return value ? [{ value, pattern }] : [];
  });
}
