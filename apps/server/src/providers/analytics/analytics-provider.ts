import type { TCrmObjectType, TCrmWriteKind, TMeetingSource, TPlanId } from '@ting/contracts';

/** Who an event is about: the organization always, the person when one caused it. */
type TEventSubject = {
  organizationId: string;
  /**
   * The user whose action or meeting this is (the id the web app identifies them by). Null for events no person
   * caused (a Stripe renewal): those are sent without creating a person profile, as the web's identified-only rule.
   */
  userId: string | null;
};

/** The product events the server reports (issue 14 item 7); property names are PostHog's snake_case. */
export type TAnalyticsEvent = TEventSubject &
  (
    | {
        name: 'meeting_processed';
        properties: { meeting_id: string; source: TMeetingSource; duration_ms: number | null };
      }
    | {
        name: 'crm_updated';
        properties: { meeting_id: string; write_kind: TCrmWriteKind; record_type: TCrmObjectType | null };
      }
    | {
        name: 'plan_changed';
        properties: { from_plan: TPlanId; to_plan: TPlanId; seats: number };
      }
  );

/**
 * Server-side product analytics. Implementations queue and send in the background: `capture` never throws and
 * never waits on the network, so a side effect that reports an event cannot fail because analytics did.
 */
export interface AnalyticsProvider {
  /** True when events actually leave the process (a key is configured). */
  readonly isEnabled: boolean;
  capture(event: TAnalyticsEvent): void;
  /** Sends what is queued now (tests; before a worker stops). */
  flush(): Promise<void>;
  /** Flushes and stops background timers; call on app close. */
  shutdown(): Promise<void>;
}
