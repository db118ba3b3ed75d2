import { Checkbox, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { TOrganization, TUser } from '@ting/contracts';
import { useModifySeatMutation, usePendingSeatUserIds } from '../api/use-modify-seat-mutation';
import { BILLING_TEXTS } from '../billing-texts';

export type TSeatTableProps = {
  organization: TOrganization;
  members: readonly TUser[];
};

type TSeatRules = {
  member: TUser;
  hasSeatsLeft: boolean;
  isPending: boolean;
};

/** Spec section 5: no seat to give, the payer's own seat, or a change already on its way. */
const isSeatLocked = ({ member, hasSeatsLeft, isPending }: TSeatRules): boolean =>
  (!member.has_seat && !hasSeatsLeft) || member.is_payer || isPending;

/** Says why a member's box is as it is: the payer, or who has no seat and what that stops. */
const seatNote = ({ member, hasSeatsLeft, seats }: Omit<TSeatRules, 'isPending'> & { seats: number }) => {
  if (member.is_payer) return BILLING_TEXTS.seatOfPayer;
  if (member.has_seat) return null;
  return hasSeatsLeft ? BILLING_TEXTS.noSeatFree : BILLING_TEXTS.noSeatAllTaken(seats);
};

/** Who holds the business plan's paid seats; any member shown may give or take one (spec section 6). */
export const SeatTable = ({ organization, members }: TSeatTableProps) => {
  const modifySeat = useModifySeatMutation();
  const pendingUserIds = usePendingSeatUserIds();
  const seatsUsed = members.filter(({ has_seat }) => has_seat).length;
  const hasSeatsLeft = seatsUsed < organization.seats;

  return (
    <Stack gap="sm" component="section" aria-labelledby="seat-table-title">
      <Title order={4} id="seat-table-title">
        {BILLING_TEXTS.seatTableTitle}
      </Title>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>{BILLING_TEXTS.seatColumn}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => (
            <Table.Tr key={member.id}>
              <Table.Td>{member.name ?? '—'}</Table.Td>
              <Table.Td>{member.email}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <Checkbox
                    aria-label={BILLING_TEXTS.seatCheckboxLabel(member.name ?? member.email)}
                    checked={member.has_seat}
                    disabled={isSeatLocked({
                      member,
                      hasSeatsLeft,
                      isPending: pendingUserIds.has(member.id),
                    })}
                    onChange={(event) =>
                      modifySeat.mutate({
                        user_id: member.id,
                        action: event.currentTarget.checked ? 'add' : 'remove',
                      })
                    }
                  />
                  <SeatNote note={seatNote({ member, hasSeatsLeft, seats: organization.seats })} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" c="dimmed" aria-live="polite">
        {BILLING_TEXTS.seatsUsed(seatsUsed, organization.seats)}
      </Text>
    </Stack>
  );
};

const SeatNote = ({ note }: { note: string | null }) =>
  note === null ? null : (
    <Text size="xs" c="dimmed">
      {note}
    </Text>
  );
