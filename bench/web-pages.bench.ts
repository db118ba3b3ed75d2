// What a user feels of the web app, in Chromium against Ting as `npm start` runs it (issue 15):
// - /login on a first visit: bytes transferred (compressed as served) and the gzipped JavaScript it loads
//   (budget 200 kB; the run fails above it);
// - signed in with a calendar, time from opening /meetings to the first upcoming meeting on screen, with a
//   fresh browser cache and again with the cache of a first visit (goal: under 1 s), and where the cold
//   load's time goes.
// BENCH_WEB_RUNS sets the page loads measured (default 7); BENCH_WEB_DIST measures another build.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { report } from './timing';
import { launchChromium, type StorageState, signInWithCalendar } from './web-browser';
import { startWebServer } from './web-server';

const LOGIN_JS_BUDGET_BYTES = 200 * 1000;
const FIRST_ROW_GOAL_MS = 1_000;
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 7);

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The size of the `.gz` the build wrote beside an asset, or of gzip at the same level when there is none. */
function gzippedSize(options: { distDir: string; pathname: string; body: Buffer }): number {
  const written = path.join(options.distDir, `${options.pathname}.gz`);
  return existsSync(written) ? statSync(written).size : gzipSync(options.body, { level: 9 }).length;
}

async function measureLogin(options: { browser: Browser; baseUrl: string; distDir: string }) {
  const context = await options.browser.newContext({ baseURL: options.baseUrl });
  const page = await context.newPage();
  const pending: Promise<{ transferred: number; decoded: number; jsGzip: number }>[] = [];
  page.on('response', (response) => {
    pending.push(
      (async () => {
        const [sizes, body] = await Promise.all([response.request().sizes(), response.body()]);
        const pathname = new URL(response.url()).pathname;
        const isScript = response.request().resourceType() === 'script';
        return {
          transferred: sizes.responseBodySize + sizes.responseHeadersSize,
          decoded: body.length,
          jsGzip: isScript ? gzippedSize({ distDir: options.distDir, pathname, body }) : 0,
        };
      })(),
    );
  });
  await page.goto('/login', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Sign in with Google' }).waitFor();
  const responses = await Promise.all(pending);
  await context.close();
  const sum = (key: 'transferred' | 'decoded' | 'jsGzip') =>
    responses.reduce((total, r) => total + r[key], 0);
  return {
    requests: responses.length,
    transferred: sum('transferred'),
    decoded: sum('decoded'),
    jsGzip: sum('jsGzip'),
  };
}

/** Set in the page before any of its scripts: the moment the first upcoming meeting is in the document. */
const FIRST_ROW_WATCH = `new MutationObserver((_, observer) => {
  if (document.querySelector('section[aria-labelledby="upcoming-meetings-title"] li')) {
    window.__firstMeetingRowAt = performance.now();
    observer.disconnect();
  }
}).observe(document, { childList: true, subtree: true });`;

/** When each step of the load ended, in ms from the navigation's start (read from the page's timeline). */
const LOAD_STEPS = `(() => {
  const firstRowAt = window.__firstMeetingRowAt;
  // What the page asked for before its first meeting showed (the tour, analytics and so on come after).
  const resources = performance.getEntriesByType('resource').filter((entry) => entry.startTime <= firstRowAt);
  const ended = (test) => Math.max(0, ...resources.filter((entry) => test(new URL(entry.name).pathname)).map((entry) => entry.responseEnd));
  const navigation = performance.getEntriesByType('navigation')[0];
  // The HTML parser asks for the entry's files; the pages' chunks are asked for once the entry runs.
  const htmlAssets = resources.filter((entry) => entry.startTime < navigation.domInteractive).map((entry) => new URL(entry.name).pathname);
  return {
    'index.html': navigation.responseEnd,
    'entry code': ended((pathname) => htmlAssets.includes(pathname)),
    session: ended((pathname) => pathname === '/api/auth/session'),
    identity: ended((pathname) => pathname === '/api/data/organization/id'),
    'page code': ended((pathname) => pathname.startsWith('/assets/') && !htmlAssets.includes(pathname)),
    'upcoming meetings': ended((pathname) => pathname === '/api/calendar/events'),
    'first meeting row': firstRowAt,
  };
})()`;

type LoadSteps = Record<string, number>;

async function openMeetings(page: Page): Promise<LoadSteps> {
  await page.goto('/meetings', { waitUntil: 'commit' });
  await page.getByRole('region', { name: 'Upcoming meetings' }).getByRole('listitem').first().waitFor();
  return (await page.evaluate(LOAD_STEPS)) as LoadSteps;
}

async function measureFirstMeetingRow(options: {
  browser: Browser;
  baseUrl: string;
  signedIn: StorageState;
}) {
  const cold: LoadSteps[] = [];
  const warm: LoadSteps[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await options.browser.newContext({
      baseURL: options.baseUrl,
      storageState: options.signedIn,
    });
    await context.addInitScript({ content: FIRST_ROW_WATCH });
    const page = await context.newPage();
    cold.push(await openMeetings(page));
    warm.push(await openMeetings(page));
    await context.close();
  }
  return { cold, warm };
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};

function reportFirstRow(name: string, loads: LoadSteps[]) {
  const firstRow = loads.map((steps) => steps['first meeting row'] ?? Number.NaN);
  report({
    name,
    medianMs: quantile(firstRow, 0.5),
    p95Ms: quantile(firstRow, 0.95),
    extra: `goal < ${FIRST_ROW_GOAL_MS} ms, ${loads.length} loads`,
  });
}

const server = await startWebServer();
const browser = await launchChromium();
try {
  const login = await measureLogin({ browser, baseUrl: server.baseUrl, distDir: server.distDir });
  console.log(
    `/login, first visit: ${kB(login.transferred)} transferred in ${login.requests} responses (${kB(login.decoded)} uncompressed)`,
  );
  console.log(`/login JavaScript: ${kB(login.jsGzip)} gzipped (budget ${kB(LOGIN_JS_BUDGET_BYTES)})`);
  if (login.jsGzip > LOGIN_JS_BUDGET_BYTES) {
    console.error(
      `✗ /login loads ${kB(login.jsGzip - LOGIN_JS_BUDGET_BYTES)} of gzipped JavaScript over its budget`,
    );
    process.exitCode = 1;
  }

  const signedIn = await signInWithCalendar({ browser, baseUrl: server.baseUrl });
  const { cold, warm } = await measureFirstMeetingRow({ browser, baseUrl: server.baseUrl, signedIn });
  reportFirstRow('/meetings first meeting row, empty browser cache', cold);
  reportFirstRow('/meetings first meeting row, cache of a first visit', warm);
  const steps = Object.keys(cold[0] ?? {});
  console.log(
    `  where the cold load's time goes (median ms from navigation start to the end of each): ${steps
      .map(
        (step) =>
          `${step} ${quantile(
            cold.map((load) => load[step] ?? Number.NaN),
            0.5,
          ).toFixed(0)}`,
      )
      .join(', ')}`,
  );
} finally {
  await browser.close();
  await server.close();
}
