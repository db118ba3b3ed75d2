import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { CrmWritePayload } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { AnalyticsProvider } from '../../providers/analytics/analytics-provider';
import type { CrmAccess, CrmProvider, CrmRecordAccess } from '../../providers/crm/crm-provider';
import { ProviderError } from '../../providers/provider-errors';
import type { CrmConnection } from '../crm/crm-connection';
import { findMeeting } from '../meetings/meetings.repository';
import {
  type CrmWriteRow,
  claimWrite,
  findWrite,
  lastWrittenValue,
  updateWrite,
} from './crm-sync.repository';
import { keptValueReason, sameValue } from './crm-values';
import type { CrmWriteBudget } from './crm-write-budget';
import { addedText, withBlock } from './ting-blocks';

/** `current` with the lines `proposed` added to `seen` (or `current` alone when it says them already). */
function rebased(current: string | null, seen: string | null, proposed: string | null): string | null {
  const added = addedText(proposed ?? '', seen);
  const missing = addedText(added, current);
  if (!missing) return current;
  return current?.trim() ? `${current.trim()}\n${missing}` : missing;
}

/** How long one job may hold a write before another may take it over (a crashed worker's claim runs out). */
const CLAIM_MS = 120_000;

export const WAITING_FOR_RECONNECT = 'Waiting for HubSpot to be reconnected; written once it is.';
export const WAITING_FOR_RETRY = 'HubSpot asked Ting to wait; trying again.';

/** Another job is writing this row right now: the queue tries again later, when it will be done. */
export class WriteBusyError extends Error {
  override readonly name = 'WriteBusyError';
}

/** A failure's reason in words for the user; the detail goes to the row's `error` and the log. */
export function failureReason(error: unknown): string {
  if (error instanceof ProviderError) {
    if (error.kind === 'not_found') return 'HubSpot no longer has this record.';
    if (error.kind === 'invalid') return 'HubSpot refused this value.';
    if (error.kind === 'auth')
      return 'HubSpot refused access. Reconnect HubSpot under Integrations, then Retry.';
    if (error.kind === 'rate_limited') return 'HubSpot kept asking Ting to wait. Retry in a minute.';
    return 'HubSpot could not be reached. Retry in a minute.';
  }
  return 'Writing to HubSpot failed. Retry in a minute.';
}

const isDisconnected = (error: unknown) =>
  error instanceof AppError && (error.code === 'NOT_CONNECTED' || error.code === 'INTEGRATION_ERROR');

/**
 * Writes one planned update to the CRM, once: an activity already created is never created again
 * (its stored id, else its marker found in the CRM after a crash lost the id); a property is read
 * again first and left alone when a person changed it after the meeting.
 */
