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
  writeModeIntro:
    "Turned off, Ting proposes the update on the meeting's HubSpot tab and writes it only once someone approves it.",
  /** Deal stage, amount and close date (`CRM_REVIEW_ALWAYS`) are never written without a person's approval. */
  writeModeNote: 'Deal stage, amount and close date are always proposed for review, never written silently.',
  /** One switch per kind of write (`CRM_WRITE_MODE_KINDS`): on writes it at once. */
  writeModeSwitch: {
    meeting: 'Log the meeting and its note at once',
    task: 'Write tasks at once',
    property: 'Write property updates at once',
  },
  writeModeDetail: {
    meeting: "Ting's own record of the call, each linking back to the meeting in Ting.",
    task: 'A task in HubSpot for each action item.',
    property: 'The values of the fields below.',
  },
  /** The figures that justify trusting a kind: what people approved unchanged when reviewing it. */
  kindAcceptance: {
    task: (accepted: number, decided: number) =>
      `${accepted} of ${decided} tasks reviewed were approved unchanged.`,
    property: (accepted: number, decided: number) =>
      `${accepted} of ${decided} property updates reviewed were approved unchanged.`,
  },
  kindNotDecided: {
    task: 'No task has been reviewed yet.',
    property: 'No property update has been reviewed yet.',
  },
  fieldShare: (label: string, accepted: number, decided: number) => `${label}: ${accepted} of ${decided}`,
  writeModeSaved: 'CRM updates setting saved!',
  writeModeLoadFailed: 'The CRM updates setting could not be loaded.',
  acceptance: (accepted: number, decided: number) => `${accepted} of ${decided} accepted unchanged`,
} as const;
