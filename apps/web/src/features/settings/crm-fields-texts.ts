/** Texts of the CRM Properties tab and the import modal (spec section 2), copied as the spec writes them. */
export const CRM_FIELDS_TEXTS = {
  notConnected: 'Connect to HubSpot to import deal fields',
  objectEnabled: 'Object enabled!',
  /** Not in the spec, which only names the enabling toast; unchecking should not claim 'enabled'. */
  objectDisabled: 'Object disabled!',
  fieldDeleted: 'Field deleted!',
  noFields: 'No fields found',
  importButton: 'Import',
  importModalTitle: 'Import CRM Properties',
  importSearchPlaceholder: 'Search properties...',
  noProperties: 'No properties found.',
  cancel: 'Cancel',
  writeModeTitle: 'After each meeting',
  /** Deal stage, amount and close date (`CRM_REVIEW_ALWAYS`) are never written without a person's approval. */
  writeModeNote: 'Deal stage, amount and close date are always proposed for review, never written silently.',
  writeModeSaved: 'CRM updates setting saved!',
  writeModeLoadFailed: 'The CRM updates setting could not be loaded.',
  acceptance: (accepted: number, decided: number) => `${accepted} of ${decided} accepted unchanged`,
} as const;
