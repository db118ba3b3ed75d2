import { z } from 'zod';
import { defineJob } from '../../jobs/job-queue';
import type { MeetingPipeline } from './meeting-pipeline';
import { MEETING_HAND_OFF_JOB, MEETING_INGEST_JOB, MEETING_SUMMARISE_JOB } from './pipeline-queue';

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
