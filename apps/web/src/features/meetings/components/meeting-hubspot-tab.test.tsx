import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCrmUpdate, TMeetingCrmUpdates } from '@ting/contracts';
import { describe, expect, it, vi } from 'vitest';
import {
  buildCrmActivity,
  buildCrmUpdate,
  buildMeetingCrmUpdates,
  HUBSPOT_RECORD_URL,
} from '../../../test/crm-update-fixtures';
import { stubFetch, type TStubRoute } from '../../../test/fetch-stub';
import { buildField } from '../../../test/field-fixtures';
import { buildIdentity, TEST_ACCESS_TOKEN } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { MeetingHubspotTab } from './meeting-hubspot-tab';

const UPDATES_PATH = '/api/meetings/m-1/crm/updates';
const SYNC_PATH = '/api/meetings/m-1/crm/sync';

const MEETING = buildCrmActivity({
  id: 'u-meeting',
  kind: 'meeting',
  title: 'Discovery call with Northbeam',
});
const NOTE = buildCrmActivity({
  id: 'u-note',
  kind: 'note',
  title: 'Northbeam worries about pricing',
  status: 'queued',
  url: null,
  hubspot_id: null,
});
const TASK = buildCrmActivity({
  id: 'u-task',
  kind: 'task',
  title: 'Send the pricing sheet',
  status: 'failed',
  reason: 'HubSpot refused the task: the owner no longer exists.',
  url: null,
  hubspot_id: null,
});
const COMPETITORS = buildCrmUpdate({ id: 'u-competitors', old_display: 'Freightly', old_value: 'Freightly' });
const STAGE = buildCrmUpdate({
  id: 'u-stage',
  property: 'dealstage',
  property_label: 'Deal stage',
  old_value: 'appointmentscheduled',
  old_display: 'Appointment scheduled',
  new_value: 'contractsent',
  new_display: 'Contract sent',
  evidence: { quote: 'Send us the contract this week.', start_ms: 95_000 },
  status: 'pending_review',
  reason: 'Deal stage is always reviewed before it is written.',
  hubspot_id: null,
  url: null,
});
const AMOUNT = buildCrmUpdate({
  id: 'u-amount',
  property: 'amount',
  property_label: 'Amount',
  new_value: '30000',
  new_display: '30000',
  evidence: { quote: 'Thirty thousand euros is the budget.', start_ms: 30_000 },
  status: 'pending_review',
  reason: 'Amount is always reviewed before it is written.',
  hubspot_id: null,
  url: null,
});
const PHONE = buildCrmUpdate({
  id: 'u-phone',
  record_type: 'contact',
  record_id: '101',
  record_name: 'Hannah Berg',
  property: 'phone',
  property_label: 'Phone number',
  old_value: '+49 30 1234',
  old_display: '+49 30 1234',
  new_value: '+49 30 9999',
  new_display: '+49 30 9999',
  status: 'skipped',
  reason: 'Kept the value Hannah’s owner set in HubSpot after the meeting.',
  url: null,
});
const INDUSTRY = buildCrmUpdate({
  id: 'u-industry',
  record_type: 'company',
  record_id: '201',
  record_name: 'Northbeam Logistics',
  property: 'industry',
  property_label: 'Industry',
  new_value: 'LOGISTICS',
  new_display: 'Logistics',
  status: 'rejected',
  url: null,
});

type TUpdatesStore = {
  stored: () => TMeetingCrmUpdates;
  setStored: (next: TMeetingCrmUpdates) => void;
  /** Stores one update as the server would after a decision or retry, and answers with it. */
  answerWith: (next: TCrmUpdate) => () => { body: unknown };
};

/** Serves `GET …/crm/updates` from state the other routes change, as the server would. */
const setup = ({
  updates,
  routes = () => ({}),
  onSeek = null,
}: {
  updates: TMeetingCrmUpdates;
  routes?: (store: TUpdatesStore) => Record<string, TStubRoute>;
  onSeek?: ((timeMs: number) => void) | null;
}) => {
  let current = updates;
  const store: TUpdatesStore = {
    stored: () => current,
    setStored: (next) => {
      current = next;
    },
    answerWith: (next) => () => {
      current = { ...current, updates: current.updates.map((u) => (u.id === next.id ? next : u)) };
      return { body: { data: next } };
    },
  };
  const fetchStub = stubFetch({
    [`GET ${UPDATES_PATH}`]: () => ({ body: { data: current } }),
    ...routes(store),
  });
  renderWithProviders(<MeetingHubspotTab meetingId="m-1" onSeek={onSeek} />, { identity: buildIdentity() });
  return { ...fetchStub, ...store, user: userEvent.setup() };
};

