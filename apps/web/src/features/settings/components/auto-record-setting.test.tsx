import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render-with-providers';
import { AutoRecordSetting } from './auto-record-setting';

describe('AutoRecordSetting', () => {
  it('saves the switch to the user metadata', async () => {
    const fetchStub = stubFetch({ 'PATCH /auth/user/meta': { body: { data: {} } } });
    renderWithProviders(<AutoRecordSetting meta={{}} />);
    const toggle = screen.getByRole('switch', { name: /Auto-record external meetings/ });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() =>
      expect(fetchStub.callsTo('PATCH', '/auth/user/meta')[0]?.body).toEqual({
        metadata: { auto_record_external: true },
      }),
    );
  });

  it('shows the stored state', () => {
    stubFetch({});
    renderWithProviders(<AutoRecordSetting meta={{ auto_record_external: true }} />);
    expect(screen.getByRole('switch', { name: /Auto-record external meetings/ })).toBeChecked();
  });
});
