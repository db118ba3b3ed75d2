import path from 'node:path';
import { expect, test } from '@playwright/test';
import { openMeetingsWithoutCalendar, signInOnboarded } from './sandbox-pages';
import { snap } from './screenshots';

const SPEC = 'new-user-upload-landing';
const TITLE = 'Discovery call — landing';

test('an upload opens the new meeting, whose processing shows live, and its chat is kept across a reload until cleared', async ({
  page,
}) => {
  await signInOnboarded(page, `landing.${Date.now()}@acme.test`);
  await openMeetingsWithoutCalendar(page);

  await page.getByRole('button', { name: 'Upload' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload a meeting' });
  await dialog
    .getByLabel('Meeting file')
    .setInputFiles(path.join(import.meta.dirname, '..', 'fixtures', 'discovery-call.vtt'));
  await dialog.getByRole('textbox', { name: 'Title' }).fill(TITLE);
  await dialog.getByRole('button', { name: 'Add meeting' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Meeting uploaded' });
  await expect(toast).toBeVisible();
  // Below the 84px navigation bar (once it has slid in), never over its links.
  await expect.poll(async () => (await toast.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(84);

  // Where the user is looking: the new meeting's own page, not a row below the upcoming meetings.
  await expect(page).toHaveURL(/\/meetings\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await snap(page, { spec: SPEC, step: '01-landed-on-new-meeting' });
  // It updates by itself until Ting's summary is there.
  await expect(
    page.getByRole('tabpanel', { name: 'Summary' }).getByText(/^Written by the built-in engine/),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('status', { name: 'Processing status' })).toHaveCount(0);
  await expect(page.getByText("I'll send the revised proposal by Friday.")).toBeVisible();
  await snap(page, { spec: SPEC, step: '02-processed-in-place' });

  // The meeting chat: a question and its answer survive a reload.
  await page.getByRole('tab', { name: 'Ask Questions' }).click();
  const chat = page.locator('#meeting-chat');
  await chat.getByRole('textbox', { name: 'Message' }).fill('What is their budget?');
  await chat.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(chat.locator('[data-role="user"]')).toHaveText(['What is their budget?']);
  // Answered (the starter bubble is gone once the conversation has messages).
  await expect(chat.getByRole('log')).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
  const answer = chat.locator('[data-role="assistant"]');
  await expect(answer).toHaveCount(1);
  const answerText = (await answer.innerText()).trim();
  expect(answerText).not.toBe('');

  await page.reload();
  await page.getByRole('tab', { name: 'Ask Questions' }).click();
  await expect(chat.locator('[data-role="user"]')).toHaveText(['What is their budget?']);
  await expect(chat.locator('[data-role="assistant"]')).toHaveCount(1);
  expect((await chat.locator('[data-role="assistant"]').innerText()).trim()).toBe(answerText);
  await snap(page, { spec: SPEC, step: '03-chat-kept-after-reload' });

  // 'Clear chat' starts over, for good: nothing comes back after a reload.
  await chat.getByRole('button', { name: 'Clear chat' }).click();
  const confirm = page.getByRole('dialog', { name: 'Clear this conversation?' });
  await confirm.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(chat.locator('[data-role="user"]')).toHaveCount(0);
  await page.reload();
  await page.getByRole('tab', { name: 'Ask Questions' }).click();
  await expect(chat.getByRole('log')).toHaveAttribute('aria-busy', 'false');
  await expect(chat.locator('[data-role="user"]')).toHaveCount(0);

  // The list has it too.
  await page.getByRole('link', { name: 'Back to meetings' }).click();
  await expect(page.getByRole('listitem', { name: TITLE })).toHaveAttribute('data-status', 'ready');
});
