import path from 'node:path';
import { expect, test } from '@playwright/test';
import { openMeetingsWithoutCalendar, signInOnboarded } from './sandbox-pages';
import { snap, snapElement } from './screenshots';

const SPEC = 'crm-fields-and-links';
const DEAL = 'Northbeam Logistics — Fleet team rollout';

test('connects HubSpot, chooses the fields Ting fills, and sees a meeting linked to its HubSpot contact, company and deal', async ({
  page,
  context,
}) => {
  await signInOnboarded(page, `riley.${Date.now()}@ting-e2e.test`);

  // Settings → CRM Properties: without HubSpot, the tab offers the connection.
  await page.goto('/settings#personalisation');
  await page.getByRole('tab', { name: 'CRM Properties' }).click();
  await expect(page.getByText('Connect to HubSpot to import deal fields')).toBeVisible();
  await snap(page, { spec: SPEC, step: '01-crm-properties-not-connected' });
  await page.getByRole('button', { name: 'Connect HubSpot' }).click();
  await expect(page.getByText('crm.objects.deals.write')).toBeVisible();
  await page.getByRole('button', { name: 'Allow' }).click();

  // Back where the connection started. Connected: the objects (deal on by default) and the deal
  // properties that matter, set up with Ting's prompts without an import (a job: read again until there).
  await expect(page).toHaveURL(/\/settings#personalisation$/);
  await expect(async () => {
    await page.reload();
    await page.getByRole('tab', { name: 'CRM Properties' }).click();
    await expect(page.getByRole('textbox', { name: 'Amount prompt' })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  for (const label of ['Close Date', 'Deal Stage', 'Next Step']) {
    await expect(page.getByRole('textbox', { name: `${label} prompt` })).toBeVisible();
  }
  await expect(page.getByRole('textbox', { name: 'Close Date prompt' })).toHaveValue(
    'The date the buyer expects to sign or decide, as said in this meeting; leave it empty unless a date or a timeframe was agreed.',
  );
  const activateContact = page.getByRole('checkbox', { name: 'Activate Contact' });
  await expect(activateContact).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Activate Deal' })).toBeChecked();
  await snap(page, { spec: SPEC, step: '02-crm-properties-connected' });

  // A recommended property deleted is offered again, chosen from the start, saying why.
  await page.getByRole('button', { name: 'Delete Deal Stage' }).click();
  await expect(page.getByText('Field deleted!')).toBeVisible();
  await page.getByRole('button', { name: 'Import' }).click();
  const modal = page.getByRole('dialog', { name: 'Import CRM Properties' });
  const dealStage = modal.getByRole('checkbox', { name: 'Deal Stage' });
  await expect(dealStage).toBeChecked();
  await expect(dealStage).toHaveAccessibleDescription(
    /Recommended: Shows where the deal stands after each call; always reviewed before it is written\.$/,
  );
  await expect(modal.getByText('1 selected')).toBeVisible();
  await snapElement(modal, { spec: SPEC, step: '03-import-modal-recommended' });
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await snapElement(modal, { spec: SPEC, step: '03-import-modal-recommended-phone' });
  if (desktop) await page.setViewportSize(desktop);
  await dealStage.uncheck();
  await expect(modal.getByRole('button', { name: 'Import' })).toBeDisabled();

  // Import another deal property through the modal, found by searching; the set-up ones are not offered.
  const search = modal.getByPlaceholder('Search properties...');
  await search.fill('next step');
  await expect(modal.getByText('No properties found.')).toBeVisible();
  await search.fill('no such property anywhere');
  await expect(modal.getByText('No properties found.')).toBeVisible();
  await search.fill('competitors');
  await modal.getByRole('checkbox', { name: 'Competitors' }).check();
  await snap(page, { spec: SPEC, step: '03-import-modal' });
  await modal.getByRole('button', { name: 'Import' }).click();
  await expect(modal).toBeHidden();
  const competitors = page.getByRole('row', { name: /Competitors/ });
  await expect(competitors).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Next Step prompt' })).toBeVisible();

  // Edit a property's prompt; enable the Contact object.
  const prompt = page.getByRole('textbox', { name: 'Competitors prompt' });
  await expect(competitors.getByRole('button', { name: 'Update' })).toBeDisabled();
  await prompt.fill('Competitors the buyer named, comma separated.');
  await competitors.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Prompt updated!')).toBeVisible();
  await activateContact.click();
  await expect(activateContact).toBeChecked();
  await expect(page.getByText('Object enabled!')).toBeVisible();
  await snap(page, { spec: SPEC, step: '04-fields-edited' });

  // Reloaded, the choices are kept.
  await page.reload();
  await page.getByRole('tab', { name: 'CRM Properties' }).click();
  await expect(page.getByRole('checkbox', { name: 'Activate Contact' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Competitors prompt' })).toHaveValue(
    'Competitors the buyer named, comma separated.',
  );

  // A transcript with a seeded HubSpot contact among the participants.
  await openMeetingsWithoutCalendar(page);
  await page.getByRole('button', { name: 'Upload' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload a meeting' });
  await dialog
    .getByLabel('Meeting file')
    .setInputFiles(path.join(import.meta.dirname, '..', 'fixtures', 'discovery-call.vtt'));
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Fleet rollout — Northbeam');
  const participants = dialog.getByRole('combobox', { name: 'Participants' });
  await participants.fill('hannah.berg@northbeamlogistics.com');
  await participants.press('Enter');
  await dialog.getByRole('button', { name: 'Add meeting' }).click();
  // The upload opens the new meeting; this spec goes on from the list.
  await page.getByRole('link', { name: 'Back to meetings' }).click();
  const uploaded = page.getByRole('listitem', { name: 'Fleet rollout — Northbeam' });
  await expect(uploaded).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
  await uploaded.getByRole('link', { name: 'Fleet rollout — Northbeam' }).click();

  // The CRM tab: the contact, their company and the open deal, each linking to HubSpot.
  await page.getByRole('tab', { name: 'CRM' }).click();
  const linked = page.getByRole('list', { name: 'Linked HubSpot records' });
  await expect(linked.getByRole('link', { name: 'Hannah Berg' })).toBeVisible({ timeout: 20_000 });
  await expect(linked.getByRole('link', { name: 'Northbeam Logistics', exact: true })).toBeVisible();
  const deal = linked.getByRole('link', { name: DEAL });
  await expect(deal).toBeVisible();
  await snap(page, { spec: SPEC, step: '05-meeting-crm-tab' });

  const [record] = await Promise.all([context.waitForEvent('page'), deal.click()]);
  await expect(record.getByRole('heading', { level: 1, name: DEAL })).toBeVisible();
  await snap(record, { spec: SPEC, step: '06-hubspot-deal-record' });
});
