import { z } from 'zod';
import { defineJob, type JobQueue } from '../../jobs/job-queue';
import { isPermanentFailure } from './failure-reason';
import type { MeetingsService, PipelineQueue } from './meetings.service';

export const MEETING_INGEST_JOB = 'meeting.ingest';
export const MEETING_SUMMARISE_JOB = 'meeting.summarise';
export const MEETING_HAND_OFF_JOB = 'meeting.hand-off';
export const MEETING_RETENTION_JOB = 'meeting.retention';

const ZMeetingJobSchema = z.object({ meetingId: z.string().uuid() });
// A crashed worker's job comes back after it expires; steps are idempotent, so running it again is safe.
const QUEUE = {
  retryLimit: 4,
  retryDelay: 15,
  retryBackoff: true,
  expireInSeconds: 900,
  policy: 'stately' as const,
};

/** The meeting pipeline: ingest → summarise → hand-off (CRM) → ready, one queue per step. */
export function meetingJobs(deps: { meetings: MeetingsService }) {
  const common = {
    schema: ZMeetingJobSchema,
    queue: QUEUE,
    isPermanent: isPermanentFailure,
    onFailure: ({ meetingId }: { meetingId: string }, error: unknown) =>
      deps.meetings.markFailed({ meetingId, error }),
  };
  return [
    defineJob({
      ...common,
      name: MEETING_INGEST_JOB,
      handler: ({ meetingId }) => deps.meetings.ingest(meetingId),
    }),
    defineJob({
      ...common,
      name: MEETING_SUMMARISE_JOB,
      handler: ({ meetingId }) => deps.meetings.summarise(meetingId),
    }),
    defineJob({
      ...common,
      name: MEETING_HAND_OFF_JOB,
      handler: ({ meetingId }) => deps.meetings.handOff(meetingId),
    }),
  ];
}

/** How pipeline steps hand over: one job per meeting and step at a time. */
export function pipelineQueue(queue: JobQueue): PipelineQueue {
  const send = (name: string) => (meetingId: string) =>
    queue.send(name, { meetingId }, { singletonKey: meetingId });
  return {
    sendIngest: send(MEETING_INGEST_JOB),
    sendSummarise: send(MEETING_SUMMARISE_JOB),
    sendHandOff: send(MEETING_HAND_OFF_JOB),
  };
}
