// Sends GET requests at an even pace, one every 1000/rate ms over keep-alive connections, and times each
// from when it was due, not from when a connection was free: a server that falls behind shows in the
// latencies (autocannon's rate instead sends each second's quota at once and then waits).
// The first WARMUP_SECONDS are sent at the same pace but not timed: they open the connections and let
// this thread's own start (loading, compiling, a first full garbage collection of 10–50 ms) pass, which
// would otherwise show as the server's latency in the first few hundred requests.
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const WARMUP_SECONDS = 1;

const { url, headers, ratePerSecond, durationSeconds, connections } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const intervalMs = 1000 / ratePerSecond;
const warmup = Math.round(ratePerSecond * WARMUP_SECONDS);
const total = warmup + Math.round(ratePerSecond * durationSeconds);
const latencies = [];
let failures = 0;
let sent = 0;
let finished = 0;
const start = performance.now();
const timedFrom = start + warmup * intervalMs;

function settle(dueAt, ok) {
  if (dueAt >= timedFrom) {
    latencies.push(performance.now() - dueAt);
    if (!ok) failures += 1;
  }
  finished += 1;
  if (finished < total) return;
  const elapsedSeconds = (performance.now() - timedFrom) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  agent.destroy();
  parentPort.postMessage({
    requestsPerSecond: latencies.length / elapsedSeconds,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    failures,
  });
}

function send(dueAt) {
  const request = http.get(url, { agent, headers }, (response) => {
    response.resume();
    response.on('end', () => settle(dueAt, response.statusCode < 300));
  });
  request.on('error', () => settle(dueAt, false));
}

function tick() {
  const now = performance.now();
  while (sent < total && start + sent * intervalMs <= now) {
    send(start + sent * intervalMs);
    sent += 1;
  }
  if (sent < total) setTimeout(tick, Math.max(0, start + sent * intervalMs - performance.now()));
}
tick();
