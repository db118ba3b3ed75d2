import { expect, type Page } from '@playwright/test';

/** The sandbox's Google sign-in page: its Email / Name / Continue contract. */
export async function signInOnSandbox(page: Page, options: { email: string; name: string }): Promise<void> {
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.getByLabel('Email').fill(options.email);
  await page.getByLabel('Name').fill(options.name);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Signs a new user in and marks onboarding done through the API, as finishing the wizard would. */
export async function signInOnboarded(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await signInOnSandbox(page, { email, name: 'Morgan Lee' });
  await expect(page.getByText('Set up Progression')).toBeVisible();
  const identity = await (await page.request.get('/api/data/organization/id')).json();
  const done = await page.request.patch('/auth/user/onboarding', {
    headers: { authorization: `Bearer ${identity.data.accessToken}` },
    data: { has_onboarded: true },
  });
  expect(done.ok()).toBe(true);
}

/** Opens the meetings page of a user without a calendar, closing the 'Almost there!' modal it offers. */
export async function openMeetingsWithoutCalendar(page: Page) {
  await page.goto('/meetings');
  const almostThere = page.getByRole('dialog', { name: 'Almost there!' });
  await expect(almostThere).toBeVisible();
  await almostThere.getByRole('button', { name: 'Close' }).click();
}
