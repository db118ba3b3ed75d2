import {
  isUuid,
  type TMeetingDetail,
  type TMeetingListFilter,
  type TMeetingListItem,
  type TMeetingListResponse,
  type TMeetingOutputs,
  type TMeetingVisibility,
  type TTranscriptSearchHit,
  type TUpdateActionItems,
  type TUpdateMeetingRequest,
} from '@ting/contracts';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { JobQueue } from '../../jobs/job-queue';
import type { ObjectStore } from '../../providers/storage/object-store';
import { formatTranscript } from '../../providers/transcription/files/format-transcript';
import { itemTaskStates } from '../crm-sync/task-follow';
import type { Principal } from '../identity/access-token';
import { requireAdmin } from '../organizations/require-admin';
import { withItemIds } from './action-item-ids';
import { toDetail, toOutputs, toSearchHit } from './meeting-dto';
import { listItemsByIds, listPageJson } from './meeting-list.repository';
import { setTitleWords } from './meeting-search.repository';
import { searchMeetingList } from './meeting-text-search';
import {
  deleteMeeting,
  findOutputs,
  findVisibleMeeting,
  listSegments,
  type MeetingWithOwner,
  searchSegments,
  setMeetingStatus,
  updateActionItems,
  updateMeeting,
} from './meetings.repository';
import { pipelineQueue } from './pipeline-queue';

/** A search hit with its `ts_rank` (`score`), which the search route's contract leaves out. */
export type TranscriptSearchMatch = TTranscriptSearchHit & { score: number };

/**
 * A member's ways to a meeting of their organization once it exists: find it (the access check
 * every other use starts from), list, read, export and search it, edit its action items, retry or
 * delete it.
 */
