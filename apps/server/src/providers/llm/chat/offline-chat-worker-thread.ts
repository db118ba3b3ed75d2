import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { Worker } from 'node:worker_threads';
import { startWorker } from '../../../threads/start-worker';
import type { TranscriptSegment } from '../../transcription/transcript-segment';
import type { ChatMeeting } from './meeting-chat';
import type { AnswerPart, OfflineAnswerOptions } from './offline-chat';

/** What the worker is started with: the question and the meetings without their segments, which follow. */
export type OfflineChatWorkerData = Omit<OfflineAnswerOptions, 'meetings'> & {
  meetings: Array<Omit<ChatMeeting, 'segments'>>;
};
export type OfflineChatWorkerRequest =
  | { kind: 'segments'; meetingIndex: number; segments: TranscriptSegment[] }
  | { kind: 'run' };
export type OfflineChatWorkerMessage = { kind: 'done'; parts: AnswerPart[] };

const WORKER_URL = new URL('./offline-chat.worker.ts', import.meta.url);
/** Segments per message: each is copied on the event loop, so each stays small (a few ms). */
const SEGMENTS_PER_MESSAGE = 2000;

/**
 * The offline answer (`offlineAnswerParts`) read on a worker thread, for a transcript long enough
 * to hold the event loop: the segments go over a batch per turn of the loop. Once `signal` aborts
 * the worker is stopped and there is no answer (no parts).
 */
export async function answerPartsOnWorkerThread(
  options: OfflineAnswerOptions & { signal: AbortSignal },
): Promise<AnswerPart[]> {
  const { signal, meetings, ...question } = options;
  const workerData: OfflineChatWorkerData = {
    ...question,
    meetings: meetings.map(({ segments: _segments, ...meeting }) => meeting),
  };
  let worker: Worker;
  try {
    // Aborted while it waits for a free thread: nothing is started.
    worker = await startWorker(WORKER_URL, { workerData, signal });
  } catch (error) {
    if (signal.aborted) return [];
    throw error;
  }
  const stop = () => void worker.terminate();
  // A listener added after the abort is never called, and an unstopped worker waits for segments for good.
  if (signal.aborted) stop();
  else signal.addEventListener('abort', stop, { once: true });
  const finished = new Promise<AnswerPart[]>((resolve, reject) => {
    worker.once('message', (message: OfflineChatWorkerMessage) => {
      resolve(message.parts);
      // Its work is done: its slot goes to the next task now, whatever still holds the thread.
      void worker.terminate();
    });
    worker.once('error', reject);
    // After 'done' this changes nothing; before it the worker died (or was stopped) without answering.
    worker.once('exit', (code) => {
      if (signal.aborted) resolve([]);
      else reject(new Error(`The offline chat's thread stopped (exit code ${code}).`));
    });
  });
  // A failure while the segments are still being sent is reported once they are.
  finished.catch(() => {});
  try {
    for (const [meetingIndex, meeting] of meetings.entries()) {
      for (let start = 0; start < meeting.segments.length; start += SEGMENTS_PER_MESSAGE) {
        if (signal.aborted) return [];
        const request: OfflineChatWorkerRequest = {
          kind: 'segments',
          meetingIndex,
          segments: meeting.segments.slice(start, start + SEGMENTS_PER_MESSAGE),
        };
        worker.postMessage(request);
        await yieldToEventLoop();
      }
    }
    worker.postMessage({ kind: 'run' } satisfies OfflineChatWorkerRequest);
    return await finished;
  } catch (error) {
    await worker.terminate();
    throw error;
  } finally {
    signal.removeEventListener('abort', stop);
  }
}
