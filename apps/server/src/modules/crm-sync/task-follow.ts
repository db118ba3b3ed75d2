import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { CrmWritePayload } from '../../db/schema';
import type { CrmEngagement } from '../../providers/crm/crm-provider';
import { taskBodyWithMarker } from '../../providers/crm/hubspot/engagements';
import { ProviderError } from '../../providers/provider-errors';
import type { CrmConnection } from '../crm/crm-connection';
import { findMeeting, findOutputs, type MeetingOutputRow } from '../meetings/meetings.repository';
import { type CrmWriteRow, listWrites, updateWrite } from './crm-sync.repository';
import { statedDueAt, taskKey, taskText } from './write-plan';

export const CRM_TASK_FOLLOW_JOB = 'crm-sync.follow-action-items';
/** The reason on a task Ting no longer touches: a person changed it in HubSpot after Ting wrote it. */
export const CHANGED_IN_HUBSPOT = 'Changed in HubSpot — left as it is.';
export const DELETED_WITH_ITEM = 'Deleted in HubSpot with its action item.';

type TaskPayload = Extract<CrmWritePayload, { kind: 'task' }>;
type Item = MeetingOutputRow['actionItems'][number];
type TaskRow = CrmWriteRow & { payload: TaskPayload; hubspotId: string };

/** A task Ting wrote and may still change: written, with its id, and not given up on. */
export const isFollowedTask = (row: CrmWriteRow): row is TaskRow =>
  row.kind === 'task' && row.status === 'written' && row.hubspotId !== null && row.payload.kind === 'task';

/** The item a task was written for: by id, or (a row written before items had ids) by its words. */
export function itemOfTask(row: CrmWriteRow, items: readonly Item[]): Item | undefined {
  if (row.payload.kind !== 'task') return undefined;
  const { itemId } = row.payload;
  if (itemId) return items.find((item) => item.id === itemId);
  return items.find((item) => taskKey(item.text) === row.writeKey);
}

/** Text as a person reads it: tags and entities out, whitespace collapsed (HubSpot may re-render HTML). */
const readable = (html: string | null) =>
  (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;|&#34;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

/** HubSpot's task is still what Ting last wrote: nobody reworded, re-dated, completed or reopened it. */
export function isAsWritten(task: CrmEngagement, row: TaskRow): boolean {
  const { payload } = row;
  return (
    (task.title ?? '').trim() === payload.subject.trim() &&
    readable(task.body) === readable(taskBodyWithMarker(payload.body, row.marker)) &&
    task.timestamp?.getTime() === new Date(payload.dueAt).getTime() &&
    (task.status ?? 'NOT_STARTED') === (payload.completed ? 'COMPLETED' : 'NOT_STARTED')
  );
}

/**
 * Carries edits of a meeting's action items to the HubSpot tasks Ting wrote for them: a reworded or
 * re-dated item updates its task, a completed one completes it, a deleted one deletes it. Each task
 * is read first; one a person changed in HubSpot since Ting's last write is left alone for good
 * (its row says so). Idempotent: a task already as wanted is not written again.
 */
export function createTaskFollower(deps: {
  db: Database;
  crm: CrmConnection;
  appUrl: string;
  log: FastifyBaseLogger;
}) {
  const { db, crm, log } = deps;
  return {
    async follow(scope: { organizationId: string; meetingId: string }): Promise<void> {
      const rows = (await listWrites(db, scope)).filter(isFollowedTask);
      const found = await findMeeting(db, scope);
      if (rows.length === 0 || !found) return;
      const items = (await findOutputs(db, scope.meetingId))?.actionItems ?? [];
      const meeting = {
        title: found.meeting.title,
        url: `${deps.appUrl.replace(/\/$/, '')}/meetings/${found.meeting.id}`,
      };
      await crm.withCrm(scope.organizationId, async (provider, access) => {
        for (const row of rows) {
          if (row.reason === CHANGED_IN_HUBSPOT) continue;
          const item = itemOfTask(row, items);
          // Rows written before items had ids whose words no longer match any item: nothing to follow.
          if (!item && !row.payload.itemId) continue;
          const { payload } = row;
          const text = item ? taskText(item, meeting) : null;
          const wanted: TaskPayload | null =
            item && text
              ? {
                  ...payload,
                  subject: text.subject,
                  body: text.body,
                  dueAt: statedDueAt(item.dueDate)?.toISOString() ?? payload.dueAt,
                  completed: item.done,
                }
              : null;
          const unchanged =
            wanted !== null &&
            wanted.subject === payload.subject &&
            wanted.body === payload.body &&
            wanted.dueAt === payload.dueAt &&
            Boolean(wanted.completed) === Boolean(payload.completed);
          if (unchanged) continue;

          let task: CrmEngagement | null;
          try {
            task = await provider.getEngagement({ ...access, type: 'task', id: row.hubspotId });
          } catch (error) {
            if (!(error instanceof ProviderError && error.kind === 'not_found')) throw error;
            task = null;
          }
          // Already as wanted (an earlier run wrote it and stopped before recording so): record it.
          if (task && wanted && isAsWritten(task, { ...row, payload: wanted })) {
            await updateWrite(db, { id: row.id, values: { payload: wanted, title: wanted.subject } });
            continue;
          }
          if (!task || !isAsWritten(task, row)) {
            // A person changed (or deleted) it in HubSpot: theirs now.
            if (!task && !wanted) {
              await updateWrite(db, { id: row.id, values: { status: 'skipped', reason: DELETED_WITH_ITEM } });
            } else {
              await updateWrite(db, { id: row.id, values: { reason: CHANGED_IN_HUBSPOT } });
              log.info({ writeId: row.id }, 'HubSpot task changed by a person; left as it is');
            }
            continue;
          }
          if (!wanted) {
            await provider.deleteEngagement({ ...access, type: 'task', id: row.hubspotId });
            await updateWrite(db, { id: row.id, values: { status: 'skipped', reason: DELETED_WITH_ITEM } });
            continue;
          }
          await provider.updateTask({
            ...access,
            id: row.hubspotId,
            subject: wanted.subject,
            body: wanted.body,
            marker: row.marker,
            dueAt: new Date(wanted.dueAt),
            completed: Boolean(wanted.completed),
          });
          await updateWrite(db, {
            id: row.id,
            values: { payload: wanted, title: wanted.subject, writtenAt: new Date() },
          });
        }
      });
    },
  };
}

export type TaskFollower = ReturnType<typeof createTaskFollower>;

/** Per action item id, the task Ting wrote for it and whether Ting's edits still carry to it. */
export async function itemTaskStates(
  db: Database,
  scope: { organizationId: string; meetingId: string },
  items: readonly Item[],
): Promise<Map<string, { state: 'synced' | 'changed_in_hubspot'; subject: string }>> {
  const states = new Map<string, { state: 'synced' | 'changed_in_hubspot'; subject: string }>();
  if (items.length === 0) return states;
  for (const row of (await listWrites(db, scope)).filter(isFollowedTask)) {
    const item = itemOfTask(row, items);
    if (!item) continue;
    states.set(item.id, {
      state: row.reason === CHANGED_IN_HUBSPOT ? 'changed_in_hubspot' : 'synced',
      subject: row.payload.subject,
    });
  }
  return states;
}