export function createMeetingReads(deps: { db: Database; store: ObjectStore; queue: JobQueue }) {
  const { db, store } = deps;
  const steps = pipelineQueue(deps.queue);

  /**
   * The meeting if the caller may read it (their organization's, and theirs or visible to them:
   * `meeting-visibility.ts`); anything else is 'not found', so a private meeting's existence does not leak.
   */
  async function requireMeeting(options: {
    principal: Principal;
    meetingId: string;
  }): Promise<MeetingWithOwner> {
    const row = isUuid(options.meetingId)
      ? await findVisibleMeeting(db, {
          organizationId: options.principal.organizationId,
          meetingId: options.meetingId,
          viewerUserId: options.principal.userId,
        })
      : undefined;
    if (!row) throw new AppError('NOT_FOUND', `Meeting ${options.meetingId} not found.`);
    return row;
  }

  async function requireOwnedMeeting(options: {
    principal: Principal;
    meetingId: string;
  }): Promise<MeetingWithOwner> {
    const row = await requireMeeting(options);
    if (row.meeting.ownerUserId !== options.principal.userId) {
      throw new AppError('FORBIDDEN', 'Only the meeting owner can do this.');
    }
    return row;
  }

  /**
   * For changes to the meeting itself (rename, delete): its owner may, and so may the organization's
   * admin; another member is refused (403) with the reason.
   */
  async function requireManagedMeeting(options: {
    principal: Principal;
    meetingId: string;
  }): Promise<MeetingWithOwner> {
    const row = await requireMeeting(options);
    if (row.meeting.ownerUserId !== options.principal.userId) {
      await requireAdmin({ db, principal: options.principal, action: 'manage_others_meetings' });
    }
    return row;
  }

  /** The meeting as the list shows it; callers have checked the reader may see it. */
  async function listItemOf(row: MeetingWithOwner): Promise<TMeetingListItem> {
    const { organizationId, id } = row.meeting;
    const item = (await listItemsByIds(db, { organizationId, meetingIds: [id] })).get(id);
    if (!item) throw new AppError('NOT_FOUND', `Meeting ${id} not found.`);
    return item;
  }

  /** The meeting with its transcript and outputs; callers have checked the reader may see it. */
  const scopeOf = (row: MeetingWithOwner) => ({
    organizationId: row.meeting.organizationId,
    meetingId: row.meeting.id,
  });

  async function detailOf(row: MeetingWithOwner): Promise<TMeetingDetail> {
    const [item, segments, outputs] = await Promise.all([
      listItemOf(row),
      listSegments(db, row.meeting.id),
      findOutputs(db, row.meeting.id),
    ]);
    const tasks = await itemTaskStates(db, scopeOf(row), outputs?.actionItems ?? []);
    return toDetail({ item, row, segments, outputs, tasks });
  }

  /** A page of the list without a search, as the JSON text of its response body. */
  const pageJson = (principal: Principal, query: TMeetingListFilter): Promise<string> =>
    listPageJson(db, {
      organizationId: principal.organizationId,
      viewerUserId: principal.userId,
      isMine: query.scope === 'mine',
      page: query.page,
      pageSize: query.page_size,
    });

  return {
    requireMeeting,
    /** For changes only the owner may make (sharing, retry, adding a recording). */
    requireOwnedMeeting,
    /** For readers that check access their own way (share links). */
    detailOf,

    /**
     * A page of the list without a search, as its response body's JSON text, which PostgreSQL writes
     * and the route sends as it is. `query` as the route validated it (services do not parse requests again).
     */
    async listPageJson(options: { principal: Principal; query: TMeetingListFilter }): Promise<string> {
      return pageJson(options.principal, options.query);
    },

    /** A page of the list as an object; with `q`, the meetings matching it, best first, with their snippets. */
    async list(options: {
      principal: Principal;
      query: TMeetingListFilter;
    }): Promise<TMeetingListResponse['data']> {
      const { query } = options;
      if (!query.q) {
        return (JSON.parse(await pageJson(options.principal, query)) as TMeetingListResponse).data;
      }
      const { principal } = options;
      const { items, total, totalAtLeast } = await searchMeetingList(db, {
        organizationId: principal.organizationId,
        viewerUserId: principal.userId,
        ownerUserId: query.scope === 'mine' ? principal.userId : undefined,
        query: query.q,
        offset: (query.page - 1) * query.page_size,
        limit: query.page_size,
      });
      return {
        items,
        total,
        total_at_least: totalAtLeast,
        page: query.page,
        page_size: query.page_size,
      };
    },

    async get(options: { principal: Principal; meetingId: string }): Promise<TMeetingDetail> {
      return detailOf(await requireMeeting(options));
    },

    /** Replaces the action items with the edited list (checked, reworded, added, removed). */
    async updateActionItems(options: {
      principal: Principal;
      meetingId: string;
      request: TUpdateActionItems;
    }): Promise<TMeetingOutputs> {
      const { action_items: items } = options.request;
      const row = await requireMeeting(options);
      const scope = { meetingId: row.meeting.id, organizationId: row.meeting.organizationId };
      const updated = await inTransaction(db, async (tx) => {
        const saved = await updateActionItems(tx, {
          meetingId: row.meeting.id,
          organizationId: row.meeting.organizationId,
          actionItems: withItemIds(items).map((item) => ({
            id: item.id,
            text: item.text,
            owner: item.owner || null,
            dueDate: item.due_date,
            done: item.done,
          })),
        });
        // The HubSpot tasks written for the items follow them (`crm-sync/task-follow.ts`).
        if (saved) await deps.queue.publish('meeting.action_items_changed', scope, { tx });
        return saved;
      });
      if (!updated) {
        throw new AppError(
          'CONFLICT',
          `Meeting ${row.meeting.id} has no action items yet (status: ${row.meeting.status}); edit them once it is processed.`,
        );
      }
      return toOutputs(updated, await itemTaskStates(db, scope, updated.actionItems));
    },

    /**
     * The owner makes their meeting private (nobody else reads it, by any route) or visible to the
     * team again. A share link the owner made stays theirs to revoke: sharing is their explicit choice.
     */
    async setVisibility(options: {
      principal: Principal;
      meetingId: string;
      visibility: TMeetingVisibility;
    }): Promise<TMeetingListItem> {
      const row = await requireOwnedMeeting(options);
      if (row.meeting.visibility !== options.visibility) {
        await updateMeeting(db, { meetingId: row.meeting.id, set: { visibility: options.visibility } });
      }
      return listItemOf(row);
    },

    /** Starts a stopped meeting again from the beginning; every step is idempotent. */
    async retry(options: { principal: Principal; meetingId: string }): Promise<TMeetingListItem> {
      const row = await requireOwnedMeeting(options);
      if (!['failed', 'limit_reached'].includes(row.meeting.status)) {
        throw new AppError(
          'CONFLICT',
          `Meeting ${row.meeting.id} is ${row.meeting.status}; only a failed or stopped meeting can be retried.`,
        );
      }
      // Queued with its job or not at all: a meeting never waits for a job that was not sent.
      await inTransaction(db, async (tx) => {
        await setMeetingStatus(tx, { meetingId: row.meeting.id, status: 'queued' });
        await steps.sendIngest({ meetingId: row.meeting.id, tx });
      });
      return listItemOf(await requireMeeting(options));
    },

    /** Renames the meeting, in the list, its page and its search entry (the owner or the admin). */
    async rename(options: {
      principal: Principal;
      meetingId: string;
      request: TUpdateMeetingRequest;
    }): Promise<TMeetingListItem> {
      const row = await requireManagedMeeting(options);
      const { title } = options.request;
      await inTransaction(db, async (tx) => {
        await updateMeeting(tx, { meetingId: row.meeting.id, set: { title } });
        await setTitleWords(tx, { meetingId: row.meeting.id, title });
      });
      return listItemOf(await requireMeeting(options));
    },

    /**
     * Deletes the meeting, its transcript, outputs and search entries (cascade) and its media (the owner
     * or the admin). A meeting whose notetaker is booked or in the call is refused: the bot would still
     * join, so it is called off first, or the call ends.
     */
    async remove(options: { principal: Principal; meetingId: string }): Promise<void> {
      const row = await requireManagedMeeting(options);
      const notetaker = (await listItemOf(row)).notetaker;
      if (notetaker?.status === 'scheduled') {
        throw new AppError(
          'CONFLICT',
          `The notetaker is booked for "${row.meeting.title}": call it off first (switch Record off under Upcoming meetings).`,
        );
      }
      if (notetaker && ['joining', 'waiting_room', 'in_call'].includes(notetaker.status)) {
        throw new AppError(
          'CONFLICT',
          `The notetaker is in "${row.meeting.title}" now; delete the meeting once the call has ended.`,
        );
      }
      if (row.meeting.mediaKey) await store.delete(row.meeting.mediaKey);
      if (row.meeting.transcriptFileKey) await store.delete(row.meeting.transcriptFileKey);
      await deleteMeeting(db, {
        organizationId: options.principal.organizationId,
        meetingId: row.meeting.id,
      });
    },

    async exportTranscript(options: {
      principal: Principal;
      meetingId: string;
      format: 'vtt' | 'srt' | 'txt';
    }) {
      const row = await requireMeeting(options);
      const segments = await listSegments(db, row.meeting.id);
      if (segments.length === 0) {
        throw new AppError(
          'CONFLICT',
          `Meeting ${row.meeting.id} has no transcript yet (status: ${row.meeting.status}).`,
        );
      }
      return {
        title: row.meeting.title,
        body: formatTranscript({
          format: options.format,
          segments: segments.map((segment) => ({
            startMs: segment.startMs,
            endMs: segment.endMs,
            speaker: segment.speaker,
            text: segment.text,
          })),
        }),
      };
    },

    /**
     * Transcript lines of the meetings the caller may read matching `query` (websearch syntax), best
     * first; with `meetingIds`, of those meetings only (ids that name none of them find nothing).
     */
    async searchTranscripts(options: {
      principal: Principal;
      query: string;
      limit: number;
      meetingIds?: ReadonlyArray<string>;
    }): Promise<TranscriptSearchMatch[]> {
      const hits = await searchSegments(db, {
        organizationId: options.principal.organizationId,
        viewerUserId: options.principal.userId,
        query: options.query,
        limit: options.limit,
        meetingIds: options.meetingIds?.filter(isUuid),
      });
      return hits.map((hit) => ({ ...toSearchHit(hit), score: hit.score }));
    },
  };
}

export type MeetingReads = ReturnType<typeof createMeetingReads>;
