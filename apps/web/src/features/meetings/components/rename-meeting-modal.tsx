import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { MAX_MEETING_TITLE_LENGTH, ZUpdateMeetingRequestSchema } from '@ting/contracts';
import { type FormEvent, useState } from 'react';
import { PROCESSING_LABEL } from '../../../ui/busy-label';

export type TRenameMeetingModalProps = {
  isOpen: boolean;
  title: string;
  isSaving: boolean;
  /** The server's refusal, shown under the field. */
  error: string | null;
  onSave: (title: string) => void;
  onClose: () => void;
};

type TRenameFormProps = Omit<TRenameMeetingModalProps, 'isOpen'>;

/** Mounted per opening, so the field starts from the meeting's current name. */
const RenameForm = ({ title: currentTitle, isSaving, error, onSave, onClose }: TRenameFormProps) => {
  const [title, setTitle] = useState(currentTitle);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const isUnchanged = title.trim() === currentTitle;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The contract's own rule (1–200 characters, no NUL or lone surrogate), as the server checks it.
    const parsed = ZUpdateMeetingRequestSchema.safeParse({ title });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'Enter a valid name.');
      return;
    }
    setFieldError(null);
    if (!isUnchanged) onSave(parsed.data.title);
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="lg">
        <TextInput
          label="Meeting name"
          value={title}
          maxLength={MAX_MEETING_TITLE_LENGTH}
          onChange={(event) => {
            setTitle(event.currentTarget.value);
            setFieldError(null);
          }}
          error={fieldError ?? error}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={isSaving}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSaving || isUnchanged}>
            {isSaving ? PROCESSING_LABEL : 'Save'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

/** Renames a meeting: for everyone who sees it, in the list, on its page and in search. */
export const RenameMeetingModal = ({ isOpen, ...formProps }: TRenameMeetingModalProps) => (
  <Modal
    opened={isOpen}
    onClose={formProps.isSaving ? () => {} : formProps.onClose}
    title="Rename meeting"
    centered
  >
    {isOpen ? <RenameForm {...formProps} /> : null}
  </Modal>
);
