import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCrmRecordSummary, TMeetingCrm, TMeetingCrmLink } from '@ting/contracts';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '../../../lib/browser';
import { stubFetch, type TStubRoute } from '../../../test/fetch-stub';
import { buildIdentity, TEST_ACCESS_TOKEN } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { MeetingCrmTab } from './meeting-crm-tab';

const CRM_PATH = '/api/meetings/m-1/crm';
const HUBSPOT = 'https://app.hubspot.example/contacts/4242/record';

const HANNAH: TMeetingCrmLink = {
  id: 'link-1',
  record_type: 'contact',
  record_id: '101',
  name: 'Hannah Berg',
  detail: 'hannah.berg@northbeamlogistics.com',
  url: `${HUBSPOT}/0-1/101`,
  found_by: 'participant_email',
};
const NORTHBEAM: TMeetingCrmLink = {
  id: 'link-2',
  record_type: 'company',
  record_id: '201',
  name: 'Northbeam Logistics',
  detail: 'northbeamlogistics.com',
  url: `${HUBSPOT}/0-2/201`,
  found_by: 'contact_company',
};
const NORTHBEAM_DEAL: TMeetingCrmLink = {
  id: 'link-3',
  record_type: 'deal',
  record_id: '301',
  name: 'Northbeam fleet rollout',
  detail: 'Contract sent',
  url: `${HUBSPOT}/0-3/301`,
  found_by: 'associated_deal',
};

const connected = (
  links: TMeetingCrmLink[],
  unknown: TMeetingCrm['unknown_attendees'] = [],
): TMeetingCrm => ({
  connected: true,
  matched_at: '2026-11-24T10:00:00.000Z',
  links,
  unknown_attendees: unknown,
});

const setup = ({ crm, routes = {} }: { crm: TMeetingCrm; routes?: Record<string, TStubRoute> }) => {
  let current = crm;
  const fetchStub = stubFetch({ [`GET ${CRM_PATH}`]: () => ({ body: { data: current } }), ...routes });
  renderWithProviders(<MeetingCrmTab meetingId="m-1" />, { identity: buildIdentity() });
  return {
    ...fetchStub,
    user: userEvent.setup(),
    setStored: (next: TMeetingCrm) => {
      current = next;
    },
  };
};

const linkedList = () => screen.findByRole('list', { name: 'Linked HubSpot records' });

