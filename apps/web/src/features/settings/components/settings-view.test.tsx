import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TIntegrationSummary } from '@ting/contracts';
import { describe, expect, it, vi } from 'vitest';
import { buildBillingState, PLAN_DEFINITIONS } from '../../../test/billing-fixtures';
import { stubFetch } from '../../../test/fetch-stub';
import { buildIdentity } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { SettingsView } from './settings-view';

const renderSettings = ({
  route = '/settings',
  identity = buildIdentity({ user: { has_onboarded: true } }),
  integrations = [] as TIntegrationSummary[],
} = {}) => {
  stubFetch({
    'GET /api/integrations': { body: { data: integrations } },
    'GET /billing/plans': { body: { data: PLAN_DEFINITIONS } },
    'GET /billing/subscription': {
      body: { data: buildBillingState({ plan: identity.organization.plan, status: 'active' }) },
    },
  });
  return renderWithProviders(<SettingsView />, { route, identity });
};

describe('SettingsView', () => {
  it('has the Customization, Integrations and Billing sections, with #personalisation on Customization', () => {
    renderSettings();
    const customization = screen.getByRole('region', { name: 'Customization' });
    expect(customization).toHaveAttribute('id', 'personalisation');
    expect(screen.getByRole('region', { name: 'Integrations' })).toHaveAttribute('id', 'integrations');
    expect(screen.getByRole('region', { name: 'Billing' })).toHaveAttribute('id', 'billing');
    expect(within(customization).getByRole('tab', { name: 'General' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(customization).getByRole('tab', { name: 'CRM Properties' })).toBeInTheDocument();
  });

  it('scrolls to the customization section when the URL has #personalisation', () => {
    renderSettings({ route: '/settings#personalisation' });
    const section = screen.getByRole('region', { name: 'Customization' });
    expect(section.scrollIntoView).toHaveBeenCalled();
    expect(vi.mocked(section.scrollIntoView).mock.contexts.at(-1)).toBe(section);
  });

  it('shows a card per integration in the Integrations section, from GET /api/integrations', async () => {
    renderSettings({
      identity: buildIdentity({ user: { has_onboarded: true }, orgIntegrations: ['google_calendar'] }),
      integrations: [
        {
          name: 'google_calendar',
          status: 'connected',
          connected_at: '2026-11-02T09:30:00.000Z',
          external_account_id: null,
        },
      ],
    });
    const integrations = screen.getByRole('region', { name: 'Integrations' });
    const calendar = await within(integrations).findByRole('listitem', { name: 'Your Google Calendar' });
    expect(within(calendar).getByText('Connected')).toBeInTheDocument();
    expect(within(calendar).getByRole('button', { name: 'Google Calendar options' })).toBeInTheDocument();
    const hubspot = within(integrations).getByRole('listitem', { name: "Your organization's HubSpot" });
    expect(within(hubspot).getByRole('button', { name: 'Integrate' })).toBeInTheDocument();
  });

  it.each([
    ['free', 'Upgrade your plan', 'Free'],
    ['pro', 'Manage your plan', 'Pro'],
    ['business', 'Manage your plan', 'Business'],
  ] as const)("shows the %s plan's Billing screen, titled '%s'", async (plan, title, name) => {
    const identity = buildIdentity({ user: { has_onboarded: true } });
    renderSettings({ identity: { ...identity, organization: { ...identity.organization, plan } } });
    const billing = screen.getByRole('region', { name: 'Billing' });
    expect(within(billing).getByRole('heading', { name: title })).toBeInTheDocument();
    expect(await within(billing).findByText(name)).toBeInTheDocument();
  });

  it('opens the CRM Properties tab with the HubSpot offer when HubSpot is missing', async () => {
    renderSettings();
    await userEvent.click(screen.getByRole('tab', { name: 'CRM Properties' }));
    expect(await screen.findByRole('button', { name: 'Connect HubSpot' })).toBeInTheDocument();
  });
});
