import { expect, test } from '@playwright/test';
import { openMeetingsWithoutCalendar, signInOnboarded } from './sandbox-pages';
import { snap } from './screenshots';

const SPEC = 'upload-safety';
/** A page that would run script on Ting's origin if it were ever served as HTML. */
const HTML_PAGE = Buffer.from(
  '<!doctype html><title>call</title><script>fetch("/api/meetings").then((r) => r.text()).then(alert)</script>',
);

test('refuses a file declared text/html with a recording name, and says why', async ({ page }) => {
  // Sign-in through the sandbox and a tus round trip: room for a loaded 2-core machine.
  test.setTimeout(120_000);
  await signInOnboarded(page, `riley.${Date.now()}@acme.test`);
  await openMeetingsWithoutCalendar(page);

  await page.getByRole('button', { name: 'Upload' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload a meeting' });
  // An allowed extension and the browser's own type for the file: text/html, sent as tus metadata.
  await dialog.getByLabel('Meeting file').setInputFiles({
    name: 'discovery-call.mp3',
    mimeType: 'text/html',
    buffer: HTML_PAGE,
  });
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Disguised page');
  await dialog.getByRole('button', { name: 'Add meeting' }).click();

  // The server reads the bytes, not the name or the declared type: refused, with its reason shown.
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('Upload failed');
  await expect(alert).toContainText('not an audio or video recording');
  await snap(page, { spec: SPEC, step: '01-html-upload-refused' });

  // Nothing was added.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Past meetings' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Disguised page' })).toHaveCount(0);
  await snap(page, { spec: SPEC, step: '02-nothing-added' });
});
