import { Badge } from '@mantine/core';

const SANDBOX_EXPLANATION =
  'Google, HubSpot, Stripe and the meeting bot are local stand-ins: no real data leaves this machine.';

/**
 * Marks a server that talks to the local stand-ins for Google, HubSpot, Stripe and Recall. A native title
 * instead of a Mantine Tooltip keeps the positioning library out of the /login bundle.
 */
export const SandboxBadge = () => (
  <Badge color="orange" variant="light" size="lg" title={SANDBOX_EXPLANATION}>
    Sandbox
  </Badge>
);
