import { Box, Button, Table, Text, Textarea, Tooltip } from '@mantine/core';
import { TOAST_DURATION_MS, TOAST_TEXTS } from '@ting/contracts';
import { type ReactNode, useState } from 'react';
import { showToast } from '../../../lib/toast';
import { useEngineFollowsPrompts } from '../../app-config/api/use-app-config-query';

export const UNCHANGED_PROMPT_TOOLTIP = 'Make changes to the prompt in order to update it.';

/** Under every prompt: whether the engine that writes with it follows it (issue 29). */
export const PROMPT_ENGINE_TEXTS = {
  builtIn: 'The built-in engine does not follow custom prompts; configure a model to use yours.',
  model: 'The configured model follows this prompt: the next meeting is written with it.',
} as const;

/** Says whether the configured engine follows the prompt; nothing while that is unknown. */
const PromptEngineNote = () => {
  const followsPrompts = useEngineFollowsPrompts();
  if (followsPrompts === null) return null;
  return (
    <Text size="xs" c={followsPrompts ? 'dimmed' : 'orange.9'} mt={4} data-prompt-engine-note>
      {followsPrompts ? PROMPT_ENGINE_TEXTS.model : PROMPT_ENGINE_TEXTS.builtIn}
    </Text>
  );
};

export type TPromptRowProps = {
  /** The row's name, shown as its header and naming the textarea ('{label} prompt'). */
  label: string;
  storedPrompt: string;
  /** Saves the new text; rejects when the save failed (shown or only logged, as its call's catalogue entry says). */
  onUpdate: (prompt: string) => Promise<unknown>;
  isUpdating: boolean;
  /** Cells before the name, such as the Activated checkbox or the object badge. */
  leadingCells?: ReactNode;
  /** Shown under the name, such as the property's HubSpot name. */
  nameDetail?: ReactNode;
  /** Cells after the Update button, such as Delete. */
  trailingCells?: ReactNode;
  /** Set when the user may not change this prompt: it is read-only and Update says why. */
  readOnlyReason?: string | null;
};

/**
 * One prompt row, shared by the General tab and the CRM tables: the prompt, editable, and its Update button,
 * disabled until the text differs from the stored prompt (spec section 5). The parent keys the row by the
 * stored text, so a save that changes it starts the draft again from the new value.
 */
export const PromptRow = ({
  label,
  storedPrompt,
  onUpdate,
  isUpdating,
  leadingCells,
  nameDetail,
  trailingCells,
  readOnlyReason = null,
}: TPromptRowProps) => {
  const [draft, setDraft] = useState(storedPrompt);
  const isUnchanged = draft === storedPrompt;
  const isReadOnly = readOnlyReason !== null;

  const handleUpdate = async () => {
    try {
      await onUpdate(draft);
      showToast({
        message: TOAST_TEXTS.promptUpdated,
        tone: 'success',
        durationMs: TOAST_DURATION_MS.prompt,
      });
    } catch (error) {
      // Metadata and field update failures are only logged (spec section 8); no success toast either.
      console.error(`Could not update the ${label} prompt`, error);
    }
  };

  return (
    <Table.Tr>
      {leadingCells}
      <Table.Th scope="row" fw={600} style={{ verticalAlign: 'top' }} pt="md">
        {label}
        {nameDetail}
      </Table.Th>
      <Table.Td>
        <Textarea
          aria-label={`${label} prompt`}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          readOnly={isReadOnly}
          autosize
          minRows={3}
          maxRows={12}
        />
        <PromptEngineNote />
      </Table.Td>
      <Table.Td style={{ verticalAlign: 'top' }}>
        <Tooltip
          label={readOnlyReason ?? UNCHANGED_PROMPT_TOOLTIP}
          disabled={!isUnchanged && !isReadOnly}
          multiline
          w={220}
        >
          {/* A disabled button gets no pointer events, so the tooltip listens on this wrapper. */}
          <Box component="span" display="inline-block">
            <Button
              onClick={() => void handleUpdate()}
              disabled={isUnchanged || isReadOnly}
              loading={isUpdating}
            >
              Update
            </Button>
          </Box>
        </Tooltip>
      </Table.Td>
      {trailingCells}
    </Table.Tr>
  );
};