export function createCrmWriter(deps: {
  db: Database;
  crm: CrmConnection;
  log: FastifyBaseLogger;
  /** Paces writes under the CRM's burst limit; none, no pacing (HubSpot's 429s still make writes wait). */
  budget?: CrmWriteBudget;
  /** Hears each write that reached the CRM (product analytics). */
  analytics?: AnalyticsProvider;
}) {
  const { db, crm, log, budget } = deps;

  async function createActivity(
    provider: CrmProvider,
    access: CrmAccess,
    row: CrmWriteRow,
    payload: Exclude<CrmWritePayload, { kind: 'property' }>,
  ): Promise<string> {
    const found = await provider.findEngagementByMarker({
      ...access,
      type: payload.kind,
      marker: row.marker,
    });
    if (found) return found.id;
    const common = { ...access, marker: row.marker, associations: payload.associations };
    if (payload.kind === 'meeting') {
      const created = await provider.createMeeting({
        ...common,
        title: payload.title,
        body: payload.body,
        startsAt: new Date(payload.startsAt),
        endsAt: new Date(payload.endsAt),
        outcome: 'completed',
        externalUrl: payload.externalUrl,
      });
      return created.id;
    }
    if (payload.kind === 'note') {
      return (
        await provider.createNote({ ...common, body: payload.body, timestamp: new Date(payload.timestamp) })
      ).id;
    }
    const created = await provider.createTask({
      ...common,
      subject: payload.subject,
      body: payload.body,
      dueAt: new Date(payload.dueAt),
      ownerId: payload.ownerId ?? undefined,
    });
    return created.id;
  }

  /**
   * A property: re-read with its history; kept when a person changed it after the meeting. A
   * description's block is put into the text HubSpot holds now (replacing this meeting's earlier
   * block), so nobody's text is overwritten. Returns the value HubSpot holds afterwards.
   */
  async function writeProperty(
    provider: CrmProvider,
    access: CrmRecordAccess,
    row: CrmWriteRow,
    payload: Extract<CrmWritePayload, { kind: 'property' }>,
    meetingEndedAt: Date,
  ): Promise<{ status: 'written' | 'skipped'; reason: string | null; value: string | null }> {
    const { recordType, recordId, propertyName } = row;
    if (!recordType || !recordId || !propertyName)
      throw new Error(`CRM write ${row.id} names no record property`);
    const record = await provider.getRecord({
      ...access,
      type: recordType,
      id: recordId,
      properties: [propertyName],
      propertiesWithHistory: [propertyName],
    });
    const currentValue = record.properties[propertyName] ?? null;
    let value =
      payload.block === undefined ? row.newValue : withBlock(currentValue, row.meetingId, payload.block);
    // HubSpot already holds the value (an earlier attempt wrote it and stopped before recording so):
    // done. Checked first, or Ting's own write would read as a change made after the meeting.
    if (sameValue(currentValue, value, payload)) return { status: 'written', reason: null, value };
    if (payload.block === undefined) {
      // What HubSpot holds may be Ting's own write (for another meeting of the record, written
      // since this one was planned): that is no change a person made.
      const ours = await lastWrittenValue(db, {
        organizationId: row.organizationId,
        recordType,
        recordId,
        propertyName,
      });
      const isOurs = ours !== undefined && sameValue(ours, currentValue, payload);
      const seenValue = isOurs ? currentValue : row.oldValue;
      // Text Ting proposed on top of what it read, now on top of its own newer write: what this
      // meeting adds goes after that write, so neither meeting's text is lost.
      if (isOurs && payload.propertyType === 'string' && !sameValue(currentValue, row.oldValue, payload))
        value = rebased(currentValue, row.oldValue, row.newValue);
      const reason = keptValueReason({
        meetingEndedAt,
        seenValue,
        currentValue,
        history: record.history?.[propertyName],
        recordUpdatedAt: record.updatedAt,
        shape: payload,
      });
      if (reason) return { status: 'skipped', reason, value: currentValue };
      if (sameValue(currentValue, value, payload)) return { status: 'written', reason: null, value };
    }
    await provider.updateRecord({
      ...access,
      type: recordType,
      id: recordId,
      properties: { [propertyName]: value },
    });
    return { status: 'written', reason: null, value };
  }

  return {
    /** Runs one write job: nothing when the row is no longer queued; throws what the queue should retry. */
    async write({ organizationId, writeId }: { organizationId: string; writeId: string }): Promise<void> {
      const row = await claimWrite(db, { organizationId, id: writeId, forMs: CLAIM_MS });
      if (!row) {
        const current = await findWrite(db, { organizationId, id: writeId });
        if (current?.status === 'queued')
          throw new WriteBusyError(`CRM write ${writeId} is being written by another job`);
        return;
      }
      const found = await findMeeting(db, { organizationId, meetingId: row.meetingId });
      if (!found) return;
      const { meeting } = found;
      const meetingEndedAt = new Date(meeting.startedAt.getTime() + (meeting.durationMs ?? 0));
      const release = (values: Parameters<typeof updateWrite>[1]['values']) =>
        updateWrite(db, { id: row.id, values: { claimedUntil: null, ...values }, onlyIfStatus: ['queued'] });
      try {
        const outcome = await crm.withCrm(organizationId, async (provider, access) => {
          const payload = row.payload;
          const account = access.accountId ?? `org:${organizationId}`;
          // Sized by the limit HubSpot last stated to any of Ting's calls with this token; then the
          // calls its burst limit counts are taken (its searches for markers are limited apart).
          budget?.learn(account, provider.rateLimit?.(access));
          await budget?.take(account, payload.kind === 'property' ? 2 : row.hubspotId ? 0 : 1);
          try {
            if (payload.kind === 'property')
              return await writeProperty(provider, access, row, payload, meetingEndedAt);
            const hubspotId = row.hubspotId ?? (await createActivity(provider, access, row, payload));
            // Stored at once: a crash after this point finds the id, before it the marker.
            await updateWrite(db, { id: row.id, values: { hubspotId } });
            return { status: 'written' as const, reason: null, value: row.newValue };
          } finally {
            budget?.learn(account, provider.rateLimit?.(access));
          }
        });
        await release({
          status: outcome.status,
          reason: outcome.reason,
          error: null,
          writtenAt: outcome.status === 'written' ? new Date() : null,
          // What HubSpot holds after the write: a description's block in the text as it was then.
          ...(outcome.status === 'written' && row.kind === 'property' ? { newValue: outcome.value } : {}),
        });
        if (outcome.status === 'written') {
          deps.analytics?.capture({
            name: 'crm_updated',
            organizationId,
            userId: meeting.ownerUserId,
            properties: { meeting_id: meeting.id, write_kind: row.kind, record_type: row.recordType },
          });
        }
      } catch (error) {
        if (isDisconnected(error) && !(await crm.account(organizationId))) {
          // A revoked grant or a removed connection: the write waits for `integration.connected`.
          await release({ reason: WAITING_FOR_RECONNECT, error: (error as Error).message });
          return;
        }
        const detail = error instanceof Error ? error.message.slice(0, 2000) : String(error);
        if (error instanceof ProviderError && !error.retryable) {
          log.warn({ err: error, writeId, kind: row.kind }, 'CRM write refused');
          await release({ status: 'failed', reason: failureReason(error), error: detail });
          return;
        }
        await release({
          reason:
            error instanceof ProviderError && error.kind === 'rate_limited' ? WAITING_FOR_RETRY : row.reason,
          error: detail,
        });
        throw error;
      }
    },

    /** The queue gave up on a write (its retries ran out): it is failed, with the reason, until Retry. */
    async giveUp({ organizationId, writeId }: { organizationId: string; writeId: string }, error: unknown) {
      const row = await findWrite(db, { organizationId, id: writeId });
      if (row?.status !== 'queued' || error instanceof WriteBusyError) return;
      await updateWrite(db, {
        id: row.id,
        values: {
          status: 'failed',
          reason: failureReason(error),
          error: error instanceof Error ? error.message.slice(0, 2000) : String(error),
          claimedUntil: null,
        },
        onlyIfStatus: ['queued'],
      });
    },
  };
}

export type CrmWriter = ReturnType<typeof createCrmWriter>;
