import { contactForKey, emailOf, fullNameOf } from '../../seed/crm-directory.js';
import {
  CALENDAR_TIME_ZONE,
  type CalendarEvent,
  type EventAttendee,
  etagFor,
  htmlLinkFor,
  meetCodeFor,
  meetConference,
  newEventId,
  type ResponseStatus,
  zoomInvitation,
  zoomMeetingFor,
} from './event-resource.js';
import { addDays, formatZoned, instantOf, type WallTime, wallTimeAt } from './zoned-time.js';

type Conference = 'meet' | 'zoom' | { location: string };

type MeetingTemplate = {
  key: string;
  /** Working days from today: 0 is today (the Friday before at a weekend), -1 the working day before. */
  workday: number;
  hour: number;
  minute: number;
  minutes: number;
  summary: string;
  agenda: string;
  /** Seed contact keys, each with how they answered the invitation. */
  guests: Array<[key: string, status: ResponseStatus]>;
  /** Colleagues from the account's own domain. */
  teammates: Array<[index: number, status: ResponseStatus]>;
  conference: Conference;
};

/** Colleagues of whoever owns the calendar, at that person's own email domain. */
const TEAMMATES = [
  { localPart: 'riley.chen', displayName: 'Riley Chen' },
  { localPart: 'morgan.patel', displayName: 'Morgan Patel' },
  { localPart: 'jamie.ortiz', displayName: 'Jamie Ortiz' },
];

const STANDUP_AGENDA = 'Yesterday, today, blockers. Keep it to 15 minutes.';

