import type { TField } from '@ting/contracts';

/** An imported HubSpot property by default; pass `kind: 'object'` (and `name: null`) for an object. */
export const buildField = (overrides: Partial<TField> & Pick<TField, 'id'>): TField => ({
  kind: 'property',
  label: 'Next step',
  description: 'What happens next in the deal',
  prompt: 'Write the agreed next step.',
  hs_object: 'deal',
  is_enabled: true,
  name: 'hs_next_step',
  type: 'string',
  field_type: 'text',
  options: [],
  acceptance: null,
  ...overrides,
});

export const buildObjectField = (hsObject: TField['hs_object'], overrides: Partial<TField> = {}): TField =>
  buildField({
    id: `object-${hsObject}`,
    kind: 'object',
    label: hsObject.charAt(0).toUpperCase() + hsObject.slice(1),
    description: `The ${hsObject} record`,
    prompt: `Keep the ${hsObject}'s description current with what was learnt`,
    hs_object: hsObject,
    is_enabled: hsObject === 'deal',
    name: null,
    type: null,
    field_type: null,
    ...overrides,
  });
