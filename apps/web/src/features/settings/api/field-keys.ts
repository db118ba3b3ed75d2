/** Where the field calls live (spec section 7: `/fields`, outside `/api` like `/auth/user/meta`). */
export const FIELDS_PATH = '/fields';

export const fieldPath = (fieldId: string): string => `${FIELDS_PATH}/${encodeURIComponent(fieldId)}`;

export const fieldKeys = {
  all: ['fields'] as const,
  list: () => [...fieldKeys.all, 'list'] as const,
  /** HubSpot's properties not imported yet, read live for the import modal. */
  importable: () => [...fieldKeys.all, 'importable'] as const,
  /** Every field write shares this key, so a write can tell whether another is still on its way. */
  mutations: () => [...fieldKeys.all, 'mutation'] as const,
};