const activitiesList = () => screen.findByRole('list', { name: 'Activities' });
const propertiesList = () => screen.findByRole('list', { name: 'Property updates' });
const itemOf = (list: HTMLElement, name: string | RegExp) =>
  within(list)
    .getAllByRole('listitem')
    .find((item) => within(item).queryByText(name)) as HTMLElement;
const statusOf = (item: HTMLElement) => item.querySelector('[data-crm-status]')?.textContent;
const statusesByName = (list: HTMLElement) =>
  Object.fromEntries(
    within(list)
      .getAllByRole('listitem')
      .map((item) => [item.querySelector('[data-update-name]')?.textContent, statusOf(item)]),
  );

describe('MeetingHubspotTab', () => {
  it('offers the HubSpot connection, and nothing else, when HubSpot is not connected', async () => {
    const { callsTo } = setup({ updates: { ...buildMeetingCrmUpdates([]), connected: false } });
    expect(await screen.findByText('HubSpot is not connected.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect HubSpot' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sync to HubSpot' })).not.toBeInTheDocument();
    expect(callsTo('GET', UPDATES_PATH)[0]?.headers.get('Authorization')).toBe(`Bearer ${TEST_ACCESS_TOKEN}`);
  });

  it('says nothing was written yet, and still offers Sync to HubSpot', async () => {
    setup({ updates: buildMeetingCrmUpdates([]) });
    expect(
      await screen.findByText('Nothing has been written to HubSpot for this meeting yet.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sync to HubSpot' })).toBeEnabled();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(document.querySelector('[data-tour="hubspot-summary"]')).not.toBeNull();
  });

  it('lists the meeting, note and tasks, then the property updates by record, each with its status', async () => {
    setup({
      updates: buildMeetingCrmUpdates([TASK, PHONE, COMPETITORS, NOTE, INDUSTRY, MEETING, STAGE]),
    });
    const activities = await activitiesList();
    const activityItems = within(activities).getAllByRole('listitem');
    expect(activityItems.map((item) => item.getAttribute('data-crm-update'))).toEqual([
      'meeting',
      'note',
      'task',
    ]);
    expect(activityItems.map(statusOf)).toEqual(['Written', 'Queued', 'Failed']);
    expect(activityItems[0]).toHaveTextContent('Meeting');
    expect(activityItems[2]).toHaveTextContent('Task');
    expect(activityItems[2]).toHaveTextContent('Send the pricing sheet');
    expect(activityItems[2]).toHaveTextContent('HubSpot refused the task: the owner no longer exists.');
    expect(
      within(activityItems[2] as HTMLElement).getByRole('button', { name: 'Retry' }),
    ).toBeInTheDocument();

    const properties = await propertiesList();
    const propertyItems = within(properties).getAllByRole('listitem');
    // Deals first, then contacts, then companies (the linked records' order); by label within a record.
    expect(propertyItems.map((item) => item.querySelector('[data-update-name]')?.textContent)).toEqual([
      'Competitors',
      'Deal stage',
      'Phone number',
      'Industry',
    ]);
    expect(propertyItems.map(statusOf)).toEqual(['Written', 'Needs review', 'Kept', 'Rejected']);
    const [competitors, stage, phone, industry] = propertyItems as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(competitors).toHaveTextContent('Northbeam fleet rollout');
    expect(competitors).toHaveTextContent('Competitors');
    expect(competitors.querySelector('[data-value="old"]')).toHaveTextContent('Freightly');
    expect(competitors.querySelector('[data-value="new"]')).toHaveTextContent('Acme Freight');
    expect(competitors).toHaveTextContent('“We are also talking to Acme Freight.”');

    // Enumerations show their option labels, not HubSpot's internal values.
    expect(stage.querySelector('[data-value="old"]')).toHaveTextContent('Appointment scheduled');
    expect(stage.querySelector('[data-value="new"]')).toHaveTextContent('Contract sent');
    expect(stage).toHaveTextContent('Deal stage is always reviewed before it is written.');
    expect(within(stage).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(stage).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(stage).getByRole('button', { name: 'Reject' })).toBeInTheDocument();

    expect(phone).toHaveTextContent('Hannah Berg');
    expect(phone).toHaveTextContent('Kept the value Hannah’s owner set in HubSpot after the meeting.');
    expect(within(phone).queryByRole('button')).toBeNull();
    expect(industry.querySelector('[data-value="old"]')).toHaveTextContent('Empty');
    expect(industry.querySelector('[data-value="new"]')).toHaveTextContent('Logistics');
    expect(within(industry).queryByRole('button')).toBeNull();

    const badge = (item: HTMLElement) => item.querySelector('[data-crm-status]')?.getAttribute('style') ?? '';
    expect(badge(competitors)).toContain('green');
    expect(badge(activityItems[2] as HTMLElement)).toContain('red');
    // One update waits for review: it says so, but 'all' buttons only appear for several.
    expect(screen.getByText('1 update waits for your review.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve all' })).not.toBeInTheDocument();
  });

  it('links each written update to its HubSpot page in a new tab, and nothing that is not written yet', async () => {
    setup({ updates: buildMeetingCrmUpdates([MEETING, NOTE, COMPETITORS, STAGE]) });
    const activities = await activitiesList();
    const meeting = within(activities).getByRole('link', { name: 'Discovery call with Northbeam' });
    expect(meeting).toHaveAttribute('href', `${HUBSPOT_RECORD_URL}/0-3/301?engagement=hs-u-meeting`);
    expect(meeting).toHaveAttribute('target', '_blank');
    expect(meeting.getAttribute('rel')).toContain('noopener');
    expect(within(itemOf(activities, 'Northbeam worries about pricing')).queryByRole('link')).toBeNull();

    const properties = await propertiesList();
    const competitors = within(properties).getByRole('link', { name: 'Competitors' });
    expect(competitors).toHaveAttribute('href', `${HUBSPOT_RECORD_URL}/0-3/301`);
    expect(competitors).toHaveAttribute('target', '_blank');
    expect(within(itemOf(properties, 'Deal stage')).queryByRole('link')).toBeNull();
  });

  it('plays the recording from the moment a quote was said', async () => {
    const onSeek = vi.fn();
    const { user } = setup({ updates: buildMeetingCrmUpdates([COMPETITORS, STAGE]), onSeek });
    const properties = await propertiesList();
    await user.click(
      within(itemOf(properties, 'Deal stage')).getByRole('button', { name: 'Play from 01:35' }),
    );
    expect(onSeek).toHaveBeenCalledWith(95_000);
    await user.click(
      within(itemOf(properties, 'Competitors')).getByRole('button', { name: 'Play from 01:02' }),
    );
    expect(onSeek).toHaveBeenLastCalledWith(62_000);
  });

  it('shows the quote’s time as text when there is no recording to play', async () => {
    setup({ updates: buildMeetingCrmUpdates([COMPETITORS]) });
    const properties = await propertiesList();
    expect(within(properties).getByText('[01:02]')).toBeInTheDocument();
    expect(within(properties).queryByRole('button', { name: /^Play from/ })).not.toBeInTheDocument();
  });
});

