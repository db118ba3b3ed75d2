import { GOOGLE_CALENDAR_SCOPES, HUBSPOT_SCOPES } from '@ting/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenCipher, parseEncryptionKey } from '../src/crypto/token-cipher';
import { integrations } from '../src/db/schema';
import {
  GOOGLE_CALENDAR_CALLBACK_PATH,
  HUBSPOT_CALLBACK_PATH,
} from '../src/modules/integrations/integrations.service';
import { createGoogleCalendarProvider } from '../src/providers/calendar/google/google-calendar.provider';
import { createGoogleOAuth } from '../src/providers/calendar/google/oauth-client';
import { createHubspotOAuth } from '../src/providers/crm/hubspot/oauth-client';
import {
  ProviderGrantRevokedError,
  ProviderSyncTokenExpiredError,
  ProviderUnauthorizedError,
} from '../src/providers/provider-errors';
import {
  connectCalendarThroughSandbox,
  connectHubspotThroughSandbox,
  createBrowser,
  signInThroughSandbox,
} from './browser-session';
import { createTestApp, type TestApp } from './test-app';

/** The product's provider code, on the official SDKs, against the sandbox's Google and HubSpot. */
describe('providers against the sandbox', () => {
  let t: TestApp;
  let tokens: { google: { access: string; refresh: string }; hubspot: { access: string; refresh: string } };
  const email = 'provider.tests@tingsandbox.com';

  beforeAll(async () => {
    t = await createTestApp({ listen: true });
    const browser = createBrowser(t.baseUrl);
    await signInThroughSandbox({ browser, email, name: 'Provider Tests' });
    await connectCalendarThroughSandbox(browser);
    await connectHubspotThroughSandbox(browser);
    const { organization } = JSON.parse((await browser.get('/api/data/organization/id')).body).data;
    const cipher = createTokenCipher(parseEncryptionKey(t.secrets.encryptionKey));
    const rows = await t.database.db
      .select()
      .from(integrations)
      .where(eq(integrations.organizationId, organization.id));
    const of = (provider: string) => {
      const row = rows.find((candidate) => candidate.provider === provider);
      return {
        access: cipher.decrypt(row?.accessTokenEncrypted ?? ''),
        refresh: cipher.decrypt(row?.refreshTokenEncrypted ?? ''),
      };
    };
    tokens = { google: of('google_calendar'), hubspot: of('hubspot') };
  });
  afterAll(() => t?.close());

  const window = () => ({
    timeMin: new Date(Date.now() - 7 * 86_400_000),
    timeMax: new Date(Date.now() + 30 * 86_400_000),
  });

  describe('Google Calendar', () => {
    it('pages through the whole window and ends with a sync token', async () => {
      const whole = await createGoogleCalendarProvider({ apiUrl: t.config.google.apiUrl }).listWindow({
        accessToken: tokens.google.access,
        ...window(),
      });
      const paged = await createGoogleCalendarProvider({
        apiUrl: t.config.google.apiUrl,
        pageSize: 3,
      }).listWindow({
        accessToken: tokens.google.access,
        ...window(),
      });
      expect(whole.changes.length).toBeGreaterThan(6);
      expect(paged.changes).toEqual(whole.changes);
      expect(paged.nextSyncToken).toBeTruthy();
    });

    it('reports an invalidated sync token as expired (410), so the caller can start over', async () => {
      const provider = createGoogleCalendarProvider({ apiUrl: t.config.google.apiUrl });
      const { nextSyncToken } = await provider.listWindow({ accessToken: tokens.google.access, ...window() });
      await fetch(`${t.baseUrl}/sandbox/google/_sandbox/calendars/${email}/invalidate-sync-tokens`, {
        method: 'POST',
      });
      await expect(
        provider.listChangesSince({ accessToken: tokens.google.access, syncToken: nextSyncToken ?? '' }),
      ).rejects.toBeInstanceOf(ProviderSyncTokenExpiredError);
    });

    it('reports a refused access token as unauthorized', async () => {
      await expect(
        createGoogleCalendarProvider({ apiUrl: t.config.google.apiUrl }).listWindow({
          accessToken: 'nope',
          ...window(),
        }),
      ).rejects.toBeInstanceOf(ProviderUnauthorizedError);
    });

    it('refreshes with the refresh token, and reports a revoked grant', async () => {
      const oauth = createGoogleOAuth({
        google: t.config.google,
        redirectUri: `${t.baseUrl}${GOOGLE_CALENDAR_CALLBACK_PATH}`,
        scopes: GOOGLE_CALENDAR_SCOPES,
      });
      const refreshed = await oauth.refresh(tokens.google.refresh);
      expect(refreshed.accessToken).not.toBe(tokens.google.access);
      expect(refreshed.expiresAt?.getTime()).toBeGreaterThan(Date.now());
      await createGoogleCalendarProvider({ apiUrl: t.config.google.apiUrl }).listWindow({
        accessToken: refreshed.accessToken,
        ...window(),
      });

      await oauth.revoke({ accessToken: tokens.google.access, refreshToken: tokens.google.refresh });
      await expect(oauth.refresh(tokens.google.refresh)).rejects.toBeInstanceOf(ProviderGrantRevokedError);
    });
  });

  describe('HubSpot', () => {
    const oauth = () =>
      createHubspotOAuth({
        hubspot: t.config.hubspot,
        redirectUri: `${t.baseUrl}${HUBSPOT_CALLBACK_PATH}`,
        scopes: HUBSPOT_SCOPES,
      });

    it('reads the portal id from the token info', async () => {
      expect(await oauth().accountIdOf(tokens.hubspot.access)).toBe('24681357');
    });

    it('refreshes, then reports a revoked refresh token as a revoked grant', async () => {
      const refreshed = await oauth().refresh(tokens.hubspot.refresh);
      expect(refreshed.accessToken).not.toBe(tokens.hubspot.access);
      expect(refreshed.expiresAt?.getTime()).toBeGreaterThan(Date.now() + 20 * 60_000);
      await oauth().revoke({ accessToken: tokens.hubspot.access, refreshToken: tokens.hubspot.refresh });
      await expect(oauth().refresh(tokens.hubspot.refresh)).rejects.toBeInstanceOf(ProviderGrantRevokedError);
    });
  });
});
