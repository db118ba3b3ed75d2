import { createHash } from 'node:crypto';
import {
  CRM_REVIEW_ALWAYS,
  crmWriteModeOf,
  type TCrmObjectType,
  type TCrmWriteKind,
  type TCrmWriteModes,
  type TCrmWriteStatus,
} from '@ting/contracts';
import type { CrmWriteAssociation, CrmWritePayload } from '../../db/schema';
import type { CrmOwner } from '../../providers/crm/crm-provider';
import type { CrmFieldProposal } from '../../providers/llm/meeting-intelligence';
import { escapeHtml } from '../../text/escape-html';
import { currencyCodeOf } from './crm-currency';
import { keptValueReason } from './crm-values';
import { markdownToSimpleHtml } from './simple-html';
import type { FieldTarget, LinkedRecord } from './value-proposals';

/** With no due date said, a task is due this many days after the meeting (or after the sync, if later). */
export const DEFAULT_TASK_DUE_DAYS = 3;
/** HubSpot shows a task subject on one line. */
const MAX_TASK_SUBJECT = 250;

export const REVIEW_REASON = 'Waiting for review.';
export const ALWAYS_REVIEW_REASON =
  'Deal stage, amount and close date are always reviewed before they are written.';

export type EngagementKind = Exclude<TCrmWriteKind, 'property'>;

/** Association type ids from each activity to each record type, as read from the CRM's labels. */
export type AssociationTypeIds = Record<EngagementKind, Partial<Record<TCrmObjectType, number>>>;

export type ActionItemInput = {
  /** Absent only on items planned in tests of old rows; stored items all have one. */
  id?: string;
  text: string;
  owner: string | null;
  dueDate: string | null;
  done: boolean;
};

export type PlanInput = {
  meeting: { id: string; title: string; startedAt: Date; endedAt: Date; url: string };
  /** The Ting user who owns the meeting: the task owner when an action item's owner is not a HubSpot user. */
  ownerEmail: string | null;
  summaryMarkdown: string | null;
  actionItems: readonly ActionItemInput[];
  participants: ReadonlyArray<{ name: string | null; email: string | null }>;
  records: readonly LinkedRecord[];
  proposals: ReadonlyArray<{
    target: FieldTarget;
    proposal: CrmFieldProposal;
    currentValue: string | null;
    block?: string;
  }>;
  owners: readonly CrmOwner[];
  associationTypeIds: AssociationTypeIds;
  /** Per kind, whether a write goes at once or waits for review (the organization's choice). */
  modes: TCrmWriteModes;
  now: Date;
};

/** One write as planned: what the crm_writes row will hold (its marker and id are the row's own). */
export type PlannedWrite = {
  writeKey: string;
  kind: TCrmWriteKind;
  recordType: TCrmObjectType | null;
  recordId: string | null;
  recordName: string | null;
  fieldId: string | null;
  propertyName: string | null;
  propertyLabel: string | null;
  title: string | null;
  oldValue: string | null;
  newValue: string | null;
  evidenceQuote: string | null;
  evidenceStartMs: number | null;
  payload: CrmWritePayload;
  status: TCrmWriteStatus;
  reason: string | null;
  /** A task's key before items had ids (`taskKey` of its text): the row an older sync left for it. */
  legacyWriteKey?: string;
};

/**
 * The key of an action item's task before items had ids: its words. Still used to find the rows
 * older syncs left (and to write one task for two items saying the same).
 */
export function taskKey(text: string): string {
  const normalized = text.trim().toLowerCase().replace(/\s+/g, ' ');
  return `task:${createHash('sha256').update(normalized).digest('hex').slice(0, 16)}`;
}

/** The key of the task written for the action item with this id. */
export const itemTaskKey = (itemId: string) => `task:item:${itemId}`;

const firstOf = (records: readonly LinkedRecord[], order: TCrmObjectType[]) =>
  order.map((type) => records.find((record) => record.type === type)).find(Boolean) ?? null;

function associate(
  kind: EngagementKind,
  records: readonly LinkedRecord[],
  ids: AssociationTypeIds,
): CrmWriteAssociation[] {
  return records.map((record) => {
    const associationTypeId = ids[kind][record.type];
    return associationTypeId === undefined
      ? { type: record.type, id: record.id }
      : { type: record.type, id: record.id, associationTypeId };
  });
}

