import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { PROCESSING_LABEL } from '../../../ui/busy-label';
import type { TIntegrationDefinition } from '../integration-catalog';

export type TRemoveIntegrationModalProps = {
  opened: boolean;
  /** The integration to remove; kept after closing so the closing modal does not go blank. */
  definition: TIntegrationDefinition | null;
  isRemoving: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Confirms a removal and says what stops working, before the DELETE and the page reload. */
export const RemoveIntegrationModal = ({
  opened,
  definition,
  isRemoving,
  onConfirm,
  onClose,
}: TRemoveIntegrationModalProps) => (
  <Modal
    opened={opened && definition !== null}
    onClose={isRemoving ? () => {} : onClose}
    title={definition ? `Remove ${definition.label}?` : ''}
    centered
    withCloseButton={!isRemoving}
    closeOnClickOutside={!isRemoving}
    closeOnEscape={!isRemoving}
  >
    <Stack gap="lg">
      <Text>{definition?.removalConsequence}</Text>
      <Group justify="flex-end">
        {/* Focus starts on the harmless choice. */}
        <Button variant="default" onClick={onClose} disabled={isRemoving} data-autofocus>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} disabled={isRemoving}>
          {isRemoving ? PROCESSING_LABEL : 'Remove'}
        </Button>
      </Group>
    </Stack>
  </Modal>
);
