import { expect, test } from '@playwright/test';
import { signInOnSandbox } from './sandbox-pages';
import { snap } from './screenshots';

const SPEC = 'onboarding';

test('a new user signs in, connects the calendar, picks Salesforce, customises a prompt and signs out', async ({
  page,
}) => {
  const email = `ada.${Date.now()}@acme.test`;

  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login$/);
  // A browser that was never signed in gets the plain sign-in; 'Welcome!' is for returning visitors.
  await expect(page.getByRole('dialog', { name: 'Welcome!' })).toHaveCount(0);
  await expect(page.getByText('Sandbox').first()).toBeVisible();
  await snap(page, { spec: SPEC, step: '01-login' });

  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page).toHaveURL(/\/sandbox\/google\//);
  await snap(page, { spec: SPEC, step: '02-sandbox-sign-in' });
  await signInOnSandbox(page, { email, name: 'Ada Lovelace' });

  await expect(page.getByText('Set up Progression')).toBeVisible();
  await expect(page.getByRole('heading', { name: "Let's connect your calendar" })).toBeVisible();
  await snap(page, { spec: SPEC, step: '03-wizard-connect-calendar' });

  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(page.getByText('https://www.googleapis.com/auth/calendar.readonly')).toBeVisible();
  await snap(page, { spec: SPEC, step: '04-sandbox-consent' });
  await page.getByRole('button', { name: 'Allow' }).click();

  await expect(page.getByRole('heading', { name: 'Calendar connected!' })).toBeVisible();
  await snap(page, { spec: SPEC, step: '05-wizard-calendar-connected' });

  await page.getByLabel('I use').click();
  await page.getByRole('option', { name: 'Salesforce' }).click();
  await snap(page, { spec: SPEC, step: '06-wizard-salesforce-picked' });
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'CRM not yet implemented' })).toBeVisible();
  await snap(page, { spec: SPEC, step: '07-wizard-crm-not-implemented' });
  await page.getByRole('button', { name: 'Configure' }).click();

  await expect(page).toHaveURL(/\/settings#personalisation$/);
  const summaryPrompt = page.getByRole('textbox', { name: 'Summary prompt' });
  await expect(summaryPrompt).toBeVisible();
  const summaryRow = page.getByRole('row', { name: /Summary/ });
  const update = summaryRow.getByRole('button', { name: 'Update' });
  await expect(update).toBeDisabled();
  await snap(page, { spec: SPEC, step: '08-settings-personalisation' });

  const newPrompt = 'Summarise for an account executive: pains, budget, decision makers, next steps.';
  await summaryPrompt.fill(newPrompt);
  await expect(update).toBeEnabled();
  await update.click();
  await expect(page.getByText('Prompt updated!')).toBeVisible();
  await expect(update).toBeDisabled();
  await snap(page, { spec: SPEC, step: '09-settings-prompt-updated' });

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Summary prompt' })).toHaveValue(newPrompt);
  await expect(page.getByText('Set up Progression')).toHaveCount(0);
  await snap(page, { spec: SPEC, step: '10-settings-after-reload' });

  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // This browser was signed in before: 'Welcome!' greets it, once.
  await expect(page.getByRole('dialog', { name: 'Welcome!' })).toBeVisible();
  await snap(page, { spec: SPEC, step: '11-signed-out' });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Welcome!' })).toHaveCount(0);

  // Signed out for real: a protected page sends the visitor back to /login.
  await page.goto('/meetings');
  await expect(page).toHaveURL(/\/login$/);
});
