import {
  CRM_WRITE_MODE_KINDS,
  type TCrmWriteKind,
  type TCrmWriteModes,
  type TCrmWriteStatus,
} from '@ting/contracts';

/** Texts of the meeting's HubSpot tab: what Ting wrote to HubSpot after the meeting, or proposes to. */
export const CRM_UPDATES_TEXTS = {
  tab: 'HubSpot',
  title: 'HubSpot updates',
  syncButton: 'Sync to HubSpot',
  syncing: 'Syncing with HubSpot…',
  automaticMode:
    'Ting writes these updates to HubSpot automatically; deal stage, amount and close date wait for your review.',
  reviewMode: 'Ting proposes these updates; only the ones you approve are written to HubSpot.',
  /** Some kinds go at once, the others wait (the admin's per-kind choice). */
  mixedMode: (atOnce: string, waiting: string) =>
    `Ting writes ${atOnce} to HubSpot at once; ${waiting} wait for your approval.`,
  modeKinds: { meeting: 'the meeting and its note', task: 'tasks', property: 'property updates' },
  settingsLink: 'Change in Settings',
  activities: 'Activities',
  properties: 'Property updates',
  emptyTitle: 'Nothing has been written to HubSpot for this meeting yet.',
  emptyDescription:
    'Once the meeting is processed and linked to HubSpot records, Ting logs the meeting, a note and tasks, and fills the properties you chose. Sync to HubSpot runs it now.',
  loadFailed: 'The HubSpot updates could not be loaded.',
  loading: 'Loading HubSpot updates',
  tryAgain: 'Try again',
  approve: 'Approve',
  approveAll: 'Approve all',
  reject: 'Reject',
  rejectAll: 'Reject all',
  edit: 'Edit',
  saveAndApprove: 'Save and approve',
  cancel: 'Cancel',
  retry: 'Retry',
  emptyValue: 'Empty',
  /** A long text's change, collapsed: how many words it adds and removes. */
  wordChanges: ({ added, removed }: { added: number; removed: number }) =>
    [
      added > 0 ? `adds ${added} ${added === 1 ? 'word' : 'words'}` : null,
      removed > 0 ? `removes ${removed} ${removed === 1 ? 'word' : 'words'}` : null,
    ]
      .filter(Boolean)
      .join(', ')
      .replace(/^./, (first) => first.toUpperCase()) || 'Changes spacing only',
  showWholeText: 'Show the whole text',
  showChangesOnly: 'Show the changes only',
  pendingCount: (count: number) =>
    `${count} ${count === 1 ? 'update waits' : 'updates wait'} for your review.`,
  playFrom: (timestamp: string) => `Play from ${timestamp}`,
  valueLabel: (label: string) => `New value for ${label}`,
} as const;

/** Each write's status as a badge: its words and colour. */
export const CRM_UPDATE_STATUS_BADGES: Record<TCrmWriteStatus, { label: string; color: string }> = {
  written: { label: 'Written', color: 'green' },
  pending_review: { label: 'Needs review', color: 'yellow' },
  queued: { label: 'Queued', color: 'blue' },
  failed: { label: 'Failed', color: 'red' },
  rejected: { label: 'Rejected', color: 'gray' },
  skipped: { label: 'Kept', color: 'gray' },
};

/** What each activity is, shown before its title. */
export const CRM_ACTIVITY_LABELS: Record<Exclude<TCrmWriteKind, 'property'>, string> = {
  meeting: 'Meeting',
  note: 'Note',
  task: 'Task',
};

const joinKinds = (kinds: readonly string[]) =>
  kinds.length > 1 ? `${kinds.slice(0, -1).join(', ')} and ${kinds[kinds.length - 1]}` : (kinds[0] ?? '');

/** What the organization's modes mean for this meeting's updates, in one sentence. */
export const writeModeSentence = (modes: TCrmWriteModes): string => {
  const atOnce = CRM_WRITE_MODE_KINDS.filter((kind) => modes[kind] === 'automatic');
  if (atOnce.length === CRM_WRITE_MODE_KINDS.length) return CRM_UPDATES_TEXTS.automaticMode;
  if (atOnce.length === 0) return CRM_UPDATES_TEXTS.reviewMode;
  const waiting = CRM_WRITE_MODE_KINDS.filter((kind) => modes[kind] === 'review');
  const words = (kinds: readonly (keyof typeof CRM_UPDATES_TEXTS.modeKinds)[]) =>
    joinKinds(kinds.map((kind) => CRM_UPDATES_TEXTS.modeKinds[kind]));
  return CRM_UPDATES_TEXTS.mixedMode(words(atOnce), words(waiting));
};
