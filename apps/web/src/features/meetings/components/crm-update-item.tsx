import { Anchor, Box, Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { TCrmUpdate, TCrmUpdateDecision } from '@ting/contracts';
import { type ReactNode, useState } from 'react';
import { CrmObjectBadge } from '../../../ui/crm-object-badge';
import { CRM_ACTIVITY_LABELS, CRM_UPDATES_TEXTS } from '../crm-updates-texts';
import { formatTimestamp } from '../utils/transcript-search';
import { CrmUpdateStatusBadge } from './crm-update-status-badge';
import { CrmUpdateValueInput } from './crm-update-value-input';
import { CrmValueChange } from './crm-value-change';

export type TCrmUpdateItemProps = {
  update: TCrmUpdate;
  onDecide: (decision: TCrmUpdateDecision & { update: TCrmUpdate }) => void;
  onRetry: (update: TCrmUpdate) => void;
  /** Seeks the meeting's player and transcript; without a recording the quote's time is plain text. */
  onSeek: ((timeMs: number) => void) | null;
};

/** What the update is called: the property's label, or the activity's title. */
export const crmUpdateName = (update: TCrmUpdate): string =>
  update.kind === 'property'
    ? (update.property_label ?? update.property ?? '')
    : (update.title ?? CRM_ACTIVITY_LABELS[update.kind]);

/** The name, opening the written record or activity in HubSpot when it exists there. */
const UpdateName = ({ update }: { update: TCrmUpdate }) => {
  const name = crmUpdateName(update);
  return update.url ? (
    <Anchor
      href={update.url}
      target="_blank"
      rel="noopener noreferrer"
      title="Open in HubSpot"
      size="sm"
      fw={500}
      data-update-name
    >
      {name}
      <IconExternalLink size={12} aria-hidden style={{ marginLeft: 4, verticalAlign: 'middle' }} />
    </Anchor>
  ) : (
    <Text size="sm" fw={500} data-update-name>
      {name}
    </Text>
  );
};

type TEvidenceProps = {
  evidence: NonNullable<TCrmUpdate['evidence']>;
  onSeek: ((timeMs: number) => void) | null;
};

/** The quote the value rests on, and the moment it was said (a button that plays from there, as in the transcript). */
const Evidence = ({ evidence, onSeek }: TEvidenceProps) => {
  const { quote, start_ms: startMs } = evidence;
  const timestamp = startMs === null ? null : formatTimestamp(startMs);
  return (
    <Box
      component="figure"
      m={0}
      pl="sm"
      style={{ borderLeft: '3px solid var(--mantine-color-gray-3)' }}
      data-evidence
    >
      <Text component="blockquote" size="sm" c="dimmed" fs="italic" m={0}>
        “{quote}”
      </Text>
      {timestamp !== null && startMs !== null ? (
        <Text component="figcaption" size="xs" mt={2}>
          {onSeek ? (
            <UnstyledButton
              onClick={() => onSeek(startMs)}
              aria-label={CRM_UPDATES_TEXTS.playFrom(timestamp)}
              fz="xs"
              c="indigo.7"
              ff="monospace"
            >
              [{timestamp}]
            </UnstyledButton>
          ) : (
            <Text span fz="xs" c="dimmed" ff="monospace">
              [{timestamp}]
            </Text>
          )}
        </Text>
      ) : null}
    </Box>
  );
};

type TReviewActionsProps = {
  update: TCrmUpdate;
  onDecide: TCrmUpdateItemProps['onDecide'];
};

/** Approve, Edit (property updates: write another value instead) or Reject a proposed update. */
const ReviewActions = ({ update, onDecide }: TReviewActionsProps) => {
  const [draft, setDraft] = useState<string | null>(null);
  const isEditable = update.kind === 'property';

  if (draft !== null) {
    const handleSave = () => {
      onDecide({ update, decision: 'approve', value: draft.trim() });
      setDraft(null);
    };
    return (
      <Stack gap="xs">
        <CrmUpdateValueInput update={update} value={draft} onChange={setDraft} />
        <Group gap="xs">
          <Button size="xs" onClick={handleSave} disabled={draft.trim() === ''}>
            {CRM_UPDATES_TEXTS.saveAndApprove}
          </Button>
          <Button size="xs" variant="default" onClick={() => setDraft(null)}>
            {CRM_UPDATES_TEXTS.cancel}
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Group gap="xs">
      <Button size="xs" onClick={() => onDecide({ update, decision: 'approve' })}>
        {CRM_UPDATES_TEXTS.approve}
      </Button>
      {isEditable ? (
        <Button size="xs" variant="default" onClick={() => setDraft(update.new_value ?? '')}>
          {CRM_UPDATES_TEXTS.edit}
        </Button>
      ) : null}
      <Button size="xs" variant="subtle" color="red" onClick={() => onDecide({ update, decision: 'reject' })}>
        {CRM_UPDATES_TEXTS.reject}
      </Button>
    </Group>
  );
};

type TItemFrameProps = {
  update: TCrmUpdate;
  /** Above the name: the activity's kind, or the property's record. */
  eyebrow: ReactNode;
  children?: ReactNode;
  onDecide: TCrmUpdateItemProps['onDecide'];
  onRetry: TCrmUpdateItemProps['onRetry'];
};

const ItemFrame = ({ update, eyebrow, children, onDecide, onRetry }: TItemFrameProps) => (
  <Stack
    component="li"
    gap={6}
    py="sm"
    style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
    data-crm-update={update.kind}
    data-status={update.status}
  >
    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
      <Stack gap={2} style={{ minWidth: 0 }}>
        {eyebrow}
        <UpdateName update={update} />
      </Stack>
      <CrmUpdateStatusBadge status={update.status} />
    </Group>
    {children}
    {update.reason ? (
      <Text size="xs" c={update.status === 'failed' ? 'red.7' : 'dimmed'}>
        {update.reason}
      </Text>
    ) : null}
    {update.status === 'pending_review' ? <ReviewActions update={update} onDecide={onDecide} /> : null}
    {update.status === 'failed' ? (
      <Group>
        <Button size="xs" variant="light" color="red" onClick={() => onRetry(update)}>
          {CRM_UPDATES_TEXTS.retry}
        </Button>
      </Group>
    ) : null}
  </Stack>
);

/** A meeting, note or task Ting logs in HubSpot: its kind, title, status and page. */
export const CrmActivityItem = ({ update, onDecide, onRetry }: Omit<TCrmUpdateItemProps, 'onSeek'>) => (
  <ItemFrame
    update={update}
    onDecide={onDecide}
    onRetry={onRetry}
    eyebrow={
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {update.kind === 'property' ? null : CRM_ACTIVITY_LABELS[update.kind]}
      </Text>
    }
  />
);

/** A property of a linked record: its value before → after, the quote it rests on, and its status. */
export const CrmPropertyUpdateItem = ({ update, onDecide, onRetry, onSeek }: TCrmUpdateItemProps) => (
  <ItemFrame
    update={update}
    onDecide={onDecide}
    onRetry={onRetry}
    eyebrow={
      update.record_type ? (
        <Group gap={6} wrap="nowrap">
          <CrmObjectBadge type={update.record_type} size="xs" />
          <Text size="xs" c="dimmed" truncate>
            {update.record_name}
          </Text>
        </Group>
      ) : null
    }
  >
    <CrmValueChange update={update} />
    {update.evidence ? <Evidence evidence={update.evidence} onSeek={onSeek} /> : null}
  </ItemFrame>
);
