import { type Browser, expect, type Page, test } from '@playwright/test';
import { signInOnSandbox } from './sandbox-pages';
import { snap, snapElement } from './screenshots';

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
  const hubspot = page.getByRole('listitem', { name: "Your organization's HubSpot" });
  await expect(hubspot.getByText('Connected', { exact: true })).toBeVisible();
  await snap(page, { spec: SPEC, step: '05-integrations-connected' });
  await hubspot.getByRole('button', { name: 'HubSpot options' }).click();
  await page.getByRole('menuitem', { name: 'Remove Integration' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove HubSpot?' });
  await snap(page, { spec: SPEC, step: '06-remove-hubspot-confirm' });
  await confirm.getByRole('button', { name: 'Remove' }).click();

  // The page reloads; HubSpot offers Integrate again, the calendar stays connected.
  await expect(
    page
      .getByRole('listitem', { name: "Your organization's HubSpot" })
      .getByRole('button', { name: 'Integrate' }),
  ).toBeVisible();
  await expect(
    page.getByRole('listitem', { name: 'Your Google Calendar' }).getByText('Connected', { exact: true }),
  ).toBeVisible();
  await snap(page, { spec: SPEC, step: '07-hubspot-removed' });
});

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Signs a new person in from /login (the sandbox Google), landing in the wizard. */
async function signIn(page: Page, options: { email: string; name: string }) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await signInOnSandbox(page, options);
}

/** A second person in a browser of their own joins the organization through the admin's link. */
async function joinThroughLink(options: {
  browser: Browser;
  inviteUrl: string;
  email: string;
  name: string;
}) {
  const context = await options.browser.newContext();
  const page = await context.newPage();
  await page.goto(options.inviteUrl);
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await signInOnSandbox(page, { email: options.email, name: options.name });
  await expect(page).toHaveURL(/\/invite\?token=/);
  await page.getByRole('button', { name: /^Join / }).click();
  await expect(page).toHaveURL(/\/meetings$|\/$/, { timeout: 20_000 });
  return { context, page };
}

test("a rep who joins connects his own Google Calendar; the organization's HubSpot is the admin's, and says so", async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const repEmail = `riley.${stamp}@tingsandbox.com`;

  // The admin connects her calendar and the organization's HubSpot in her wizard.
  await signIn(page, { email: `morgan.${stamp}@tingsandbox.com`, name: 'Morgan Admin' });
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await page.getByRole('button', { name: 'Allow' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Integrate' }).click();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByRole('heading', { name: 'CRM connected!' })).toBeVisible();
  await page.getByRole('button', { name: 'Personalize' }).click();
  await expect(page).toHaveURL(/\/settings#personalisation$/);

  await page.goto('/settings#team');
  await page.getByLabel('Email address').fill(repEmail);
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  const inviteUrl = await page.getByLabel(`Invite link for ${repEmail}`).inputValue();

  const { context, page: rep } = await joinThroughLink({
    browser,
    inviteUrl,
    email: repEmail,
    name: 'Riley Rep',
  });
  // A call only the rep is invited to, in his own (sandbox) calendar.
  const start = new Date(Date.now() + 2 * 86_400_000);
  const created = await rep.request.post(
    `/sandbox/google/_sandbox/calendars/${encodeURIComponent(repEmail)}/events`,
    {
      data: {
        summary: "Riley's discovery call — Northbeam Logistics",
        start: start.toISOString(),
        end: new Date(start.getTime() + 1_800_000).toISOString(),
        attendees: [{ email: 'hannah.okafor@northbeamlogistics.com' }],
        conference: 'meet',
      },
    },
  );
  expect(created.status()).toBe(201);

  // His wizard asks for his own calendar: the admin's is not his.
  await rep.goto('/');
  await expect(rep.getByRole('heading', { name: "Let's connect your calendar" })).toBeVisible();
  await expect(rep.getByText('Your calendar and HubSpot are connected.')).toHaveCount(0);
  await snap(rep, { spec: SPEC, step: '08-rep-wizard-connect-calendar' });
  await rep.getByRole('button', { name: 'Connect', exact: true }).click();
  await rep.getByRole('button', { name: 'Allow' }).click();

  await expect(rep.getByRole('heading', { name: 'CRM connected!' })).toBeVisible();
  const connections = rep.getByRole('list', { name: 'Your connections' });
  await expect(connections).toContainText('Your Google Calendar: connected');
  await expect(connections).toContainText("Your organization's HubSpot: connected");
  await snap(rep, { spec: SPEC, step: '09-rep-wizard-connected' });
  await rep.setViewportSize(PHONE);
  await snap(rep, { spec: SPEC, step: '09b-rep-wizard-connected-phone' });
  await rep.setViewportSize(DESKTOP);
  await rep.getByRole('button', { name: 'Personalize' }).click();

  // The integrations screen: his calendar is his to remove; HubSpot is the organization's, read-only.
  await rep.goto('/settings#integrations');
  const calendar = rep.getByRole('listitem', { name: 'Your Google Calendar' });
  await expect(calendar.getByText('Connected', { exact: true })).toBeVisible();
  await expect(calendar.getByRole('button', { name: 'Google Calendar options' })).toBeVisible();
  const hubspot = rep.getByRole('listitem', { name: "Your organization's HubSpot" });
  await expect(hubspot.getByText('Connected', { exact: true })).toBeVisible();
  await expect(
    hubspot.getByText("Only your organization's admin can connect or remove HubSpot."),
  ).toBeVisible();
  await expect(hubspot.getByRole('button')).toHaveCount(0);
  await snapElement(rep.getByRole('region', { name: 'Integrations' }), {
    spec: SPEC,
    step: '10-rep-integrations',
  });
  await rep.setViewportSize(PHONE);
  await snapElement(rep.getByRole('region', { name: 'Integrations' }), {
    spec: SPEC,
    step: '10b-rep-integrations-phone',
  });
  await rep.setViewportSize(DESKTOP);

  // His meetings are his calendar's: his own call is there; the admin never sees it.
  await rep.goto('/meetings');
  await expect(
    rep.getByRole('listitem', { name: "Riley's discovery call — Northbeam Logistics" }),
  ).toBeVisible({
    timeout: 20_000,
  });
  await snap(rep, { spec: SPEC, step: '11-rep-upcoming-meetings' });
  await context.close();

  await page.goto('/meetings');
  await expect(page.getByRole('listitem', { name: 'Proposal walkthrough — Helio Health' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(
    page.getByRole('listitem', { name: "Riley's discovery call — Northbeam Logistics" }),
  ).toHaveCount(0);
  await page.goto('/settings#integrations');
  await expect(
    page.getByRole('listitem', { name: 'Your Google Calendar' }).getByText('Connected', { exact: true }),
  ).toBeVisible();
  await snap(page, { spec: SPEC, step: '12-admin-integrations' });
});