const TEMPLATES: readonly MeetingTemplate[] = [
  {
    key: 'northbeam-discovery',
    workday: -5,
    hour: 10,
    minute: 0,
    minutes: 45,
    summary: 'Discovery call — Northbeam Logistics',
    agenda:
      'Understand how dispatch and account managers log customer calls today, and where notes get lost.',
    guests: [
      ['hannah', 'accepted'],
      ['tomas', 'accepted'],
    ],
    teammates: [],
    conference: 'meet',
  },
  {
    key: 'standup-1',
    workday: -4,
    hour: 9,
    minute: 30,
    minutes: 15,
    summary: 'Sales standup',
    agenda: STANDUP_AGENDA,
    guests: [],
    teammates: [
      [0, 'accepted'],
      [1, 'accepted'],
      [2, 'tentative'],
    ],
    conference: 'meet',
  },
  {
    key: 'helio-demo',
    workday: -4,
    hour: 14,
    minute: 0,
    minutes: 60,
    summary: 'Product demo — Helio Health',
    agenda: 'Live demo for the clinical informatics team: recording, summaries, and the CRM sync.',
    guests: [
      ['maya', 'accepted'],
      ['ben', 'accepted'],
      ['leo', 'needsAction'],
    ],
    teammates: [[0, 'accepted']],
    conference: 'zoom',
  },
  {
    key: 'copperleaf-pricing',
    workday: -3,
    hour: 11,
    minute: 0,
    minutes: 30,
    summary: 'Pricing follow-up — Copperleaf Retail',
    agenda: 'Walk through the renewal quote and the price for 15 extra seats.',
    guests: [['grace', 'accepted']],
    teammates: [],
    conference: { location: 'Phone: +1 503 555 0120' },
  },
  {
    key: 'standup-2',
    workday: -2,
    hour: 9,
    minute: 30,
    minutes: 15,
    summary: 'Sales standup',
    agenda: STANDUP_AGENDA,
    guests: [],
    teammates: [
      [0, 'accepted'],
      [1, 'accepted'],
      [2, 'accepted'],
    ],
    conference: 'meet',
  },
  {
    key: 'bluefin-security',
    workday: -2,
    hour: 15,
    minute: 0,
    minutes: 45,
    summary: 'Security review — Bluefin Payments',
    agenda: 'Go through their vendor security questionnaire: SOC 2, SSO, data residency, retention.',
    guests: [
      ['omar', 'accepted'],
      ['lucia', 'tentative'],
    ],
    teammates: [[1, 'accepted']],
    conference: 'zoom',
  },
  {
    key: 'vantage-negotiation',
    workday: -1,
    hour: 10,
    minute: 0,
    minutes: 60,
    summary: 'Contract negotiation — Vantage Robotics',
    agenda: 'Term length, multi-year discount, payment terms. Daniel decides, Aisha runs procurement.',
    guests: [
      ['daniel', 'accepted'],
      ['aisha', 'accepted'],
    ],
    teammates: [],
    conference: 'meet',
  },
  {
    key: 'pipeline-review',
    workday: -1,
    hour: 16,
    minute: 0,
    minutes: 30,
    summary: 'Weekly pipeline review',
    agenda: 'Deals closing this month, stuck deals, forecast.',
    guests: [],
    teammates: [
      [0, 'accepted'],
      [1, 'accepted'],
      [2, 'declined'],
    ],
    conference: { location: 'Conference Room B' },
  },
  {
    key: 'standup-3',
    workday: 0,
    hour: 9,
    minute: 30,
    minutes: 15,
    summary: 'Sales standup',
    agenda: STANDUP_AGENDA,
    guests: [],
    teammates: [
      [0, 'accepted'],
      [1, 'needsAction'],
      [2, 'accepted'],
    ],
    conference: 'meet',
  },
  {
    key: 'orchard-discovery',
    workday: 0,
    hour: 13,
    minute: 0,
    minutes: 45,
    summary: 'Discovery call — Orchard Learning',
    agenda: 'Map their sales process and team size; who else are they evaluating?',
    guests: [
      ['sofia', 'accepted'],
      ['noah', 'needsAction'],
    ],
    teammates: [],
    conference: 'zoom',
  },
  {
    key: 'northbeam-deep-dive',
    workday: 1,
    hour: 11,
    minute: 0,
    minutes: 60,
    summary: 'Technical deep dive — Northbeam Logistics',
    agenda: 'SSO with Okta, data retention, where recordings are stored.',
    guests: [
      ['tomas', 'accepted'],
      ['ingrid', 'tentative'],
    ],
    teammates: [[2, 'accepted']],
    conference: 'meet',
  },
  {
    key: 'standup-4',
    workday: 2,
    hour: 9,
    minute: 30,
    minutes: 15,
    summary: 'Sales standup',
    agenda: STANDUP_AGENDA,
    guests: [],
    teammates: [
      [0, 'needsAction'],
      [1, 'needsAction'],
      [2, 'needsAction'],
    ],
    conference: 'meet',
  },
  {
    key: 'copperleaf-renewal',
    workday: 2,
    hour: 14,
    minute: 30,
    minutes: 30,
    summary: 'Renewal check-in — Copperleaf Retail',
    agenda: 'Confirm the seat count and who signs the renewal.',
    guests: [
      ['grace', 'accepted'],
      ['ethan', 'needsAction'],
    ],
    teammates: [],
    conference: 'zoom',
  },
  {
    key: 'helio-proposal',
    workday: 3,
    hour: 10,
    minute: 0,
    minutes: 60,
    summary: 'Proposal walkthrough — Helio Health',
    agenda: 'Pilot scope, success criteria and pricing for two clinics.',
    guests: [
      ['maya', 'accepted'],
      ['ben', 'tentative'],
    ],
    teammates: [[0, 'accepted']],
    conference: 'meet',
  },
  {
    key: 'bluefin-negotiation',
    workday: 4,
    hour: 15,
    minute: 0,
    minutes: 45,
    summary: 'Negotiation — Bluefin Payments',
    agenda: 'Commercial terms for the security add-on, on site.',
    guests: [
      ['omar', 'accepted'],
      ['rachel', 'needsAction'],
    ],
    teammates: [[1, 'accepted']],
    conference: { location: 'Bluefin Payments HQ, 200 Market St, San Francisco, CA' },
  },
  {
    key: 'vantage-kickoff',
    workday: 5,
    hour: 10,
    minute: 30,
    minutes: 30,
    summary: 'Onboarding kickoff — Vantage Robotics',
    agenda: 'Rollout plan, admin setup and training dates.',
    guests: [
      ['aisha', 'accepted'],
      ['marco', 'needsAction'],
    ],
    teammates: [[2, 'accepted']],
    conference: 'zoom',
  },
];

export type SeedCalendarOptions = {
  issuer: string;
  email: string;
  displayName: string;
  now: Date;
  /** Numbers the seeded events as changes of the calendar. */
  nextChangeSeq: () => number;
  /** 0 for the first seeding; each reseeding gets new event ids. */
  generation?: number;
};

