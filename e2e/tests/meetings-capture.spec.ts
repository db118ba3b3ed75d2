import path from 'node:path';
import { expect, test } from '@playwright/test';
import { openMeetingsWithoutCalendar, signInOnboarded } from './sandbox-pages';
import { snap } from './screenshots';

const SPEC = 'meetings-capture';

test('uploads a transcript file that becomes a ready meeting, and records in the browser', async ({
  page,
}) => {
  await signInOnboarded(page, `morgan.${Date.now()}@acme.test`);
  await openMeetingsWithoutCalendar(page);

  await page.getByRole('button', { name: 'Upload' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload a meeting' });
  await dialog
    .getByLabel('Meeting file')
    .setInputFiles(path.join(import.meta.dirname, '..', 'fixtures', 'discovery-call.vtt'));
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Discovery call — Dana Buyer');
  await snap(page, { spec: SPEC, step: '01-upload-dialog' });
  await dialog.getByRole('button', { name: 'Add meeting' }).click();
  await expect(page.getByText('Meeting uploaded')).toBeVisible();
  // The upload opens the new meeting (new-user-upload-landing.spec.ts); this spec goes on from the list.
  await page.getByRole('link', { name: 'Back to meetings' }).click();

  const uploaded = page.getByRole('listitem', { name: 'Discovery call — Dana Buyer' });
  await expect(uploaded).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
  await snap(page, { spec: SPEC, step: '02-uploaded-meeting-ready' });

  // The meeting view: transcript with speakers, summary, action items, transcript search.
  await uploaded.getByRole('link', { name: 'Discovery call — Dana Buyer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Discovery call — Dana Buyer' })).toBeVisible();
  await expect(page.getByText("I'll send the revised proposal by Friday.")).toBeVisible();
  await expect(
    page.getByRole('tabpanel', { name: 'Summary' }).getByText(/^Written by the built-in engine/),
  ).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search transcript' }).fill('budget');
  await expect(page.getByTestId('transcript-search-count')).toHaveText('1 of 1');
  await snap(page, { spec: SPEC, step: '03-meeting-view-summary' });
  await page.getByRole('tab', { name: /Action items/ }).click();
  await expect(page.getByRole('list', { name: 'Action items' })).toContainText('proposal');
  await snap(page, { spec: SPEC, step: '04-meeting-view-action-items' });
  await page.getByRole('link', { name: 'Back to meetings' }).click();
  await expect(page.getByRole('heading', { name: 'Past meetings' })).toBeVisible();

  // A bad file is refused with the server's words, and nothing is added.
  await page.getByRole('button', { name: 'Upload' }).click();
  await dialog.getByLabel('Meeting file').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('\u0000\u0001binary junk'),
  });
  await dialog.getByRole('button', { name: 'Add meeting' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Upload failed');
  await snap(page, { spec: SPEC, step: '05-upload-refused' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Recording in the browser (a synthetic microphone): it uploads as it records.
  await page.getByRole('button', { name: 'Record' }).click();
  const recording = page.getByRole('region', { name: 'Recording' });
  await expect(recording).toBeVisible();
  await page.waitForTimeout(6_000);
  await snap(page, { spec: SPEC, step: '06-recording' });
  await recording.getByRole('button', { name: 'Stop' }).click();
  // The recorded meeting opens once uploaded; this spec goes on from the list.
  await page.getByRole('link', { name: 'Back to meetings' }).click();

  // No speech-to-text server is configured here: the recording is kept and the meeting says what to set.
  const recorded = page.locator('[data-meeting-id][data-status="failed"]');
  await expect(recorded.first()).toBeVisible({ timeout: 30_000 });
  await expect(recorded.first()).toContainText('TRANSCRIBE_BASE_URL');
  await expect(recorded.first().getByRole('button', { name: 'Retry' })).toBeVisible();
  await snap(page, { spec: SPEC, step: '07-recording-needs-speech-to-text' });
});
