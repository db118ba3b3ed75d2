import { describe, expect, it } from 'vitest';
import { hubspotRecordUrl } from './deep-links';

describe('HubSpot deep links', () => {
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
