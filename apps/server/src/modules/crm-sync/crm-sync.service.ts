import {
  DEFAULT_CRM_WRITE_MODES,
  isUuid,
  overallCrmWriteMode,
  type TCrmUpdate,
  type TCrmUpdateDecision,
  type TMeetingCrmUpdates,
} from '@ting/contracts';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { JobQueue } from '../../jobs/job-queue';
import type { CrmConnection } from '../crm/crm-connection';
import type { Principal } from '../identity/access-token';
import type { MeetingReads } from '../meetings/meeting-reads';
import { findCrmWriteModes } from '../organizations/organizations.repository';
import {
  type CrmWriteRow,
  findSync,
  findWrite,
  listQueuedWriteIds,
  listUnplannedSyncs,
  listWrites,
  markSyncRequested,
  updateWrite,
} from './crm-sync.repository';
import { CRM_WRITE_JOB } from './crm-sync-planner';
import { byKind, toCrmUpdate } from './crm-update-dto';
import { invalidValueReason, sameValue } from './crm-values';

/** Plans one meeting's sync (payload `{organizationId, meetingId}`, as `meeting.crm_matched` carries). */
export const CRM_SYNC_JOB = 'crm-sync.plan';

/** After a reconnect, at most this many meetings whose sync waited are planned again. */
const RESUME_MEETINGS = 50;

type MeetingRef = { principal: Principal; meetingId: string };

/**
 * The meeting's HubSpot tab: what Ting wrote or proposes after a meeting, the 'Sync to HubSpot'
 * action, and people's review (approve, edit, reject; one or all) and Retry. Any member of the
 * meeting's organization may act, as they may read the meeting.
 */
