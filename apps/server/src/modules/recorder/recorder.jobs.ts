import { z } from 'zod';
import { defineJob, type JobQueue } from '../../jobs/job-queue';
import type { MeetingPipeline } from '../meetings/meeting-pipeline';
import type { RecorderService } from './recorder.service';

export const MEETING_COLLECT_BOT_JOB = 'meeting.collect-bot';

/** Collecting a finished bot's media: retried while the service is still preparing it. */
export function recorderJobs(deps: { recorder: RecorderService; pipeline: MeetingPipeline }) {
  return [
    defineJob({
      name: MEETING_COLLECT_BOT_JOB,
      schema: z.object({ meetingId: z.string().uuid() }),
      queue: {
        retryLimit: 10,
        retryDelay: 20,
        retryBackoff: true,
        retryDelayMax: 600,
        expireInSeconds: 1800,
        policy: 'stately',
      },
      onFailure: ({ meetingId }, error) => deps.pipeline.markFailed({ meetingId, error }),
      handler: ({ meetingId }) => deps.recorder.collect(meetingId),
    }),
  ];
}

export const sendCollect = (queue: JobQueue) => (meetingId: string) =>
  queue.send(MEETING_COLLECT_BOT_JOB, { meetingId }, { singletonKey: meetingId });
