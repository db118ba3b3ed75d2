import { randomUUID } from 'node:crypto';
import { CRM_OBJECT_TYPES, DEFAULT_CRM_WRITE_MODES, type TCrmObjectType } from '@ting/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { JobQueue } from '../../jobs/job-queue';
import type { CrmAccess, CrmProvider } from '../../providers/crm/crm-provider';
import type { MeetingIntelligence } from '../../providers/llm/meeting-intelligence';
import { ProviderError } from '../../providers/provider-errors';
import type { CrmConnection } from '../crm/crm-connection';
import { ensureObjectFields, listFields } from '../crm-fields/crm-fields.repository';
import { listLinks } from '../crm-links/meeting-crm-links.repository';
import { findMeeting, findOutputs, listSegments } from '../meetings/meetings.repository';
import { findCrmWriteModes } from '../organizations/organizations.repository';
import {
  insertWrite,
  listAssociationTypes,
  listWrites,
  markSyncPlanned,
  markSyncWaiting,
  saveAssociationType,
  updateWrite,
} from './crm-sync.repository';
import { sameValue } from './crm-values';
import { mergePlanned, staleUpdate } from './plan-merge';
import { withoutBlock } from './ting-blocks';
import {
  currentValueOf,
  type FieldTarget,
  fieldTargets,
  type LinkedRecord,
  propertiesToRead,
  toFieldsToFill,
  usefulProposals,
} from './value-proposals';
import { type AssociationTypeIds, type EngagementKind, planWrites } from './write-plan';

/** Writes one row (payload `{organizationId, writeId}`). */
export const CRM_WRITE_JOB = 'crm-sync.write';

const ENGAGEMENTS: EngagementKind[] = ['meeting', 'note', 'task'];

export type CrmSyncPlannerDeps = {
  db: Database;
  crm: CrmConnection;
  intelligence: Pick<MeetingIntelligence, 'fillCrmFields'>;
  queue: JobQueue;
  /** The web app's base URL: activities link back to `${appUrl}/meetings/{id}`. */
  appUrl: string;
  log: FastifyBaseLogger;
  now?: () => Date;
};

const isDisconnected = (error: unknown) =>
  error instanceof AppError && (error.code === 'NOT_CONNECTED' || error.code === 'INTEGRATION_ERROR');

/** A word unique to one write, kept with its activity in HubSpot (see `findEngagementByMarker`). */
const newMarker = () => `ting${randomUUID().replace(/-/g, '')}`;

/**
 * The value each field's proposal improves on, where it is not what the record holds now: Ting's own
 * text for this meeting is replaced, never built upon (a description without this meeting's block;
 * a property still holding what Ting wrote for this meeting, the value it replaced then).
 */
export function baseValues(
  targets: readonly FieldTarget[],
  records: readonly LinkedRecord[],
  rows: ReadonlyArray<{ writeKey: string; status: string; oldValue: string | null; newValue: string | null }>,
  meetingId: string,
): Map<string, string | null> {
  const bases = new Map<string, string | null>();
  for (const target of targets) {
    const current = currentValueOf(target, records);
    if (target.isDescription) {
      bases.set(target.key, withoutBlock(current, meetingId));
      continue;
    }
    const written = rows.find((row) => row.writeKey === `property:${target.key}` && row.status === 'written');
    if (written && sameValue(written.newValue, current, target.shape))
      bases.set(target.key, written.oldValue);
  }
  return bases;
}

/**
 * Plans a meeting's CRM sync (one run): reads the linked records and what HubSpot holds now, asks
 * the intelligence engine for the fields' values, and stores every write keyed per meeting, sending
 * a write job for each queued one in the same transaction.
 */
