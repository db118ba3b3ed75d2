import type { Database } from '../../db/client';
import { countProcessedMeetings, countProcessedMeetingsByOwner } from './usage.repository';

/** The start of the usage period: plans count processed meetings per calendar month (UTC). */
export const startOfPeriod = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));

/** Usage against the plan: what the organization and each member processed this period. */
export function createUsageService(deps: { db: Database }) {
  const { db } = deps;
  return {
    /** Processed meetings this period, by the organization or by one of its users. */
    processedThisPeriod(options: { organizationId: string; userId?: string }): Promise<number> {
      return countProcessedMeetings(db, {
        organizationId: options.organizationId,
        ownerUserId: options.userId,
        since: startOfPeriod(new Date()),
      });
    },

    /** Processed meetings this period per member (absent: none), in one query. */
    processedThisPeriodByMember(organizationId: string): Promise<Map<string, number>> {
      return countProcessedMeetingsByOwner(db, { organizationId, since: startOfPeriod(new Date()) });
    },
  };
}

export type UsageService = ReturnType<typeof createUsageService>;
