import { isPaidPlan, PLANS, type TPlan } from '@ting/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { ObjectStore } from '../../providers/storage/object-store';
import {
  listMeetingsWithExpiredMedia,
  type MeetingRow,
  setMeetingStatus,
  updateMeeting,
} from '../meetings/meetings.repository';
import type { OrganizationsService } from '../organizations/organizations.service';
import { limitReachedReason, mediaExpiryUnder, noSeatReason } from './plan-terms';
import { claimPlanSlot, countProcessedMeetings } from './usage.repository';

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

  /** The organization's plan; an organization that is gone counts as free, the strictest. */
  async function planOf(organizationId: string): Promise<TPlan> {
    const organization = await deps.organizations.findOrganization(organizationId);
    return PLANS[organization?.plan ?? 'free'];
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
     * the reason and false is returned (what the owner recorded before stays theirs).
     */
    async countAgainstPlan(meeting: MeetingRow): Promise<boolean> {
      if (meeting.countedAt) return true;
      const plan = await planOf(meeting.organizationId);
      if (isPaidPlan(plan.id)) {
        const member = await deps.organizations.findMembership(meeting.ownerUserId);
        if (!member?.membership.hasSeat || member.organization.id !== meeting.organizationId) {
          await setMeetingStatus(db, {
            meetingId: meeting.id,
            status: 'limit_reached',
            reason: noSeatReason(plan),
          });
          return false;
        }
      }
      const counted = await claimPlanSlot(db, {
        meetingId: meeting.id,
        organizationId: meeting.organizationId,
        limit: plan.monthlyMeetingLimit,
        since: startOfPeriod(new Date()),
      });
      if (!counted) {
        await setMeetingStatus(db, {
          meetingId: meeting.id,
          status: 'limit_reached',
          reason: limitReachedReason(plan),
        });
      }
      return counted;
    },

    /** When a new meeting's recording expires under the organization's plan; null: it is kept. */
    async mediaExpiresAt(options: { organizationId: string; startedAt: Date }): Promise<Date | null> {
      return mediaExpiryUnder({ plan: await planOf(options.organizationId), startedAt: options.startedAt });
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
          await store.delete(meeting.mediaKey);
          await updateMeeting(db, { meetingId: meeting.id, set: { mediaKey: null, mediaSizeBytes: null } });
          cleared += 1;
        }
      }
      if (cleared > 0) log.info({ cleared }, 'Deleted recordings past their plan retention');
      return cleared;
    },
  };
}

export type UsageService = ReturnType<typeof createUsageService>;
