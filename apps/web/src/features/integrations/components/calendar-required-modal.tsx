import { Button, Modal, Stack, Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { INTEGRATION_TEXTS } from '@ting/contracts';
import { useState } from 'react';
import { readSessionFlag, writeSessionFlag } from '../../../lib/session-flags';
import { PROCESSING_LABEL } from '../../../ui/busy-label';
import { useStartAuthorization } from '../hooks/use-start-authorization';

/** Set when the user closes 'Almost there!': it stays closed until the browser session ends. */
export const CALENDAR_MODAL_DISMISS_KEY = 'ting.calendar-modal-dismissed';

export type TCalendarRequiredModalProps = {
  isEligible: boolean;
};

/** 'Almost there!' (spec section 2): Ting needs a calendar; one button starts the Google authorisation. */
export const CalendarRequiredModal = ({ isEligible }: TCalendarRequiredModalProps) => {
  const [isDismissed, setIsDismissed] = useState(() => readSessionFlag(CALENDAR_MODAL_DISMISS_KEY));
  const authorization = useStartAuthorization();
  const isAuthorizing = authorization.pendingIntegration !== null;

  const handleClose = () => {
    writeSessionFlag(CALENDAR_MODAL_DISMISS_KEY);
    setIsDismissed(true);
  };

  return (
    <Modal
      opened={isEligible && !isDismissed}
      onClose={handleClose}
      title={INTEGRATION_TEXTS.calendarModalTitle}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontSize: 'var(--mantine-h2-font-size)', fontWeight: 700 } }}
    >
      <Stack gap="lg">
        <Text>{INTEGRATION_TEXTS.calendarModalBody}</Text>
        <Button
          size="md"
          leftSection={<IconCalendarEvent size={18} aria-hidden />}
          onClick={() => void authorization.start('google-calendar')}
          disabled={isAuthorizing}
          fullWidth
          data-autofocus
        >
          {isAuthorizing ? PROCESSING_LABEL : INTEGRATION_TEXTS.calendarModalButton}
        </Button>
      </Stack>
    </Modal>
  );
};
