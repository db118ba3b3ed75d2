/**
 * What a tour must never start over: an open modal (Mantine's and any other `aria-modal` dialog; driver.js's own
 * popover is not one) or the onboarding wizard. The wizard replaces the signed-in pages, so it is checked through
 * the identity (`has_onboarded`) by the caller; this checks the page itself.
 */
const BLOCKING_SELECTOR = [
  '[role="dialog"][aria-modal="true"]:not(.driver-popover)',
  '[role="alertdialog"]',
  // Mantine leaves an empty root behind a closed modal.
  '.mantine-Modal-root:not(:empty)',
].join(', ');

export const hasOpenModal = (root: ParentNode = document): boolean =>
  root.querySelector(BLOCKING_SELECTOR) !== null;