/** The HubSpot owner of an action item: its owner's email (through the participants) or name, else the meeting owner's. */
export function taskOwnerId(options: {
  owner: string | null;
  participants: PlanInput['participants'];
  owners: readonly CrmOwner[];
  ownerEmail: string | null;
}): string | null {
  const { owners, participants } = options;
  const byEmail = (email: string | null | undefined) =>
    email ? owners.find((owner) => owner.email?.toLowerCase() === email.trim().toLowerCase()) : undefined;
  const name = options.owner?.trim().toLowerCase() ?? '';
  if (name) {
    const firstName = (full: string | null) => full?.trim().toLowerCase().split(/\s+/)[0] ?? '';
    const participant =
      participants.find((p) => p.name?.trim().toLowerCase() === name) ??
      (name.includes(' ') ? undefined : participants.find((p) => firstName(p.name) === name));
    const found =
      byEmail(name.includes('@') ? name : participant?.email) ??
      owners.find((owner) => owner.name.trim().toLowerCase() === name) ??
      (name.includes(' ') ? undefined : owners.find((owner) => firstName(owner.name) === name));
    if (found) return found.id;
  }
  return byEmail(options.ownerEmail)?.id ?? null;
}

function dueAt(item: ActionItemInput, meeting: PlanInput['meeting'], now: Date): Date {
  const stated = statedDueAt(item.dueDate);
  if (stated) return stated;
  const from = Math.max(meeting.startedAt.getTime(), now.getTime());
  const day = new Date(from + DEFAULT_TASK_DUE_DAYS * 86_400_000).toISOString().slice(0, 10);
  return new Date(`${day}T12:00:00.000Z`);
}

const linkBack = (url: string) => `<p><a href="${escapeHtml(url)}">Open this meeting in Ting</a></p>`;

/** A task's subject and body as Ting writes them for an action item (first, and after an edit in Ting). */
export function taskText(
  item: Pick<ActionItemInput, 'text'>,
  meeting: Pick<PlanInput['meeting'], 'title' | 'url'>,
): { subject: string; body: string } {
  return {
    subject: item.text.trim().slice(0, MAX_TASK_SUBJECT),
    body: `<p>${escapeHtml(item.text.trim())}</p><p>From the meeting “${escapeHtml(meeting.title)}”.</p>${linkBack(meeting.url)}`,
  };
}

/** The due date said for an item (noon UTC of that day), or null when it says none. */
export function statedDueAt(dueDate: string | null): Date | null {
  // Noon UTC keeps a stated day the same day in the time zones of both Americas and Europe.
  return dueDate && /^\d{4}-\d{2}-\d{2}$/.test(dueDate) ? new Date(`${dueDate}T12:00:00.000Z`) : null;
}

function actionItemsHtml(items: readonly ActionItemInput[]): string {
  if (items.length === 0) return '';
  const line = (item: ActionItemInput) => {
    const extras = [item.owner, item.dueDate ? `due ${item.dueDate}` : null].filter(Boolean).join(', ');
    return `<li>${escapeHtml(item.text)}${extras ? ` (${escapeHtml(extras)})` : ''}</li>`;
  };
  return `<h3>Action items</h3><ul>${items.map(line).join('')}</ul>`;
}

/**
 * The writes after a meeting, computed once per sync run from what is linked, said and proposed:
 * the meeting, a note, a task per open action item and the property values; each with the status
 * the organization's mode for its kind gives it (deal stage, amount and close date always wait for review), and
 * a property a person set after the meeting skipped with the reason.
 */
