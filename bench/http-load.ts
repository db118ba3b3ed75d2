import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';

/** What one load run measured: throughput, latency percentiles in ms, and anything that went wrong. */
export type LoadResult = { requestsPerSecond: number; p50Ms: number; p99Ms: number; failures: number };

/**
 * Loads `url` from a worker thread (so the load generator does not share the server's event loop) with
 * `connections` keep-alive connections: as fast as the server answers (autocannon), or at an even
 * `ratePerSecond` overall, each request timed from when it was due (`paced-load.worker.mjs`).
 */
export async function loadTest(options: {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  durationSeconds: number;
  ratePerSecond?: number;
}): Promise<LoadResult> {
  if (options.ratePerSecond !== undefined)
    return pacedLoadTest({ ...options, ratePerSecond: options.ratePerSecond });
  const result = await autocannon({
    url: options.url,
    headers: options.headers,
    connections: options.connections,
    duration: options.durationSeconds,
    workers: 1,
  });
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

function pacedLoadTest(options: {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  durationSeconds: number;
  ratePerSecond: number;
}): Promise<LoadResult> {
  const worker = new Worker(new URL('./paced-load.worker.mjs', import.meta.url), { workerData: options });
  return new Promise((resolve, reject) => {
    worker.once('message', (result: LoadResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

/** A call to load: what the table calls it, where it goes, and with which headers. */
export type LoadTarget = { name: string; url: string; headers?: Record<string, string> };

/**
 * Loads every target in turn, `rounds` times over, and keeps each target's median round: on a shared
 * machine a burst of other work then spoils one round of each target, not one target's figure. The
 * median by req/s as fast as answered; at a set rate, where every round sends the same, by p99.
 */
export async function loadInRounds(options: {
  targets: LoadTarget[];
  rounds: number;
  connections: number;
  durationSeconds: number;
  ratePerSecond?: number;
}): Promise<Array<{ name: string; result: LoadResult }>> {
  const results = options.targets.map(() => [] as LoadResult[]);
  for (let round = 0; round < options.rounds; round += 1) {
    for (const [index, target] of options.targets.entries()) {
      results[index]?.push(await loadTest({ ...options, ...target }));
    }
  }
  return options.targets.map((target, index) => {
    const figure = (result: LoadResult) =>
      options.ratePerSecond === undefined ? result.requestsPerSecond : result.p99Ms;
    const sorted = [...(results[index] ?? [])].sort((a, b) => figure(a) - figure(b));
    const median = sorted[Math.floor(sorted.length / 2)];
    if (!median) throw new Error(`no load result for ${target.name}`);
    return { name: target.name, result: median };
  });
}

/** One table row a line: name, req/s, p50, p99, and the share of the baseline's req/s. */
export function printLoadTable(rows: Array<{ name: string; result: LoadResult; baseline?: LoadResult }>) {
  const nameWidth = Math.max(...rows.map((row) => row.name.length));
  console.log(
    `${'call'.padEnd(nameWidth)}  ${'req/s'.padStart(7)}  ${'p50 ms'.padStart(7)}  ${'p99 ms'.padStart(7)}  ${'vs baseline'.padStart(11)}`,
  );
  for (const { name, result, baseline } of rows) {
    const ratio = baseline
      ? `${((100 * result.requestsPerSecond) / baseline.requestsPerSecond).toFixed(0)} %`
      : '';
    const failures = result.failures > 0 ? `  (${result.failures} failed)` : '';
    console.log(
      `${name.padEnd(nameWidth)}  ${result.requestsPerSecond.toFixed(0).padStart(7)}  ${result.p50Ms.toFixed(1).padStart(7)}  ${result.p99Ms.toFixed(1).padStart(7)}  ${ratio.padStart(11)}${failures}`,
    );
  }
}
