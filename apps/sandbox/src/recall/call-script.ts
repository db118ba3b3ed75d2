import { contactForKey, emailOf, fullNameOf, SEED_OWNERS } from '../seed/crm-directory.js';

/**
 * The one meeting every sandbox bot "records": a ~5-minute pilot negotiation between two sellers of
 * the sandbox HubSpot portal (owners Priya Shah and Alex Morgan) and two Helio Health contacts
 * (Maya Okafor, Ben Lindqvist), whose names and emails match the seeded HubSpot records. It has
 * clear commitments with owners and dates, a competitor, a budget and a decision.
 */

/** A participant as Recall describes one in transcripts and participant lists. */
export type CallParticipant = {
  id: number;
  name: string;
  is_host: boolean;
  platform: 'desktop';
  extra_data: null;
  email: string;
};

function owner(key: string) {
  const found = SEED_OWNERS.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`Seed data has no owner '${key}'`);
  return { name: fullNameOf(found), email: found.email };
}

function contact(key: string) {
  const found = contactForKey(key);
  return { name: fullNameOf(found), email: emailOf(found) };
}

const SPEAKERS = {
  priya: { id: 100, is_host: true, ...owner('priya') },
  alex: { id: 200, is_host: false, ...owner('alex') },
  maya: { id: 300, is_host: false, ...contact('maya') },
  ben: { id: 400, is_host: false, ...contact('ben') },
} as const;

type SpeakerKey = keyof typeof SPEAKERS;

/** Participants in the order they joined. */
export const CALL_PARTICIPANTS: readonly CallParticipant[] = (Object.keys(SPEAKERS) as SpeakerKey[]).map(
  (key) => ({ ...SPEAKERS[key], platform: 'desktop', extra_data: null }),
);

const SCRIPT: ReadonlyArray<readonly [SpeakerKey, string]> = [
  [
    'priya',
    'Hi Maya, hi Ben, thanks for making the time today. Alex from our solutions team is on the call as well.',
  ],
  ['alex', 'Hi everyone, good to see you again.'],
  ['maya', "Hi Priya, hi Alex. We have about thirty minutes, so let's make it count."],
  ['ben', 'Morning, everyone.'],
  [
    'priya',
    "Perfect. I'd like to recap what we heard from your clinical teams, walk through the pilot scope and pricing, and leave with clear next steps. Does that work for you?",
  ],
  [
    'maya',
    'That works. The biggest problem is still documentation time. Our nurses at the Back Bay clinic spend close to two hours a shift on notes, and a lot of that happens after the shift is over.',
  ],
  [
    'priya',
    'And last time you mentioned that the notes that do get written look different from clinic to clinic.',
  ],
  [
    'maya',
    'Exactly. Every clinic has its own template, so when a patient moves between sites, nobody fully trusts the history.',
  ],
  [
    'alex',
    'That matches the feedback from the demo. Every visit gets a summary in the same structure, and each clinic can adjust the prompts without losing the shared fields your quality team reports on.',
  ],
  [
    'ben',
    'Before we go further, I need to understand the pricing for a pilot. Your proposal for the whole network was thirty-six thousand dollars a year, and we are not ready to commit to that.',
  ],
  [
    'priya',
    'Understood. For a pilot we would suggest two clinics, about forty clinicians, for three months. That comes to nine thousand dollars, and it is credited against the annual contract if you decide to continue.',
  ],
  [
    'ben',
    'Nine thousand is within my discretionary budget, so I would not need board approval for it. What happens at the end of the three months if we stop?',
  ],
  [
    'priya',
    'Then it simply ends. There is no automatic renewal on the pilot, and you keep an export of every summary and transcript.',
  ],
  ['maya', 'Our compliance team will ask where the recordings are stored and who can see them.'],
  [
    'alex',
    'Recordings and transcripts stay in a US region and are encrypted at rest. We sign a business associate agreement before any patient data goes through the system, and access follows the roles in your single sign-on.',
  ],
  [
    'ben',
    'To be transparent, we are also talking to Cliniscribe. Their price per clinician is higher, but they already have an agreement with our health system.',
  ],
  [
    'priya',
    "That's fair, and thank you for telling us. Where we usually win is the setup time and the write-back into your CRM and records. The pilot should prove that on your own data.",
  ],
  [
    'maya',
    "Then let's agree on what success looks like. I want to see documentation time drop by at least thirty percent.",
  ],
  [
    'alex',
    'We can measure that from the first week. I would add weekly active use above eighty percent of the pilot clinicians, and a note quality score from your clinical leads.',
  ],
  [
    'maya',
    'Good. The quality score matters most to me. If the notes are fast but wrong, we lose the doctors immediately.',
  ],
  ['priya', 'Agreed. Which clinics are you thinking of?'],
  [
    'maya',
    'Back Bay for sure, and probably Cambridge, because their lead nurse has been asking for something like this for a year.',
  ],
  [
    'ben',
    'On the procurement side, I need the SOC 2 report, the draft business associate agreement and your standard pilot terms before legal will look at anything.',
  ],
  ['alex', 'I will send the SOC 2 report and the draft agreement to you tomorrow morning, Ben.'],
  ['ben', "Great. And I'll get our security questionnaire back to you by next Wednesday."],
  [
    'priya',
    "And I'll send the proposal by Friday, with the pilot scope, the three success criteria and the pricing we just discussed.",
  ],
  [
    'maya',
    'Please include a timeline. Our board meets at the end of the quarter, and I want to show them results before they decide on the full rollout.',
  ],
  [
    'priya',
    'Will do. If the pilot starts on the first of next month, you would have ten weeks of data before that meeting.',
  ],
  [
    'maya',
    'That works. I will confirm the two clinics and send you the list of clinicians by the end of next week.',
  ],
  [
    'alex',
    'Once we have the list, onboarding takes about a day. We run a thirty-minute training per clinic, and the lead nurses get an admin view.',
  ],
  ['ben', 'One more thing. Who is our day-to-day contact during the pilot?'],
  [
    'alex',
    'That will be me for anything technical, and Priya for the commercial side. We will also set up a weekly fifteen-minute check-in.',
  ],
  [
    'priya',
    'So, to summarise: we agreed to start a pilot with the Back Bay and Cambridge clinics for three months, at nine thousand dollars, starting on the first of next month, pending the security review.',
  ],
  ['maya', "Yes, we agreed to start a pilot on that basis. Let's do it."],
  ['ben', 'Agreed from my side, as long as legal is happy with the terms.'],
  ['priya', "Wonderful. Thank you both, this was really helpful. You'll have the proposal by Friday."],
  ['maya', 'Thanks, Priya. Thanks, Alex. Talk soon.'],
  ['alex', 'Thanks, everyone. Have a great day.'],
];

