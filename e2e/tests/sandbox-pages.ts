import { expect, type Page } from '@playwright/test';

/** The sandbox's Google sign-in page: its Email / Name / Continue contract. */
export async function signInOnSandbox(page: Page, options: { email: string; name: string }): Promise<void> {
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.getByLabel('Email').fill(options.email);
  await page.getByLabel('Name').fill(options.name);
  await page.getByRole('button', { name: 'Continue' }).click();
}
