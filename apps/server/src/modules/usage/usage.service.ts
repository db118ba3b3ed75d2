import { isPaidPlan, mediaStorageBytes, PLANS, type TPlan } from '@ting/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { ObjectStore } from '../../providers/storage/object-store';
import {
  listMeetingsWithExpiredMedia,
  type MeetingRow,
  setMeetingStatus,
  updateMeeting,
} from '../meetings/meetings.repository';
import type { OrganizationsService } from '../organizations/organizations.service';
import {
  limitReachedReason,
  mediaExpiryUnder,
  noSeatReason,
  recordingDroppedReason,
  recordingRefusedReason,
  storageFullReason,
} from './plan-terms';
import { StorageFullError } from './storage-full-error';
import {
  claimPlanSlot,
  countProcessedMeetings,
  releasePlanSlot,
  sumStoredMediaBytes,
} from './usage.repository';

/** The start of the usage period: plans count processed meetings per calendar month (UTC). */
export const startOfPeriod = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));

/** Expired recordings are cleared this many at a time, so one run never holds a huge list. */
const RETENTION_BATCH = 100;

/** The plan and what it allows: usage this period, the monthly limit, and how long recordings are kept. */
export function createUsageService(deps: {
  db: Database;
  organizations: OrganizationsService;
  store: ObjectStore;
  log: FastifyBaseLogger;
}) {
  const { db, store, log } = deps;

  /** The organization's plan and seats; an organization that is gone counts as free, the strictest. */
  async function termsOf(organizationId: string): Promise<{ plan: TPlan; seats: number }> {
    const organization = await deps.organizations.findOrganization(organizationId);
    return { plan: PLANS[organization?.plan ?? 'free'], seats: organization?.seats ?? 0 };
  }

  async function planOf(organizationId: string): Promise<TPlan> {
    return (await termsOf(organizationId)).plan;
  }

  /** Whether a paid plan covers the user's meetings: they hold a seat in that organization. */
  async function hasSeat(options: { organizationId: string; userId: string }): Promise<boolean> {
    const member = await deps.organizations.findMembership(options.userId);
    return Boolean(member?.membership.hasSeat && member.organization.id === options.organizationId);
  }

  /** Deletes a meeting's recording from the store, then forgets it (a missing object is not an error). */
  async function dropMedia(meeting: { id: string; mediaKey: string }): Promise<void> {
    await store.delete(meeting.mediaKey);
    await updateMeeting(db, { meetingId: meeting.id, set: { mediaKey: null, mediaSizeBytes: null } });
  }

  /**
   * Stops a meeting its plan does not cover, with the reason. Ting keeps no recording it will not
   * process: a stopped meeting's recording is deleted (its transcript lines stay).
   */
  async function stop(options: { meeting: MeetingRow; plan: TPlan; stop: 'limit_reached' | 'no_seat' }) {
    const { meeting, plan } = options;
    const reason = meeting.mediaKey
      ? recordingDroppedReason({ plan, stop: options.stop, source: meeting.source })
      : options.stop === 'limit_reached'
        ? limitReachedReason(plan)
        : noSeatReason(plan);
    await setMeetingStatus(db, { meetingId: meeting.id, status: 'limit_reached', reason });
    if (meeting.mediaKey) {
      await dropMedia({ id: meeting.id, mediaKey: meeting.mediaKey });
      log.info({ meetingId: meeting.id, stop: options.stop }, 'Deleted the recording of a stopped meeting');
    }
  }

  return {
    /** Processed meetings this period, by the organization or by one of its users. */
    processedThisPeriod(options: { organizationId: string; userId?: string }): Promise<number> {
      return countProcessedMeetings(db, {
        organizationId: options.organizationId,
        ownerUserId: options.userId,
        since: startOfPeriod(new Date()),
      });
    },

    /**
     * Counts the meeting against its organization's plan, once. When this month's allowance is used,
     * or a paid plan has no seat for the meeting's owner, the meeting stops as `limit_reached` with
     * the reason, its recording is deleted, and false is returned (what the owner recorded before
     * stays theirs).
     */
    async countAgainstPlan(meeting: MeetingRow): Promise<boolean> {
      if (meeting.countedAt) return true;
      const plan = await planOf(meeting.organizationId);
      if (
        isPaidPlan(plan.id) &&
        !(await hasSeat({ organizationId: meeting.organizationId, userId: meeting.ownerUserId }))
      ) {
        await stop({ meeting, plan, stop: 'no_seat' });
        return false;
      }
      const counted = await claimPlanSlot(db, {
        meetingId: meeting.id,
        organizationId: meeting.organizationId,
        limit: plan.monthlyMeetingLimit,
        since: startOfPeriod(new Date()),
      });
      if (!counted) await stop({ meeting, plan, stop: 'limit_reached' });
      return counted;
    },

    /**
     * A meeting that stopped: when it produced nothing (no transcript, no outputs), its count is given
     * back, so a failure before any output costs no allowance; a Retry counts it again, once. `tx`:
     * the transaction that marks it failed.
     */
    async releaseIfNothingMade(options: { meetingId: string; tx?: Database }): Promise<void> {
      if (await releasePlanSlot(options.tx ?? db, { meetingId: options.meetingId })) {
        log.info(
          { meetingId: options.meetingId },
          'A meeting that made nothing no longer counts against its plan',
        );
      }
    },

    /**
     * Refuses, before any byte is stored, a recording for a new meeting the plan would stop: the
     * month's meetings are used, or a paid plan has no seat for the user (409, with the reason).
     */
    async assertCanTakeMeeting(options: { organizationId: string; userId: string }): Promise<void> {
      const plan = await planOf(options.organizationId);
      if (isPaidPlan(plan.id) && !(await hasSeat(options))) {
        throw new AppError('CONFLICT', recordingRefusedReason({ plan, stop: 'no_seat' }));
      }
      if (plan.monthlyMeetingLimit === null) return;
      const used = await countProcessedMeetings(db, {
        organizationId: options.organizationId,
        since: startOfPeriod(new Date()),
      });
      if (used >= plan.monthlyMeetingLimit) {
        throw new AppError('CONFLICT', recordingRefusedReason({ plan, stop: 'limit_reached' }));
      }
    },

    /** The recordings the organization keeps now and the most its plan keeps, in bytes. */
    async storage(organizationId: string): Promise<{ usedBytes: number; quotaBytes: number }> {
      const { plan, seats } = await termsOf(organizationId);
      return {
        usedBytes: await sumStoredMediaBytes(db, organizationId),
        quotaBytes: mediaStorageBytes({ plan: plan.id, seats }),
      };
    },

    /**
     * Refuses a recording of `addingBytes` that would take the organization past its plan's storage,
     * counting what it keeps and `pendingBytes` (uploads under way). Throws `StorageFullError`.
     */
    async assertStorageFor(options: {
      organizationId: string;
      addingBytes: number;
      pendingBytes?: number;
    }): Promise<void> {
      const { plan, seats } = await termsOf(options.organizationId);
      const quotaBytes = mediaStorageBytes({ plan: plan.id, seats });
      const usedBytes = (await sumStoredMediaBytes(db, options.organizationId)) + (options.pendingBytes ?? 0);
      if (usedBytes + options.addingBytes > quotaBytes) {
        throw new StorageFullError(storageFullReason({ plan, usedBytes, quotaBytes }));
      }
    },

    /** When a recording received now expires under the organization's plan; null: it is kept. */
    async mediaExpiresAt(options: { organizationId: string; receivedAt: Date }): Promise<Date | null> {
      return mediaExpiryUnder({ plan: await planOf(options.organizationId), receivedAt: options.receivedAt });
    },

    /**
     * Deletes recordings past their plan's retention from the store and forgets their keys; the
     * transcript and outputs stay. Safe to run twice (deleting a missing object is not an error).
     * Returns how many were cleared.
     */
    async deleteExpiredMedia(now: Date = new Date()): Promise<number> {
      let cleared = 0;
      for (;;) {
        const expired = await listMeetingsWithExpiredMedia(db, { now, limit: RETENTION_BATCH });
        if (expired.length === 0) break;
        for (const meeting of expired) {
          await dropMedia(meeting);
          cleared += 1;
        }
      }
      if (cleared > 0) log.info({ cleared }, 'Deleted recordings past their plan retention');
      return cleared;
    },
  };
}

export type UsageService = ReturnType<typeof createUsageService>;
