import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { signInOnSandbox } from './sandbox-pages';
import { snap } from './screenshots';

const SPEC = 'meeting-life';
const PHONE = { width: 390, height: 844 };
const FUTURE_MEETING = 'Proposal walkthrough — Helio Health';
/** The join time as the web writes it in en-US: '3:59 PM' (ICU may put a narrow space before PM). */
const JOINS_AT = /Notetaker joins at \d{1,2}:\d{2}\s[AP]M/;

/** A new user who connects the sandbox's Google Calendar in the wizard and skips the CRM. */
async function signInWithCalendar(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await signInOnSandbox(page, { email, name: 'Riley Rep' });
  await expect(page.getByRole('heading', { name: "Let's connect your calendar" })).toBeVisible();
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByRole('heading', { name: 'Calendar connected!' })).toBeVisible();
  await page.getByRole('button', { name: "I don't use a CRM" }).click();
  await expect(page).toHaveURL(/\/settings#personalisation$/);
}

test('a booked notetaker waits under Upcoming with its join time, its page says so, and it can be called off', async ({
  page,
}) => {
  await signInWithCalendar(page, `riley.${Date.now()}@tingsandbox.com`);
  await page.goto('/meetings');
  const upcoming = page.getByRole('listitem', { name: FUTURE_MEETING });
  await expect(upcoming).toBeVisible({ timeout: 20_000 });

  await upcoming.getByRole('switch', { name: 'Record' }).click({ force: true });
  await expect(upcoming.getByRole('switch', { name: 'Record' })).toBeChecked();
  await expect(upcoming.getByText(JOINS_AT)).toBeVisible();
  // It has not taken place: nothing of it under Past meetings.
  const past = page.getByRole('region', { name: 'Past meetings' });
  await expect(past).toBeVisible();
  await expect(past.getByRole('listitem', { name: FUTURE_MEETING })).toHaveCount(0);
  await upcoming.scrollIntoViewIfNeeded();
  await snap(page, { spec: SPEC, step: '01-upcoming-notetaker-booked' });

  // Its page: booked, joining at that time; nothing is being processed.
  await upcoming.getByRole('link', { name: 'Open meeting' }).click();
  const status = page.getByRole('status', { name: 'Notetaker status' });
  await expect(status.getByRole('heading', { name: 'The notetaker is booked' })).toBeVisible();
  await expect(status.getByText(JOINS_AT)).toBeVisible();
  await expect(page.getByText('Ting is processing this meeting')).toHaveCount(0);
  await expect(page.getByText('Notetaker booked', { exact: true })).toBeVisible();
  await snap(page, { spec: SPEC, step: '02-meeting-page-booked' });
  await page.setViewportSize(PHONE);
  await snap(page, { spec: SPEC, step: '02-meeting-page-booked-phone' });

  // Back under Upcoming (from the page's own link), on a phone: called off with the switch.
  await status.getByRole('link', { name: 'Upcoming meetings' }).click();
  await expect(upcoming.getByText(JOINS_AT)).toBeVisible({ timeout: 20_000 });
  await upcoming.scrollIntoViewIfNeeded();
  await snap(page, { spec: SPEC, step: '03-upcoming-notetaker-booked-phone' });
  await upcoming.getByRole('switch', { name: 'Record' }).click({ force: true });
  await expect(upcoming.getByRole('switch', { name: 'Record' })).not.toBeChecked();
  await expect(upcoming.getByText(JOINS_AT)).toHaveCount(0);
  await expect(upcoming.getByRole('link', { name: 'Open meeting' })).toHaveCount(0);
  await snap(page, { spec: SPEC, step: '04-notetaker-called-off-phone' });
});

test('the owner renames and deletes a meeting, each after a confirmation', async ({ page }) => {
  await signInWithCalendar(page, `jules.${Date.now()}@tingsandbox.com`);
  const identity = await (await page.request.get('/api/data/organization/id')).json();
  const created = await page.request.post('/api/meetings', {
    headers: { authorization: `Bearer ${identity.data.accessToken}` },
    data: {
      title: 'Discovery call',
      transcript: {
        filename: 'discovery-call.vtt',
        content: readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'discovery-call.vtt'), 'utf8'),
      },
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()).data as { id: string };

  await page.goto(`/meetings/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Discovery call' })).toBeVisible();
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const renameDialog = page.getByRole('dialog', { name: 'Rename meeting' });
  const field = renameDialog.getByRole('textbox', { name: 'Meeting name' });
  await field.fill('');
  await renameDialog.getByRole('button', { name: 'Save' }).click();
  await expect(renameDialog.getByText('Enter a name for the meeting.')).toBeVisible();
  await field.fill('Discovery call — Northbeam Logistics');
  await snap(page, { spec: SPEC, step: '05-rename-dialog' });
  await renameDialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Discovery call — Northbeam Logistics' }),
  ).toBeVisible();
  await expect(renameDialog).toHaveCount(0);

  // The list has the new name too.
  await page.goto('/meetings');
  const past = page.getByRole('region', { name: 'Past meetings' });
  await expect(past.getByRole('listitem', { name: 'Discovery call — Northbeam Logistics' })).toBeVisible();
  await past.getByRole('link', { name: 'Discovery call — Northbeam Logistics' }).click();

  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const deleteDialog = page.getByRole('dialog', { name: 'Delete meeting?' });
  await expect(deleteDialog).toContainText('Delete “Discovery call — Northbeam Logistics”?');
  await snap(page, { spec: SPEC, step: '06-delete-confirm-phone' });
  await deleteDialog.getByRole('button', { name: 'Delete meeting' }).click();

  await expect(page).toHaveURL(/\/meetings$/);
  await expect(page.getByText('“Discovery call — Northbeam Logistics” was deleted')).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Discovery call — Northbeam Logistics' })).toHaveCount(0);
  await snap(page, { spec: SPEC, step: '07-after-delete-phone' });
  expect(
    (
      await page.request.get(`/api/meetings/${id}`, {
        headers: { authorization: `Bearer ${identity.data.accessToken}` },
      })
    ).status(),
  ).toBe(404);
});
