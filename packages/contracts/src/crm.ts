import { z } from 'zod';

/** The CRM choices of the onboarding dropdown, in display order (spec section 2). */
export const CRM_OPTIONS = [
  { value: 'hubspot', label: 'HubSpot' },
  { value: 'salesforce', label: 'Salesforce' },
  { value: 'zoho', label: 'Zoho CRM' },
  { value: 'pipedrive', label: 'Pipedrive' },
  { value: 'close', label: 'Close' },
  { value: 'zendesk', label: 'Zendesk Sell' },
  { value: 'custom', label: 'Custom CRM' },
] as const;

export const CRM_VALUES = [
  'hubspot',
  'salesforce',
  'zoho',
  'pipedrive',
  'close',
  'zendesk',
  'custom',
] as const;
export const ZCrmSchema = z.enum(CRM_VALUES);
export type TCrm = z.infer<typeof ZCrmSchema>;
export const DEFAULT_CRM: TCrm = 'hubspot';
