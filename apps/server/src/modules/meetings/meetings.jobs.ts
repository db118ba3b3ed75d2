import { z } from 'zod';
import type { Database } from '../../db/client';
import { defineJob, type JobQueue } from '../../jobs/job-queue';
import type { MeetingPipeline } from './meeting-pipeline';

export const MEETING_INGEST_JOB = 'meeting.ingest';
export const MEETING_SUMMARISE_JOB = 'meeting.summarise';
export const MEETING_HAND_OFF_JOB = 'meeting.hand-off';

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
export function meetingJobs(deps: { pipeline: MeetingPipeline }) {
  // Steps are looked up at each call, so a wrapped step (benchmarks time them) is the one that runs.
  const common = {
    schema: ZMeetingJobSchema,
    queue: QUEUE,
    onFailure: ({ meetingId }: { meetingId: string }, error: unknown) =>
      deps.pipeline.markFailed({ meetingId, error }),
  };
  return [
    defineJob({
      ...common,
      name: MEETING_INGEST_JOB,
      handler: ({ meetingId }) => deps.pipeline.ingest(meetingId),
    }),
    defineJob({
      ...common,
      name: MEETING_SUMMARISE_JOB,
      handler: ({ meetingId }) => deps.pipeline.summarise(meetingId),
    }),
    defineJob({
      ...common,
      name: MEETING_HAND_OFF_JOB,
      handler: ({ meetingId }) => deps.pipeline.handOff(meetingId),
    }),
  ];
}

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
