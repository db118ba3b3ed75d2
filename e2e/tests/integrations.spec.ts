import { expect, test } from '@playwright/test';
import { signInOnSandbox } from './sandbox-pages';
import { snap } from './screenshots';

const SPEC = 'integrations';

test('a new user connects the calendar and HubSpot in the wizard, sees the seeded meetings, then removes HubSpot', async ({
  page,
}) => {
  const email = `casey.${Date.now()}@tingsandbox.com`;

  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await signInOnSandbox(page, { email, name: 'Casey Jordan' });

  await expect(page.getByRole('heading', { name: "Let's connect your calendar" })).toBeVisible();
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await page.getByRole('button', { name: 'Allow' }).click();

  await expect(page.getByRole('heading', { name: 'Calendar connected!' })).toBeVisible();
  await expect(page.getByLabel('I use')).toHaveValue('HubSpot');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Integration available!' })).toBeVisible();
  await snap(page, { spec: SPEC, step: '01-wizard-integration-available' });
  await page.getByRole('button', { name: 'Integrate' }).click();

  // The sandbox's HubSpot authorise page: the scopes asked for, and Allow.
  await expect(page.getByText('crm.objects.deals.write')).toBeVisible();
  await snap(page, { spec: SPEC, step: '02-sandbox-hubspot-authorize' });
  await page.getByRole('button', { name: 'Allow' }).click();

  await expect(page.getByRole('heading', { name: 'CRM connected!' })).toBeVisible();
  await snap(page, { spec: SPEC, step: '03-wizard-crm-connected' });
  await page.getByRole('button', { name: 'Personalize' }).click();
  await expect(page).toHaveURL(/\/settings#personalisation$/);

  // The calendar synced on connect: the seeded week's upcoming meetings are listed.
  await page.getByRole('link', { name: 'Meetings' }).click();
  await expect(page.getByRole('heading', { name: 'Upcoming meetings' })).toBeVisible();
  const meeting = page.getByRole('listitem', { name: 'Proposal walkthrough — Helio Health' });
  await expect(meeting).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'Google Meet' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zoom' }).first()).toBeVisible();
  await snap(page, { spec: SPEC, step: '04-upcoming-meetings' });

  // Send the notetaker to one meeting: the meeting it will record appears.
  await meeting.getByRole('switch', { name: 'Record' }).click({ force: true });
  await expect(meeting.getByRole('link', { name: 'Open meeting' })).toBeVisible();
  await expect(meeting.getByRole('switch', { name: 'Record' })).toBeChecked();
  await snap(page, { spec: SPEC, step: '04b-notetaker-scheduled' });

  await page.goto('/settings#integrations');
  const hubspot = page.getByRole('listitem', { name: 'HubSpot' });
  await expect(hubspot.getByText('Connected', { exact: true })).toBeVisible();
  await snap(page, { spec: SPEC, step: '05-integrations-connected' });
  await hubspot.getByRole('button', { name: 'HubSpot options' }).click();
  await page.getByRole('menuitem', { name: 'Remove Integration' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove HubSpot?' });
  await snap(page, { spec: SPEC, step: '06-remove-hubspot-confirm' });
  await confirm.getByRole('button', { name: 'Remove' }).click();

  // The page reloads; HubSpot offers Integrate again, the calendar stays connected.
  await expect(
    page.getByRole('listitem', { name: 'HubSpot' }).getByRole('button', { name: 'Integrate' }),
  ).toBeVisible();
  await expect(
    page.getByRole('listitem', { name: 'Google Calendar' }).getByText('Connected', { exact: true }),
  ).toBeVisible();
  await snap(page, { spec: SPEC, step: '07-hubspot-removed' });
});
