import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DEFAULT_CRM_WRITE_MODES,
  overallCrmWriteMode,
  type TCrmSettings,
  type TCrmWriteModes,
  type TField,
  type TFieldList,
} from '@ting/contracts';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '../../../lib/browser';
import { stubFetch, type TStubRoute } from '../../../test/fetch-stub';
import { buildField, buildObjectField } from '../../../test/field-fixtures';
import { buildIdentity, TEST_ACCESS_TOKEN } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { CrmPropertiesTab } from './crm-properties-tab';

const OBJECTS: TField[] = [
  buildObjectField('deal', { is_enabled: true }),
  buildObjectField('contact', { is_enabled: false }),
  buildObjectField('company', { is_enabled: false }),
];

const PROPERTIES: TField[] = [
  buildField({ id: 'contact.phone', label: 'Phone', hs_object: 'contact', name: 'phone', prompt: 'Phone?' }),
  buildField({
    id: 'deal.amount',
    label: 'Amount',
    hs_object: 'deal',
    name: 'amount',
    prompt: 'The amount.',
  }),
  buildField({ id: 'company.phone', label: 'Phone', hs_object: 'company', name: 'phone', prompt: 'Phone.' }),
];

const settingsOf = (
  modes: TCrmWriteModes,
  acceptance: TCrmSettings['acceptance'] = { task: null, property: null },
): TCrmSettings => ({ write_mode: overallCrmWriteMode(modes), write_modes: modes, acceptance });

/** Serves `GET /fields` from state the other routes change, as the server would. */
const setup = ({
  fields = { hs: OBJECTS, properties: PROPERTIES },
  routes = {},
  isAdmin = true,
}: {
  fields?: TFieldList;
  routes?: Record<string, TStubRoute>;
  /** The identity's `is_admin`: a member sees the fields read-only. */
  isAdmin?: boolean;
} = {}) => {
  let current = fields;
  const fetchStub = stubFetch({
    'GET /fields': () => ({ body: { data: current } }),
    [`GET ${CRM_SETTINGS_PATH}`]: { body: { data: settingsOf(DEFAULT_CRM_WRITE_MODES) } },
    ...routes,
  });
  const rendered = renderWithProviders(<CrmPropertiesTab isHubspotConnected />, {
    identity: buildIdentity({ user: { is_admin: isAdmin } }),
  });
  return {
    ...fetchStub,
    ...rendered,
    user: userEvent.setup(),
    setStored: (next: TFieldList) => {
      current = next;
    },
  };
};

const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.firstChild?.textContent);

const CRM_SETTINGS_PATH = '/api/organization/crm-settings';

const objectsTable = () => screen.findByRole('table', { name: 'Objects' });
const propertiesTable = () => screen.findByRole('table', { name: 'Properties' });

