import { ActionIcon, Button, Checkbox, Group, Paper, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconPencil, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import type { TActionItem } from '@ting/contracts';
import { type FormEvent, useId, useState } from 'react';
import { formatDueDate } from '../utils/meeting-format';
import { RemoveActionItemModal } from './remove-action-item-modal';

/** Said on an item whose HubSpot task a person changed there: Ting no longer touches it. */
export const CHANGED_IN_HUBSPOT_NOTE = 'Changed in HubSpot — left as it is';

export type TActionItemsEditorProps = {
  items: readonly TActionItem[];
  /** Saves the whole edited list; without it the list is read-only (a shared meeting). */
  onChange: ((items: TActionItem[]) => void) | null;
  isSaving?: boolean;
};

type TDraft = { text: string; owner: string; due_date: string };

const draftOf = (item: TActionItem | null): TDraft => ({
  text: item?.text ?? '',
  owner: item?.owner ?? '',
  due_date: item?.due_date && /^\d{4}-\d{2}-\d{2}$/.test(item.due_date) ? item.due_date : '',
});

type TItemFormProps = {
  initial: TActionItem | null;
  submitLabel: string;
  onSubmit: (draft: TDraft) => void;
  onCancel: () => void;
};

/** Text, owner and due date of one action item; the text is required. */
const ActionItemForm = ({ initial, submitLabel, onSubmit, onCancel }: TItemFormProps) => {
  const [draft, setDraft] = useState(() => draftOf(initial));
  const [error, setError] = useState<string | null>(null);
  const formId = useId();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.text.trim()) {
      setError('Describe the action item.');
      return;
    }
    onSubmit(draft);
  };

  return (
    <Paper withBorder radius="sm" p="sm" component="form" onSubmit={handleSubmit} aria-label={submitLabel}>
      <Stack gap="xs">
        <TextInput
          label="Action item"
          id={`${formId}-text`}
          value={draft.text}
          error={error}
          maxLength={1000}
          data-autofocus
          autoFocus
          onChange={(event) => {
            setDraft({ ...draft, text: event.currentTarget.value });
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onCancel();
          }}
        />
        <Group grow gap="xs">
          <TextInput
            label="Owner"
            placeholder="Who does it"
            value={draft.owner}
            maxLength={200}
            onChange={(event) => setDraft({ ...draft, owner: event.currentTarget.value })}
          />
          <TextInput
            label="Due date"
            type="date"
            value={draft.due_date}
            onChange={(event) => setDraft({ ...draft, due_date: event.currentTarget.value })}
          />
        </Group>
        <Group justify="flex-end" gap="xs">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconX size={14} aria-hidden />}
            onClick={onCancel}
          >
            Cancel
          </Button>
          <Button type="submit" size="xs" leftSection={<IconCheck size={14} aria-hidden />}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
};

const isSameItem = (a: TActionItem, b: TActionItem | null): boolean =>
  b !== null && a.text === b.text && a.owner === b.owner && a.due_date === b.due_date;

// An item keeps its id through edits (its HubSpot task follows it); a new one is given one here.
const toItem = (draft: TDraft, done: boolean, id: string = crypto.randomUUID()): TActionItem => ({
  id,
  text: draft.text.trim(),
  owner: draft.owner.trim() || null,
  due_date: draft.due_date || null,
  done,
});

const ItemDetails = ({ item }: { item: TActionItem }) => (
  <Text size="xs" c="dimmed">
    {item.owner ? `Owner: ${item.owner}` : 'No owner'}
    {' · '}
    {item.due_date ? (
      <>
        Due <time dateTime={item.due_date}>{formatDueDate(item.due_date)}</time>
      </>
    ) : (
      'No due date'
    )}
    {item.crm_task?.state === 'changed_in_hubspot' ? ` · ${CHANGED_IN_HUBSPOT_NOTE}` : null}
  </Text>
);

