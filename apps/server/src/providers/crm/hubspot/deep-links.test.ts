import { describe, expect, it } from 'vitest';
import { hubspotDeepLink, hubspotRecordUrl } from './deep-links';

const appUrl = 'https://app.hubspot.com';
const meeting = { type: 'meeting', id: '55' } as const;
const note = { type: 'note', id: '66' } as const;

describe('HubSpot deep links (spec section 7)', () => {
  it('links a record by portal id, object type id and record id', () => {
    expect(hubspotDeepLink({ appUrl, accountId: '42', target: { objectTypeId: '0-3', recordId: '7' } })).toBe(
      'https://app.hubspot.com/contacts/42/record/0-3/7',
    );
    // Custom objects have type ids too.
    expect(
      hubspotDeepLink({ appUrl, accountId: '42', target: { objectTypeId: '2-1234', recordId: '8' } }),
    ).toBe('https://app.hubspot.com/contacts/42/record/2-1234/8');
  });

  it('opens a meeting on its contact’s page with the engagement parameter', () => {
    expect(
      hubspotDeepLink({
        appUrl,
        accountId: '42',
        target: { engagement: meeting, contactId: '9', dealId: '7' },
      }),
    ).toBe('https://app.hubspot.com/contacts/42/record/0-1/9?engagement=55');
  });

  it('without a type id, opens the deal page with the engagement parameter when there is a deal', () => {
    expect(
      hubspotDeepLink({ appUrl, accountId: '42', target: { engagement: note, dealId: '7', contactId: '9' } }),
    ).toBe('https://app.hubspot.com/contacts/42/record/0-3/7?engagement=66');
    // A meeting without a contact falls back to the same rule.
    expect(hubspotDeepLink({ appUrl, accountId: '42', target: { engagement: meeting, dealId: '7' } })).toBe(
      'https://app.hubspot.com/contacts/42/record/0-3/7?engagement=55',
    );
  });

  it('without a type id or a deal, opens the contact page with the engagement parameter', () => {
    expect(
      hubspotDeepLink({
        appUrl,
        accountId: '42',
        target: { engagement: note, dealId: null, contactId: '9' },
      }),
    ).toBe('https://app.hubspot.com/contacts/42/record/0-1/9?engagement=66');
  });

  it('falls back to the company page, and has no link for an activity tied to no record', () => {
    expect(hubspotDeepLink({ appUrl, accountId: '42', target: { engagement: note, companyId: '3' } })).toBe(
      'https://app.hubspot.com/contacts/42/record/0-2/3?engagement=66',
    );
    expect(hubspotDeepLink({ appUrl, accountId: '42', target: { engagement: note } })).toBeNull();
  });

  it('has no link without an account id', () => {
    expect(
      hubspotDeepLink({ appUrl, accountId: null, target: { objectTypeId: '0-1', recordId: '9' } }),
    ).toBeNull();
    expect(
      hubspotDeepLink({ appUrl, accountId: '', target: { engagement: meeting, contactId: '9' } }),
    ).toBeNull();
  });

  it('uses the configured app URL (the sandbox locally), with or without a trailing slash, and escapes ids', () => {
    expect(
      hubspotDeepLink({
        appUrl: 'http://127.0.0.1:3000/sandbox/hubspot/',
        accountId: '24681357',
        target: { objectTypeId: '0-2', recordId: 'a/b' },
      }),
    ).toBe('http://127.0.0.1:3000/sandbox/hubspot/contacts/24681357/record/0-2/a%2Fb');
  });

  it('names contacts, companies and deals by their type ids for the provider', () => {
    expect(hubspotRecordUrl({ appUrl, accountId: '42', record: { type: 'contact', id: '9' } })).toBe(
      'https://app.hubspot.com/contacts/42/record/0-1/9',
    );
    expect(hubspotRecordUrl({ appUrl, accountId: '42', record: { type: 'company', id: '3' } })).toBe(
      'https://app.hubspot.com/contacts/42/record/0-2/3',
    );
    expect(
      hubspotRecordUrl({ appUrl, accountId: '42', record: { type: 'deal', id: '7' }, engagementId: '55' }),
    ).toBe('https://app.hubspot.com/contacts/42/record/0-3/7?engagement=55');
    expect(hubspotRecordUrl({ appUrl, accountId: null, record: { type: 'company', id: '1' } })).toBeNull();
  });
});