/** Seconds from the start of the recording, like Recall's `relative` timestamps. */
export type TimedWord = { text: string; start: number; end: number };
export type TimedUtterance = { participant: CallParticipant; start: number; end: number; words: TimedWord[] };

const LEAD_IN_SECONDS = 2.4;
const TAIL_SECONDS = 3;
// Pauses between turns, cycled: people answer at different speeds.
const TURN_GAPS = [0.8, 1.2, 0.6, 0.9, 1.5, 0.7, 1.0];

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

function timeScript(): TimedUtterance[] {
  let clock = LEAD_IN_SECONDS;
  return SCRIPT.map(([speakerKey, text], index) => {
    if (index > 0) clock += TURN_GAPS[index % TURN_GAPS.length] ?? 1;
    const words = text.split(/\s+/).map((token): TimedWord => {
      // About 160 words a minute: short words are quick, long ones take their syllables.
      const letters = token.replace(/[^A-Za-z0-9]/g, '').length;
      const start = clock;
      const end = start + 0.1 + 0.036 * letters;
      clock = end + (/[.?!]$/.test(token) ? 0.34 : /[,;:]$/.test(token) ? 0.2 : 0.05);
      return { text: token, start: round(start), end: round(end) };
    });
    const participant = CALL_PARTICIPANTS.find((candidate) => candidate.id === SPEAKERS[speakerKey].id)!;
    return { participant, start: words[0]!.start, end: words.at(-1)!.end, words };
  });
}

/** The scripted call, timed once. */
export const CALL_UTTERANCES: readonly TimedUtterance[] = timeScript();

/** Length of the recording in whole seconds (the media file is exactly this long). */
export const CALL_DURATION_SECONDS = Math.ceil((CALL_UTTERANCES.at(-1)?.end ?? 0) + TAIL_SECONDS);

/** A point in the recording as Recall gives it: seconds from the start and the wall-clock time. */
export type RecallTimestamp = { relative: number; absolute: string };

function timestamp(startedAt: Date, seconds: number): RecallTimestamp {
  return { relative: seconds, absolute: new Date(startedAt.getTime() + seconds * 1000).toISOString() };
}

/** Recall's transcript download format: one entry per utterance, words with timestamps. */
export type TranscriptEntry = {
  participant: CallParticipant;
  words: Array<{ text: string; start_timestamp: RecallTimestamp; end_timestamp: RecallTimestamp }>;
};

/** The transcript JSON served at `transcript.data.download_url`, timed from the recording's start. */
export function buildTranscript(startedAt: Date): TranscriptEntry[] {
  return CALL_UTTERANCES.map(({ participant, words }) => ({
    participant,
    words: words.map((word) => ({
      text: word.text,
      start_timestamp: timestamp(startedAt, word.start),
      end_timestamp: timestamp(startedAt, word.end),
    })),
  }));
}

/** `participant_events.data.speaker_timeline_download_url`: who spoke when. */
export function buildSpeakerTimeline(startedAt: Date) {
  return CALL_UTTERANCES.map(({ participant, start, end }) => ({
    participant,
    start_timestamp: timestamp(startedAt, start),
    end_timestamp: timestamp(startedAt, end),
  }));
}

/** `participant_events.data.participant_events_download_url`: joins, speech on/off, leaves. */
export function buildParticipantEvents({ startedAt, recordingId }: { startedAt: Date; recordingId: string }) {
  type Action = 'join' | 'leave' | 'speech_on' | 'speech_off';
  const events: Array<{ action: Action; participant: CallParticipant; seconds: number }> = [];
  CALL_PARTICIPANTS.forEach((participant, index) => {
    events.push({ action: 'join', participant, seconds: round(index * 0.4) });
  });
  for (const { participant, start, end } of CALL_UTTERANCES) {
    events.push({ action: 'speech_on', participant, seconds: start });
    events.push({ action: 'speech_off', participant, seconds: end });
  }
  CALL_PARTICIPANTS.forEach((participant, index) => {
    events.push({ action: 'leave', participant, seconds: round(CALL_DURATION_SECONDS - 2 + index * 0.3) });
  });
  events.sort((a, b) => a.seconds - b.seconds);
  return events.map(({ action, participant, seconds }, index) => ({
    id: `${recordingId.slice(0, 8)}-pe-${String(index + 1).padStart(4, '0')}`,
    action,
    participant,
    timestamp: timestamp(startedAt, seconds),
    data: null,
  }));
}
