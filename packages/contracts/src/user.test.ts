import { describe, expect, it } from 'vitest';
import { CRM_OPTIONS, CRM_VALUES, DEFAULT_CRM } from './crm';
import { ZUpdateOnboardingRequestSchema, ZUpdateUserMetaRequestSchema } from './user';

describe('user contracts', () => {
  it('offers the seven CRM choices of the spec, HubSpot first and default', () => {
    expect(CRM_OPTIONS.map((option) => option.value)).toEqual([...CRM_VALUES]);
    expect(CRM_OPTIONS.map((option) => option.label)).toEqual([
      'HubSpot',
      'Salesforce',
      'Zoho CRM',
      'Pipedrive',
      'Close',
      'Zendesk Sell',
      'Custom CRM',
    ]);
    expect(DEFAULT_CRM).toBe('hubspot');
  });

  it('accepts a metadata patch of prompts and a known CRM, and nothing else', () => {
    expect(
      ZUpdateUserMetaRequestSchema.safeParse({ metadata: { crm: 'zoho', prompts: { summary: 'x' } } })
        .success,
    ).toBe(true);
    expect(ZUpdateUserMetaRequestSchema.safeParse({ metadata: { crm: 'oracle' } }).success).toBe(false);
    expect(ZUpdateUserMetaRequestSchema.safeParse({ metadata: {}, extra: 1 }).success).toBe(false);
  });

  it('requires a boolean onboarding flag', () => {
    expect(ZUpdateOnboardingRequestSchema.safeParse({ has_onboarded: true }).success).toBe(true);
    expect(ZUpdateOnboardingRequestSchema.safeParse({ has_onboarded: 'true' }).success).toBe(false);
  });
});
