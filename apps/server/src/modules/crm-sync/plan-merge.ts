import type { CrmWriteInsert, CrmWriteRow } from './crm-sync.repository';
import type { PlannedWrite } from './write-plan';

export type MergeStep =
  | { action: 'insert'; values: Omit<PlannedWrite, 'legacyWriteKey'> }
  | { action: 'update'; values: Partial<CrmWriteInsert> }
  | { action: 'keep' };

export const NO_LONGER_PROPOSED =
  "No longer part of this meeting's updates (HubSpot already holds it, or the meeting no longer says it).";

const content = (planned: PlannedWrite): Partial<CrmWriteInsert> => {
  const { status: _status, reason: _reason, writeKey: _key, legacyWriteKey: _legacy, ...rest } = planned;
  return rest;
};

/**
 * How a re-run's planned write meets the row a previous run left (rows are keyed per meeting and
 * write key, so a re-run never adds a second one):
 * - an activity created in the CRM (it has an id), a written value and a rejected proposal stay as they are;
 * - a person's decision is kept: an approved write not yet written is queued again as approved (with
 *   the value they approved, edited or not);
 * - anything else takes the new plan: content, status and reason.
 * A value a person set in HubSpot after the meeting (`skipped` by the plan) wins over all but a written value.
 */
export function mergePlanned(existing: CrmWriteRow | undefined, planned: PlannedWrite): MergeStep {
  if (!existing) {
    const { legacyWriteKey: _legacy, ...values } = planned;
    return { action: 'insert', values };
  }
  // A write job may hold the row (`claimedUntil`): its claim stays, or a second job could take the
  // row while the first is still writing and read the first one's value as someone else's change.
  const fresh = { error: null };
  if (existing.status === 'written' || existing.hubspotId !== null) {
    if (planned.kind !== 'property' || existing.newValue === planned.newValue || existing.decision !== null) {
      return { action: 'keep' };
    }
    // A new value for a property Ting wrote before: proposed afresh.
    return {
      action: 'update',
      values: {
        ...content(planned),
        ...fresh,
        status: planned.status,
        reason: planned.reason,
        attempts: 0,
        writtenAt: null,
      },
    };
  }
  if (existing.status === 'rejected') return { action: 'keep' };
  if (planned.status === 'skipped') {
    return {
      action: 'update',
      values: { ...content(planned), ...fresh, status: 'skipped', reason: planned.reason },
    };
  }
  if (existing.decision === 'approved') {
    // An edited value keeps its payload too: an edited description is no longer this meeting's block.
    const keepValue =
      planned.kind === 'property'
        ? { newValue: existing.newValue, ...(existing.edited ? { payload: existing.payload } : {}) }
        : {};
    return {
      action: 'update',
      values: { ...content(planned), ...keepValue, ...fresh, status: 'queued', reason: null },
    };
  }
  return {
    action: 'update',
    values: {
      ...content(planned),
      ...fresh,
      status: planned.status,
      reason: planned.reason,
      decision: null,
      edited: false,
    },
  };
}

/**
 * A row the new plan no longer has: what waits (undecided) is set aside; written, decided and approved
 * rows stay, and so does a row a write job holds now (it may be landing in HubSpot as we speak).
 */
export function staleUpdate(existing: CrmWriteRow, now: Date): Partial<CrmWriteInsert> | null {
  const waiting =
    existing.status === 'pending_review' || existing.status === 'queued' || existing.status === 'failed';
  if (!waiting || existing.decision !== null || existing.hubspotId !== null) return null;
  if (existing.claimedUntil !== null && existing.claimedUntil > now) return null;
  return { status: 'skipped', reason: NO_LONGER_PROPOSED };
}
