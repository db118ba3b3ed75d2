// `npm test`: unit, component and server integration tests (Vitest), then the end-to-end tests in
// Chromium (Playwright). Prints one closing line with the totals.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = mkdtempSync(path.join(tmpdir(), 'ting-test-reports-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedRun = false;

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) failedRun = true;
}

/**
 * Tests that measure time on the event loop (`*.timing.test.ts`) run after the others, one file at a
 * time: on a 2-core machine a neighbouring test file would stall them, not the code they measure.
 */
const TIMING_TESTS = '.timing.test.ts';

function vitest(label, args) {
  const report = path.join(reports, `vitest-${label.replace(/\W+/g, '-')}.json`);
  run(`Vitest: ${label}`, 'npx', [
    'vitest',
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  if (!existsSync(report)) {
    failedRun = true;
    return;
  }
  const summary = JSON.parse(readFileSync(report, 'utf8'));
  totals.passed += summary.numPassedTests;
  totals.failed += summary.numFailedTests;
  totals.skipped += summary.numPendingTests + summary.numTodoTests;
}

vitest('unit, component and server integration tests', [`--exclude=**/*${TIMING_TESTS}`]);
vitest('timing tests, one file at a time', ['--maxWorkers=1', TIMING_TESTS]);

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) {
  const playwrightReport = path.join(reports, 'playwright.json');
  run(
    'Playwright: end-to-end tests in Chromium',
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
    },
  );
  if (existsSync(playwrightReport)) {
    const { stats } = JSON.parse(readFileSync(playwrightReport, 'utf8'));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
  } else {
    failedRun = true;
  }
} else if (process.env.CI) {
  console.error(`\nChromium not found at ${chromium}: end-to-end tests cannot run in CI.`);
  failedRun = true;
} else {
  console.log(
    `\nSkipping end-to-end tests: Chromium not found at ${chromium} (apt-get install -y chromium).`,
  );
}

console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedRun || totals.failed > 0 ? 1 : 0);
