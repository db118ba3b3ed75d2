import type { MeetingContext } from '../../meeting-intelligence';

/*
 * Who sells in a sales call, from how each side speaks: the seller talks about the customer ("your
 * team", "you'd see"), the customer about itself ("our plant", "we lost"). People are grouped by
 * their e-mail domain (one company, one side), or taken one by one when the invitation says
 * nothing. A side is the seller's when it says "you" for each "we" at least twice as often as the
 * side that says it least; when the sides speak alike nobody is known to sell.
 */

const SECOND_PERSON = /\b(?:you|your|yours|you're|you'd|you'll|you've)\b/gi;
const FIRST_PERSON = /\b(?:we|our|ours|us|we're|we've|we'd|we'll)\b/gi;
/** How much more a side must say "you" than the customer's for it to be the seller. */
const SELLER_RATIO = 2;
/** Below this, a side speaks mostly of itself: no seller, however the others speak. */
const MIN_SELLER_RATIO = 0.6;
/** A side that said fewer pronouns than this is not read (a person who only said hello). */
const MIN_PRONOUNS = 2;

type Counts = { second: number; first: number };

export function sellingSpeakers(
  meeting: Pick<MeetingContext, 'participants' | 'segments'>,
): (speaker: string | null) => boolean {
  const domainOf = new Map<string, string>();
  for (const participant of meeting.participants) {
    const domain = participant.email?.split('@')[1]?.toLowerCase();
    if (participant.name && domain) domainOf.set(participant.name.trim().toLowerCase(), domain);
  }
  const groupOf = (speaker: string) => domainOf.get(speaker.trim().toLowerCase()) ?? `speaker:${speaker}`;
  const counts = new Map<string, Counts>();
  for (const segment of meeting.segments) {
    if (!segment.speaker) continue;
    const group = groupOf(segment.speaker);
    const entry = counts.get(group) ?? { second: 0, first: 0 };
    entry.second += segment.text.match(SECOND_PERSON)?.length ?? 0;
    entry.first += segment.text.match(FIRST_PERSON)?.length ?? 0;
    counts.set(group, entry);
  }
  const ratios = new Map(
    [...counts]
      .filter(([, entry]) => entry.second + entry.first >= MIN_PRONOUNS)
      .map(([group, entry]) => [group, entry.second / Math.max(1, entry.first)]),
  );
  if (ratios.size < 2) return () => false;
  const customer = Math.min(...ratios.values());
  const sellers = new Set(
    [...ratios]
      .filter(([, ratio]) => ratio >= MIN_SELLER_RATIO && ratio >= customer * SELLER_RATIO)
      .map(([group]) => group),
  );
  return (speaker) => speaker !== null && sellers.has(groupOf(speaker));
}
