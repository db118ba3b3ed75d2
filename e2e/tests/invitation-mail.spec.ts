import { expect, test } from '@playwright/test';
import { signInOnboarded } from './sandbox-pages';
import { snap } from './screenshots';

const SPEC = 'invitation-mail';

test('the admin renames the organization and invites by e-mail; the invitee follows the mail from the sandbox mailbox, signs in pre-filled and joins', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  await signInOnboarded(page, `riley.${stamp}@ting-e2e.test`);
  await page.goto('/settings#team');

  // The admin names the organization as the team knows it.
  const organizationName = `Northwind Sales ${stamp}`;
  const nameField = page.getByRole('textbox', { name: 'Organization name' });
  await nameField.fill(organizationName);
  await page.getByRole('button', { name: 'Rename', exact: true }).click();
  await expect(page.getByText('Organization renamed.')).toBeVisible();

  // Inviting mails the link, and still shows it to copy.
  const inviteeEmail = `casey.${stamp}@ting-e2e.test`;
  await page.getByLabel('Email address').fill(inviteeEmail);
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(page.getByText(`Invitation sent to ${inviteeEmail}.`)).toBeVisible();
  const link = page.getByLabel(`Invite link for ${inviteeEmail}`);
  await expect(link).toHaveValue(/\/invite\?token=/);
  const inviteUrl = await link.inputValue();
  await expect(page.getByRole('button', { name: 'Copy invite link' })).toBeVisible();
  await snap(page, { spec: SPEC, step: '01-invitation-sent' });

  // The sandbox's mailbox received it: its page lists it, naming the inviter and the organization.
  const subject = `Morgan Lee invited you to join ${organizationName} on Ting`;
  const mailbox = await browser.newContext();
  const inbox = await mailbox.newPage();
  await expect(async () => {
    await inbox.goto('/sandbox/mail');
    await expect(inbox.getByRole('link', { name: subject })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await snap(inbox, { spec: SPEC, step: '02-sandbox-mailbox' });
  await inbox.getByRole('link', { name: subject }).click();
  await expect(inbox.getByRole('heading', { name: subject })).toBeVisible();
  await expect(inbox.getByText(inviteeEmail)).toBeVisible();
  const mailLink = inbox.getByRole('link', { name: inviteUrl });
  await expect(mailLink).toHaveAttribute('href', inviteUrl);
  await snap(inbox, { spec: SPEC, step: '03-invitation-mail' });

  // The invitee follows the mail's link in their own browser: the sign-in is filled with their address.
  await mailLink.click();
  await expect(inbox).toHaveURL(/\/invite\?token=/);
  await expect(inbox.getByRole('heading', { name: `Join ${organizationName} on Ting` })).toBeVisible();
  await expect(inbox.getByText(`Morgan Lee invited you to join ${organizationName}.`)).toBeVisible();
  await inbox.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(inbox.getByLabel('Email')).toHaveValue(inviteeEmail);
  await snap(inbox, { spec: SPEC, step: '04-sign-in-prefilled' });
  await inbox.getByLabel('Name').fill('Casey Rep');
  await inbox.getByRole('button', { name: 'Continue' }).click();
  await expect(inbox).toHaveURL(/\/invite\?token=/);
  await inbox.getByRole('button', { name: `Join ${organizationName}` }).click();
  await expect(inbox).toHaveURL(/\/meetings$|\/$/, { timeout: 20_000 });
  await mailbox.close();

  // The admin sees the new member.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Members' })).toContainText('Casey Rep');
});
