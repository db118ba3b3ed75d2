import { Button, Group, Modal, Stack, Text } from '@mantine/core';

export type TRemoveActionItemModalProps = {
  /** The item to remove and the subject of the HubSpot task Ting wrote for it; null when closed. */
  target: { text: string; taskSubject: string } | null;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before an item whose HubSpot task Ting still keeps in step is removed: its task is deleted too. */
export const RemoveActionItemModal = ({ target, onConfirm, onClose }: TRemoveActionItemModalProps) => (
  <Modal opened={target !== null} onClose={onClose} title="Also delete its task in HubSpot?" centered>
    <Stack gap="lg">
      <Text style={{ overflowWrap: 'anywhere' }}>
        Removing “{target?.text}” also deletes the task “{target?.taskSubject}” that Ting wrote in your
        organization's HubSpot.
      </Text>
      <Group justify="flex-end">
        {/* Focus starts on the harmless choice. */}
        <Button variant="default" onClick={onClose} data-autofocus>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm}>
          Remove item and task
        </Button>
      </Group>
    </Stack>
  </Modal>
);
