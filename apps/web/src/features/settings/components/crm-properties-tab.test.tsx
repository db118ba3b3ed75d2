import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '../../../lib/browser';
import { stubFetch } from '../../../test/fetch-stub';
import { buildIdentity } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { CrmPropertiesTab } from './crm-properties-tab';

describe('CrmPropertiesTab', () => {
  it('offers the HubSpot connection when HubSpot is not connected, and sends the browser there', async () => {
    const url = 'https://app.hubspot.example/oauth/authorize';
    const { callsTo } = stubFetch({ 'GET /api/integrations/hubspot/authorize': { body: { data: { url } } } });
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    renderWithProviders(<CrmPropertiesTab isHubspotConnected={false} />, { identity: buildIdentity() });

    expect(screen.getByText('Connect to HubSpot to import deal fields')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Connect HubSpot' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(url));
    expect(callsTo('GET', '/api/integrations/hubspot/authorize')).toHaveLength(1);
  });

  it('says what is not there yet once HubSpot is connected, without a connect button', () => {
    renderWithProviders(<CrmPropertiesTab isHubspotConnected />, { identity: buildIdentity() });
    expect(screen.getByText(/HubSpot is connected/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect HubSpot' })).not.toBeInTheDocument();
  });
});
