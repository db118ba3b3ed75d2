import type { ActionItem, CrmFieldProposal, CrmFieldToFill, MeetingContext } from '../meeting-intelligence';
import { isFillable, normaliseCrmValue } from '../shared/crm-values';
import { type FoundActionItem, findActionItems } from './action-items';
import type { CalendarDate } from './calendar-date';
import { extractDate } from './crm/deal-date';
import { COMPETITORS, dealFactsLine } from './crm/deal-facts';
import { sellingSpeakers } from './crm/selling-side';
import { bestSupported, type Candidate } from './crm-cues';
import { extractEnumeration } from './crm-enumeration';
import { extractBool, extractNumber } from './crm-extract';
import { indexSentences, profileOf, type Relevance, relevantSentences } from './crm-field-profile';
import {
  extractCompetitors,
  extractDescription,
  extractNextSteps,
  extractPains,
  extractStatements,
  type TextContext,
} from './crm-text';
import { type ScoredSentence, scoreSentences } from './keyword-scoring';
import { buildPeople } from './people';
import type { SplitTranscript } from './sentences';
import { truncateWords } from './text-cleaning';

/**
 * The offline engine's CRM values: for each field, retrieval (the sentences that speak to its
 * label, description and prompt: `relevantSentences`), then extraction by type (`crm-extract.ts`,
 * `crm-text.ts`), then the same checks as the LLM engine's answers (`normaliseCrmValue`). A field
 * the meeting says nothing clear about gets nothing; a value equal to what the record holds is
 * not proposed again.
 */
export function fillCrmFieldsOffline(input: {
  meeting: MeetingContext & { fields: CrmFieldToFill[]; actionItems?: ActionItem[] };
  split: SplitTranscript;
  meetingDate: CalendarDate | null;
}): CrmFieldProposal[] {
  const { meeting, split, meetingDate } = input;
  if (split.sentences.length === 0) return [];
  const index = indexSentences(split.sentences);
  const people = buildPeople({ participants: meeting.participants, turns: split.turns });
  let actionItems: FoundActionItem[] | null = null;
  let scored: ScoredSentence[] | null = null;
  const context: TextContext = {
    meeting,
    people,
    meetingDate,
    actionItems: () => {
      actionItems ??= currentItems(
        meeting.actionItems,
        findActionItems({ split, people, meetingDate }),
        split,
      );
      return actionItems;
    },
    scored: () => {
      scored ??= scoreSentences(split.sentences);
      return scored;
    },
  };

  const proposals: CrmFieldProposal[] = [];
  for (const field of meeting.fields) {
    if (!isFillable(field)) continue;
    const profile = profileOf(field);
    const relevant = relevantSentences(index, profile);
    const found = extract({ field, profile, relevant, context, split });
    if (!found) continue;
    const value = normaliseCrmValue(field, found.value);
    if (value === null || value === field.currentValue) continue;
    proposals.push({
      key: field.key,
      value,
      quote: truncateWords(found.sentence.text.trim(), 60),
      startMs: found.sentence.startMs,
    });
  }
  return proposals;
}

/**
 * The action items as they are now in Ting, each with the sentence it was found in (an edited item:
 * the sentence of the item it stands in place of), or the items found in the transcript when Ting
 * gave none.
 */
function currentItems(
  items: ActionItem[] | undefined,
  found: FoundActionItem[],
  split: SplitTranscript,
): FoundActionItem[] {
  if (!items) return found;
  const first = split.sentences[0];
  return items.flatMap((item, index) => {
    const same = found.find(
      (candidate) => candidate.text.trim().toLowerCase() === item.text.trim().toLowerCase(),
    );
    const sentence = (same ?? found[index])?.sentence ?? first;
    return sentence ? [{ ...item, kind: same?.kind ?? 'commitment', sentence }] : [];
  });
}

function extract(input: {
  field: CrmFieldToFill;
  profile: ReturnType<typeof profileOf>;
  relevant: Relevance[];
  context: TextContext;
  split: SplitTranscript;
}): Candidate | null {
  const { field, profile, relevant, context } = input;
  if (field.propertyName === null) {
    const facts =
      field.objectType === 'deal'
        ? dealFactsLine({
            sentences: input.split.sentences,
            meetingDate: context.meetingDate,
            title: context.meeting.title,
            competitors:
              extractCompetitors(profileOf(COMPETITORS), context, input.split.sentences)?.value ?? null,
            isSeller: sellingSpeakers(context.meeting),
          })
        : null;
    return extractDescription(profile, context, facts);
  }
  switch (field.type) {
    case 'number':
      return extractNumber(profile, relevant, input.split.sentences);
    case 'date':
    case 'datetime':
      return extractDate(profile, relevant, context.meetingDate, {
        sentences: input.split.sentences,
        title: context.meeting.title,
      });
    case 'bool':
      return extractBool(profile, relevant, input.split.sentences);
    case 'enumeration':
      return extractEnumeration(profile, relevant, {
        meetingDate: context.meetingDate,
        title: context.meeting.title,
        meeting: context.meeting,
        sentences: input.split.sentences,
      });
    case 'phone_number':
      return extractPhone(relevant);
    case 'string':
      if (profile.concepts.includes('competitors'))
        return extractCompetitors(profile, context, input.split.sentences);
      if (profile.concepts.includes('nextStep'))
        return extractNextSteps(profile, context, input.split.sentences);
      if (profile.concepts.includes('pain')) return extractPains(profile, context, input.split.sentences);
      return extractStatements(profile, relevant);
    default:
      return null;
  }
}

const PHONE = /\+?\d[\d\s().-]{5,}\d/g;

/** phone_number: only a number said aloud in a sentence about the field. */
function extractPhone(relevant: Relevance[]): Candidate | null {
  const candidates: Candidate[] = [];
  for (const relevance of relevant) {
    for (const match of relevance.sentence.text.matchAll(PHONE)) {
      candidates.push({ value: match[0].trim(), score: relevance.score, sentence: relevance.sentence });
    }
  }
  return bestSupported(candidates);
}
