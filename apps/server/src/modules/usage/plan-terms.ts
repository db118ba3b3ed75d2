import type { TPlan } from '@ting/contracts';

/** `date` plus whole calendar months, in UTC (a day past the target month's end rolls over). */
export function addMonths(options: { date: Date; months: number }): Date {
  const next = new Date(options.date);
  next.setUTCMonth(next.getUTCMonth() + options.months);
  return next;
}

/** When a meeting's recording expires under the plan: its start plus the retention months, or never (null). */
export function mediaExpiryUnder(options: { plan: TPlan; startedAt: Date }): Date | null {
  const months = options.plan.mediaRetentionMonths;
  return months === null ? null : addMonths({ date: options.startedAt, months });
}

/** What a meeting stopped by the monthly limit tells its owner: why, and the two ways on. */
export function limitReachedReason(plan: TPlan): string {
  return `Your ${plan.name} plan includes ${plan.monthlyMeetingLimit} processed meetings a month, and this month's are used. Upgrade your plan in Settings → Billing to process this meeting now, or press Retry next month.`;
}

/** What a meeting of a member without a seat on a paid plan tells its owner. */
export function noSeatReason(plan: TPlan): string {
  return `You have no seat on your organization's ${plan.name} plan, so this meeting was not processed. Ask your admin to assign you a seat in Settings → Billing, then press Retry.`;
}