describe('MeetingCrmTab', () => {
  it('says HubSpot is not connected and offers the connection', async () => {
    const url = 'https://app.hubspot.example/oauth/authorize';
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const { user, callsTo } = setup({
      crm: { connected: false, matched_at: null, links: [], unknown_attendees: [] },
      routes: { 'GET /api/integrations/hubspot/authorize?return_to=%2F': { body: { data: { url } } } },
    });

    expect(await screen.findByText('HubSpot is not connected.')).toBeInTheDocument();
    expect(callsTo('GET', CRM_PATH)[0]?.headers.get('Authorization')).toBe(`Bearer ${TEST_ACCESS_TOKEN}`);
    expect(screen.queryByRole('combobox', { name: 'Search HubSpot' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Connect HubSpot' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(url));
  });

  it('lists the linked contact, company and deal with coloured kind badges, each opening its HubSpot page', async () => {
    setup({
      crm: connected(
        [NORTHBEAM_DEAL, HANNAH, NORTHBEAM],
        [{ email: 'sam@unknown.example', name: 'Sam Doe' }],
      ),
    });
    const list = await linkedList();
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Northbeam fleet rollout',
      'Hannah Berg',
      'Northbeam Logistics',
    ]);

    const expectedBadges = [
      ['Deal', 'orange'],
      ['Contact', 'blue'],
      ['Company', 'green'],
    ];
    items.forEach((item, index) => {
      const [label, colour] = expectedBadges[index] as [string, string];
      const badge = within(item).getByText(label).closest('[data-crm-object]');
      expect(badge?.getAttribute('style')).toContain(colour);
    });

    const deal = within(list).getByRole('link', { name: 'Northbeam fleet rollout' });
    expect(deal).toHaveAttribute('href', `${HUBSPOT}/0-3/301`);
    expect(deal).toHaveAttribute('target', '_blank');
    expect(deal.getAttribute('rel')).toContain('noopener');
    expect(within(list).getByRole('link', { name: 'Hannah Berg' })).toHaveAttribute(
      'href',
      `${HUBSPOT}/0-1/101`,
    );
    expect(
      within(items[1] as HTMLElement).getByText(/hannah\.berg@northbeamlogistics\.com/),
    ).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText(/Contract sent/)).toBeInTheDocument();

    const unknown = screen.getByRole('list', { name: 'Attendees not in HubSpot' });
    expect(within(unknown).getByText('Sam Doe · sam@unknown.example')).toBeInTheDocument();
    expect(within(unknown).getByText('Not in HubSpot')).toBeInTheDocument();
  });

  it('shows the name without a link when HubSpot gave no address for the record', async () => {
    setup({ crm: connected([{ ...HANNAH, url: null }]) });
    const list = await linkedList();
    expect(within(list).getByText('Hannah Berg')).toBeInTheDocument();
    expect(within(list).queryByRole('link')).not.toBeInTheDocument();
  });

  it('looks again until the meeting has been matched, so links appear without a reload', async () => {
    const { setStored } = setup({ crm: { ...connected([]), matched_at: null } });
    expect(await screen.findByText('No HubSpot records are linked to this meeting yet.')).toBeInTheDocument();
    setStored(connected([HANNAH]));
    const list = await screen.findByRole('list', { name: 'Linked HubSpot records' }, { timeout: 4_000 });
    expect(within(list).getByRole('link', { name: /Hannah Berg/ })).toBeInTheDocument();
  });

  it('says so when nothing is linked yet', async () => {
    setup({ crm: connected([]) });
    expect(await screen.findByText('No HubSpot records are linked to this meeting yet.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search HubSpot' })).toBeInTheDocument();
  });

  it('removes a link with DELETE /api/meetings/{id}/crm/links/{linkId}', async () => {
    const { user, callsTo, setStored } = setup({
      crm: connected([HANNAH, NORTHBEAM]),
      routes: {
        [`DELETE ${CRM_PATH}/links/link-1`]: () => {
          setStored(connected([NORTHBEAM]));
          return { status: 204 };
        },
      },
    });
    const list = await linkedList();
    await user.click(within(list).getByRole('button', { name: 'Remove Hannah Berg' }));

    await waitFor(() => expect(within(list).queryByText('Hannah Berg')).not.toBeInTheDocument());
    expect(callsTo('DELETE', `${CRM_PATH}/links/link-1`)).toHaveLength(1);
    expect(within(list).getByText('Northbeam Logistics')).toBeInTheDocument();
  });

  it('puts a link back when removing it fails', async () => {
    const { user } = setup({
      crm: connected([HANNAH, NORTHBEAM]),
      routes: {
        [`DELETE ${CRM_PATH}/links/link-1`]: { status: 502, body: { message: 'HubSpot is down', code: 'X' } },
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const list = await linkedList();
    await user.click(within(list).getByRole('button', { name: 'Remove Hannah Berg' }));

    expect(await screen.findByText('HubSpot is down')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getByText('Hannah Berg')).toBeInTheDocument());
  });

  it('searches HubSpot once typing pauses and links the result chosen with the arrow keys and Enter', async () => {
    const results: TCrmRecordSummary[] = [
      {
        record_type: 'company',
        record_id: '201',
        name: 'Northbeam Logistics',
        detail: 'northbeam.com',
        url: null,
      },
      {
        record_type: 'deal',
        record_id: '301',
        name: 'Northbeam fleet rollout',
        detail: 'Contract sent',
        url: null,
      },
      {
        record_type: 'contact',
        record_id: '102',
        name: 'Nora North',
        detail: 'nora@northbeam.com',
        url: null,
      },
    ];
    const { user, calls, callsTo, setStored } = setup({
      crm: connected([NORTHBEAM]),
      routes: {
        'GET /api/crm/search?q=North': { body: { data: results } },
        [`POST ${CRM_PATH}/links`]: () => {
          setStored(connected([NORTHBEAM, { ...NORTHBEAM_DEAL, found_by: 'manual' }]));
          return { status: 201, body: { data: { ...NORTHBEAM_DEAL, found_by: 'manual' } } };
        },
      },
    });
    const search = await screen.findByRole('textbox', { name: 'Search HubSpot' });
    await user.type(search, 'North');

    await screen.findByRole('option', { name: /Northbeam fleet rollout/ });
    const options = screen.getByRole('listbox', { name: 'HubSpot records' });
    // One search for the whole word, not one per keystroke.
    expect(calls.filter(({ path }) => path.startsWith('/api/crm/search'))).toHaveLength(1);
    // The company is linked already: shown, but not offered.
    expect(within(options).getByRole('option', { name: /Northbeam Logistics/ })).toHaveAttribute(
      'data-combobox-disabled',
    );
    expect(within(options).getByRole('option', { name: /Northbeam fleet rollout/ })).toHaveAttribute(
      'data-combobox-selected',
    );

    await user.keyboard('{ArrowDown}');
    expect(within(options).getByRole('option', { name: /Nora North/ })).toHaveAttribute(
      'data-combobox-selected',
    );
    await user.keyboard('{ArrowUp}{Enter}');

    await waitFor(() => expect(callsTo('POST', `${CRM_PATH}/links`)).toHaveLength(1));
    expect(callsTo('POST', `${CRM_PATH}/links`)[0]?.body).toEqual({ record_type: 'deal', record_id: '301' });
    const list = await linkedList();
    expect(await within(list).findByText('Northbeam fleet rollout')).toBeInTheDocument();
    expect(within(list).getByText(/Added by hand/)).toBeInTheDocument();
    await waitFor(() => expect(search).toHaveValue(''));
  });

  it('links a result picked with the mouse, and says when nothing matches', async () => {
    const { user, callsTo } = setup({
      crm: connected([]),
      routes: {
        'GET /api/crm/search?q=Nora': {
          body: {
            data: [{ record_type: 'contact', record_id: '102', name: 'Nora North', detail: null, url: null }],
          },
        },
        'GET /api/crm/search?q=zz': { body: { data: [] } },
        [`POST ${CRM_PATH}/links`]: { status: 201, body: { data: {} } },
      },
    });
    const search = await screen.findByRole('textbox', { name: 'Search HubSpot' });
    await user.type(search, 'zz');
    expect(await screen.findByText('No HubSpot records match “zz”.')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'Nora');
    await user.click(await screen.findByRole('option', { name: /Nora North/ }));
    await waitFor(() =>
      expect(callsTo('POST', `${CRM_PATH}/links`)[0]?.body).toEqual({
        record_type: 'contact',
        record_id: '102',
      }),
    );
  });
});
