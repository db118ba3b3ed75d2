// Worker-thread entry of `createOfflineIntelligenceWithoutBlocking`: gathers the meeting's segments
// from the main thread's messages, runs one task of the offline engine on them and posts the result.
import { parentPort, workerData } from 'node:worker_threads';
import type { TranscriptSegment } from '../../transcription/transcript-segment';
import { createOfflineIntelligence } from './offline-intelligence';
import {
  type OfflineTaskInput,
  type OfflineWorkerData,
  type OfflineWorkerMessage,
  type OfflineWorkerRequest,
  runTask,
} from './offline-intelligence-without-blocking';

const { options, task, meeting } = workerData as OfflineWorkerData;
const port = parentPort;
if (!port) throw new Error('offline-intelligence.worker.ts runs only as a worker thread');

const segments: TranscriptSegment[] = [];
port.on('message', (request: OfflineWorkerRequest) => {
  if (request.kind === 'segments') {
    for (const segment of request.segments) segments.push(segment);
    return;
  }
  // Nothing more comes: the port no longer holds the thread, which ends once the result is posted.
  port.removeAllListeners('message');
  port.unref();
  void (async () => {
    const engine = createOfflineIntelligence(options);
    const result = await runTask(engine, task, { ...meeting, segments } as OfflineTaskInput);
    port.postMessage({ kind: 'done', result } satisfies OfflineWorkerMessage);
  })().catch((error: unknown) => {
    // An uncaught error ends the thread and reaches the main thread's 'error' listener.
    setImmediate(() => {
      throw error;
    });
  });
});