export function createCrmSyncPlanner(deps: CrmSyncPlannerDeps) {
  const { db, crm, log } = deps;
  const now = deps.now ?? (() => new Date());

  /** Activity → record association type ids: from the cache, else HubSpot's labels (the unlabelled default one). */
  async function associationTypeIds(
    provider: CrmProvider,
    access: CrmAccess,
    portal: string,
  ): Promise<AssociationTypeIds> {
    const cached = await listAssociationTypes(db, portal);
    const ids: AssociationTypeIds = { meeting: {}, note: {}, task: {} };
    for (const from of ENGAGEMENTS) {
      for (const to of CRM_OBJECT_TYPES) {
        const hit = cached.find((row) => row.fromType === from && row.toType === to);
        if (hit) {
          ids[from][to] = hit.typeId;
          continue;
        }
        const labels = await provider.listAssociationLabels({ ...access, fromType: from, toType: to });
        const plain =
          labels.find((label) => label.label === null && label.category === 'HUBSPOT_DEFINED') ??
          labels.find((label) => label.category === 'HUBSPOT_DEFINED');
        if (!plain) continue;
        ids[from][to] = plain.typeId;
        await saveAssociationType(db, { portal, fromType: from, toType: to, typeId: plain.typeId });
      }
    }
    return ids;
  }

  return {
    async plan(scope: { organizationId: string; meetingId: string }): Promise<'planned' | 'skipped'> {
      const startedAt = now();
      const { organizationId, meetingId } = scope;
      const found = await findMeeting(db, scope);
      if (found?.meeting.status !== 'ready') return 'skipped';
      const account = await crm.account(organizationId);
      if (!account) return 'skipped';
      const { meeting, owner } = found;
      await ensureObjectFields(db, { organizationId });
      const { participants } = meeting;
      const [links, outputs, fieldRows, modes] = await Promise.all([
        listLinks(db, scope),
        findOutputs(db, meetingId),
        listFields(db, { organizationId }),
        findCrmWriteModes(db, organizationId),
      ]);
      const linked = links.filter((link) => link.state === 'linked');
      const toRead = propertiesToRead(fieldRows);
      const actionItems = outputs?.actionItems ?? [];

      let read: {
        records: LinkedRecord[];
        owners: Awaited<ReturnType<CrmProvider['listOwners']>>;
        typeIds: AssociationTypeIds;
      };
      try {
        read = await crm.withCrm(organizationId, async (provider, access) => {
          const records: LinkedRecord[] = [];
          for (const link of linked) {
            const type: TCrmObjectType = link.recordType;
            try {
              const record = await provider.getRecord({
                ...access,
                type,
                id: link.recordId,
                properties: toRead[type],
                propertiesWithHistory: toRead[type],
              });
              records.push({
                type,
                id: record.id,
                name: record.displayName,
                values: record.properties,
                history: record.history ?? {},
              });
            } catch (error) {
              // Deleted in HubSpot since it was linked: nothing to write there.
              if (error instanceof ProviderError && error.kind === 'not_found') continue;
              throw error;
            }
          }
          if (records.length === 0)
            return { records, owners: [], typeIds: { meeting: {}, note: {}, task: {} } };
          const owners = actionItems.length > 0 ? await provider.listOwners(access) : [];
          const typeIds = await associationTypeIds(
            provider,
            access,
            access.accountId ?? `org:${organizationId}`,
          );
          return { records, owners, typeIds };
        });
      } catch (error) {
        if (!isDisconnected(error)) throw error;
        // Planned again once HubSpot is reconnected (`resume`).
        await markSyncWaiting(db, { ...scope, error: (error as Error).message });
        return 'skipped';
      }

      const targets = fieldTargets(read.records, fieldRows);
      let proposals: ReturnType<typeof usefulProposals> = [];
      if (targets.length > 0) {
        const bases = baseValues(targets, read.records, await listWrites(db, scope), meetingId);
        const segments = await listSegments(db, meetingId);
        const filled = await deps.intelligence.fillCrmFields({
          title: meeting.title,
          startedAt: meeting.startedAt,
          participants,
          segments: segments.map(({ startMs, endMs, speaker, text }) => ({ startMs, endMs, speaker, text })),
          summary: outputs?.summaryMarkdown ?? null,
          fields: toFieldsToFill(targets, read.records, bases),
          // As edited in Ting: a next step is rebuilt from the items as they are now.
          actionItems: actionItems.filter((item) => !item.done && item.text.trim() !== ''),
        });
        proposals = usefulProposals({
          proposals: filled.proposals,
          targets,
          records: read.records,
          meetingId,
          bases,
        });
      }

      const planned = planWrites({
        meeting: {
          id: meeting.id,
          title: meeting.title,
          startedAt: meeting.startedAt,
          endedAt: new Date(meeting.startedAt.getTime() + (meeting.durationMs ?? 0)),
          url: `${deps.appUrl.replace(/\/$/, '')}/meetings/${meeting.id}`,
        },
        ownerEmail: owner.email,
        summaryMarkdown: outputs?.summaryMarkdown ?? null,
        actionItems,
        participants,
        records: read.records,
        proposals,
        owners: read.owners,
        associationTypeIds: read.typeIds,
        modes: modes ?? DEFAULT_CRM_WRITE_MODES,
        now: startedAt,
      });

      const sent = await inTransaction(db, async (tx) => {
        const existing = new Map((await listWrites(tx, scope)).map((row) => [row.writeKey, row]));
        const toSend: string[] = [];
        for (const write of planned) {
          let before = existing.get(write.writeKey);
          existing.delete(write.writeKey);
          const legacy = write.legacyWriteKey ? existing.get(write.legacyWriteKey) : undefined;
          if (!before && legacy?.payload.kind === 'task' && write.payload.kind === 'task') {
            // The task an older sync wrote for this item (keyed by its words): it is the item's now.
            existing.delete(legacy.writeKey);
            before = await updateWrite(tx, {
              id: legacy.id,
              values: {
                writeKey: write.writeKey,
                payload: { ...legacy.payload, itemId: write.payload.itemId },
              },
            });
          }
          const step = mergePlanned(before, write);
          const row =
            step.action === 'insert'
              ? await insertWrite(tx, { ...step.values, organizationId, meetingId, marker: newMarker() })
              : step.action === 'update' && before
                ? await updateWrite(tx, { id: before.id, values: step.values })
                : before;
          if (row?.status === 'queued') toSend.push(row.id);
        }
        for (const row of existing.values()) {
          const values = staleUpdate(row, new Date());
          if (values) await updateWrite(tx, { id: row.id, values });
          else if (row.status === 'queued') toSend.push(row.id);
        }
        for (const writeId of toSend)
          await deps.queue.send(CRM_WRITE_JOB, { organizationId, writeId }, { tx });
        await markSyncPlanned(tx, { ...scope, startedAt, error: null });
        return toSend.length;
      });
      log.info({ meetingId, planned: planned.length, queued: sent }, 'CRM sync planned');
      return 'planned';
    },
  };
}

export type CrmSyncPlanner = ReturnType<typeof createCrmSyncPlanner>;
