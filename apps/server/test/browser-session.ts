/**
 * A minimal browser for server tests: a cookie jar, manual redirects, and submitting the forms of
 * server-rendered pages (the sandbox's sign-in and consent pages), so OAuth round trips run for real.
 */
export type BrowserResponse = { status: number; url: string; location?: string; body: string };

type Form = {
  action: string;
  method: string;
  fields: Record<string, string>;
  buttons: Array<{ text: string; name?: string; value?: string }>;
};

const attribute = (tag: string, name: string) =>
  tag.match(new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i'))?.[1] ??
  tag.match(new RegExp(`\\s${name}\\s*=\\s*'([^']*)'`, 'i'))?.[1];

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

function parseForms(html: string): Form[] {
  return [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)].map(([, attrs = '', inner = '']) => {
    const fields: Record<string, string> = {};
    for (const [input] of inner.matchAll(/<input\b[^>]*>/gi)) {
      const name = attribute(input, 'name');
      if (name) fields[name] = decode(attribute(input, 'value') ?? '');
    }
    const buttons = [...inner.matchAll(/<button\b([^>]*)>([\s\S]*?)<\/button>/gi)].map(
      ([, buttonAttrs = '', text = '']) => ({
        text: text.replace(/<[^>]+>/g, '').trim(),
        name: attribute(` ${buttonAttrs}`, 'name'),
        value: attribute(` ${buttonAttrs}`, 'value'),
      }),
    );
    return {
      action: decode(attribute(` ${attrs}`, 'action') ?? ''),
      method: (attribute(` ${attrs}`, 'method') ?? 'get').toUpperCase(),
      fields,
      buttons,
    };
  });
}

export function createBrowser(baseUrl: string) {
  const jar = new Map<string, string>();

  function storeCookies(response: Response) {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(cookie) || value === '') jar.delete(name);
      else jar.set(name, value);
    }
  }

  async function request(url: string, init: RequestInit = {}): Promise<BrowserResponse> {
    const absolute = new URL(url, baseUrl).toString();
    const headers = new Headers(init.headers);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(absolute, { ...init, headers, redirect: 'manual' });
    storeCookies(response);
    const location = response.headers.get('location') ?? undefined;
    return {
      status: response.status,
      url: absolute,
      location: location ? new URL(location, absolute).toString() : undefined,
      body: await response.text(),
    };
  }

  /** Follows redirects until a page that answers with content (or leaves `baseUrl`'s origin). */
  async function follow(start: BrowserResponse): Promise<BrowserResponse> {
    let current = start;
    for (let hops = 0; current.location && hops < 20; hops += 1) current = await request(current.location);
    return current;
  }

  return {
    jar,
    get: (url: string) => request(url),
    follow,
    async goto(url: string) {
      return follow(await request(url));
    },
    async postForm(url: string, fields: Record<string, string>) {
      return request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
    },
    /** Fills the form that holds the button `buttonText` and submits it by that button, then follows redirects. */
    async submit(page: BrowserResponse, options: { button: string; fill?: Record<string, string> }) {
      const form = parseForms(page.body).find((candidate) =>
        candidate.buttons.some((b) => b.text === options.button),
      );
      if (!form)
        throw new Error(
          `No form with a "${options.button}" button on ${page.url}:\n${page.body.slice(0, 2000)}`,
        );
      const button = form.buttons.find((b) => b.text === options.button);
      const fields = { ...form.fields, ...options.fill };
      if (button?.name) fields[button.name] = button.value ?? '';
      const action = new URL(form.action || page.url, page.url).toString();
      const response =
        form.method === 'POST'
          ? await this.postForm(action, fields)
          : await request(`${action}${action.includes('?') ? '&' : '?'}${new URLSearchParams(fields)}`);
      return follow(response);
    },
  };
}

export type Browser = ReturnType<typeof createBrowser>;

/** Signs in through Auth.js and the sandbox's Google sign-in page, as a person in a browser would. */
export async function signInThroughSandbox(options: { browser: Browser; email: string; name: string }) {
  const { browser } = options;
  const csrf = JSON.parse((await browser.get('/api/auth/csrf')).body) as { csrfToken: string };
  const start = await browser.postForm('/api/auth/signin/google', {
    csrfToken: csrf.csrfToken,
    callbackUrl: '/',
  });
  const signInPage = await browser.follow(start);
  return browser.submit(signInPage, {
    button: 'Continue',
    fill: { email: options.email, name: options.name },
  });
}

async function authorizeUrl(options: { browser: Browser; integration: 'google-calendar' | 'hubspot' }) {
  const identity = JSON.parse((await options.browser.get('/api/data/organization/id')).body).data;
  const response = await options.browser.get(`/api/integrations/${options.integration}/authorize`);
  if (response.status !== 200) {
    // The endpoint wants the Bearer token, as the web app sends it.
    const retried = await fetch(new URL(`/api/integrations/${options.integration}/authorize`, response.url), {
      headers: { authorization: `Bearer ${identity.accessToken}` },
    });
    return ((await retried.json()) as { data: { url: string } }).data.url;
  }
  return (JSON.parse(response.body) as { data: { url: string } }).data.url;
}

/** Connects Google Calendar through the sandbox's consent page, as the wizard's Connect does. */
export async function connectCalendarThroughSandbox(browser: Browser) {
  const consent = await browser.goto(await authorizeUrl({ browser, integration: 'google-calendar' }));
  return browser.submit(consent, { button: 'Allow' });
}

/** Connects HubSpot through the sandbox's authorise page, as the wizard's Integrate does. */
export async function connectHubspotThroughSandbox(browser: Browser) {
  const authorizePage = await browser.goto(await authorizeUrl({ browser, integration: 'hubspot' }));
  return browser.submit(authorizePage, { button: 'Allow', fill: { portal: '24681357' } });
}
