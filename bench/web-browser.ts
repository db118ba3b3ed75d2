// Chromium for the web benchmarks (the system's, as the e2e specs use), and a user who has signed in
// through the sandbox's Google and connected the calendar in the onboarding wizard, as a new rep does.
import { type Browser, type BrowserContextOptions, chromium } from 'playwright-core';

export type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
}

/** Every guided tour marked as seen, so no overlay covers what is measured. */
const TOURS_SEEN = `for (const page of ['meetings', 'meeting-detail', 'assistant', 'settings']) {
  localStorage.setItem('tutorial_completed_' + page, '1');
}`;

/**
 * Signs a new user in, connects the sandbox calendar in the wizard, marks onboarding done and waits for
 * the calendar's first sync. Returns the browser state (cookies, local storage) of that signed-in user.
 */
export async function signInWithCalendar(options: {
  browser: Browser;
  baseUrl: string;
}): Promise<StorageState> {
  const context = await options.browser.newContext({ baseURL: options.baseUrl });
  try {
    await context.addInitScript({ content: TOURS_SEEN });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await page.getByLabel('Email').fill(`bench.${Date.now()}@tingsandbox.com`);
    await page.getByLabel('Name').fill('Bench Rep');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.getByRole('heading', { name: 'Calendar connected!' }).waitFor();

    const identity = await (await page.request.get('/api/data/organization/id')).json();
    const authorization = `Bearer ${identity.data.accessToken}`;
    const onboarded = await page.request.patch('/auth/user/onboarding', {
      headers: { authorization },
      data: { has_onboarded: true },
    });
    if (!onboarded.ok()) throw new Error(`marking onboarding done answered ${onboarded.status()}`);
    const deadline = Date.now() + 30_000;
    for (;;) {
      const events = await (
        await page.request.get('/api/calendar/events?limit=1', { headers: { authorization } })
      ).json();
      if (events.data?.length) break;
      if (Date.now() > deadline) throw new Error('the sandbox calendar had no upcoming meetings after 30 s');
      await page.waitForTimeout(250);
    }
    return await context.storageState();
  } finally {
    await context.close();
  }
}
