import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCalendarAttendee, TCalendarEvent, TIntegrationName } from '@ting/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../../lib/browser';
import { stubFetch, type TStubRoute } from '../../../test/fetch-stub';
import { buildIdentity, TEST_ACCESS_TOKEN } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { formatEventSchedule } from '../utils/event-schedule';
import { UpcomingMeetings } from './upcoming-meetings';

const EVENTS_PATH = '/api/calendar/events?limit=50';
const CALENDAR_AUTHORIZE_URL = 'https://accounts.google.example/o/oauth2/auth?scope=calendar.readonly';

/** Tuesday 24 November 2026, 08:00 local time. */
const NOW = new Date(2026, 10, 24, 8, 0);

const at = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute).toISOString();

/** When a booked notetaker joins: 09:59 local time on the 24th, a minute before the discovery call. */
const JOINS_AT = at(24, 9, 59);

const attendee = (overrides: Partial<TCalendarAttendee> & { email: string }): TCalendarAttendee => ({
  name: null,
  response_status: 'accepted',
  is_external: false,
  is_organizer: false,
  ...overrides,
});

const buildEvent = (overrides: Partial<TCalendarEvent> & { id: string; title: string }): TCalendarEvent => ({
  description: null,
  starts_at: at(24, 10),
  ends_at: at(24, 10, 45),
  is_all_day: false,
  conference_url: null,
  conference_provider: null,
  organizer_email: 'ada@analytical.example',
  attendees: [],
  html_link: null,
  recording: null,
  ...overrides,
});

const EVENTS: TCalendarEvent[] = [
  buildEvent({
    id: 'discovery',
    title: 'Discovery call with Acme',
    starts_at: at(24, 10),
    ends_at: at(24, 10, 45),
    conference_provider: 'google_meet',
    conference_url: 'https://meet.google.com/abc-defg-hij',
    html_link: 'https://calendar.google.com/event?eid=discovery',
    attendees: [
      attendee({ email: 'ada@analytical.example', name: 'Ada Lovelace', is_organizer: true }),
      attendee({ email: 'wile@acme.example', name: 'Wile E. Coyote', is_external: true }),
      attendee({ email: 'roadrunner@acme.example', is_external: true }),
    ],
  }),
  buildEvent({
    id: 'demo',
    title: 'Product demo',
    starts_at: at(25, 14),
    ends_at: at(25, 15),
    conference_provider: 'zoom',
    conference_url: 'https://acme.zoom.us/j/123456789',
  }),
  buildEvent({
    id: 'negotiation',
    title: 'Contract negotiation',
    starts_at: at(26, 9, 30),
    ends_at: at(26, 10),
    conference_provider: 'teams',
    conference_url: 'https://teams.microsoft.com/l/meetup-join/xyz',
  }),
  buildEvent({ id: 'planning', title: 'Quarter planning', starts_at: at(24, 16), ends_at: at(24, 17) }),
];

type TSetupOptions = {
  orgIntegrations?: TIntegrationName[];
  events?: TStubRoute;
  /** More stubbed routes, keyed 'METHOD /path'. */
  routes?: Record<string, TStubRoute>;
  /** The identity's `is_admin`. */
  isAdmin?: boolean;
};

const setup = ({
  orgIntegrations = ['google_calendar'],
  events = { body: { data: EVENTS } },
  routes = {},
  isAdmin = true,
}: TSetupOptions = {}) => {
  const fetchStub = stubFetch({
    ...routes,
    [`GET ${EVENTS_PATH}`]: events,
    'GET /api/integrations/google-calendar/authorize?return_to=%2F': {
      body: { data: { url: CALENDAR_AUTHORIZE_URL } },
    },
  });
  const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
  renderWithProviders(<UpcomingMeetings orgIntegrations={orgIntegrations} />, {
    identity: buildIdentity({ user: { has_onboarded: true, is_admin: isAdmin }, orgIntegrations }),
  });
  return { ...fetchStub, assign, user: userEvent.setup() };
};

const listOfDay = (day: string) => screen.getByRole('list', { name: day });

