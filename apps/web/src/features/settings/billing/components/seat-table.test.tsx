import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import type { TIdentity, TSeatChange } from '@ting/contracts';
import { describe, expect, it, vi } from 'vitest';
import type { TStubRoute } from '../../../../test/fetch-stub';
import { identityOnPlan, notificationsOf, renderBilling, teammate } from '../testing/render-billing';

const GRACE = teammate({ id: 'user-2', name: 'Grace Hopper', email: 'grace@example.com', has_seat: true });
const ALAN = teammate({ id: 'user-3', email: 'alan@example.com' });

/** Ada (the payer, with a seat), Grace (with a seat) and Alan (without). */
const businessIdentity = (seats: number): TIdentity =>
  identityOnPlan({ plan: 'business', seats, teammates: [GRACE, ALAN] });

const seatChange = (overrides: Partial<TSeatChange>): TSeatChange => ({
  user_id: ALAN.id,
  has_seat: true,
  seats: 3,
  seats_used: 3,
  ...overrides,
});

const seatBox = (member: string) => screen.getByRole('checkbox', { name: `Seat for ${member}` });

const renderSeats = ({
  seats = 3,
  routes = {},
}: {
  seats?: number;
  routes?: Record<string, TStubRoute>;
} = {}) => renderBilling({ identity: businessIdentity(seats), routes });

describe('SeatTable', () => {
  it('lists each member with name, email and seat, and the seats used of the total', () => {
    renderSeats();
    const table = screen.getByRole('table');
    expect(within(table).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(table).getByText('grace@example.com')).toBeInTheDocument();
    expect(seatBox('Ada Lovelace')).toBeChecked();
    expect(seatBox('Grace Hopper')).toBeChecked();
    // Without a name, the email names the checkbox.
    expect(seatBox('alan@example.com')).not.toBeChecked();
    expect(screen.getByText('2 of 3 seats used')).toBeInTheDocument();
  });

  it('says who has no seat and why, and marks the payer', () => {
    renderSeats();
    const rowOf = (email: string) => screen.getByText(email).closest('tr') as HTMLElement;
    expect(
      within(rowOf('alan@example.com')).getByText(
        'No seat: one is free to assign. New meetings are not processed without one.',
      ),
    ).toBeInTheDocument();
    expect(within(rowOf('ada@example.com')).getByText('Payer')).toBeInTheDocument();
    expect(within(rowOf('grace@example.com')).queryByText(/No seat/)).toBeNull();
  });

  it('says when no seat is left for a member without one', () => {
    renderSeats({ seats: 2 });
    expect(
      screen.getByText('No seat: all 2 seats are taken. New meetings are not processed without one.'),
    ).toBeInTheDocument();
  });

  it("never lets the payer's seat be unassigned", () => {
    renderSeats();
    expect(seatBox('Ada Lovelace')).toBeDisabled();
    expect(seatBox('Grace Hopper')).toBeEnabled();
    expect(seatBox('alan@example.com')).toBeEnabled();
  });

  it('locks members without a seat when none remain, but still lets a seat be taken back', () => {
    renderSeats({ seats: 2 });
    expect(seatBox('alan@example.com')).toBeDisabled();
    expect(seatBox('Grace Hopper')).toBeEnabled();
  });

  it("assigns a seat at once, locks that member's checkbox until the answer, then says 'Seat assigned'", async () => {
    const show = vi.spyOn(notifications, 'show');
    let isAnswered = false;
    const { user, fetchMock, callsTo } = renderSeats({
      routes: {
        'POST /billing/modify-seat': { body: { data: seatChange({}) } },
        'GET /api/data/organization/id': () => ({
          body: {
            data: {
              ...businessIdentity(3),
              users: businessIdentity(3).users.map((member) =>
                member.id === ALAN.id ? { ...member, has_seat: isAnswered } : member,
              ),
            },
          },
        }),
      },
    });
    // Holds the seat call until the test lets it answer, to see the in-flight state.
    let answer = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const stubbedFetch = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/billing/modify-seat')) await held;
      return stubbedFetch!(input, init);
    });

    await user.click(seatBox('alan@example.com'));
    expect(seatBox('alan@example.com')).toBeChecked();
    await waitFor(() => expect(seatBox('alan@example.com')).toBeDisabled());
    expect(seatBox('Grace Hopper')).toBeEnabled();

    isAnswered = true;
    answer();
    expect(await screen.findByText('Seat assigned')).toBeInTheDocument();
    expect(callsTo('POST', '/billing/modify-seat')[0]?.body).toEqual({ user_id: ALAN.id, action: 'add' });
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Seat assigned', autoClose: 3000 }));
    await waitFor(() => expect(callsTo('GET', '/api/data/organization/id')).toHaveLength(1));
    expect(seatBox('alan@example.com')).toBeChecked();
    expect(screen.getByText('3 of 3 seats used')).toBeInTheDocument();
  });

  it("unassigns a seat and says 'Seat unassigned'", async () => {
    const { user, callsTo } = renderSeats({
      routes: {
        'POST /billing/modify-seat': {
          body: { data: seatChange({ user_id: GRACE.id, has_seat: false, seats_used: 1 }) },
        },
      },
    });
    await user.click(seatBox('Grace Hopper'));
    expect(await screen.findByText('Seat unassigned')).toBeInTheDocument();
    expect(callsTo('POST', '/billing/modify-seat')[0]?.body).toEqual({ user_id: GRACE.id, action: 'remove' });
  });

  it("puts the checkbox back and shows only 'Failed to update seat assignment' when the change is refused", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const show = vi.spyOn(notifications, 'show');
    const { user } = renderSeats({
      routes: {
        'POST /billing/modify-seat': {
          status: 409,
          body: { message: 'Organization org-1 has no seat left', code: 'CONFLICT' },
        },
      },
    });
    await user.click(seatBox('alan@example.com'));

    expect(await screen.findByText('Failed to update seat assignment')).toBeInTheDocument();
    await waitFor(() => expect(seatBox('alan@example.com')).not.toBeChecked());
    expect(seatBox('alan@example.com')).toBeEnabled();
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ autoClose: 5000, color: 'red' }));
    expect(notificationsOf()).toHaveLength(1);
    expect(screen.queryByText('Organization org-1 has no seat left')).not.toBeInTheDocument();
  });
});
