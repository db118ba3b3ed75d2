import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { TAssistantConversation } from '@ting/contracts';
import { PROCESSING_LABEL } from '../../../ui/busy-label';
import { ASSISTANT_TEXTS } from '../assistant-texts';

export type TDeleteConversationModalProps = {
  /** The conversation to delete; null when the modal is closed. */
  conversation: TAssistantConversation | null;
  isDeleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before a conversation and its messages are deleted for good. */
export const DeleteConversationModal = ({
  conversation,
  isDeleting,
  onConfirm,
  onClose,
}: TDeleteConversationModalProps) => (
  <Modal
    opened={conversation !== null}
    onClose={isDeleting ? () => {} : onClose}
    title={ASSISTANT_TEXTS.deleteTitle}
    centered
    withCloseButton={!isDeleting}
    closeOnClickOutside={!isDeleting}
    closeOnEscape={!isDeleting}
  >
    <Stack gap="lg">
      <Text>{conversation ? ASSISTANT_TEXTS.deleteBody(conversation.title) : null}</Text>
      <Group justify="flex-end">
        {/* Focus starts on the harmless choice. */}
        <Button variant="default" onClick={onClose} disabled={isDeleting} data-autofocus>
          {ASSISTANT_TEXTS.cancel}
        </Button>
        <Button color="red" onClick={onConfirm} disabled={isDeleting}>
          {isDeleting ? PROCESSING_LABEL : ASSISTANT_TEXTS.delete}
        </Button>
      </Group>
    </Stack>
  </Modal>
);
