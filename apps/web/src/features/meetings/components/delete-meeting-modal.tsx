import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { PROCESSING_LABEL } from '../../../ui/busy-label';

export type TDeleteMeetingModalProps = {
  isOpen: boolean;
  title: string;
  isDeleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before a meeting and everything made from it are deleted for good, naming the meeting. */
export const DeleteMeetingModal = ({
  isOpen,
  title,
  isDeleting,
  onConfirm,
  onClose,
}: TDeleteMeetingModalProps) => (
  <Modal
    opened={isOpen}
    onClose={isDeleting ? () => {} : onClose}
    title="Delete meeting?"
    centered
    withCloseButton={!isDeleting}
    closeOnClickOutside={!isDeleting}
    closeOnEscape={!isDeleting}
  >
    <Stack gap="lg">
      <Text style={{ overflowWrap: 'anywhere' }}>
        Delete “{title || 'Untitled meeting'}”? Its recording, transcript, summary, action items and chat are
        deleted for everyone, and its share link stops working. This cannot be undone.
      </Text>
      <Group justify="flex-end">
        {/* Focus starts on the harmless choice. */}
        <Button variant="default" onClick={onClose} disabled={isDeleting} data-autofocus>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} disabled={isDeleting}>
          {isDeleting ? PROCESSING_LABEL : 'Delete meeting'}
        </Button>
      </Group>
    </Stack>
  </Modal>
);
