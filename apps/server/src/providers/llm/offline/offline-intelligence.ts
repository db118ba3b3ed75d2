import type { ActionItem, MeetingContext, MeetingIntelligence } from '../meeting-intelligence';
import { type FoundActionItem, findActionItems } from './action-items';
import { fillCrmFieldsOffline } from './crm-fill';
import { findDecisions } from './decisions';
import { type CalendarDate, meetingDateOf } from './due-dates';
import { keyFactsOf } from './key-facts';
import { scoreSentences } from './keyword-scoring';
import { buildPeople } from './people';
import { readPromptCues } from './prompt-cues';
import { splitTranscript } from './sentences';
import { renderSummary } from './summary-markdown';

/** The engine name stored with every output the offline engine writes. */
export const OFFLINE_ENGINE = 'offline';

export type OfflineIntelligenceOptions = {
  /**
   * Where meetings take place, for turning "tomorrow" into a date: a meeting at 17:00 in
   * Chicago is already the next day in UTC. Defaults to UTC.
   */
  timeZone?: string;
};

/**
 * The built-in engine used when no AI provider is configured: an extractive summary (sentences
 * quoted from the transcript, chosen by salience, with the key facts a sales team tracks read as the
 * offline chat reads them: `key-facts.ts`) and rule-based action items and decisions. It needs no
 * network and gives the same output for the same input.
 *
 * CRM fields are filled by retrieval and typed extraction (`crm-fill.ts`), abstaining when unclear.
 *
 * The prompt cannot be followed as an instruction; the summary honours a few cues about its shape
 * (see `readPromptCues`) and action items ignore it. The pipeline stores `engine` and the prompt
 * with each output; the meeting page names the engine beside the summary, so the summary does not.
 */
export function createOfflineIntelligence(options: OfflineIntelligenceOptions = {}): MeetingIntelligence {
  const timeZone = options.timeZone ?? 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
  } catch {
    throw new Error(`Cannot create the offline meeting engine: unknown time zone "${timeZone}"`);
  }

  return {
    engine: OFFLINE_ENGINE,
    async summarise(input) {
      const analysis = analyseMeeting({ meeting: input, timeZone });
      const markdown = renderSummary({
        title: input.title,
        split: analysis.split,
        speakers: analysis.speakers,
        scored: scoreSentences(analysis.split.sentences),
        decisions: findDecisions(analysis.split.sentences),
        actionItems: analysis.actionItems,
        keyFacts: keyFactsOf(input),
        shape: readPromptCues(input.prompt),
      });
      return { markdown };
    },
    async extractActionItems(input) {
      const { actionItems } = analyseMeeting({ meeting: input, timeZone });
      return { items: actionItems.map(toActionItem) };
    },
    async fillCrmFields(input) {
      const split = splitTranscript(input.segments);
      return {
        proposals: fillCrmFieldsOffline({
          meeting: input,
          split,
          meetingDate: meetingDateFor(input, timeZone),
        }),
      };
    },
  };
}

function analyseMeeting(input: { meeting: MeetingContext; timeZone: string }) {
  const { meeting, timeZone } = input;
  const split = splitTranscript(meeting.segments);
  const people = buildPeople({ participants: meeting.participants, turns: split.turns });
  const meetingDate = meetingDateFor(meeting, timeZone);
  const actionItems = findActionItems({ split, people, meetingDate });
  return { split, speakers: people.speakers, actionItems };
}

function meetingDateFor(meeting: MeetingContext, timeZone: string): CalendarDate | null {
  return Number.isNaN(meeting.startedAt.getTime())
    ? null
    : meetingDateOf({ startedAt: meeting.startedAt, timeZone });
}

function toActionItem(item: FoundActionItem): ActionItem {
  return { text: item.text, owner: item.owner, dueDate: item.dueDate };
}
