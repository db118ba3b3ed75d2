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
} as const;
