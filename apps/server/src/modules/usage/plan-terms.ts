import { formatBytes, type TPlan } from '@ting/contracts';

/** `date` plus whole calendar months, in UTC (a day past the target month's end rolls over). */
export function addMonths(options: { date: Date; months: number }): Date {
  const next = new Date(options.date);
  next.setUTCMonth(next.getUTCMonth() + options.months);
  return next;
}

/**
 * When a recording expires under the plan: when Ting received it plus the retention months, or never
 * (null). Never from the meeting's date, which the client chooses (a meeting dated 2099 would keep
 * its recording for ever).
 */
export function mediaExpiryUnder(options: { plan: TPlan; receivedAt: Date }): Date | null {
  const months = options.plan.mediaRetentionMonths;
  return months === null ? null : addMonths({ date: options.receivedAt, months });
}

const monthlyAllowance = (plan: TPlan) =>
  `Your ${plan.name} plan includes ${plan.monthlyMeetingLimit} processed meetings a month, and this month's are used.`;

/** What a meeting stopped by the monthly limit tells its owner: why, and the two ways on. */
export function limitReachedReason(plan: TPlan): string {
  return `${monthlyAllowance(plan)} Upgrade your plan in Settings → Billing to process this meeting now, or press Retry next month.`;
}

/** What a member without a seat on a paid plan is told when their meeting is stopped. */
export function noSeatReason(plan: TPlan): string {
  return `You have no seat on your organization's ${plan.name} plan, so this meeting was not processed. Ask your admin to assign you a seat in Settings → Billing, then press Retry.`;
}

/**
 * The same stops, for a recording refused before it is stored: the same reason, with the way on that
 * fits a file not uploaded (there is no meeting to retry).
 */
export function recordingRefusedReason(options: { plan: TPlan; stop: 'limit_reached' | 'no_seat' }): string {
  const { plan } = options;
  return options.stop === 'limit_reached'
    ? `${monthlyAllowance(plan)} Upgrade your plan in Settings → Billing to upload this recording now, or upload it next month.`
    : `You have no seat on your organization's ${plan.name} plan, so this recording cannot be processed. Ask your admin to assign you a seat in Settings → Billing, then upload it again.`;
}

/**
 * The stop reason of a meeting whose recording was deleted because it was stopped: Ting keeps no media
 * it will not process. A meeting made from a transcript file can still be retried (its lines stay); an
 * uploaded recording's owner uploads it again; the notetaker's recording is gone, its next meetings
 * are processed once the plan allows.
 */
export function recordingDroppedReason(options: {
  plan: TPlan;
  stop: 'limit_reached' | 'no_seat';
  source: 'transcript_upload' | 'audio_upload' | 'browser_recording' | 'bot';
}): string {
  const { plan, stop, source } = options;
  if (source === 'transcript_upload') {
    return `${stop === 'limit_reached' ? limitReachedReason(plan) : noSeatReason(plan)} Its recording was not kept.`;
  }
  if (source === 'bot') {
    return stop === 'limit_reached'
      ? `${monthlyAllowance(plan)} The notetaker's recording of this meeting was not kept. Upgrade your plan in Settings → Billing to have your next meetings processed.`
      : `You have no seat on your organization's ${plan.name} plan, so this meeting was not processed and the notetaker's recording was not kept. Ask your admin to assign you a seat in Settings → Billing.`;
  }
  return `${recordingRefusedReason({ plan, stop })} This recording was not kept.`;
}

/** Why a recording is refused when it would take the organization past its plan's storage. */
export function storageFullReason(options: { plan: TPlan; usedBytes: number; quotaBytes: number }): string {
  return `This recording does not fit in the ${formatBytes(options.quotaBytes)} of recordings your ${options.plan.name} plan keeps (${formatBytes(options.usedBytes)} are used). Delete meetings you no longer need, or upgrade your plan in Settings → Billing.`;
}
