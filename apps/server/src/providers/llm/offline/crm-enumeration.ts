import type { MeetingContext } from '../meeting-intelligence';
import { isMultiSelect, optionKey } from '../shared/crm-values';
import type { CalendarDate } from './calendar-date';
import { optionFromBusinessActivity } from './crm/business-activity';
import { extractDate } from './crm/deal-date';
import { decisionByRenewal } from './crm/decision-by-renewal';
import { declinedOptions, withCoreOfAddOns } from './crm/declined-options';
import { optionPattern, optionsGivenInReply, optionsNamedInCall } from './crm/named-options';
import { cueOptions } from './crm/option-cues';
import {
  bestSupported,
  type Candidate,
  isConditionalAt,
  isNegatedBefore,
  PERIOD_OPTIONS,
  periodOptionOf,
} from './crm-cues';
import { extractBool, type Found } from './crm-extract';
import { anchorsIn, type FieldProfile, type Relevance } from './crm-field-profile';
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
  // A deal stage is said by its name in a pipeline review ("back to qualified to buy").
  if (isMultiSelect(field) || profile.concepts.includes('stage'))
    candidates.push(...optionsNamedInCall(field.options, context.sentences));
  candidates.push(
    ...optionsGivenInReply(
      field.options,
      context.sentences,
      (question) => anchorsIn(question, profile).length > 0,
    ),
  );
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
  // Only a field that classifies the customer: "as a signed contract" says nothing of a deal stage.
  const classifies = profile.concepts.length === 0 && cueOptions(profile).length === 0;
  if (candidates.length === 0 && !isMultiSelect(field) && !isPeriod && classifies) {
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
        title: context.title,
      });
    if (found) candidates.push(found);
  }
  if (isMultiSelect(field)) {
    const declined = declinedOptions(field.options, context.sentences);
    const named = [...new Set(candidates.map((candidate) => candidate.value))].filter(
      (value) => !declined.has(value),
    );
    const values = withCoreOfAddOns(field.options, named, declined);
    if (values.length === 0) return null;
    const kept = candidates.filter((candidate) => values.includes(candidate.value));
    const first = (kept.length > 0 ? kept : candidates).sort((a, b) => b.score - a.score)[0];
    if (!first) return null;
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
