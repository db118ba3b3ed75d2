import { expect, test } from '@playwright/test';
import { chooseBusiness, openBilling, payOnCheckoutPage } from './billing-pages';
import { signInOnboarded, signInOnSandbox } from './sandbox-pages';
import { snap } from './screenshots';

const SPEC = 'billing-and-team';

test('a free admin upgrades to Business with 3 seats, invites a teammate who joins, and assigns their seat', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  await signInOnboarded(page, `avery.${stamp}@ting-e2e.test`);
  await openBilling(page);
  await expect(page.getByRole('heading', { name: 'Upgrade your plan' })).toBeVisible();
  await expect(page.getByText('Why Choose Ting?')).toBeVisible();
  await expect(
    page.getByRole('listitem', { name: 'Free' }).getByRole('button', { name: 'Current plan' }),
  ).toBeDisabled();
  await snap(page, { spec: SPEC, step: '01-upgrade-your-plan' });

  // Out-of-range seat counts are refused in the dialog.
  let dialog = await chooseBusiness(page, 3);
  await dialog.getByLabel('Number of seats').fill('101');
  await expect(dialog.getByText('Choose between 1 and 100 seats')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Continue to checkout' })).toBeDisabled();
  await dialog.getByLabel('Number of seats').fill('3');
  await snap(page, { spec: SPEC, step: '02-seat-dialog' });

  // A declined card: a visible error on Stripe's page, and the plan stays free.
  await dialog.getByRole('button', { name: 'Continue to checkout' }).click();
  await payOnCheckoutPage(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await snap(page, { spec: SPEC, step: '03-card-declined' });
  await openBilling(page);
  await expect(page.getByRole('heading', { name: 'Upgrade your plan' })).toBeVisible();

  // The test card subscribes; back in Ting the plan is Business once Stripe's webhook is processed.
  dialog = await chooseBusiness(page, 3);
  await dialog.getByRole('button', { name: 'Continue to checkout' }).click();
  await payOnCheckoutPage(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/settings\?checkout=success#billing$/);
  await expect(page.getByRole('heading', { name: 'Manage your plan' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('1 of 3 seats used')).toBeVisible();
  await snap(page, { spec: SPEC, step: '04-manage-your-plan' });

  // The admin invites a teammate; the link is shown to pass on.
  const teammateEmail = `jordan.${stamp}@ting-e2e.test`;
  await page.getByLabel('Email address').fill(teammateEmail);
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  const link = page.getByLabel(`Invite link for ${teammateEmail}`);
  await expect(link).toHaveValue(/\/invite\?token=/);
  const inviteUrl = await link.inputValue();
  await expect(page.getByRole('list', { name: 'Pending invitations' })).toContainText(teammateEmail);
  await snap(page, { spec: SPEC, step: '05-invitation-link' });

  // The teammate opens the link in their own browser, signs in and joins.
  const teammateContext = await browser.newContext();
  const teammate = await teammateContext.newPage();
  await teammate.goto(inviteUrl);
  await expect(teammate.getByRole('heading', { name: /^Join .* on Ting$/ })).toBeVisible();
  await snap(teammate, { spec: SPEC, step: '06-invite-page' });
  await teammate.getByRole('button', { name: 'Sign in with Google' }).click();
  await signInOnSandbox(teammate, { email: teammateEmail, name: 'Jordan Teammate' });
  await expect(teammate).toHaveURL(/\/invite\?token=/);
  await teammate.getByRole('button', { name: /^Join / }).click();
  await expect(teammate).toHaveURL(/\/meetings$|\/$/, { timeout: 20_000 });
  // The link works once.
  await teammate.goto(inviteUrl);
  await expect(teammate.getByText('This invitation was already used.')).toBeVisible();
  // A member connects their own calendar and skips what is the organization's; the organization's
  // connections are then shown read-only, with who can change them.
  await teammate.goto('/');
  await expect(teammate.getByRole('heading', { name: "Let's connect your calendar" })).toBeVisible();
  await teammate.getByRole('button', { name: 'Connect', exact: true }).click();
  await teammate.getByRole('button', { name: 'Allow' }).click();
  await expect(teammate.getByRole('heading', { name: 'Calendar connected!' })).toBeVisible();
  await teammate.getByRole('button', { name: 'Continue' }).click();
  await expect(teammate.getByRole('heading', { name: 'All set!' })).toBeVisible();
  await teammate.getByRole('button', { name: 'Personalize' }).click();
  await expect(teammate).toHaveURL(/\/settings/);
  await expect(
    teammate.getByText("Only your organization's admin can connect or remove HubSpot."),
  ).toBeVisible();
  await expect(teammate.getByRole('button', { name: 'Integrate' })).toHaveCount(0);
  await snap(teammate, { spec: SPEC, step: '06b-member-settings' });
  await teammateContext.close();

  // The teammate took the free seat on joining; the admin takes it back, then gives it again.
  await page.reload();
  const seat = page.getByRole('checkbox', { name: 'Seat for Jordan Teammate' });
  await expect(seat).toBeChecked();
  await expect(page.getByText('2 of 3 seats used')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Seat for Morgan Lee' })).toBeDisabled();
  await expect(page.getByText('Payer')).toBeVisible();
  await snap(page, { spec: SPEC, step: '07-seat-taken-on-joining' });
  // The box follows the seat request as it starts (a few microtasks after the click): wait for it rather than `check()`.
  await seat.click();
  await expect(seat).not.toBeChecked();
  await expect(page.getByText('Seat unassigned')).toBeVisible();
  await expect(page.getByText('1 of 3 seats used')).toBeVisible();
  await expect(
    page.getByText('No seat: one is free to assign. New meetings are not processed without one.'),
  ).toBeVisible();
  await seat.click();
  await expect(seat).toBeChecked();
  await expect(page.getByText('Seat assigned')).toBeVisible();
  await expect(page.getByText('2 of 3 seats used')).toBeVisible();
  await snap(page, { spec: SPEC, step: '08-seat-assigned-again' });
});
