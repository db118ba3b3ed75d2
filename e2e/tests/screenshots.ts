import path from 'node:path';
import type { Locator, Page } from '@playwright/test';

const SCREENSHOT_DIR = path.join(import.meta.dirname, '..', 'screenshots');

/** Saves a full-page screenshot under e2e/screenshots/<spec>/<step>.png, for people to look at. */
export async function snap(page: Page, options: { spec: string; step: string }): Promise<void> {
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, options.spec, `${options.step}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}

/** Saves one part of the page (a section, a card) under the same folder: readable at phone width. */
export async function snapElement(locator: Locator, options: { spec: string; step: string }): Promise<void> {
  await locator.screenshot({
    path: path.join(SCREENSHOT_DIR, options.spec, `${options.step}.png`),
    animations: 'disabled',
  });
}
