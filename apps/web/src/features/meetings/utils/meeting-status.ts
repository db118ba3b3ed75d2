import type { TMeetingStatus } from '@ting/contracts';

export const MEETING_STATUS_LABELS: Readonly<Record<TMeetingStatus, string>> = {
  queued: 'Queued',
  transcribing: 'Transcribing',
  summarising: 'Summarising',
  syncing: 'Syncing',
  ready: 'Ready',
  failed: 'Failed',
  limit_reached: 'Limit reached',
};

export const MEETING_STATUS_COLORS: Readonly<Record<TMeetingStatus, string>> = {
  queued: 'gray',
  transcribing: 'blue',
  summarising: 'indigo',
  syncing: 'cyan',
  ready: 'green',
  failed: 'red',
  limit_reached: 'orange',
};

const FINAL_STATUSES: ReadonlySet<TMeetingStatus> = new Set(['ready', 'failed', 'limit_reached']);

/** Whether the pipeline is done with a meeting; the list polls while any meeting is not. */
export const isFinalMeetingStatus = (status: TMeetingStatus): boolean => FINAL_STATUSES.has(status);

/** A meeting the pipeline stopped, with a reason to show. */
export type TStoppedMeetingStatus = Extract<TMeetingStatus, 'failed' | 'limit_reached'>;

/** Failed and limit-reached meetings can be sent through the pipeline again. */
export const canRetryMeeting = (status: TMeetingStatus): status is TStoppedMeetingStatus =>
  status === 'failed' || status === 'limit_reached';
