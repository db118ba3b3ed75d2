import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signInOnboarded } from './sandbox-pages';
import { snap } from './screenshots';

const SPEC = 'meeting-view';
const TITLE = 'Renewal call — Dana Buyer';
const PARTICIPANT = 'dana.buyer@northwind.test';

test('finds a meeting by participant, reads it, asks the chat, and shares it read-only', async ({
  page,
  browser,
}) => {
  await signInOnboarded(page, `riley.${Date.now()}@acme.test`);
  await page.goto('/meetings');
  await page.getByRole('dialog', { name: 'Almost there!' }).getByRole('button', { name: 'Close' }).click();

  // Upload a transcript file with a participant's address.
  await page.getByRole('button', { name: 'Upload' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload a meeting' });
  await upload
    .getByLabel('Meeting file')
    .setInputFiles(path.join(import.meta.dirname, '..', 'fixtures', 'discovery-call.vtt'));
  await upload.getByRole('textbox', { name: 'Title' }).fill(TITLE);
  await upload.getByRole('combobox', { name: 'Participants' }).fill(PARTICIPANT);
  await upload.getByRole('combobox', { name: 'Participants' }).press('Enter');
  await snap(page, { spec: SPEC, step: '01-upload-with-participant' });
  await upload.getByRole('button', { name: 'Add meeting' }).click();
  const item = page.getByRole('listitem', { name: TITLE });
  await expect(item).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });

  // The list finds it by the participant's email, served by the API.
  await page.getByRole('searchbox', { name: 'Search for Meetings' }).fill('dana.buyer@northwind');
  await expect(page.locator('[data-meeting-id]')).toHaveCount(1);
  await expect(item).toBeVisible();
  await snap(page, { spec: SPEC, step: '02-list-searched-by-email' });

  await item.getByRole('link', { name: TITLE }).click();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

  // Transcript search highlights and jumps between hits.
  await page.getByRole('searchbox', { name: 'Search transcript' }).fill('pilot');
  await expect(page.getByTestId('transcript-search-count')).toHaveText('1 of 1');
  await expect(page.locator('mark[data-active]')).toHaveText(/pilot/i);
  await snap(page, { spec: SPEC, step: '03-meeting-view-transcript-search' });

  // Action items can be checked off, and stay checked.
  await page.getByRole('tab', { name: /Action items/ }).click();
  const firstItem = page.getByRole('checkbox', { name: /^Done: / }).first();
  await firstItem.check();
  await expect(page.getByText(/1 of \d+ done/)).toBeVisible();
  await snap(page, { spec: SPEC, step: '04-action-items' });

  // The meeting chat streams an answer quoting the moment.
  await page.getByRole('tab', { name: 'Ask Questions' }).click();
  const chat = page.locator('#meeting-chat');
  await expect(chat).toBeVisible();
  const input = chat.getByRole('textbox', { name: 'Message' });
  await expect(input).toHaveAttribute('placeholder', 'Message...');
  await input.fill('What did they say about the budget?');
  await input.press('Enter');
  await expect(chat.getByText('What did they say about the budget?')).toBeVisible();
  await expect(chat.getByText(/budget is tight this year/)).toBeVisible({ timeout: 20_000 });
  await expect(chat.getByText(/00:06/).first()).toBeVisible();
  await snap(page, { spec: SPEC, step: '05-chat-answer' });

  // Share: a fresh, signed-out browser opens it read-only.
  await page.getByRole('button', { name: 'Share' }).click();
  const shareDialog = page.getByRole('dialog', { name: 'Share this meeting' });
  await shareDialog.getByRole('button', { name: 'Create share link' }).click();
  const shareUrl = await shareDialog.getByRole('textbox', { name: 'Share link' }).inputValue();
  expect(shareUrl).toMatch(/\/meetings\/[0-9a-f-]+\?share=/);
  await snap(page, { spec: SPEC, step: '06-share-dialog' });

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(shareUrl);
  await expect(visitor.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(visitor.getByText('View only')).toBeVisible();
  await expect(visitor.getByText("I'll send the revised proposal by Friday.")).toBeVisible();
  await expect(visitor.getByRole('tab', { name: 'Ask Questions' })).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: 'Share' })).toHaveCount(0);
  await snap(visitor, { spec: SPEC, step: '07-shared-read-only' });

  // Another meeting id with the same token, and a guessed token: not available.
  await visitor.goto(
    shareUrl.replace(/\/meetings\/[0-9a-f-]+/, '/meetings/00000000-0000-4000-8000-000000000000'),
  );
  await expect(visitor.getByRole('heading', { name: 'Meeting not available' })).toBeVisible();
  await visitor.goto(shareUrl.replace(/share=.*/, 'share=guessed-token'));
  await expect(visitor.getByRole('heading', { name: 'Meeting not available' })).toBeVisible();

  // Revoked: the same link is closed.
  await shareDialog.getByRole('button', { name: 'Revoke link…' }).click();
  await shareDialog.getByRole('button', { name: 'Revoke link' }).click();
  await expect(shareDialog.getByRole('button', { name: 'Create share link' })).toBeVisible();
  await visitor.goto(shareUrl);
  await expect(visitor.getByRole('heading', { name: 'Meeting not available' })).toBeVisible();
  await snap(visitor, { spec: SPEC, step: '08-revoked-link' });
  await visitorContext.close();
});
