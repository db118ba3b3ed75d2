import type { FoundActionItem } from './found-item';

/** Setting up a meeting: "set up a call with…", "schedule the workshop", "book a session". */
const SCHEDULING =
  /^(?:set up|schedule|book|arrange|organi[sz]e|line up|find time for) (?:a|an|the|our|one|some)\b.*\b(?:call|meeting|session|workshop|demo|review|kick-?off|sync|check-?in|walkthrough)\b/i;

/** "Send the invite", "send out the calendar invitation": how the meeting just set up gets booked. */
const INVITE =
  /^send(?: out| over)? (?:the|an|a|them the|the calendar|a calendar) ?(?:invite|invitation|calendar invite|calendar hold|hold)s?\b/i;

/**
 * "I'll set up a call with Marta before the run. I'll send the invite tomorrow.": the invite is how
 * the call gets set up, so the two are one task, due when the invite goes out.
 */
export function joinInvitesToMeetings(items: FoundActionItem[]): FoundActionItem[] {
  const joined: FoundActionItem[] = [];
  for (const item of items) {
    const meeting = joined.at(-1);
    const isInviteForMeeting =
      meeting !== undefined &&
      INVITE.test(item.text) &&
      SCHEDULING.test(meeting.text) &&
      meeting.owner === item.owner &&
      meeting.sentence.turnIndex === item.sentence.turnIndex &&
      item.sentence.index - meeting.sentence.index <= 2;
    if (!isInviteForMeeting) {
      joined.push(item);
      continue;
    }
    joined[joined.length - 1] = { ...meeting, dueDate: item.dueDate ?? meeting.dueDate };
  }
  return joined;
}
