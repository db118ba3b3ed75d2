import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { openMeetingsWithoutCalendar, signInOnboarded } from './sandbox-pages';
import { snap } from './screenshots';

const SPEC = 'crm-write-back';
const TITLE = 'Fleet rollout follow-up — Northbeam';
const DEAL = 'Northbeam Logistics — Fleet team rollout';

async function connectHubspotAndImportCompetitors(page: Page) {
  await page.goto('/settings#personalisation');
  await page.getByRole('tab', { name: 'CRM Properties' }).click();
  await page.getByRole('button', { name: 'Connect HubSpot' }).click();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/settings#personalisation$/);
  // Connecting sets up the recommended deal properties (a job): read again until they are there.
  await expect(async () => {
    await page.reload();
    await page.getByRole('tab', { name: 'CRM Properties' }).click();
    await expect(page.getByRole('textbox', { name: 'Amount prompt' })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Import' }).click();
  const modal = page.getByRole('dialog', { name: 'Import CRM Properties' });
  await modal.getByPlaceholder('Search properties...').fill('competitors');
  await modal.getByRole('checkbox', { name: 'Competitors' }).check();
  await modal.getByRole('button', { name: 'Import' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('row', { name: /Competitors/ })).toBeVisible();
}

/** A new organization reviews tasks and property updates first; this admin trusts both to go at once. */
async function trustTasksAndProperties(page: Page) {
  const writes = page.getByRole('group', { name: 'After each meeting' });
  await expect(writes.getByRole('switch', { name: 'Log the meeting and its note at once' })).toBeChecked();
  for (const name of ['Write tasks at once', 'Write property updates at once']) {
    const toggle = writes.getByRole('switch', { name });
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toBeEnabled();
    // The switch turns once the change is under way (optimistic), so a plain click, then the check.
    await toggle.click();
    await expect(toggle).toBeChecked();
    await expect(toggle).toBeEnabled();
  }
}

test('after a meeting, HubSpot gets the meeting, a note, tasks and the Competitors value with its evidence — once', async ({
  page,
  context,
}) => {
  await signInOnboarded(page, `riley.${Date.now()}@ting-e2e.test`);
  await connectHubspotAndImportCompetitors(page);
  await trustTasksAndProperties(page);
  await snap(page, { spec: SPEC, step: '01-competitors-imported' });

  // A call with a seeded contact (open deal) in which a rival vendor is named.
  await openMeetingsWithoutCalendar(page);
  await page.getByRole('button', { name: 'Upload' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload a meeting' });
  await dialog
    .getByLabel('Meeting file')
    .setInputFiles(path.join(import.meta.dirname, '..', 'fixtures', 'northbeam-fleet-call.vtt'));
  await dialog.getByRole('textbox', { name: 'Title' }).fill(TITLE);
  const participants = dialog.getByRole('combobox', { name: 'Participants' });
  await participants.fill('hannah.berg@northbeamlogistics.com');
  await participants.press('Enter');
  await dialog.getByRole('button', { name: 'Add meeting' }).click();
  // The upload opens the new meeting; this spec goes on from the list.
  await page.getByRole('link', { name: 'Back to meetings' }).click();
  const uploaded = page.getByRole('listitem', { name: TITLE });
  await expect(uploaded).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
  await uploaded.getByRole('link', { name: TITLE }).click();

  // The HubSpot tab: the meeting, the note and a task written; Competitors filled, with its quote.
  await page.getByRole('tab', { name: 'HubSpot' }).click();
  const activities = page.getByRole('list', { name: 'Activities' });
  const written = (kind: string) =>
    activities
      .locator(`li[data-crm-update="${kind}"]`)
      .filter({ has: page.locator('[data-crm-status]', { hasText: 'Written' }) });
  await expect(written('meeting')).toHaveCount(1, { timeout: 30_000 });
  await expect(written('note')).toHaveCount(1);
  await expect(written('task').first()).toBeVisible();
  const tasks = await written('task').count();
  const properties = page.getByRole('list', { name: 'Property updates' });
  const competitors = properties.locator('li[data-crm-update="property"]', { hasText: 'Competitors' });
  await expect(competitors.locator('[data-crm-status]')).toHaveText('Written');
  await expect(competitors.locator('[data-value="new"]')).toContainText('Samsara');
  await expect(competitors).toContainText('We are comparing you with Samsara');
  await snap(page, { spec: SPEC, step: '02-hubspot-tab-written' });

  // The deal's page in (the sandbox's) HubSpot holds the value and the activities.
  const [record] = await Promise.all([
    context.waitForEvent('page'),
    competitors.getByRole('link', { name: 'Competitors' }).click(),
  ]);
  await expect(record.getByRole('heading', { level: 1, name: DEAL })).toBeVisible();
  await expect(record.getByRole('row', { name: /Competitors/ })).toContainText('Samsara');
  await expect(record.getByRole('link', { name: TITLE, exact: true })).toHaveCount(1);
  await snap(record, { spec: SPEC, step: '03-hubspot-deal-record' });

  // 'Sync to HubSpot' runs again without duplicates.
  await page.bringToFront();
  await page.getByRole('button', { name: 'Sync to HubSpot' }).click();
  await expect(page.getByRole('button', { name: 'Sync to HubSpot' })).toBeEnabled({ timeout: 30_000 });
  await expect(written('meeting')).toHaveCount(1);
  await expect(written('note')).toHaveCount(1);
  await expect(written('task')).toHaveCount(tasks);
  await record.reload();
  await expect(record.getByRole('link', { name: TITLE, exact: true })).toHaveCount(1);
  await snap(page, { spec: SPEC, step: '04-synced-again-no-duplicates' });
});
