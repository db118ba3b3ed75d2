// From upload to ready: how long one transcript takes through the pipeline (ingest → summarise →
// hand-off, three jobs) and how many meetings per second one worker process turns out, with the
// offline engine (~30 ms of work a meeting), so what shows is the queue's latency, not the work.
// Goals: under 1 s to ready, at least 20 meetings/s. On PostgreSQL when BENCH_DATABASE_URL is set.

import { inArray, sql } from 'drizzle-orm';
import { meetings } from '../apps/server/src/db/schema';
import { SALES_CALL_SEGMENTS } from '../apps/server/src/providers/llm/offline/fixtures/sales-call-45min';
import { formatTranscript } from '../apps/server/src/providers/transcription/files/format-transcript';
import { startBenchApp } from './bench-app';

const SINGLE_RUNS = 5;
const BATCH = Number(process.env.BENCH_MEETINGS ?? 100);
const POLL_MS = 10;

// A 10-minute piece of the 45-minute sales call: a realistic meeting, small enough that the
// figures are about the pipeline.
const content = formatTranscript({
  format: 'vtt',
  segments: SALES_CALL_SEGMENTS.filter((segment) => segment.startMs < 10 * 60_000),
});

const bench = await startBenchApp({
  env: { JOB_CONCURRENCY: process.env.JOB_CONCURRENCY ?? '4' },
  // One user uploading a hundred meetings at once is the load here, not abuse.
  rateLimits: { limits: { meetingCreate: { points: 10_000, durationSeconds: 60 } } },
});
const upload = async (index: number): Promise<string> => {
  const response = await fetch(`${bench.baseUrl}/api/meetings`, {
    method: 'POST',
    headers: bench.headers,
    body: JSON.stringify({ title: `Pipeline bench ${index}`, transcript: { filename: 'call.vtt', content } }),
  });
  if (response.status !== 201)
    throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: { id: string } }).data.id;
};
/** Waits until every meeting of `ids` is ready (or one failed), reading the database directly. */
const untilReady = async (ids: string[]) => {
  for (;;) {
    const rows = await bench.database.db
      .select({ status: meetings.status, n: sql<number>`count(*)::int` })
      .from(meetings)
      .where(inArray(meetings.id, ids))
      .groupBy(meetings.status);
    if (rows.some((row) => row.status === 'failed')) throw new Error('a meeting failed');
    if (rows.find((row) => row.status === 'ready')?.n === ids.length) return;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
};

try {
  console.log(`on ${bench.database.kind}; a ${SALES_CALL_SEGMENTS.length}-segment call cut to 10 minutes`);
  await untilReady([await upload(-1)]); // warm-up: queues, worker threads, JIT
  const latencies: number[] = [];
  for (let run = 0; run < SINGLE_RUNS; run += 1) {
    const start = performance.now();
    await untilReady([await upload(run)]);
    latencies.push(performance.now() - start);
  }
  latencies.sort((a, b) => a - b);
  const median = latencies[Math.floor(latencies.length / 2)] ?? 0;
  console.log(
    `upload → ready, one meeting at a time: median ${median.toFixed(0)} ms, worst ${(latencies.at(-1) ?? 0).toFixed(0)} ms (goal: under 1,000 ms)`,
  );

  const start = performance.now();
  const ids = await Promise.all(Array.from({ length: BATCH }, (_, index) => upload(1000 + index)));
  const accepted = performance.now() - start;
  await untilReady(ids);
  const seconds = (performance.now() - start) / 1000;
  // This one process also serves the uploads; once they are in, the worker has the machine.
  const drainSeconds = seconds - accepted / 1000;
  console.log(
    `${BATCH} meetings uploaded at once: accepted in ${(accepted / 1000).toFixed(2)} s, all ready after ${seconds.toFixed(2)} s: ${(BATCH / seconds).toFixed(1)} meetings/s overall, ${(BATCH / drainSeconds).toFixed(1)} meetings/s once all were accepted, with one process working the queue (goal: at least 20/s)`,
  );
} finally {
  await bench.close();
}
