import path from 'node:path';
import { expect, test } from '@playwright/test';
import { openMeetingsWithoutCalendar, signInOnboarded } from './sandbox-pages';
import { snap } from './screenshots';
import { toneWav } from './tone-wav';

const SPEC = 'assistant';
const TITLE = 'Renewal call — Northwind pilot';

test('the assistant finds the meeting that mentioned a phrase, and its source opens the meeting at that moment', async ({
  page,
}) => {
  await signInOnboarded(page, `sasha.${Date.now()}@ting-e2e.test`);
  await openMeetingsWithoutCalendar(page);

  // A call's transcript, then its recording added to it.
  await page.getByRole('button', { name: 'Upload' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload a meeting' });
  await upload
    .getByLabel('Meeting file')
    .setInputFiles(path.join(import.meta.dirname, '..', 'fixtures', 'discovery-call.vtt'));
  await upload.getByRole('textbox', { name: 'Title' }).fill(TITLE);
  await upload.getByRole('button', { name: 'Add meeting' }).click();
  // The upload opens the new meeting; this spec goes on from the list.
  await page.getByRole('link', { name: 'Back to meetings' }).click();
  const item = page.getByRole('listitem', { name: TITLE });
  await expect(item).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });

  // The list finds the meeting by a word said only in its transcript, with the snippet.
  await page.getByRole('searchbox', { name: 'Search for Meetings' }).fill('spreadsheets');
  await expect(page.locator('[data-meeting-id]')).toHaveCount(1);
  await expect(item).toContainText(/Spreadsheets, mostly/i);
  await snap(page, { spec: SPEC, step: '01-list-found-by-transcript-word' });

  await item.getByRole('link', { name: TITLE }).click();
  await page.getByLabel('Recording file').setInputFiles({
    name: 'renewal-call.wav',
    mimeType: 'audio/wav',
    buffer: toneWav({ seconds: 30 }),
  });
  await expect(page.getByLabel('Meeting recording')).toBeVisible({ timeout: 20_000 });

  // The assistant, over all meetings: which meeting mentioned the Chicago pilot?
  await page.goto('/assistant');
  const input = page.getByRole('textbox', { name: 'Message' });
  await expect(input).toHaveAttribute('placeholder', 'Message...');
  await input.fill('Which meeting mentioned the pilot with the Chicago team?');
  await input.press('Enter');
  const sources = page.getByRole('region', { name: 'Sources' }).last();
  const source = sources.getByRole('link', { name: new RegExp(TITLE) }).first();
  await expect(source).toBeVisible({ timeout: 30_000 });
  await snap(page, { spec: SPEC, step: '02-answer-with-source' });

  // The source opens the meeting at that moment: the player's time is set, the line highlighted.
  await source.click();
  await expect(page).toHaveURL(/\/meetings\/[^?]+\?t=\d+/);
  const seconds = Number(new URL(page.url()).searchParams.get('t'));
  expect(seconds).toBeGreaterThanOrEqual(19);
  const player = page.getByLabel('Meeting recording');
  await expect(player).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(() => player.evaluate((audio: HTMLAudioElement) => Math.floor(audio.currentTime)))
    .toBe(seconds);
  await expect(page.locator('li[aria-current="true"], li[data-active]').first()).toContainText(
    'pilot with the Chicago team',
  );
  await snap(page, { spec: SPEC, step: '03-meeting-at-the-moment' });
});