describe('UpcomingMeetings', () => {
  beforeEach(() => {
    // Only the clock is fake: timers stay real so queries and transitions run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists the upcoming meetings grouped by day: Today, Tomorrow, then weekday and date', async () => {
    const { callsTo } = setup();
    expect(await screen.findByRole('heading', { level: 2, name: 'Upcoming meetings' })).toBeInTheDocument();

    const dayHeadings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    const thursday = new Intl.DateTimeFormat(undefined, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
    }).format(new Date(2026, 10, 26));
    expect(dayHeadings).toEqual(['Today', 'Tomorrow', thursday]);

    // The day's own items, not the participants listed inside them.
    const today = within(listOfDay('Today'))
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === listOfDay('Today'));
    expect(today.map((item) => item.getAttribute('data-meeting-id'))).toEqual(['discovery', 'planning']);
    expect(within(listOfDay('Tomorrow')).getByRole('listitem', { name: 'Product demo' })).toBeInTheDocument();
    expect(
      within(listOfDay(thursday)).getByRole('listitem', { name: 'Contract negotiation' }),
    ).toBeInTheDocument();

    expect(callsTo('GET', EVENTS_PATH)[0]?.headers.get('Authorization')).toBe(`Bearer ${TEST_ACCESS_TOKEN}`);
  });

  it('shows each meeting with its day and time range', async () => {
    setup();
    const item = await screen.findByRole('listitem', { name: 'Discovery call with Acme' });
    const [discovery] = EVENTS;
    const time = item.querySelector('time');
    expect(time?.textContent).toBe(formatEventSchedule({ event: discovery as TCalendarEvent }));
    expect(time).toHaveAttribute('datetime', discovery?.starts_at);
  });

  it.each([
    ['Discovery call with Acme', 'Google Meet', 'https://meet.google.com/abc-defg-hij'],
    ['Product demo', 'Zoom', 'https://acme.zoom.us/j/123456789'],
    ['Contract negotiation', 'Microsoft Teams', 'https://teams.microsoft.com/l/meetup-join/xyz'],
  ])('marks %s with a %s badge that opens the call in a new tab', async (title, badge, url) => {
    setup();
    const item = await screen.findByRole('listitem', { name: title });
    const link = within(item).getByRole('link', { name: badge });
    expect(link).toHaveAttribute('href', url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('shows no conference badge on a meeting without a video call', async () => {
    setup();
    const item = await screen.findByRole('listitem', { name: 'Quarter planning' });
    expect(within(item).queryByRole('link')).not.toBeInTheDocument();
  });

  it('lists the participants by name or email and marks the external ones', async () => {
    setup();
    const item = await screen.findByRole('listitem', { name: 'Discovery call with Acme' });
    const participants = within(within(item).getByRole('list', { name: 'Participants' })).getAllByRole(
      'listitem',
    );
    expect(participants.map((participant) => participant.textContent)).toEqual([
      expect.stringMatching(/Ada Lovelace \(organizer\)$/),
      expect.stringMatching(/Wile E\. CoyoteExternal$/),
      expect.stringMatching(/roadrunner@acme\.exampleExternal$/),
    ]);
    expect(participants[0]).not.toHaveAttribute('data-external');
    expect(participants[1]).toHaveAttribute('data-external', 'true');
    expect(participants[2]).toHaveAttribute('title', 'roadrunner@acme.example');
  });

  it('shows skeletons while the meetings load', async () => {
    setup();
    // The answer is a promise away, so the first render is the loading state.
    expect(screen.getByLabelText('Loading upcoming meetings')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('heading', { name: 'Upcoming meetings' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading upcoming meetings')).not.toBeInTheDocument();
  });

  it('says so when the calendar is connected but nothing is coming up', async () => {
    setup({ events: { body: { data: [] } } });
    expect(
      await screen.findByRole('heading', { name: 'No upcoming meetings in the next 30 days' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Integrate Google Calendar' })).not.toBeInTheDocument();
  });

  it('offers the calendar integration, without asking for meetings, when no calendar is connected', async () => {
    const { user, assign, callsTo } = setup({ orgIntegrations: [] });
    expect(await screen.findByRole('heading', { name: 'No meetings yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Integrate Google Calendar' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(CALENDAR_AUTHORIZE_URL));
    expect(callsTo('GET', EVENTS_PATH)).toHaveLength(0);
  });

  it('offers a member without a calendar to integrate their own, as it offers the admin', async () => {
    const { user, assign } = setup({ orgIntegrations: [], isAdmin: false });
    expect(await screen.findByRole('heading', { name: 'No meetings yet' })).toBeInTheDocument();
    expect(screen.queryByText(/Only your organization's admin/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Integrate Google Calendar' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CALENDAR_AUTHORIZE_URL));
  });

  it('offers to try again when the meetings cannot be loaded', async () => {
    let isDown = true;
    const { user } = setup({
      events: () =>
        isDown
          ? { status: 500, body: { message: 'Calendar sync failed', code: 'INTERNAL_ERROR' } }
          : { body: { data: EVENTS } },
    });
    expect(
      await screen.findByRole('heading', { name: 'Your upcoming meetings could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Calendar sync failed')).toBeInTheDocument();

    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Product demo' })).toBeInTheDocument();
  });
});

describe('UpcomingMeetings recording', () => {
  const RECORD_PATH = (eventId: string) => `/api/calendar/events/${eventId}/record`;
  const withRecording = (
    events: TCalendarEvent[],
    recordings: Record<string, TCalendarEvent['recording']>,
  ): TCalendarEvent[] =>
    events.map((event) =>
      event.id in recordings ? { ...event, recording: recordings[event.id] ?? null } : event,
    );

  const recordSwitch = async (title: string) =>
    within(await screen.findByRole('listitem', { name: title })).getByRole('switch', { name: 'Record' });

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows whether the notetaker records each meeting with a call, and links to its meeting', async () => {
    setup({
      events: {
        body: {
          data: withRecording(EVENTS, {
            discovery: { meeting_id: 'meeting-1', bot_status: 'scheduled', joins_at: JOINS_AT },
            demo: { meeting_id: 'meeting-2', bot_status: 'cancelled', joins_at: JOINS_AT },
            negotiation: { meeting_id: 'meeting-3', bot_status: 'in_call', joins_at: JOINS_AT },
          }),
        },
      },
    });

    const discovery = await recordSwitch('Discovery call with Acme');
    expect(discovery).toBeChecked();
    expect(discovery).toBeEnabled();
    expect(await recordSwitch('Product demo')).not.toBeChecked();

    const negotiation = await recordSwitch('Contract negotiation');
    expect(negotiation).toBeChecked();
    expect(negotiation).toBeDisabled();

    const discoveryItem = screen.getByRole('listitem', { name: 'Discovery call with Acme' });
    expect(within(discoveryItem).getByRole('link', { name: 'Open meeting' })).toHaveAttribute(
      'href',
      '/meetings/meeting-1',
    );
  });

  it('says when a booked notetaker joins, and where one that has set out is, beside the switch', async () => {
    setup({
      events: {
        body: {
          data: withRecording(EVENTS, {
            discovery: { meeting_id: 'meeting-1', bot_status: 'scheduled', joins_at: JOINS_AT },
            demo: { meeting_id: 'meeting-2', bot_status: 'waiting_room', joins_at: JOINS_AT },
            negotiation: { meeting_id: 'meeting-3', bot_status: 'joining', joins_at: JOINS_AT },
          }),
        },
      },
    });
    const joinTime = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' }).format(
      new Date(JOINS_AT),
    );
    const discovery = await screen.findByRole('listitem', { name: 'Discovery call with Acme' });
    expect(within(discovery).getByText(`Notetaker joins at ${joinTime}`)).toBeInTheDocument();
    // Booked, not yet set out: the switch still calls it off.
    expect(within(discovery).getByRole('switch', { name: 'Record' })).toBeEnabled();

    const demo = screen.getByRole('listitem', { name: 'Product demo' });
    expect(within(demo).getByText('Notetaker is waiting to be admitted')).toBeInTheDocument();
    expect(within(demo).getByRole('switch', { name: 'Record' })).toBeDisabled();
    const negotiation = screen.getByRole('listitem', { name: 'Contract negotiation' });
    expect(within(negotiation).getByText('Notetaker is joining the call')).toBeInTheDocument();
    expect(within(negotiation).getByRole('switch', { name: 'Record' })).toBeDisabled();
  });

  it('says the notetaker has joined when hovering a switch locked by a bot in the call', async () => {
    const { user } = setup({
      events: {
        body: {
          data: withRecording(EVENTS, {
            negotiation: { meeting_id: 'meeting-3', bot_status: 'in_call', joins_at: JOINS_AT },
          }),
        },
      },
    });
    const item = await screen.findByRole('listitem', { name: 'Contract negotiation' });
    await user.hover(within(item).getByText('Record'));
    expect(await screen.findByText('The notetaker has joined')).toBeInTheDocument();
  });

  it('has no switch and no meeting link on a meeting without a video call', async () => {
    setup();
    const item = await screen.findByRole('listitem', { name: 'Quarter planning' });
    expect(within(item).queryByRole('switch')).not.toBeInTheDocument();
    expect(within(item).queryByRole('link', { name: 'Open meeting' })).not.toBeInTheDocument();
  });

  it('sends the notetaker with a POST when the switch is turned on', async () => {
    let isScheduled = false;
    const { user, callsTo } = setup({
      events: () => ({
        body: {
          data: isScheduled
            ? withRecording(EVENTS, {
                demo: { meeting_id: 'meeting-2', bot_status: 'scheduled', joins_at: JOINS_AT },
              })
            : EVENTS,
        },
      }),
      routes: {
        [`POST ${RECORD_PATH('demo')}`]: () => {
          isScheduled = true;
          return { status: 201, body: { data: { id: 'meeting-2' } } };
        },
      },
    });

    const demo = await recordSwitch('Product demo');
    expect(demo).not.toBeChecked();
    await user.click(demo);
    expect(demo).toBeChecked();

    const [call] = callsTo('POST', RECORD_PATH('demo'));
    expect(call?.headers.get('Authorization')).toBe(`Bearer ${TEST_ACCESS_TOKEN}`);
    expect(await screen.findByRole('link', { name: 'Open meeting' })).toHaveAttribute(
      'href',
      '/meetings/meeting-2',
    );
    await waitFor(() => expect(demo).toBeEnabled());
    expect(demo).toBeChecked();
    expect(callsTo('GET', EVENTS_PATH)).toHaveLength(2);
  });

  it('calls the notetaker off with a DELETE when the switch is turned off', async () => {
    let isCancelled = false;
    const { user, callsTo } = setup({
      events: () => ({
        body: {
          data: withRecording(EVENTS, {
            discovery: {
              meeting_id: 'meeting-1',
              bot_status: isCancelled ? 'cancelled' : 'scheduled',
              joins_at: JOINS_AT,
            },
          }),
        },
      }),
      routes: {
        [`DELETE ${RECORD_PATH('discovery')}`]: () => {
          isCancelled = true;
          return { body: { data: null } };
        },
      },
    });

    const discovery = await recordSwitch('Discovery call with Acme');
    expect(discovery).toBeChecked();
    await user.click(discovery);
    expect(discovery).not.toBeChecked();

    await waitFor(() => expect(discovery).toBeEnabled());
    expect(discovery).not.toBeChecked();
    expect(callsTo('DELETE', RECORD_PATH('discovery'))).toHaveLength(1);
    expect(callsTo('POST', RECORD_PATH('discovery'))).toHaveLength(0);
  });

  it('puts the switch back and shows the error when the notetaker cannot be sent', async () => {
    const { user, callsTo } = setup({
      routes: {
        [`POST ${RECORD_PATH('demo')}`]: {
          status: 400,
          body: { message: 'This meeting is already over', code: 'BAD_REQUEST' },
        },
      },
    });

    const demo = await recordSwitch('Product demo');
    await user.click(demo);
    expect(await screen.findByText('This meeting is already over')).toBeInTheDocument();
    await waitFor(() => expect(demo).toBeEnabled());
    expect(demo).not.toBeChecked();
    expect(callsTo('POST', RECORD_PATH('demo'))).toHaveLength(1);
  });

  it('links to the auto-recording setting under the heading', async () => {
    setup();
    expect(
      await screen.findByRole('link', { name: 'Turn on auto-recording of external meetings in Settings' }),
    ).toHaveAttribute('href', '/settings#personalisation');
  });
});
