import type { ActionItem } from '../../meeting-intelligence';
import type { CalendarDate } from '../calendar-date';
import type { People } from '../people';
import type { Sentence, SplitTranscript } from '../sentences';

/** How an action item was stated, which decides who owns it. */
export type ActionItemKind = 'commitment' | 'request' | 'named' | 'next-step' | 'shared';

/** An action item with the sentence it came from, for timestamps and tests. */
export type FoundActionItem = ActionItem & {
  kind: ActionItemKind;
  sentence: Sentence;
  /**
   * What a pronoun object ("Run that one") points back to ("Run the final import"). The item keeps
   * its pronoun until restatements are merged, so an answer to a request still merges into it.
   */
  pointsBackTo?: string;
};

/** `meetingDate` is null when the meeting has no valid start: due dates are then left out. */
export type ActionContext = { split: SplitTranscript; people: People; meetingDate: CalendarDate | null };

/** A trigger found in a clause: how the task was stated, its owner, the words after and before the trigger. */
export type Match = { kind: ActionItemKind; owner: string | null; rest: string; before: string };
