import { Button, Group, Modal, NumberInput, ScrollArea, Stack, Text } from '@mantine/core';
import { SEATS_MAX, SEATS_MIN, type TPlanDefinition, type TUser } from '@ting/contracts';
import { useState } from 'react';
import { PROCESSING_LABEL } from '../../../../ui/busy-label';
import { BILLING_TEXTS } from '../billing-texts';
import { initialSeatCount, isValidSeatCount } from '../utils/billing-format';

/** Spec section 9: the member list in the seat dialog is at most 150px high. */
export const SEAT_MEMBER_LIST_MAX_HEIGHT_PX = 150;

type TSeatCountFormProps = {
  plan: TPlanDefinition;
  members: readonly TUser[];
  isSubmitting: boolean;
  onSubmit: (seats: number) => void;
  onClose: () => void;
};

/** Mounted per opening, so the count starts again from the team's size each time. */
const SeatCountForm = ({ plan, members, isSubmitting, onSubmit, onClose }: TSeatCountFormProps) => {
  const [seats, setSeats] = useState<number | string>(() => initialSeatCount(members.length));
  const isValid = isValidSeatCount(seats);

  return (
    <Stack gap="md">
      <NumberInput
        label={BILLING_TEXTS.seatCountLabel}
        value={seats}
        onChange={setSeats}
        min={SEATS_MIN}
        max={SEATS_MAX}
        // Out-of-range counts are refused with a message rather than silently changed under the user.
        clampBehavior="none"
        allowDecimal={false}
        allowNegative={false}
        error={isValid ? undefined : BILLING_TEXTS.seatCountError(SEATS_MIN, SEATS_MAX)}
        data-autofocus
      />
      <Text fw={700} size="lg" aria-live="polite">
        {isValid ? BILLING_TEXTS.monthlyTotal(plan.price * seats) : '—'}
      </Text>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="seat-dialog-members">
          {BILLING_TEXTS.seatDialogMembers}
        </Text>
        <ScrollArea.Autosize
          mah={SEAT_MEMBER_LIST_MAX_HEIGHT_PX}
          type="auto"
          offsetScrollbars
          data-testid="seat-member-list"
        >
          <Stack
            component="ul"
            gap={2}
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-labelledby="seat-dialog-members"
          >
            {members.map((member) => (
              <Text component="li" key={member.id} size="sm">
                {member.name ? `${member.name} (${member.email})` : member.email}
              </Text>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      </Stack>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {BILLING_TEXTS.cancel}
        </Button>
        <Button
          color={plan.buttonColor}
          disabled={!isValid || isSubmitting}
          onClick={() => isValid && onSubmit(seats)}
        >
          {isSubmitting ? PROCESSING_LABEL : BILLING_TEXTS.continueToCheckout}
        </Button>
      </Group>
    </Stack>
  );
};

export type TSeatCountModalProps = Omit<TSeatCountFormProps, 'plan'> & {
  /** The per-seat plan being bought; null keeps the dialog closed. */
  plan: TPlanDefinition | null;
};

/** The seat-count dialog of a per-seat plan: how many seats, what they cost a month, and who needs one. */
export const SeatCountModal = ({ plan, onClose, ...formProps }: TSeatCountModalProps) => (
  <Modal opened={plan !== null} onClose={onClose} title={BILLING_TEXTS.seatDialogTitle} centered>
    {plan ? <SeatCountForm plan={plan} onClose={onClose} {...formProps} /> : null}
  </Modal>
);
