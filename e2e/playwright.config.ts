import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, FAKE_MICROPHONE_ARGS } from './chromium';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://localhost:${PORT}`;
// Every run starts from an empty data directory: a brand-new product, as `npm start` gives it.
const dataDir = mkdtempSync(path.join(tmpdir(), 'ting-e2e-'));

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/report.json' }],
  ],
  use: {
    baseURL: BASE_URL,
    // Every guided tour already seen, so their overlays never cover a flow (the tour spec starts clean).
    storageState: {
      cookies: [],
      origins: [
        {
          origin: BASE_URL,
          localStorage: ['meetings', 'meeting-detail', 'assistant', 'settings'].map((page) => ({
            name: `tutorial_completed_${page}`,
            value: '1',
          })),
        },
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      // The synthetic microphone is for the in-browser recording test.
      args: [...CHROMIUM_ARGS, ...FAKE_MICROPHONE_ARGS],
    },
  },
  webServer: {
    command: 'node ../scripts/start.mjs',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      APP_URL: BASE_URL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    },
  },
});
