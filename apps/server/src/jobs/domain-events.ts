import { z } from 'zod';

/**
 * Facts other modules may react to. A module publishes one with `queue.publish(name, payload, { tx })`
 * inside the transaction that makes it true, so subscribers hear of it once it has committed and
 * never of a change that was rolled back. Each subscriber is a job (`events: [name]` in its
 * definition), so it is retried on its own and may run twice.
 */
export const DOMAIN_EVENTS = {
  /** A meeting finished its pipeline: transcript and outputs are stored. */
  'meeting.ready': z.object({ meetingId: z.string().uuid(), organizationId: z.string().uuid() }),
  /** A meeting's CRM links were (re)matched: the records it is about are stored, so its CRM sync may start. */
  'meeting.crm_matched': z.object({ meetingId: z.string().uuid(), organizationId: z.string().uuid() }),
  /** A person edited a meeting's action items (reworded, completed, added, removed). */
  'meeting.action_items_changed': z.object({
    meetingId: z.string().uuid(),
    organizationId: z.string().uuid(),
  }),
  /** A meeting's processing stopped for good; `reason` is what its owner sees. */
  'meeting.failed': z.object({
    meetingId: z.string().uuid(),
    organizationId: z.string().uuid(),
    reason: z.string(),
  }),
  /** An OAuth integration was connected (or reconnected) by `userId`. */
  'integration.connected': z.object({
    organizationId: z.string().uuid(),
    userId: z.string().uuid(),
    provider: z.string(),
  }),
  /** A member left the organization (joined another): what was their own there goes with them. */
  'member.left': z.object({ organizationId: z.string().uuid(), userId: z.string().min(1) }),
  /** An integration was removed; its tokens are gone. */
  'integration.removed': z.object({ organizationId: z.string().uuid(), provider: z.string() }),
} as const;

export type DomainEventName = keyof typeof DOMAIN_EVENTS;
export type DomainEvent<N extends DomainEventName> = z.infer<(typeof DOMAIN_EVENTS)[N]>;
