import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TField, TFieldList } from '@ting/contracts';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch, type TStubRoute } from '../../../test/fetch-stub';
import { buildField, buildObjectField } from '../../../test/field-fixtures';
import { buildIdentity } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { CrmPropertiesTab } from './crm-properties-tab';

const IMPORTABLE: TField[] = [
  buildField({
    id: 'deal.dealstage',
    label: 'Deal stage',
    description: 'Where the deal is',
    // Not HubSpot's own deal stage and amount (recommended, so chosen from the start: below).
    name: 'custom_stage',
  }),
  buildField({
    id: 'company.industry',
    label: 'Industry',
    description: 'What they do',
    hs_object: 'company',
  }),
  buildField({ id: 'contact.jobtitle', label: 'Job title', description: '', hs_object: 'contact' }),
  buildField({ id: 'deal.amount', label: 'Amount', description: 'Deal value', name: 'custom_amount' }),
];

const setup = (routes: Record<string, TStubRoute> = {}, importable: TField[] = IMPORTABLE) => {
  let stored: TFieldList = { hs: [buildObjectField('deal')], properties: [] };
  const fetchStub = stubFetch({
    'GET /fields': () => ({ body: { data: stored } }),
    'GET /fields?import=true': { body: { data: { properties: importable } } },
    'POST /fields': ({ body }) => {
      const ids = (body as { fields: TField[] }).fields.map(({ id }) => id);
      stored = { ...stored, properties: importable.filter(({ id }) => ids.includes(id)) };
      return { status: 201, body: { data: stored.properties } };
    },
    ...routes,
  });
  renderWithProviders(<CrmPropertiesTab isHubspotConnected />, { identity: buildIdentity() });
  return { ...fetchStub, user: userEvent.setup() };
};

const openModal = async (user: ReturnType<typeof userEvent.setup>, first = 'Deal stage') => {
  await user.click(await screen.findByRole('button', { name: 'Import' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import CRM Properties' });
  await within(dialog).findByRole('checkbox', { name: first });
  return dialog;
};

const checkboxNames = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('checkbox')
    .map((box) => (box as HTMLInputElement).labels?.[0]?.textContent);

describe('ImportCrmPropertiesModal', () => {
  it('lists HubSpot’s properties with label, description and object badge, in a list at most 300px high', async () => {
    const { user, callsTo } = setup();
    const dialog = await openModal(user);

    expect(callsTo('GET', '/fields?import=true')).toHaveLength(1);
    expect(checkboxNames(dialog)).toEqual(['Amount', 'Deal stage', 'Industry', 'Job title']);
    const industry = within(dialog).getByRole('checkbox', { name: 'Industry' });
    const item = industry.closest('li') as HTMLElement;
    expect(within(item).getByText('What they do')).toBeInTheDocument();
    expect(within(item).getByText('Company')).toBeInTheDocument();
    // Mantine writes 300px as rem (16px each).
    expect(within(dialog).getByTestId('import-list').style.maxHeight).toBe(
      'calc(18.75rem * var(--mantine-scale))',
    );
  });

  it('filters by label or object type, and says when nothing matches', async () => {
    const { user } = setup();
    const dialog = await openModal(user);
    const search = within(dialog).getByPlaceholderText('Search properties...');

    await user.type(search, 'job');
    expect(checkboxNames(dialog)).toEqual(['Job title']);

    await user.clear(search);
    await user.type(search, 'DEAL');
    expect(checkboxNames(dialog)).toEqual(['Amount', 'Deal stage']);

    await user.clear(search);
    await user.type(search, 'company');
    expect(checkboxNames(dialog)).toEqual(['Industry']);

    await user.clear(search);
    await user.type(search, 'ticket');
    expect(checkboxNames(dialog)).toEqual([]);
    expect(within(dialog).getByText('No properties found.')).toBeInTheDocument();
  });

  it('keeps Import disabled until a property is chosen, then imports the chosen fields and closes', async () => {
    const { user, callsTo } = setup();
    const dialog = await openModal(user);
    const importButton = within(dialog).getByRole('button', { name: 'Import' });
    expect(importButton).toBeDisabled();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Deal stage' }));
    // A choice survives a search that hides it.
    await user.type(within(dialog).getByPlaceholderText('Search properties...'), 'industry');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Industry' }));
    expect(importButton).toBeEnabled();
    await user.click(importButton);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [post] = callsTo('POST', '/fields');
    expect(post?.body).toEqual({ fields: [IMPORTABLE[0], IMPORTABLE[1]] });
    // The field list is read again and shows the imports.
    const properties = await screen.findByRole('table', { name: 'Properties' });
    await within(properties).findByRole('rowheader', { name: /^Deal stage/ });
    expect(within(properties).getByRole('rowheader', { name: /^Industry/ })).toBeInTheDocument();
    expect(callsTo('GET', '/fields')).toHaveLength(2);
  });

  it('unchecking the last choice disables Import again; Cancel closes without importing', async () => {
    const { user, callsTo } = setup();
    const dialog = await openModal(user);
    const amount = within(dialog).getByRole('checkbox', { name: 'Amount' });
    await user.click(amount);
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeEnabled();
    await user.click(amount);
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo('POST', '/fields')).toHaveLength(0);
  });

  it('stays open with the choice kept when the import fails', async () => {
    const { user } = setup({
      'POST /fields': { status: 409, body: { message: 'Deal stage is already imported', code: 'CONFLICT' } },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const dialog = await openModal(user);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Deal stage' }));
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));

    expect(await screen.findByText('Deal stage is already imported')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Import CRM Properties' })).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Deal stage' })).toBeChecked();
  });

  it('starts with the recommended properties not imported yet chosen, each saying why', async () => {
    const importable = [
      buildField({
        id: 'deal.amount',
        label: 'Amount',
        description: 'The total amount of the deal',
        name: 'amount',
      }),
      buildField({
        id: 'deal.closedate',
        label: 'Close Date',
        description: 'Date the deal was closed. Set automatically by HubSpot.',
        name: 'closedate',
        type: 'date',
      }),
      buildField({ id: 'deal.competitors', label: 'Competitors', description: '', name: 'competitors' }),
      buildField({ id: 'deal.budget', label: 'Budget Confirmed', description: '', name: 'budget_confirmed' }),
    ];
    const { user, callsTo } = setup({}, importable);
    const dialog = await openModal(user, 'Amount');

    // Listed first, so the choice made for the person is in sight.
    expect(checkboxNames(dialog)).toEqual(['Amount', 'Close Date', 'Budget Confirmed', 'Competitors']);
    const amount = within(dialog).getByRole('checkbox', { name: 'Amount' });
    const closeDate = within(dialog).getByRole('checkbox', { name: 'Close Date' });
    expect(amount).toBeChecked();
    expect(closeDate).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Competitors' })).not.toBeChecked();
    expect(within(dialog).getByText('2 selected')).toBeInTheDocument();
    expect(amount).toHaveAccessibleDescription(
      'The total amount of the deal Recommended: Forecasts are built on it, and buyers often say the budget in a call.',
    );
    const competitorsItem = within(dialog)
      .getByRole('checkbox', { name: 'Competitors' })
      .closest('li') as HTMLElement;
    expect(within(competitorsItem).queryByText(/Recommended/)).not.toBeInTheDocument();

    // The person decides: unchecking one leaves the other chosen.
    await user.click(closeDate);
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [post] = callsTo('POST', '/fields');
    expect(post?.body).toEqual({ fields: [importable[0]] });
  });
});
