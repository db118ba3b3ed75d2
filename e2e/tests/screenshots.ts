import path from 'node:path';
import type { Page } from '@playwright/test';

const SCREENSHOT_DIR = path.join(import.meta.dirname, '..', 'screenshots');

/** Saves a full-page screenshot under e2e/screenshots/<spec>/<step>.png, for people to look at. */
export async function snap(page: Page, options: { spec: string; step: string }): Promise<void> {
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, options.spec, `${options.step}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}
