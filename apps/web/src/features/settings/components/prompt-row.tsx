import { Box, Button, Table, Textarea, Tooltip } from '@mantine/core';
import { TOAST_DURATION_MS, TOAST_TEXTS } from '@ting/contracts';
import { useState } from 'react';
import { showToast } from '../../../lib/toast';
import { useUpdateUserMetaMutation } from '../../identity/api/use-update-user-meta-mutation';

/** The two General prompts, keyed as in `user.meta.prompts`. */
export type TPromptField = 'summary' | 'action_items';

export const UNCHANGED_PROMPT_TOOLTIP = 'Make changes to the prompt in order to update it.';

export type TPromptRowProps = {
  field: TPromptField;
  label: string;
  storedPrompt: string;
};

/** One row of the General table: the prompt, editable, and its Update button. */
export const PromptRow = ({ field, label, storedPrompt }: TPromptRowProps) => {
  const [draft, setDraft] = useState(storedPrompt);
  const updateMeta = useUpdateUserMetaMutation();
  const isUnchanged = draft === storedPrompt;

  const handleUpdate = async () => {
    try {
      await updateMeta.mutateAsync({ metadata: { prompts: { [field]: draft } } });
      showToast({
        message: TOAST_TEXTS.promptUpdated,
        tone: 'success',
        durationMs: TOAST_DURATION_MS.prompt,
      });
    } catch (error) {
      // The HTTP client has shown the failure; metadata patch failures are otherwise only logged.
      console.error(`Could not update the ${label} prompt`, error);
    }
  };

  return (
    <Table.Tr>
      <Table.Th scope="row" fw={600} style={{ verticalAlign: 'top' }} pt="md">
        {label}
      </Table.Th>
      <Table.Td>
        <Textarea
          aria-label={`${label} prompt`}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          autosize
          minRows={3}
          maxRows={12}
        />
      </Table.Td>
      <Table.Td style={{ verticalAlign: 'top' }}>
        <Tooltip label={UNCHANGED_PROMPT_TOOLTIP} disabled={!isUnchanged} multiline w={220}>
          {/* A disabled button gets no pointer events, so the tooltip listens on this wrapper. */}
          <Box component="span" display="inline-block">
            <Button onClick={() => void handleUpdate()} disabled={isUnchanged} loading={updateMeta.isPending}>
              Update
            </Button>
          </Box>
        </Tooltip>
      </Table.Td>
    </Table.Tr>
  );
};