export function createCrmSyncService(deps: {
  db: Database;
  crm: CrmConnection;
  meetings: Pick<MeetingReads, 'requireMeeting'>;
  queue: JobQueue;
}) {
  const { db, crm, meetings, queue } = deps;

  async function view(scope: { organizationId: string; meetingId: string }): Promise<TMeetingCrmUpdates> {
    const [account, rows, sync, modes] = await Promise.all([
      crm.account(scope.organizationId),
      listWrites(db, scope),
      findSync(db, scope),
      findCrmWriteModes(db, scope.organizationId),
    ]);
    const planning = sync !== undefined && (sync.plannedAt === null || sync.plannedAt < sync.requestedAt);
    const links = { provider: crm.provider, accountId: account?.accountId ?? null };
    return {
      connected: account !== null,
      write_mode: overallCrmWriteMode(modes ?? DEFAULT_CRM_WRITE_MODES),
      write_modes: modes ?? DEFAULT_CRM_WRITE_MODES,
      syncing: account !== null && (planning || rows.some((row) => row.status === 'queued')),
      updates: [...rows].sort(byKind).map((row) => toCrmUpdate(row, links)),
    };
  }

  async function requireScope({ principal, meetingId }: MeetingRef) {
    const { meeting } = await meetings.requireMeeting({ principal, meetingId });
    return { organizationId: meeting.organizationId, meetingId: meeting.id, status: meeting.status };
  }

  async function requireWrite(ref: MeetingRef & { updateId: string }): Promise<CrmWriteRow> {
    const scope = await requireScope(ref);
    const row = isUuid(ref.updateId)
      ? await findWrite(db, {
          organizationId: scope.organizationId,
          meetingId: scope.meetingId,
          id: ref.updateId,
        })
      : undefined;
    if (!row) throw new AppError('NOT_FOUND', `CRM update ${ref.updateId} not found on this meeting.`);
    return row;
  }

  const toUpdate = async (row: CrmWriteRow): Promise<TCrmUpdate> => {
    const account = await crm.account(row.organizationId);
    return toCrmUpdate(row, { provider: crm.provider, accountId: account?.accountId ?? null });
  };

  /** Queues rows for writing and their jobs, in one transaction. */
  async function queueWrites(
    rows: Array<{ row: CrmWriteRow; values: Parameters<typeof updateWrite>[1]['values'] }>,
  ): Promise<CrmWriteRow[]> {
    return inTransaction(db, async (tx) => {
      const updated: CrmWriteRow[] = [];
      for (const { row, values } of rows) {
        const saved = await updateWrite(tx, { id: row.id, values, onlyIfStatus: [row.status] });
        if (!saved) continue;
        updated.push(saved);
        if (saved.status === 'queued')
          await queue.send(
            CRM_WRITE_JOB,
            { organizationId: saved.organizationId, writeId: saved.id },
            { tx },
          );
      }
      return updated;
    });
  }

  function decisionValues(options: { row: CrmWriteRow; principal: Principal; decision: TCrmUpdateDecision }) {
    const { row, principal, decision } = options;
    const decided = {
      decidedByUserId: principal.userId,
      decidedAt: new Date(),
      claimedUntil: null,
      error: null,
    };
    if (decision.decision === 'reject') {
      return {
        ...decided,
        status: 'rejected' as const,
        decision: 'rejected' as const,
        reason: null,
        edited: false,
      };
    }
    let newValue = row.newValue;
    let edited = false;
    if (decision.value !== undefined) {
      if (row.payload.kind !== 'property') {
        throw new AppError(
          'VALIDATION_ERROR',
          "Only a property's value can be edited; approve or reject this update.",
        );
      }
      const invalid = invalidValueReason(decision.value, row.payload);
      if (invalid) throw new AppError('VALIDATION_ERROR', invalid);
      edited = !sameValue(decision.value, row.newValue, row.payload);
      newValue = decision.value.trim();
    }
    // An edited description is written as the person typed it, not as this meeting's block.
    const payload =
      edited && row.payload.kind === 'property' && row.payload.block !== undefined
        ? { ...row.payload, block: undefined }
        : row.payload;
    return {
      ...decided,
      status: 'queued' as const,
      decision: 'approved' as const,
      reason: null,
      newValue,
      edited,
      payload,
    };
  }

  return {
    read: async (ref: MeetingRef): Promise<TMeetingCrmUpdates> => view(await requireScope(ref)),

    /** 'Sync to HubSpot': plans the meeting's writes again (nothing already written is written twice). */
    async requestSync(ref: MeetingRef): Promise<TMeetingCrmUpdates> {
      const scope = await requireScope(ref);
      if (scope.status !== 'ready') {
        throw new AppError('CONFLICT', 'The meeting is still being processed; sync it once it is ready.');
      }
      if (!(await crm.account(scope.organizationId))) {
        throw new AppError('NOT_CONNECTED', 'HubSpot is not connected. Connect it under Integrations.');
      }
      const job = { organizationId: scope.organizationId, meetingId: scope.meetingId };
      await inTransaction(db, async (tx) => {
        await markSyncRequested(tx, job);
        await queue.send(CRM_SYNC_JOB, job, { tx });
      });
      return view(scope);
    },

    /** Approves (optionally with an edited value) or rejects one proposal waiting for review. */
    async decide(ref: MeetingRef & { updateId: string; decision: TCrmUpdateDecision }): Promise<TCrmUpdate> {
      const row = await requireWrite(ref);
      if (row.status !== 'pending_review') {
        throw new AppError('CONFLICT', 'This update is not waiting for review.');
      }
      const values = decisionValues({ row, principal: ref.principal, decision: ref.decision });
      const [saved] = await queueWrites([{ row, values }]);
      if (!saved) throw new AppError('CONFLICT', 'This update was just decided by someone else.');
      return toUpdate(saved);
    },

    /** Approves or rejects every proposal of the meeting waiting for review, as proposed. */
    async decideAll(ref: MeetingRef & { decision: TCrmUpdateDecision }): Promise<TMeetingCrmUpdates> {
      if (ref.decision.value !== undefined) {
        throw new AppError(
          'VALIDATION_ERROR',
          'An edited value is for one update; approve or reject all as proposed.',
        );
      }
      const scope = await requireScope(ref);
      const pending = (await listWrites(db, scope)).filter((row) => row.status === 'pending_review');
      await queueWrites(
        pending.map((row) => ({
          row,
          values: decisionValues({ row, principal: ref.principal, decision: ref.decision }),
        })),
      );
      return view(scope);
    },

    /** Retry of a failed write. */
    async retry(ref: MeetingRef & { updateId: string }): Promise<TCrmUpdate> {
      const row = await requireWrite(ref);
      if (row.status !== 'failed') throw new AppError('CONFLICT', 'Only a failed update can be retried.');
      if (!(await crm.account(row.organizationId))) {
        throw new AppError('NOT_CONNECTED', 'HubSpot is not connected. Connect it under Integrations.');
      }
      const [saved] = await queueWrites([
        { row, values: { status: 'queued', reason: null, error: null, attempts: 0, claimedUntil: null } },
      ]);
      if (!saved) throw new AppError('CONFLICT', 'This update just changed; reload and try again.');
      return toUpdate(saved);
    },

    /** HubSpot is connected again: queued writes go out, and syncs that could not be planned are planned. */
    async resume(organizationId: string): Promise<{ writes: number; syncs: number }> {
      const writeIds = await listQueuedWriteIds(db, organizationId);
      for (const writeId of writeIds) await queue.send(CRM_WRITE_JOB, { organizationId, writeId });
      const meetingIds = await listUnplannedSyncs(db, organizationId, RESUME_MEETINGS);
      for (const meetingId of meetingIds) await queue.send(CRM_SYNC_JOB, { organizationId, meetingId });
      return { writes: writeIds.length, syncs: meetingIds.length };
    },
  };
}

export type CrmSyncService = ReturnType<typeof createCrmSyncService>;