describe('CrmPropertiesTab', () => {
  it('offers the HubSpot connection when HubSpot is not connected, and sends the browser there (and back here)', async () => {
    const url = 'https://app.hubspot.example/oauth/authorize';
    const authorizePath = '/api/integrations/hubspot/authorize?return_to=%2Fsettings%23personalisation';
    window.history.replaceState(null, '', '/settings#personalisation');
    const { callsTo } = stubFetch({ [`GET ${authorizePath}`]: { body: { data: { url } } } });
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    renderWithProviders(<CrmPropertiesTab isHubspotConnected={false} />, { identity: buildIdentity() });

    expect(screen.getByText('Connect to HubSpot to import deal fields')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Connect HubSpot' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(url));
    expect(callsTo('GET', authorizePath)).toHaveLength(1);
    expect(callsTo('GET', '/fields')).toHaveLength(0);
    window.history.replaceState(null, '', '/');
  });

  it('lists the objects by label and the properties by label then object, with coloured object badges', async () => {
    const { callsTo } = setup();
    const objects = await objectsTable();
    expect(callsTo('GET', '/fields')[0]?.headers.get('Authorization')).toBe(`Bearer ${TEST_ACCESS_TOKEN}`);
    expect(
      within(objects)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Activated', 'Name', 'Prompt', 'Update']);
    expect(rowNames(objects)).toEqual(['Company', 'Contact', 'Deal']);
    expect(within(objects).getByRole('checkbox', { name: 'Activate Deal' })).toBeChecked();
    expect(within(objects).getByRole('checkbox', { name: 'Activate Contact' })).not.toBeChecked();
    expect(within(objects).getByRole('textbox', { name: 'Deal prompt' })).toHaveValue(
      "Keep the deal's description current with what was learnt",
    );

    const properties = await propertiesTable();
    expect(
      within(properties)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Object', 'Name', 'Prompt', 'Update', 'Delete']);
    expect(rowNames(properties)).toEqual(['Amount', 'Phone', 'Phone']);
    const rows = within(properties).getAllByRole('row').slice(1);
    const badges = rows.map((row) => within(row).getByText(/^(Deal|Company|Contact)$/));
    expect(badges.map((badge) => badge.textContent)).toEqual(['Deal', 'Company', 'Contact']);
    const badgeStyles = badges.map(
      (badge) => badge.closest('[data-crm-object]')?.getAttribute('style') ?? '',
    );
    expect(badgeStyles[0]).toContain('orange');
    expect(badgeStyles[1]).toContain('green');
    expect(badgeStyles[2]).toContain('blue');
  });

  it("shows 'No fields found' when no property is imported yet", async () => {
    setup({ fields: { hs: OBJECTS, properties: [] } });
    const properties = await propertiesTable();
    expect(within(properties).getByText('No fields found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled();
  });

  it('keeps Update disabled, with the General tab’s tooltip, until the prompt differs, then saves the field', async () => {
    const { user, callsTo, setStored } = setup({
      routes: {
        'PATCH /fields/deal.amount': ({ body }) => {
          setStored({
            hs: OBJECTS,
            properties: PROPERTIES.map((field) =>
              field.id === 'deal.amount' ? { ...field, prompt: (body as TField).prompt } : field,
            ),
          });
          return { body: { data: body } };
        },
      },
    });
    const properties = await propertiesTable();
    const amountRow = within(properties)
      .getByRole('rowheader', { name: /^Amount/ })
      .closest('tr') as HTMLElement;
    const update = within(amountRow).getByRole('button', { name: 'Update' });
    expect(update).toBeDisabled();
    await user.hover(update.parentElement as HTMLElement);
    expect(await screen.findByText('Make changes to the prompt in order to update it.')).toBeInTheDocument();

    const prompt = within(amountRow).getByRole('textbox', { name: 'Amount prompt' });
    await user.type(prompt, ' In euros.');
    expect(update).toBeEnabled();
    await user.click(update);

    expect(await screen.findByText('Prompt updated!')).toBeInTheDocument();
    const [patch] = callsTo('PATCH', '/fields/deal.amount');
    expect(patch?.body).toEqual({ ...PROPERTIES[1], prompt: 'The amount. In euros.' });
    await waitFor(() => expect(callsTo('GET', '/fields')).toHaveLength(2));
    // The refreshed list stores the new text, so there is nothing left to update.
    await waitFor(() =>
      expect(within(properties).getByRole('textbox', { name: 'Amount prompt' })).toHaveValue(
        'The amount. In euros.',
      ),
    );
    const refreshedRow = within(properties)
      .getByRole('rowheader', { name: /^Amount/ })
      .closest('tr') as HTMLElement;
    expect(within(refreshedRow).getByRole('button', { name: 'Update' })).toBeDisabled();
  });

  it("enables an object with PATCH {is_enabled} and says 'Object enabled!'", async () => {
    const { user, callsTo, setStored } = setup({
      routes: {
        'PATCH /fields/object-contact': () => {
          setStored({
            hs: OBJECTS.map((field) =>
              field.id === 'object-contact' ? { ...field, is_enabled: true } : field,
            ),
            properties: PROPERTIES,
          });
          return { body: { data: { ...OBJECTS[1], is_enabled: true } } };
        },
      },
    });
    const objects = await objectsTable();
    const contact = within(objects).getByRole('checkbox', { name: 'Activate Contact' });
    await user.click(contact);

    expect(contact).toBeChecked();
    expect(await screen.findByText('Object enabled!')).toBeInTheDocument();
    expect(callsTo('PATCH', '/fields/object-contact')[0]?.body).toEqual({ is_enabled: true });
    await waitFor(() => expect(callsTo('GET', '/fields')).toHaveLength(2));
    expect(within(objects).getByRole('checkbox', { name: 'Activate Contact' })).toBeChecked();
  });

  it('puts the checkbox back when enabling fails, with only the HTTP client’s error toast', async () => {
    const { user } = setup({
      routes: {
        'PATCH /fields/object-company': { status: 502, body: { message: 'HubSpot is down', code: 'X' } },
      },
    });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const objects = await objectsTable();
    const company = within(objects).getByRole('checkbox', { name: 'Activate Company' });
    await user.click(company);

    expect(await screen.findByText('HubSpot is down')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(objects).getByRole('checkbox', { name: 'Activate Company' })).not.toBeChecked(),
    );
    expect(screen.queryByText('Object enabled!')).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
  });

  it("deletes a property with DELETE /fields/{id} and says 'Field deleted!'", async () => {
    const { user, callsTo, setStored } = setup({
      routes: {
        'DELETE /fields/deal.amount': () => {
          setStored({ hs: OBJECTS, properties: PROPERTIES.filter(({ id }) => id !== 'deal.amount') });
          return { status: 204 };
        },
      },
    });
    const properties = await propertiesTable();
    await user.click(within(properties).getByRole('button', { name: 'Delete Amount' }));

    expect(await screen.findByText('Field deleted!')).toBeInTheDocument();
    expect(callsTo('DELETE', '/fields/deal.amount')).toHaveLength(1);
    expect(within(properties).queryByRole('rowheader', { name: /^Amount/ })).not.toBeInTheDocument();
    expect(rowNames(properties)).toEqual(['Phone', 'Phone']);
  });

  it('brings a property back when deleting it fails', async () => {
    const { user } = setup({
      routes: {
        'DELETE /fields/deal.amount': { status: 500, body: { message: 'Could not delete', code: 'X' } },
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const properties = await propertiesTable();
    await user.click(within(properties).getByRole('button', { name: 'Delete Amount' }));

    expect(await screen.findByText('Could not delete')).toBeInTheDocument();
    await waitFor(() => expect(rowNames(properties)).toEqual(['Amount', 'Phone', 'Phone']));
    expect(screen.queryByText('Field deleted!')).not.toBeInTheDocument();
  });

  it('shows how often each field’s proposals were accepted unchanged, and nothing before any decision', async () => {
    setup({
      fields: {
        hs: [
          buildObjectField('deal', { acceptance: { decided: 4, accepted_unchanged: 3 } }),
          ...OBJECTS.slice(1),
        ],
        properties: [
          buildField({
            id: 'deal.competitors',
            label: 'Competitors',
            name: 'competitors',
            acceptance: { decided: 10, accepted_unchanged: 8 },
          }),
          buildField({ id: 'deal.amount', label: 'Amount', name: 'amount', acceptance: null }),
          buildField({
            id: 'deal.closedate',
            label: 'Close date',
            name: 'closedate',
            acceptance: { decided: 0, accepted_unchanged: 0 },
          }),
        ],
      },
    });
    const properties = await propertiesTable();
    const row = (name: string) => within(properties).getByRole('rowheader', { name: new RegExp(`^${name}`) });
    expect(row('Competitors')).toHaveTextContent('8 of 10 accepted unchanged');
    expect(row('Amount')).not.toHaveTextContent('accepted unchanged');
    expect(row('Close date')).not.toHaveTextContent('accepted unchanged');
    expect(within(properties).getAllByText(/accepted unchanged/)).toHaveLength(1);
    const objects = await objectsTable();
    expect(within(objects).getByRole('rowheader', { name: /^Deal/ })).toHaveTextContent(
      '3 of 4 accepted unchanged',
    );
  });
});

describe('CrmPropertiesTab for a member', () => {
  it('shows the fields and the write mode read-only, saying only the admin can change them', async () => {
    const { user, calls } = setup({ isAdmin: false });
    const objects = await objectsTable();
    expect(
      screen.getByText("Only your organization's admin can import, delete or change CRM fields."),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(within(objects).getByRole('checkbox', { name: 'Activate Deal' })).toBeDisabled();
    expect(within(objects).getByRole('textbox', { name: 'Deal prompt' })).toHaveAttribute('readonly');
    const properties = await propertiesTable();
    expect(within(properties).getByRole('button', { name: 'Delete Amount' })).toBeDisabled();
    await user.type(within(properties).getByRole('textbox', { name: 'Amount prompt' }), ' Mine.');
    for (const update of within(properties).getAllByRole('button', { name: 'Update' })) {
      expect(update).toBeDisabled();
    }

    expect(
      await screen.findByText("Only your organization's admin can change how CRM updates are written."),
    ).toBeInTheDocument();
    for (const choice of screen.getAllByRole('switch')) expect(choice).toBeDisabled();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('tells a member that only the admin connects HubSpot, instead of a Connect button', () => {
    renderWithProviders(<CrmPropertiesTab isHubspotConnected={false} />, {
      identity: buildIdentity({ user: { is_admin: false } }),
    });
    expect(screen.getByText('Connect to HubSpot to import deal fields')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect HubSpot' })).not.toBeInTheDocument();
    expect(
      screen.getByText("Only your organization's admin can connect or remove HubSpot."),
    ).toBeInTheDocument();
  });
});

describe('CrmPropertiesTab write mode', () => {
  const writeMode = () => screen.findByRole('group', { name: 'After each meeting' });
  const TASKS = 'Write tasks at once';
  const PROPERTY_UPDATES = 'Write property updates at once';
  const MEETING = 'Log the meeting and its note at once';

  it('shows a switch per kind above the tables, with the figures that justify each', async () => {
    const { callsTo } = setup({
      fields: {
        hs: OBJECTS,
        properties: [
          ...PROPERTIES,
          buildField({
            id: 'deal.competitors',
            label: 'Competitors',
            name: 'competitors',
            acceptance: { decided: 4, accepted_unchanged: 3 },
          }),
        ],
      },
      routes: {
        [`GET ${CRM_SETTINGS_PATH}`]: {
          body: {
            data: settingsOf(DEFAULT_CRM_WRITE_MODES, {
              task: { decided: 5, accepted_unchanged: 4 },
              property: null,
            }),
          },
        },
      },
    });
    const group = await writeMode();
    expect(within(group).getByRole('switch', { name: MEETING })).toBeChecked();
    expect(within(group).getByRole('switch', { name: TASKS })).not.toBeChecked();
    expect(within(group).getByRole('switch', { name: PROPERTY_UPDATES })).not.toBeChecked();
    expect(within(group).getByText('4 of 5 tasks reviewed were approved unchanged.')).toBeInTheDocument();
    expect(
      within(group).getByText('No property update has been reviewed yet. Competitors: 3 of 4'),
    ).toBeInTheDocument();
    expect(
      within(group).getByText(
        'Deal stage, amount and close date are always proposed for review, never written silently.',
        { exact: false },
      ),
    ).toBeInTheDocument();
    expect(callsTo('GET', CRM_SETTINGS_PATH)[0]?.headers.get('Authorization')).toBe(
      `Bearer ${TEST_ACCESS_TOKEN}`,
    );
    // Above the tables.
    const objects = await objectsTable();
    expect(group.compareDocumentPosition(objects) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('turns one kind automatic with PATCH and says so', async () => {
    const { user, callsTo } = setup({
      routes: {
        [`PATCH ${CRM_SETTINGS_PATH}`]: () => ({
          body: { data: settingsOf({ ...DEFAULT_CRM_WRITE_MODES, task: 'automatic' }) },
        }),
      },
    });
    const group = await writeMode();
    await user.click(within(group).getByRole('switch', { name: TASKS }));

    expect(await screen.findByText('CRM updates setting saved!')).toBeInTheDocument();
    expect(callsTo('PATCH', CRM_SETTINGS_PATH).map(({ body }) => body)).toEqual([
      { write_modes: { task: 'automatic' } },
    ]);
    expect(within(group).getByRole('switch', { name: TASKS })).toBeChecked();
    expect(within(group).getByRole('switch', { name: PROPERTY_UPDATES })).not.toBeChecked();
  });

  it('puts the switch back when saving fails, with only the HTTP client’s error toast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = setup({
      routes: {
        [`PATCH ${CRM_SETTINGS_PATH}`]: {
          status: 500,
          body: { message: 'Could not save', code: 'INTERNAL' },
        },
      },
    });
    const group = await writeMode();
    await user.click(within(group).getByRole('switch', { name: MEETING }));

    expect(await screen.findByText('Could not save')).toBeInTheDocument();
    await waitFor(() => expect(within(group).getByRole('switch', { name: MEETING })).toBeChecked());
    expect(screen.queryByText('CRM updates setting saved!')).not.toBeInTheDocument();
  });

  it('shows a member the switches read-only, with the reason', async () => {
    setup({ isAdmin: false });
    const group = await writeMode();
    for (const name of [MEETING, TASKS, PROPERTY_UPDATES])
      expect(within(group).getByRole('switch', { name })).toBeDisabled();
  });
});
