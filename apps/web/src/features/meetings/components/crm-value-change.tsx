import { Box, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { TCrmUpdate } from '@ting/contracts';
import { useState } from 'react';
import { CRM_UPDATES_TEXTS } from '../crm-updates-texts';
import { formatCrmValue, isLongText } from '../utils/crm-value-format';
import { collapseUnchanged, countChangedWords, diffWords, type TDiffPart } from '../utils/word-diff';

const DiffText = ({ parts }: { parts: readonly TDiffPart[] }) => (
  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-value-diff>
    {parts.map((part, index) =>
      part.type === 'added' ? (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts never reorder
        <Box key={index} component="ins" bg="green.0" c="green.9" style={{ textDecoration: 'none' }}>
          <VisuallyHidden>added: </VisuallyHidden>
          {part.text}
        </Box>
      ) : part.type === 'removed' ? (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts never reorder
        <Box key={index} component="del" bg="red.0" c="red.9">
          <VisuallyHidden>removed: </VisuallyHidden>
          {part.text}
        </Box>
      ) : (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts never reorder
        <span key={index}>{part.text}</span>
      ),
    )}
  </Text>
);

/** A long text's change as the words it removes and adds: a few words around each, or the whole text. */
const LongTextChange = ({ before, after }: { before: string; after: string }) => {
  const [isExpanded, setIsExpanded] = useState(false);
  const parts = diffWords(before, after);
  const shown = isExpanded ? parts : collapseUnchanged(parts);
  return (
    <Stack gap={4} data-value="diff">
      <Text size="xs" c="dimmed">
        {CRM_UPDATES_TEXTS.wordChanges(countChangedWords(parts))}
      </Text>
      <DiffText parts={shown} />
      <UnstyledButton
        fz="xs"
        c="indigo.7"
        onClick={() => setIsExpanded(!isExpanded)}
        aria-expanded={isExpanded}
        style={{ alignSelf: 'flex-start' }}
      >
        {isExpanded ? CRM_UPDATES_TEXTS.showChangesOnly : CRM_UPDATES_TEXTS.showWholeText}
      </UnstyledButton>
    </Stack>
  );
};

/**
 * The value before → the value written or proposed, as people read them: dates in the reader's locale,
 * amounts in the deal's currency, options by their labels; a long text as a diff of what changes.
 * The same in the review list and in what was written (one formatter, `formatCrmValue`).
 */
export const CrmValueChange = ({ update }: { update: TCrmUpdate }) => {
  if (isLongText(update, [update.old_value, update.new_value])) {
    return <LongTextChange before={update.old_value ?? ''} after={update.new_value ?? ''} />;
  }
  const before = formatCrmValue({ value: update.old_value, display: update.old_display, shape: update });
  const after = formatCrmValue({ value: update.new_value, display: update.new_display, shape: update });
  return (
    <Group gap={6} wrap="wrap" align="center">
      <Text span size="sm" c="dimmed" fs={before === null ? 'italic' : undefined} data-value="old">
        {before ?? CRM_UPDATES_TEXTS.emptyValue}
      </Text>
      <IconArrowRight size={14} aria-hidden color="var(--mantine-color-dimmed)" />
      <VisuallyHidden>to</VisuallyHidden>
      <Text span size="sm" fw={500} fs={after === null ? 'italic' : undefined} data-value="new">
        {after ?? CRM_UPDATES_TEXTS.emptyValue}
      </Text>
    </Group>
  );
};
