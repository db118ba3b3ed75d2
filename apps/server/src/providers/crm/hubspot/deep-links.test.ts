import { describe, expect, it } from 'vitest';
import { hubspotAppUrlOf, hubspotRecordUrl } from './deep-links';

describe('HubSpot deep links', () => {
  it('finds the app address from the authorisation URL', () => {
    expect(hubspotAppUrlOf({ authUrl: 'https://app.hubspot.com/oauth/authorize' })).toBe(
      'https://app.hubspot.com',
    );
    expect(hubspotAppUrlOf({ authUrl: 'https://app-eu1.hubspot.com/oauth/authorize' })).toBe(
      'https://app-eu1.hubspot.com',
    );
    expect(hubspotAppUrlOf({ authUrl: 'http://localhost:3000/sandbox/hubspot/oauth/authorize' })).toBe(
      'http://localhost:3000/sandbox/hubspot',
    );
  });

  it('links a record by portal, object type id and record id, optionally opened on an activity', () => {
    const appUrl = 'https://app.hubspot.com';
    expect(hubspotRecordUrl({ appUrl, accountId: '42', record: { type: 'deal', id: '7' } })).toBe(
      'https://app.hubspot.com/contacts/42/record/0-3/7',
    );
    expect(
      hubspotRecordUrl({ appUrl, accountId: '42', record: { type: 'contact', id: '9' }, engagementId: '55' }),
    ).toBe('https://app.hubspot.com/contacts/42/record/0-1/9?engagement=55');
    expect(hubspotRecordUrl({ appUrl, accountId: null, record: { type: 'company', id: '1' } })).toBeNull();
  });
});
