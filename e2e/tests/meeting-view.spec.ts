import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signInOnboarded } from './sandbox-pages';
import { snap } from './screenshots';
import { toneWav } from './tone-wav';

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
  // The upload opens the new meeting; this spec goes on from the list.
  await page.getByRole('link', { name: 'Back to meetings' }).click();
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

  // The call's recording, added to the transcript meeting: a timestamp click seeks the player.
  await page.getByLabel('Recording file').setInputFiles({
    name: 'renewal-call.wav',
    mimeType: 'audio/wav',
    buffer: toneWav({ seconds: 30 }),
  });
  const player = page.getByLabel('Meeting recording');
  await expect(player).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => player.evaluate((audio: HTMLAudioElement) => audio.duration)).toBeGreaterThan(29);
  await page.getByRole('button', { name: 'Play from 00:13' }).click();
  await expect
    .poll(() => player.evaluate((audio: HTMLAudioElement) => audio.currentTime))
    .toBeGreaterThanOrEqual(13.5);
  await expect(page.locator('li[aria-current="true"]')).toContainText("I'll send the revised proposal");
  await snap(page, { spec: SPEC, step: '03-recording-seeked-from-timestamp' });

  // Transcript search highlights and jumps between hits.
  await page.getByRole('searchbox', { name: 'Search transcript' }).fill('pilot');
  await expect(page.getByTestId('transcript-search-count')).toHaveText('1 of 1');
  await expect(page.locator('mark[data-active]')).toHaveText(/pilot/i);
  await snap(page, { spec: SPEC, step: '04-meeting-view-transcript-search' });

  // Action items can be checked off, and stay checked.
  await page.getByRole('tab', { name: /Action items/ }).click();
  const firstItem = page.getByRole('checkbox', { name: /^Done: / }).first();
  // The list updates as soon as the save starts (a few microtasks later): wait for it rather than `check()`.
  await firstItem.click();
  await expect(firstItem).toBeChecked();
  await expect(page.getByText(/1 of \d+ done/)).toBeVisible();
  await snap(page, { spec: SPEC, step: '05-action-items' });

  // The meeting chat streams an answer: a sentence first, then the moment it quotes.
  await page.getByRole('tab', { name: 'Ask Questions' }).click();
  const chat = page.locator('#meeting-chat');
  await expect(chat).toBeVisible();
  const input = chat.getByRole('textbox', { name: 'Message' });
  await expect(input).toHaveAttribute('placeholder', 'Message...');
  await input.fill('What did they say about the budget?');
  await input.press('Enter');
  await expect(chat.getByText('What did they say about the budget?')).toBeVisible();
  const answer = chat.locator('[data-role="assistant"]').last();
  await expect(answer.getByText(/^Dana Buyer said: .*budget is tight this year/)).toBeVisible({
    timeout: 20_000,
  });
  await expect(answer.getByText(/\[00:06\] Dana Buyer: .*budget is tight this year/)).toBeVisible();
  await snap(page, { spec: SPEC, step: '06-chat-answer' });

  // Share: a fresh, signed-out browser opens it read-only.
  await page.getByRole('button', { name: 'Share' }).click();
  const shareDialog = page.getByRole('dialog', { name: 'Share this meeting' });
  await shareDialog.getByRole('button', { name: 'Create share link' }).click();
  const shareUrl = await shareDialog.getByRole('textbox', { name: 'Share link' }).inputValue();
  expect(shareUrl).toMatch(/\/meetings\/[0-9a-f-]+\?share=/);
  await snap(page, { spec: SPEC, step: '07-share-dialog' });

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(shareUrl);
  await expect(visitor.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(visitor.getByText('View only')).toBeVisible();
  await expect(visitor.getByText("I'll send the revised proposal by Friday.")).toBeVisible();
  // The recording plays for visitors too, through the same short-lived signed link.
  await expect(visitor.getByLabel('Meeting recording')).toBeVisible();
  await expect
    .poll(() => visitor.getByLabel('Meeting recording').evaluate((audio: HTMLAudioElement) => audio.duration))
    .toBeGreaterThan(29);
  await expect(visitor.getByRole('tab', { name: 'Ask Questions' })).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: 'Share' })).toHaveCount(0);
  await snap(visitor, { spec: SPEC, step: '08-shared-read-only' });

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
  await snap(visitor, { spec: SPEC, step: '09-revoked-link' });
  await visitorContext.close();
});

/** A 2-hour call as WebVTT: 20,000 cues of 0.36 s, one of them (cue 15,000) saying a word no other does. */
function longCallVtt(): string {
  const cues = ['WEBVTT', ''];
  const at = (ms: number) => new Date(ms).toISOString().slice(11, 23);
  for (let index = 0; index < 20_000; index += 1) {
    const start = index * 360;
    const speaker = index % 2 === 0 ? 'Sam Seller' : 'Dana Buyer';
    const text =
      index === 15_000
        ? 'The quartz integration is the one thing we still need.'
        : `Point ${index}: we went through the rollout plan and the renewal terms again.`;
    cues.push(`${at(start)} --> ${at(start + 360)}`, `<v ${speaker}>${text}`, '');
  }
  return cues.join('\n');
}

test('scrolls a 2-hour transcript of 20,000 segments, rendering only what is on screen', async ({ page }) => {
  await signInOnboarded(page, `casey.${Date.now()}@acme.test`);
  const identity = await (await page.request.get('/api/data/organization/id')).json();
  const headers = { authorization: `Bearer ${identity.data.accessToken}` };
  const created = await page.request.post('/api/meetings', {
    headers,
    data: { title: 'Quarterly business review', transcript: { filename: 'qbr.vtt', content: longCallVtt() } },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()).data;
  await expect
    .poll(
      async () => (await (await page.request.get(`/api/meetings/${id}`, { headers })).json()).data.status,
      {
        timeout: 60_000,
      },
    )
    .toBe('ready');

  const opened = Date.now();
  await page.goto(`/meetings/${id}`);
  await expect(page.getByText('Point 0: we went through the rollout plan')).toBeVisible();
  console.log(`20,000-segment meeting view ready in ${Date.now() - opened} ms`);
  const rows = page.locator('[data-testid="transcript-scroller"] [data-index]');
  expect(await rows.count()).toBeLessThan(200);

  // Scrolling to the end renders the end, still only a window of rows.
  await page.getByTestId('transcript-scroller').evaluate((element) => {
    element.scrollTop = element.scrollHeight;
  });
  await expect(page.getByText('Point 19999: we went through the rollout plan')).toBeVisible();
  expect(await rows.count()).toBeLessThan(200);

  // Search finds the one segment in the middle and jumps to it.
  await page.getByRole('searchbox', { name: 'Search transcript' }).fill('quartz');
  await expect(page.getByTestId('transcript-search-count')).toHaveText('1 of 1');
  await expect(page.locator('mark[data-active]')).toBeVisible();
  await expect(page.locator('mark[data-active]')).toHaveText('quartz');
  await snap(page, { spec: SPEC, step: '10-long-transcript-search' });
});