export function planWrites(input: PlanInput): PlannedWrite[] {
  const { meeting, records, modes } = input;
  if (records.length === 0) return [];
  const statusOf = (kind: TCrmWriteKind): Pick<PlannedWrite, 'status' | 'reason'> =>
    crmWriteModeOf(modes, kind) === 'review'
      ? { status: 'pending_review', reason: REVIEW_REASON }
      : { status: 'queued', reason: null };
  const summaryHtml = input.summaryMarkdown ? markdownToSimpleHtml(input.summaryMarkdown) : '';
  const openItems = input.actionItems.filter((item) => !item.done && item.text.trim() !== '');
  const base = {
    fieldId: null,
    propertyName: null,
    propertyLabel: null,
    oldValue: null,
    newValue: null,
    evidenceQuote: null,
    evidenceStartMs: null,
  };
  const on = (record: LinkedRecord | null) => ({
    recordType: record?.type ?? null,
    recordId: record?.id ?? null,
    recordName: record?.name ?? null,
  });
  const writes: PlannedWrite[] = [];

  writes.push({
    ...base,
    ...statusOf('meeting'),
    ...on(firstOf(records, ['contact', 'deal', 'company'])),
    writeKey: 'meeting',
    kind: 'meeting',
    title: meeting.title,
    payload: {
      kind: 'meeting',
      title: meeting.title,
      body: `${summaryHtml}${linkBack(meeting.url)}`,
      startsAt: meeting.startedAt.toISOString(),
      endsAt: meeting.endedAt.toISOString(),
      externalUrl: meeting.url,
      associations: associate('meeting', records, input.associationTypeIds),
    },
  });

  const noteTitle = `Meeting notes: ${meeting.title}`;
  writes.push({
    ...base,
    ...statusOf('note'),
    ...on(firstOf(records, ['deal', 'contact', 'company'])),
    writeKey: 'note',
    kind: 'note',
    title: noteTitle,
    payload: {
      kind: 'note',
      body: `<h3>${escapeHtml(noteTitle)}</h3>${summaryHtml}${actionItemsHtml(openItems)}${linkBack(meeting.url)}`,
      timestamp: meeting.endedAt.toISOString(),
      associations: associate('note', records, input.associationTypeIds),
    },
  });

  // Tasks go on the people and the deals; on the company only when neither is linked.
  const taskRecords = records.filter((record) => record.type !== 'company');
  const taskTargets = taskRecords.length > 0 ? taskRecords : records;
  const taskKeys = new Set<string>();
  for (const item of openItems) {
    const legacyWriteKey = taskKey(item.text);
    if (taskKeys.has(legacyWriteKey)) continue;
    taskKeys.add(legacyWriteKey);
    // Keyed by the item's id, so the task follows the item when it is reworded.
    const writeKey = item.id ? itemTaskKey(item.id) : legacyWriteKey;
    const { subject, body } = taskText(item, meeting);
    writes.push({
      ...base,
      ...statusOf('task'),
      ...on(firstOf(taskTargets, ['deal', 'contact', 'company'])),
      writeKey,
      ...(item.id ? { legacyWriteKey } : {}),
      kind: 'task',
      title: subject,
      payload: {
        kind: 'task',
        ...(item.id ? { itemId: item.id } : {}),
        subject,
        body,
        dueAt: dueAt(item, meeting, input.now).toISOString(),
        ownerId: taskOwnerId({
          owner: item.owner,
          participants: input.participants,
          owners: input.owners,
          ownerEmail: input.ownerEmail,
        }),
        associations: associate('task', taskTargets, input.associationTypeIds),
      },
    });
  }

  for (const { target, proposal, currentValue, block } of input.proposals) {
    const record = records.find((item) => item.type === target.record.type && item.id === target.record.id);
    // A block replaces only Ting's own text of this meeting: a person's text around it is kept as is.
    const kept =
      block !== undefined
        ? null
        : keptValueReason({
            meetingEndedAt: meeting.endedAt,
            seenValue: currentValue,
            currentValue,
            history: record?.history[target.propertyName],
            recordUpdatedAt: null,
            shape: target.shape,
          });
    const alwaysReviewed = CRM_REVIEW_ALWAYS[target.record.type].includes(target.propertyName);
    const status: Pick<PlannedWrite, 'status' | 'reason'> = kept
      ? { status: 'skipped', reason: kept }
      : crmWriteModeOf(modes, 'property') === 'review'
        ? { status: 'pending_review', reason: REVIEW_REASON }
        : alwaysReviewed
          ? { status: 'pending_review', reason: ALWAYS_REVIEW_REASON }
          : { status: 'queued', reason: null };
    writes.push({
      ...status,
      writeKey: `property:${target.key}`,
      kind: 'property',
      recordType: target.record.type,
      recordId: target.record.id,
      recordName: target.record.name,
      fieldId: target.fieldId,
      propertyName: target.propertyName,
      propertyLabel: target.label,
      title: null,
      oldValue: currentValue,
      newValue: proposal.value,
      evidenceQuote: proposal.quote || null,
      evidenceStartMs: proposal.startMs,
      payload: {
        kind: 'property',
        ...target.shape,
        options: [...target.shape.options],
        currencyCode: currencyCodeOf({
          recordType: target.record.type,
          propertyName: target.propertyName,
          values: record?.values,
        }),
        ...(block === undefined ? {} : { block }),
      },
    });
  }
  return writes;
}
