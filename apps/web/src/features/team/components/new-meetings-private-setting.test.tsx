import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetch-stub';
import { buildIdentity } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { NewMeetingsPrivateSetting } from './new-meetings-private-setting';

const PATH = '/api/organization/meeting-settings';

describe('NewMeetingsPrivateSetting', () => {
  it('lets the admin make new meetings private', async () => {
    const { callsTo } = stubFetch({
      [`GET ${PATH}`]: { body: { data: { new_meetings_private: false } } },
      [`PATCH ${PATH}`]: { body: { data: { new_meetings_private: true } } },
    });
    renderWithProviders(<NewMeetingsPrivateSetting />, {
      identity: buildIdentity({ user: { has_onboarded: true, is_admin: true } }),
    });
    const toggle = await screen.findByRole('switch', { name: /Make new meetings private/ });
    expect(toggle).not.toBeChecked();
    await userEvent.setup().click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(callsTo('PATCH', PATH)[0]?.body).toEqual({ new_meetings_private: true });
  });

  it('shows a member the setting with the reason they cannot change it', async () => {
    stubFetch({ [`GET ${PATH}`]: { body: { data: { new_meetings_private: true } } } });
    renderWithProviders(<NewMeetingsPrivateSetting />, {
      identity: buildIdentity({ user: { has_onboarded: true, is_admin: false } }),
    });
    const toggle = await screen.findByRole('switch', { name: /Make new meetings private/ });
    expect(toggle).toBeChecked();
    expect(toggle).toBeDisabled();
    expect(
      screen.getByText(
        "New meetings are private. Only your organization's admin can make new meetings private or visible to the team.",
      ),
    ).toBeInTheDocument();
  });
});