/**
 * A realistic fortnight for someone in sales, relative to `now`: discovery calls, demos and
 * negotiations with the seeded HubSpot contacts, plus internal standups; some on Google Meet,
 * some on Zoom, some in a room or on the phone.
 */
export function seedCalendarEvents(options: SeedCalendarOptions): CalendarEvent[] {
  const { issuer, email, displayName, now, nextChangeSeq, generation = 0 } = options;
  const domain = email.split('@')[1] ?? 'example.com';
  const today = wallTimeAt({ timeZone: CALENDAR_TIME_ZONE, instant: now });
  const stamp = now.toISOString();
  const self = { email, displayName, self: true };

  return TEMPLATES.map((template) => {
    const seed = generation === 0 ? `${email}:${template.key}` : `${email}:${generation}:${template.key}`;
    const id = newEventId(seed);
    const day = workdayFrom({ today, workday: template.workday });
    const start = instantOf({
      timeZone: CALENDAR_TIME_ZONE,
      wall: { ...day, hour: template.hour, minute: template.minute },
    });
    const end = new Date(start.getTime() + template.minutes * 60000);
    const attendees: EventAttendee[] = [
      { ...self, organizer: true, responseStatus: 'accepted' },
      ...template.teammates.map(([index, responseStatus]) => {
        const teammate = TEAMMATES[index] ?? TEAMMATES[0]!;
        return {
          email: `${teammate.localPart}@${domain}`,
          displayName: teammate.displayName,
          responseStatus,
        };
      }),
      ...template.guests.map(([key, responseStatus]) => {
        const contact = contactForKey(key);
        return { email: emailOf(contact), displayName: fullNameOf(contact), responseStatus };
      }),
    ];
    const changeSeq = nextChangeSeq();
    const event: CalendarEvent = {
      kind: 'calendar#event',
      etag: etagFor({ updatedMs: now.getTime(), changeSeq }),
      id,
      status: 'confirmed',
      htmlLink: htmlLinkFor({ issuer, id, email }),
      created: stamp,
      updated: stamp,
      summary: template.summary,
      description: template.agenda,
      creator: self,
      organizer: self,
      start: {
        dateTime: formatZoned({ timeZone: CALENDAR_TIME_ZONE, instant: start }),
        timeZone: CALENDAR_TIME_ZONE,
      },
      end: {
        dateTime: formatZoned({ timeZone: CALENDAR_TIME_ZONE, instant: end }),
        timeZone: CALENDAR_TIME_ZONE,
      },
      iCalUID: `${id}@google.com`,
      sequence: 0,
      attendees,
      reminders: { useDefault: true },
      eventType: 'default',
    };
    return withConference({ event, conference: template.conference, seed });
  });
}

type WithConferenceOptions = { event: CalendarEvent; conference: Conference; seed: string };

export function withConference({ event, conference, seed }: WithConferenceOptions): CalendarEvent {
  if (conference === 'meet') return { ...event, ...meetConference(meetCodeFor(seed)) };
  if (conference === 'zoom') {
    const zoom = zoomMeetingFor(seed);
    const description = [event.description, zoomInvitation(zoom)].filter(Boolean).join('\n\n');
    return { ...event, location: zoom.joinUrl, description };
  }
  return { ...event, location: conference.location };
}

type WorkdayOptions = { today: WallTime & { weekday: number }; workday: number };

/**
 * Counts working days from today, skipping Saturdays and Sundays, so a fortnight of meetings stays
 * within a week either side of today; workday 0 is today, or the Friday before at a weekend.
 */
function workdayFrom({ today, workday }: WorkdayOptions): WallTime {
  const isWeekend = (weekday: number) => weekday === 0 || weekday === 6;
  let day = today;
  if (workday === 0) {
    while (isWeekend(day.weekday)) day = addDays({ wall: day, days: -1 });
    return day;
  }
  const step = workday < 0 ? -1 : 1;
  for (let remaining = Math.abs(workday); remaining > 0; ) {
    day = addDays({ wall: day, days: step });
    if (!isWeekend(day.weekday)) remaining -= 1;
  }
  return day;
}
