import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { MAX_CONVERSATION_TITLE, type TAssistantConversation } from '@ting/contracts';
import { type FormEvent, useState } from 'react';
import { PROCESSING_LABEL } from '../../../ui/busy-label';
import { ASSISTANT_TEXTS } from '../assistant-texts';

export type TRenameConversationModalProps = {
  /** The conversation to rename; null when the modal is closed. */
  conversation: TAssistantConversation | null;
  isSaving: boolean;
  onSave: (title: string) => void;
  onClose: () => void;
};

type TRenameFormProps = Omit<TRenameConversationModalProps, 'conversation'> & {
  conversation: TAssistantConversation;
};

/** Mounted per opening, so the field starts from the conversation's current title. */
const RenameForm = ({ conversation, isSaving, onSave, onClose }: TRenameFormProps) => {
  const [title, setTitle] = useState(conversation.title);
  const trimmed = title.trim();
  const canSave = trimmed !== '' && trimmed !== conversation.title && !isSaving;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (canSave) onSave(trimmed);
  };

  return (
    <form onSubmit={handleSubmit}>
      <Stack gap="lg">
        <TextInput
          label={ASSISTANT_TEXTS.renameField}
          value={title}
          maxLength={MAX_CONVERSATION_TITLE}
          onChange={(event) => setTitle(event.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={isSaving}>
            {ASSISTANT_TEXTS.cancel}
          </Button>
          <Button type="submit" disabled={!canSave}>
            {isSaving ? PROCESSING_LABEL : ASSISTANT_TEXTS.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

/** Renames a conversation (1 to 120 characters). */
export const RenameConversationModal = ({ conversation, ...formProps }: TRenameConversationModalProps) => (
  <Modal
    opened={conversation !== null}
    onClose={formProps.isSaving ? () => {} : formProps.onClose}
    title={ASSISTANT_TEXTS.renameTitle}
    centered
  >
    {conversation ? <RenameForm key={conversation.id} conversation={conversation} {...formProps} /> : null}
  </Modal>
);