/** The meeting's action items: check them off, reword them, add and remove them. Every change saves at once. */
export const ActionItemsEditor = ({ items, onChange, isSaving = false }: TActionItemsEditorProps) => {
  // Which row is being edited: an index, 'new' for the add form, or none.
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  // The item as it was when its form opened: rows are known by position, so if the list changes under the
  // form (a teammate's edit arriving on refetch), the form closes rather than save over another item.
  const [editedItem, setEditedItem] = useState<TActionItem | null>(null);
  const isReadOnly = onChange === null;
  // While one form is open, the other rows wait: removing one would shift the row being edited.
  const isBusyEditing = editing !== null;
  const startEditing = (index: number) => {
    setEditing(index);
    setEditedItem(items[index] ?? null);
  };
  const editedNow = typeof editing === 'number' ? items[editing] : undefined;
  if (typeof editing === 'number' && (!editedNow || !isSameItem(editedNow, editedItem))) {
    setEditing(null);
    setEditedItem(null);
  }
  const save = (next: TActionItem[]) => onChange?.(next);
  // The item waiting for the answer to "Also delete its task in HubSpot?".
  const [removing, setRemoving] = useState<TActionItem | null>(null);
  const removeItem = (item: TActionItem) => save(items.filter((other) => other.id !== item.id));
  const askToRemove = (item: TActionItem) => {
    if (item.crm_task?.state === 'synced') setRemoving(item);
    else removeItem(item);
  };
  const doneCount = items.filter((item) => item.done).length;

  return (
    <Stack gap="sm">
      <RemoveActionItemModal
        target={
          removing ? { text: removing.text, taskSubject: removing.crm_task?.subject ?? removing.text } : null
        }
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) removeItem(removing);
          setRemoving(null);
        }}
      />
      {items.length === 0 && editing !== 'new' ? (
        <Text size="sm" c="dimmed">
          No action items were found in this meeting.
        </Text>
      ) : (
        <Text size="xs" c="dimmed" aria-live="polite">
          {doneCount} of {items.length} done{isSaving ? ' · Saving…' : ''}
        </Text>
      )}
      <Stack
        gap="xs"
        component="ul"
        aria-label="Action items"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {items.map((item, index) => (
          <li key={item.id}>
            {editing === index ? (
              <ActionItemForm
                initial={item}
                submitLabel="Save action item"
                onCancel={() => setEditing(null)}
                onSubmit={(draft) => {
                  save(items.map((other, at) => (at === index ? toItem(draft, item.done, item.id) : other)));
                  setEditing(null);
                }}
              />
            ) : (
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <Checkbox
                  mt={2}
                  checked={item.done}
                  disabled={isReadOnly || isBusyEditing}
                  aria-label={`Done: ${item.text}`}
                  onChange={(event) => {
                    const done = event.currentTarget.checked;
                    save(items.map((other, at) => (at === index ? { ...other, done } : other)));
                  }}
                />
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Text
                    size="sm"
                    td={item.done ? 'line-through' : undefined}
                    c={item.done ? 'dimmed' : undefined}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {item.text}
                  </Text>
                  <ItemDetails item={item} />
                </Stack>
                {isReadOnly || isBusyEditing ? null : (
                  <Group gap={4} wrap="nowrap">
                    <Tooltip label="Edit">
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={`Edit: ${item.text}`}
                        onClick={() => startEditing(index)}
                      >
                        <IconPencil size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label="Remove">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Remove: ${item.text}`}
                        onClick={() => askToRemove(item)}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                )}
              </Group>
            )}
          </li>
        ))}
      </Stack>
      {editing === 'new' ? (
        <ActionItemForm
          initial={null}
          submitLabel="Add action item"
          onCancel={() => setEditing(null)}
          onSubmit={(draft) => {
            save([...items, toItem(draft, false)]);
            setEditing(null);
          }}
        />
      ) : isReadOnly || isBusyEditing ? null : (
        <Group>
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => setEditing('new')}
          >
            Add action item
          </Button>
        </Group>
      )}
    </Stack>
  );
};
