import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TPlanDefinition } from '@ting/contracts';
import { describe, expect, it, vi } from 'vitest';
import { PLAN_DEFINITIONS } from '../../../../test/billing-fixtures';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { teammate } from '../testing/render-billing';
import { SEAT_MEMBER_LIST_MAX_HEIGHT_PX, SeatCountModal } from './seat-count-modal';

const BUSINESS = PLAN_DEFINITIONS.find(({ id }) => id === 'business') as TPlanDefinition;
const MEMBERS = [
  teammate({ id: 'user-1', name: 'Ada Lovelace', email: 'ada@example.com' }),
  teammate({ id: 'user-2', email: 'grace@example.com' }),
];

const setup = () => {
  const onSubmit = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(
    <SeatCountModal
      plan={BUSINESS}
      members={MEMBERS}
      isSubmitting={false}
      onSubmit={onSubmit}
      onClose={onClose}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'How many seats?' });
  const input = within(dialog).getByLabelText('Number of seats');
  const continueButton = within(dialog).getByRole('button', { name: 'Continue to checkout' });
  return { dialog, input, continueButton, onSubmit, onClose, user: userEvent.setup() };
};

describe('SeatCountModal', () => {
  it('starts at one seat per member and shows price × seats with 2 decimals', async () => {
    const { dialog, input, user } = setup();
    expect(input).toHaveValue('2');
    expect(within(dialog).getByText('€58.00 / month')).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, '3');
    expect(within(dialog).getByText('€87.00 / month')).toBeInTheDocument();
  });

  it.each(['0', '101'])('refuses %s seats: an error, no total and no checkout', async (count) => {
    const { dialog, input, continueButton, onSubmit, user } = setup();
    await user.clear(input);
    await user.type(input, count);

    expect(within(dialog).getByText('Choose between 1 and 100 seats')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByText(/\/ month/)).not.toBeInTheDocument();
    expect(continueButton).toBeDisabled();
    await user.click(continueButton);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('accepts the bounds, 1 and 100 seats', async () => {
    const { dialog, input, continueButton, onSubmit, user } = setup();
    await user.clear(input);
    await user.type(input, '100');
    expect(within(dialog).getByText('€2900.00 / month')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '1');
    expect(within(dialog).getByText('€29.00 / month')).toBeInTheDocument();
    await user.click(continueButton);
    expect(onSubmit).toHaveBeenCalledWith(1);
  });

  it('lists the members in a scroll area at most 150px high', () => {
    const { dialog } = setup();
    const list = within(dialog).getByRole('list', { name: 'Your team' });
    expect(within(list).getByText('Ada Lovelace (ada@example.com)')).toBeInTheDocument();
    expect(within(list).getByText('grace@example.com')).toBeInTheDocument();
    expect(SEAT_MEMBER_LIST_MAX_HEIGHT_PX).toBe(150);
    // Mantine writes 150px as rem (16px each).
    expect(within(dialog).getByTestId('seat-member-list').style.maxHeight).toBe(
      'calc(9.375rem * var(--mantine-scale))',
    );
  });

  it('closes on Cancel', async () => {
    const { dialog, onClose, user } = setup();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });
});
