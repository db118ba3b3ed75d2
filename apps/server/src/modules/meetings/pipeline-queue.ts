import type { Database } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';

export const MEETING_INGEST_JOB = 'meeting.ingest';
export const MEETING_SUMMARISE_JOB = 'meeting.summarise';
export const MEETING_HAND_OFF_JOB = 'meeting.hand-off';

/** Queues one pipeline step inside the transaction that makes it due: the job exists only if that commits. */
export type SendStep = (options: { meetingId: string; tx: Database }) => Promise<void>;

/** How pipeline steps hand over: one job per meeting and step at a time, always with a transaction. */
export function pipelineQueue(queue: JobQueue): {
  sendIngest: SendStep;
  sendSummarise: SendStep;
  sendHandOff: SendStep;
} {
  const send =
    (name: string): SendStep =>
    ({ meetingId, tx }) =>
      queue.send(name, { meetingId }, { singletonKey: meetingId, tx });
  return {
    sendIngest: send(MEETING_INGEST_JOB),
    sendSummarise: send(MEETING_SUMMARISE_JOB),
    sendHandOff: send(MEETING_HAND_OFF_JOB),
  };
}
