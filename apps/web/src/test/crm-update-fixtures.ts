import type { TCrmUpdate, TMeetingCrmUpdates } from '@ting/contracts';

export const HUBSPOT_RECORD_URL = 'https://app.hubspot.example/contacts/4242/record';

/** A property update of the deal 'Northbeam fleet rollout', written; override what a test is about. */
export const buildCrmUpdate = (overrides: Partial<TCrmUpdate> & Pick<TCrmUpdate, 'id'>): TCrmUpdate => ({
  kind: 'property',
  record_type: 'deal',
  record_id: '301',
  record_name: 'Northbeam fleet rollout',
  property: 'competitors',
  property_label: 'Competitors',
  title: null,
  old_value: null,
  new_value: 'Acme Freight',
  old_display: null,
  new_display: 'Acme Freight',
  value_type: 'string',
  field_type: 'textarea',
  currency_code: null,
  evidence: { quote: 'We are also talking to Acme Freight.', start_ms: 62_000 },
  status: 'written',
  reason: null,
  hubspot_id: '301',
  url: `${HUBSPOT_RECORD_URL}/0-3/301`,
  updated_at: '2026-11-24T10:06:00.000Z',
  ...overrides,
});

/** An activity (meeting, note or task) Ting logged in HubSpot, associated with the deal. */
export const buildCrmActivity = (
  overrides: Partial<TCrmUpdate> & Pick<TCrmUpdate, 'id' | 'kind' | 'title'>,
): TCrmUpdate =>
  buildCrmUpdate({
    property: null,
    property_label: null,
    new_value: null,
    new_display: null,
    value_type: null,
    field_type: null,
    evidence: null,
    hubspot_id: `hs-${overrides.id}`,
    url: `${HUBSPOT_RECORD_URL}/0-3/301?engagement=hs-${overrides.id}`,
    ...overrides,
  });

export const buildMeetingCrmUpdates = (
  updates: TCrmUpdate[],
  overrides: Partial<TMeetingCrmUpdates> = {},
): TMeetingCrmUpdates => {
  // One mode given (as older tests do) is every kind's mode.
  const mode = overrides.write_mode ?? 'automatic';
  return {
    connected: true,
    write_mode: mode,
    write_modes: { meeting: mode, task: mode, property: mode },
    syncing: false,
    updates,
    ...overrides,
  };
};
