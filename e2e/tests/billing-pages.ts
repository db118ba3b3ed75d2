import { expect, type Page } from '@playwright/test';

/** Pays on the sandbox's hosted Checkout page (its `Card number` / `Subscribe` contract). */
export async function payOnCheckoutPage(page: Page, card: string) {
  await expect(page).toHaveURL(/\/sandbox\/stripe\/checkout\//);
  await page.getByLabel('Card number').fill(card);
  await page.getByRole('button', { name: 'Subscribe' }).click();
}

/** Opens the billing settings, whichever plan the organization is on. */
export async function openBilling(page: Page) {
  await page.goto('/settings#billing');
  await expect(page.getByRole('heading', { name: /Upgrade your plan|Manage your plan/ })).toBeVisible();
}

/** Clicks 'Upgrade to Business' and asks for `seats` seats; returns the seat dialog, price checked. */
export async function chooseBusiness(page: Page, seats: number) {
  await page
    .getByRole('listitem', { name: 'Business' })
    .getByRole('button', { name: 'Upgrade to Business' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'How many seats?' });
  await dialog.getByLabel('Number of seats').fill(String(seats));
  await expect(dialog.getByText(`€${(29 * seats).toFixed(2)} / month`)).toBeVisible();
  return dialog;
}