describe('MeetingHubspotTab review', () => {
  it('approves a proposed update, which is then queued for writing', async () => {
    const decisionPath = `${UPDATES_PATH}/u-stage/decision`;
    const { user, callsTo } = setup({
      updates: buildMeetingCrmUpdates([STAGE, COMPETITORS], { write_mode: 'review' }),
      routes: ({ answerWith }) => ({
        [`POST ${decisionPath}`]: answerWith({ ...STAGE, status: 'queued', reason: null }),
      }),
    });
    expect(
      await screen.findByText(
        'Ting proposes these updates; only the ones you approve are written to HubSpot.',
        {
          exact: false,
        },
      ),
    ).toBeInTheDocument();
    const stage = itemOf(await propertiesList(), 'Deal stage');
    await user.click(within(stage).getByRole('button', { name: 'Approve' }));

    await waitFor(() =>
      expect(statusOf(itemOf(screen.getByRole('list', { name: 'Property updates' }), 'Deal stage'))).toBe(
        'Queued',
      ),
    );
    expect(callsTo('POST', decisionPath).map(({ body }) => body)).toEqual([{ decision: 'approve' }]);
    expect(
      within(itemOf(screen.getByRole('list', { name: 'Property updates' }), 'Deal stage')).queryByRole(
        'button',
        { name: 'Approve' },
      ),
    ).toBeNull();
    expect(screen.queryByText(/waits? for your review/)).not.toBeInTheDocument();
  });

  it('offers Approve and Reject, but no Edit, for a proposed activity', async () => {
    const decisionPath = `${UPDATES_PATH}/u-task/decision`;
    const pendingTask = { ...TASK, status: 'pending_review' as const, reason: 'Review mode is on.' };
    const { user, callsTo } = setup({
      updates: buildMeetingCrmUpdates([pendingTask], { write_mode: 'review' }),
      routes: ({ answerWith }) => ({
        [`POST ${decisionPath}`]: answerWith({ ...pendingTask, status: 'queued', reason: null }),
      }),
    });
    const task = () => itemOf(screen.getByRole('list', { name: 'Activities' }), 'Send the pricing sheet');
    await activitiesList();
    expect(task()).toHaveTextContent('Review mode is on.');
    expect(within(task()).queryByRole('button', { name: 'Edit' })).toBeNull();
    await user.click(within(task()).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(statusOf(task())).toBe('Queued'));
    expect(callsTo('POST', decisionPath).map(({ body }) => body)).toEqual([{ decision: 'approve' }]);
  });

  it('rejects a proposed update, so it is never written', async () => {
    const decisionPath = `${UPDATES_PATH}/u-stage/decision`;
    const { user, callsTo } = setup({
      updates: buildMeetingCrmUpdates([STAGE]),
      routes: ({ answerWith }) => ({
        [`POST ${decisionPath}`]: answerWith({ ...STAGE, status: 'rejected', reason: null }),
      }),
    });
    const properties = await propertiesList();
    await user.click(within(itemOf(properties, 'Deal stage')).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(statusOf(itemOf(properties, 'Deal stage'))).toBe('Rejected'));
    expect(callsTo('POST', decisionPath).map(({ body }) => body)).toEqual([{ decision: 'reject' }]);
  });

  it('puts a proposal back up for review when the decision fails, and says why', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = setup({
      updates: buildMeetingCrmUpdates([STAGE]),
      routes: () => ({
        [`POST ${UPDATES_PATH}/u-stage/decision`]: {
          status: 409,
          body: { message: 'This update was decided already.', code: 'CONFLICT' },
        },
      }),
    });
    const properties = await propertiesList();
    await user.click(within(itemOf(properties, 'Deal stage')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('This update was decided already.')).toBeInTheDocument();
    await waitFor(() => expect(statusOf(itemOf(properties, 'Deal stage'))).toBe('Needs review'));
    expect(
      within(itemOf(properties, 'Deal stage')).getByRole('button', { name: 'Approve' }),
    ).toBeInTheDocument();
  });

  it('approves an edited value, picked from the options of an enumeration', async () => {
    const decisionPath = `${UPDATES_PATH}/u-stage/decision`;
    const { user, callsTo } = setup({
      updates: buildMeetingCrmUpdates([STAGE]),
      routes: ({ answerWith }) => ({
        'GET /fields': {
          body: {
            data: {
              hs: [],
              properties: [
                buildField({
                  id: 'deal.dealstage',
                  label: 'Deal stage',
                  name: 'dealstage',
                  type: 'enumeration',
                  field_type: 'select',
                  options: [
                    { label: 'Appointment scheduled', value: 'appointmentscheduled' },
                    { label: 'Contract sent', value: 'contractsent' },
                    { label: 'Closed won', value: 'closedwon' },
                  ],
                }),
              ],
            },
          },
        },
        [`POST ${decisionPath}`]: answerWith({
          ...STAGE,
          status: 'queued',
          reason: null,
          new_value: 'closedwon',
          new_display: 'Closed won',
        }),
      }),
    });
    const properties = await propertiesList();
    await user.click(within(itemOf(properties, 'Deal stage')).getByRole('button', { name: 'Edit' }));
    const select = await within(itemOf(properties, 'Deal stage')).findByRole('combobox', {
      name: 'New value for Deal stage',
    });
    expect(select).toHaveValue('Contract sent');
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Closed won' }));
    await user.click(
      within(itemOf(properties, 'Deal stage')).getByRole('button', { name: 'Save and approve' }),
    );

    await waitFor(() =>
      expect(callsTo('POST', decisionPath).map(({ body }) => body)).toEqual([
        { decision: 'approve', value: 'closedwon' },
      ]),
    );
    const stage = itemOf(properties, 'Deal stage');
    await waitFor(() => expect(stage.querySelector('[data-value="new"]')).toHaveTextContent('Closed won'));
    expect(statusOf(stage)).toBe('Queued');
  });

  it('approves an edited text value, and Cancel leaves the proposal as it was', async () => {
    const decisionPath = `${UPDATES_PATH}/u-amount/decision`;
    const { user, callsTo } = setup({
      updates: buildMeetingCrmUpdates([AMOUNT]),
      routes: ({ answerWith }) => ({
        'GET /fields': { body: { data: { hs: [], properties: [] } } },
        [`POST ${decisionPath}`]: answerWith({
          ...AMOUNT,
          status: 'queued',
          reason: null,
          new_value: '32000',
          new_display: '32000',
        }),
      }),
    });
    const properties = await propertiesList();
    const amount = () => itemOf(properties, 'Amount');
    await user.click(within(amount()).getByRole('button', { name: 'Edit' }));
    const input = await within(amount()).findByRole('textbox', { name: 'New value for Amount' });
    expect(input).toHaveValue('30000');
    await user.clear(input);
    expect(within(amount()).getByRole('button', { name: 'Save and approve' })).toBeDisabled();
    await user.click(within(amount()).getByRole('button', { name: 'Cancel' }));
    expect(within(amount()).queryByRole('textbox')).toBeNull();
    expect(callsTo('POST', decisionPath)).toHaveLength(0);

    await user.click(within(amount()).getByRole('button', { name: 'Edit' }));
    const again = await within(amount()).findByRole('textbox', { name: 'New value for Amount' });
    await user.clear(again);
    await user.type(again, '32000');
    await user.click(within(amount()).getByRole('button', { name: 'Save and approve' }));
    await waitFor(() =>
      expect(callsTo('POST', decisionPath).map(({ body }) => body)).toEqual([
        { decision: 'approve', value: '32000' },
      ]),
    );
    await waitFor(() => expect(amount().querySelector('[data-value="new"]')).toHaveTextContent('32000'));
  });

  it('approves or rejects every pending update at once', async () => {
    const allPath = `${UPDATES_PATH}/decision`;
    const { user, callsTo } = setup({
      updates: buildMeetingCrmUpdates([COMPETITORS, STAGE, AMOUNT]),
      routes: ({ stored, setStored }) => ({
        [`POST ${allPath}`]: () => {
          const next = {
            ...stored(),
            syncing: true,
            updates: stored().updates.map((u) =>
              u.status === 'pending_review' ? { ...u, status: 'queued' as const, reason: null } : u,
            ),
          };
          setStored({ ...next, syncing: false });
          return { body: { data: next } };
        },
      }),
    });
    expect(await screen.findByText('2 updates wait for your review.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve all' }));

    const properties = await propertiesList();
    await waitFor(() =>
      expect(statusesByName(properties)).toEqual({
        Amount: 'Queued',
        Competitors: 'Written',
        'Deal stage': 'Queued',
      }),
    );
    expect(callsTo('POST', allPath).map(({ body }) => body)).toEqual([{ decision: 'approve' }]);
    expect(screen.queryByRole('button', { name: 'Approve all' })).not.toBeInTheDocument();
  });

  it('rejects every pending update at once, and puts them all back when that fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const allPath = `${UPDATES_PATH}/decision`;
    const { user, callsTo } = setup({
      updates: buildMeetingCrmUpdates([STAGE, AMOUNT]),
      routes: () => ({
        [`POST ${allPath}`]: {
          status: 502,
          body: { message: 'HubSpot is unavailable.', code: 'INTEGRATION_ERROR' },
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Reject all' }));
    expect(await screen.findByText('HubSpot is unavailable.')).toBeInTheDocument();
    expect(callsTo('POST', allPath).map(({ body }) => body)).toEqual([{ decision: 'reject' }]);
    const properties = await propertiesList();
    await waitFor(() =>
      expect(within(properties).getAllByRole('listitem').map(statusOf)).toEqual([
        'Needs review',
        'Needs review',
      ]),
    );
    expect(screen.getByRole('button', { name: 'Reject all' })).toBeEnabled();
  });

  it('retries a failed write, and shows it failed again when the retry is refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const retryPath = `${UPDATES_PATH}/u-task/retry`;
    let isRefused = true;
    const { user, callsTo } = setup({
      updates: buildMeetingCrmUpdates([MEETING, TASK]),
      routes: (store) => ({
        [`POST ${retryPath}`]: () =>
          isRefused
            ? { status: 502, body: { message: 'HubSpot is unavailable.', code: 'INTEGRATION_ERROR' } }
            : store.answerWith({ ...TASK, status: 'queued', reason: null })(),
      }),
    });
    const activities = await activitiesList();
    const task = () => itemOf(activities, 'Send the pricing sheet');
    await user.click(within(task()).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('HubSpot is unavailable.')).toBeInTheDocument();
    await waitFor(() => expect(statusOf(task())).toBe('Failed'));

    isRefused = false;
    await user.click(within(task()).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(statusOf(task())).toBe('Queued'));
    expect(within(task()).queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(task()).not.toHaveTextContent('the owner no longer exists');
    expect(callsTo('POST', retryPath)).toHaveLength(2);
  });
});

describe('MeetingHubspotTab Sync to HubSpot', () => {
  it('re-runs the sync, polls while it runs, and shows what it wrote', async () => {
    const { user, callsTo, setStored, stored } = setup({
      updates: buildMeetingCrmUpdates([]),
      routes: ({ stored: read, setStored: write }) => ({
        [`POST ${SYNC_PATH}`]: () => {
          write({ ...read(), syncing: true });
          return { status: 202, body: { data: { queued: true } } };
        },
      }),
    });
    const sync = await screen.findByRole('button', { name: 'Sync to HubSpot' });
    await user.click(sync);

    await waitFor(() => expect(screen.getByRole('button', { name: 'Sync to HubSpot' })).toBeDisabled());
    expect(screen.getByRole('status')).toHaveTextContent('Syncing with HubSpot…');
    expect(callsTo('POST', SYNC_PATH)).toHaveLength(1);
    const readsWhenSynced = callsTo('GET', UPDATES_PATH).length;

    // Still syncing: the tab keeps asking (every 2 s).
    await waitFor(() => expect(callsTo('GET', UPDATES_PATH).length).toBeGreaterThan(readsWhenSynced), {
      timeout: 3_000,
    });
    setStored({ ...stored(), syncing: false, updates: [MEETING, COMPETITORS] });

    const activities = await screen.findByRole('list', { name: 'Activities' }, { timeout: 3_000 });
    expect(
      within(activities).getByRole('link', { name: 'Discovery call with Northbeam' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sync to HubSpot' })).toBeEnabled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    // Done: no more polling.
    const readsWhenDone = callsTo('GET', UPDATES_PATH).length;
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(callsTo('GET', UPDATES_PATH)).toHaveLength(readsWhenDone);
  }, 12_000);

  it('enables Sync to HubSpot again when the sync cannot be started', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = setup({
      updates: buildMeetingCrmUpdates([MEETING]),
      routes: () => ({
        [`POST ${SYNC_PATH}`]: {
          status: 409,
          body: { message: 'HubSpot is not connected.', code: 'NOT_CONNECTED' },
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Sync to HubSpot' }));
    expect(await screen.findByText('HubSpot is not connected.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sync to HubSpot' })).toBeEnabled());
  });
});

describe('MeetingHubspotTab values people read', () => {
  const CLOSE_DATE = buildCrmUpdate({
    id: 'u-closedate',
    property: 'closedate',
    property_label: 'Close Date',
    old_value: '2026-12-29T04:50:49.267Z',
    old_display: '2026-12-29T04:50:49.267Z',
    new_value: '2026-12-18T00:00:00.000Z',
    new_display: '2026-12-18T00:00:00.000Z',
    value_type: 'datetime',
    field_type: 'date',
    status: 'pending_review',
    hubspot_id: null,
    url: null,
  });
  const MONEY = buildCrmUpdate({
    id: 'u-money',
    property: 'amount',
    property_label: 'Amount',
    old_value: '84000',
    old_display: '84000',
    new_value: '72000',
    new_display: '72000',
    value_type: 'number',
    field_type: 'number',
    currency_code: 'USD',
    status: 'pending_review',
    hubspot_id: null,
    url: null,
  });
  const OLD_DESCRIPTION =
    'Northbeam runs 40 delivery vans across three depots and tracks them in spreadsheets today; the operations lead wants one live map before the spring peak.';
  const DESCRIPTION = buildCrmUpdate({
    id: 'u-description',
    property: 'description',
    property_label: 'Deal Description',
    old_value: OLD_DESCRIPTION,
    old_display: OLD_DESCRIPTION,
    new_value: `${OLD_DESCRIPTION}\n\nMeeting 3 Dec: wants SSO before signing.`,
    new_display: `${OLD_DESCRIPTION}\n\nMeeting 3 Dec: wants SSO before signing.`,
    value_type: 'string',
    field_type: 'textarea',
    status: 'written',
  });
  const WRITTEN_STAGE = {
    ...STAGE,
    id: 'u-written-stage',
    value_type: 'enumeration',
    status: 'written',
  } as const;

  it('proposes a close date as a day and an amount in the deal’s currency, never raw', async () => {
    setup({ updates: buildMeetingCrmUpdates([CLOSE_DATE, MONEY]) });
    const list = await propertiesList();
    const closeDate = itemOf(list, 'Close Date');
    expect(closeDate.querySelector('[data-value="new"]')).toHaveTextContent(/^Dec 18, 2026$/);
    // HubSpot set the old close date at a moment: its day where the reader is (UTC here).
    expect(closeDate.querySelector('[data-value="old"]')).toHaveTextContent(/^Dec 29, 2026$/);
    const amount = itemOf(list, 'Amount');
    expect(amount.querySelector('[data-value="old"]')).toHaveTextContent(/^\$84,000$/);
    expect(amount.querySelector('[data-value="new"]')).toHaveTextContent(/^\$72,000$/);
    expect(list).not.toHaveTextContent(/T00:00|84000|72000/);
    // Edit starts from the value HubSpot stores, not from its reading.
    expect(within(amount).getByRole('button', { name: 'Approve' })).toBeEnabled();
  });

  it('shows what was written the same way: labels, dates, and a long text as the words it changed', async () => {
    const { user } = setup({
      updates: buildMeetingCrmUpdates([WRITTEN_STAGE, { ...CLOSE_DATE, status: 'written' }, DESCRIPTION]),
    });
    const list = await propertiesList();
    const stage = itemOf(list, 'Deal stage');
    expect(stage.querySelector('[data-value="new"]')).toHaveTextContent('Contract sent');
    expect(itemOf(list, 'Close Date').querySelector('[data-value="new"]')).toHaveTextContent('Dec 18, 2026');

    const description = itemOf(list, 'Deal Description');
    const diff = description.querySelector('[data-value="diff"]') as HTMLElement;
    expect(within(diff).getByText('Adds 7 words')).toBeInTheDocument();
    expect(diff.querySelector('ins')).toHaveTextContent('Meeting 3 Dec: wants SSO before signing.');
    expect(diff.querySelector('del')).toBeNull();
    // Collapsed: only the words just before the change, not the whole description again.
    const text = diff.querySelector('[data-value-diff]') as HTMLElement;
    expect(text).toHaveTextContent(/^… /);
    expect(text).not.toHaveTextContent('Northbeam runs 40 delivery vans');

    await user.click(within(diff).getByRole('button', { name: 'Show the whole text' }));
    expect(text).toHaveTextContent('Northbeam runs 40 delivery vans');
    expect(within(diff).getByRole('button', { name: 'Show the changes only' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
