// Worker-thread entry of `answerPartsOnWorkerThread`: gathers the meetings' segments from the main
// thread's messages, reads the offline answer from them and posts it.
import { parentPort, workerData } from 'node:worker_threads';
import type { ChatMeeting } from './meeting-chat';
import { offlineAnswerParts } from './offline-chat';
import type {
  OfflineChatWorkerData,
  OfflineChatWorkerMessage,
  OfflineChatWorkerRequest,
} from './offline-chat-worker-thread';

const { meetings, ...question } = workerData as OfflineChatWorkerData;
const port = parentPort;
if (!port) throw new Error('offline-chat.worker.ts runs only as a worker thread');

const withSegments: ChatMeeting[] = meetings.map((meeting) => ({ ...meeting, segments: [] }));
port.on('message', (request: OfflineChatWorkerRequest) => {
  if (request.kind === 'segments') {
    const { segments } = withSegments[request.meetingIndex]!;
    for (const segment of request.segments) segments.push(segment);
    return;
  }
  // Nothing more comes: the port no longer holds the thread, which ends once the answer is posted.
  port.removeAllListeners('message');
  port.unref();
  // An error thrown here ends the thread and reaches the main thread's 'error' listener.
  const parts = offlineAnswerParts({ ...question, meetings: withSegments });
  port.postMessage({ kind: 'done', parts } satisfies OfflineChatWorkerMessage);
});
