import { nextBulkTurn } from '../../../threads/bulk-turns';
import { startWorker } from '../../../threads/start-worker';
import type { TranscriptSegment } from '../../transcription/transcript-segment';
import type { MeetingIntelligence } from '../meeting-intelligence';
import { createOfflineIntelligence, type OfflineIntelligenceOptions } from './offline-intelligence';

export type OfflineTask = 'summarise' | 'extractActionItems' | 'fillCrmFields';
export type OfflineTaskInput<T extends OfflineTask = OfflineTask> = Parameters<MeetingIntelligence[T]>[0];
export type OfflineTaskResult<T extends OfflineTask> = Awaited<ReturnType<MeetingIntelligence[T]>>;

/** What the worker is started with: the meeting without its segments, which follow in messages. */
export type OfflineWorkerData = {
  options: OfflineIntelligenceOptions;
  task: OfflineTask;
  meeting: { [T in OfflineTask]: Omit<OfflineTaskInput<T>, 'segments'> }[OfflineTask];
};
export type OfflineWorkerRequest = { kind: 'segments'; segments: TranscriptSegment[] } | { kind: 'run' };
export type OfflineWorkerMessage = { kind: 'done'; result: OfflineTaskResult<OfflineTask> };

const WORKER_URL = new URL('./offline-intelligence.worker.ts', import.meta.url);
/** Segments per message: each is copied on the event loop, so each stays small (a few ms). */
const SEGMENTS_PER_MESSAGE = 2000;
/**
 * Up to this much transcript text the engine answers in a few tens of milliseconds, about what a
 * worker takes to start; a 19 MB transcript takes it seconds.
 */
const MAX_INLINE_TEXT_CHARS = 128 * 1024;

export type OfflineIntelligenceWithoutBlockingOptions = OfflineIntelligenceOptions & {
  /** Transcripts with this much text or more are analysed on a worker thread; tests lower it. */
  offThreadFromChars?: number;
};

/**
 * The offline engine (`createOfflineIntelligence`) without blocking the event loop for long: a long
 * transcript takes it seconds, so it runs on a worker thread while the server keeps answering; a
 * short one inline. Same engine, same options, same results.
 */
export function createOfflineIntelligenceWithoutBlocking(
  options: OfflineIntelligenceWithoutBlockingOptions = {},
): MeetingIntelligence {
  const { offThreadFromChars = MAX_INLINE_TEXT_CHARS + 1, ...engineOptions } = options;
  // Also checks the options (an unknown time zone) now, not in a worker later.
  const inline = createOfflineIntelligence(engineOptions);

  async function run<T extends OfflineTask>(
    task: T,
    input: OfflineTaskInput<T>,
  ): Promise<OfflineTaskResult<T>> {
    let chars = 0;
    for (const segment of input.segments) chars += segment.text.length;
    if (chars < offThreadFromChars) return runTask(inline, task, input);
    return runOnWorkerThread(task, { options: engineOptions, input });
  }

  return {
    engine: inline.engine,
    summarise: (input) => run('summarise', input),
    extractActionItems: (input) => run('extractActionItems', input),
    fillCrmFields: (input) => run('fillCrmFields', input),
  };
}

/** One task of an engine, typed by its name (the worker thread runs tasks the same way). */
export function runTask<T extends OfflineTask>(
  engine: MeetingIntelligence,
  task: T,
  input: OfflineTaskInput<T>,
): Promise<OfflineTaskResult<T>> {
  const method = engine[task] as (input: OfflineTaskInput<T>) => Promise<OfflineTaskResult<T>>;
  return method.call(engine, input);
}

async function runOnWorkerThread<T extends OfflineTask>(
  task: T,
  options: { options: OfflineIntelligenceOptions; input: OfflineTaskInput<T> },
): Promise<OfflineTaskResult<T>> {
  const { segments, ...meeting } = options.input;
  const workerData: OfflineWorkerData = {
    options: options.options,
    task,
    meeting: meeting as OfflineWorkerData['meeting'],
  };
  const worker = await startWorker(WORKER_URL, { workerData });
  const finished = new Promise<OfflineTaskResult<T>>((resolve, reject) => {
    worker.once('message', (message: OfflineWorkerMessage) => {
      resolve(message.result as OfflineTaskResult<T>);
      // Its work is done: its slot goes to the next task now, whatever still holds the thread.
      void worker.terminate();
    });
    worker.once('error', reject);
    // After 'done' this changes nothing; before it the worker died without answering.
    worker.once('exit', (code) =>
      reject(new Error(`The offline meeting engine's thread stopped (exit code ${code}).`)),
    );
  });
  // A failure while the segments are still being sent is reported once they are (or at once below).
  finished.catch(() => {});
  try {
    // The segments go a batch at a time, each copied in a turn of the event loop of its own (shared
    // with other bulk work: three summaries at once still copy one batch a turn).
    for (let start = 0; start < segments.length; start += SEGMENTS_PER_MESSAGE) {
      const request: OfflineWorkerRequest = {
        kind: 'segments',
        segments: segments.slice(start, start + SEGMENTS_PER_MESSAGE),
      };
      worker.postMessage(request);
      await nextBulkTurn();
    }
    worker.postMessage({ kind: 'run' } satisfies OfflineWorkerRequest);
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  return finished;
}
