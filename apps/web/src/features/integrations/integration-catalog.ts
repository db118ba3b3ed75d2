import { INTEGRATION_LABELS, integrationOwnedLabel, type TIntegrationName } from '@ting/contracts';
import type { TAuthorizableIntegration } from './api/use-authorize-integration-mutation';

/** What the integrations screen says about one integration. */
export type TIntegrationDefinition = {
  name: TIntegrationName;
  /** The path segment of its authorize and delete routes. */
  slug: TAuthorizableIntegration;
  label: string;
  /** The card's title, saying whose it is: "Your Google Calendar", "Your organization's HubSpot". */
  ownedLabel: string;
  description: string;
  /** What removing it does, spelled out in the confirmation. */
  removalConsequence: string;
  /** What stops while the grant is revoked or expired. */
  reconnectReason: string;
};

export const GOOGLE_CALENDAR: TIntegrationDefinition = {
  name: 'google_calendar',
  slug: 'google-calendar',
  label: INTEGRATION_LABELS.google_calendar,
  ownedLabel: integrationOwnedLabel('google_calendar'),
  description:
    'Finds your upcoming meetings so Ting can record the ones you choose. Only you see them; each teammate connects their own calendar.',
  removalConsequence:
    "Ting stops syncing your calendar; your upcoming meetings disappear from Ting and notetakers you booked are called off. Your teammates' calendars stay connected. You can integrate Google Calendar again at any time.",
  reconnectReason:
    "Ting's access to Google Calendar was revoked or has expired. Ting can't sync your calendar until you reconnect it.",
};

export const HUBSPOT: TIntegrationDefinition = {
  name: 'hubspot',
  slug: 'hubspot',
  label: INTEGRATION_LABELS.hubspot,
  ownedLabel: integrationOwnedLabel('hubspot'),
  description:
    'Links meetings to contacts, companies and deals and updates them after each call. One connection for your whole organization.',
  removalConsequence:
    'Ting stops linking meetings to HubSpot and no longer updates contacts, companies, deals, notes or tasks there. You can integrate HubSpot again at any time.',
  reconnectReason:
    "Ting's access to HubSpot was revoked or has expired. Ting can't sync with HubSpot until you reconnect it.",
};

/** The cards of the integrations screen, in display order (spec section 2). */
export const INTEGRATION_CATALOG: readonly TIntegrationDefinition[] = [GOOGLE_CALENDAR, HUBSPOT];

export const INTEGRATION_SLUGS: Record<TIntegrationName, TAuthorizableIntegration> = {
  google_calendar: GOOGLE_CALENDAR.slug,
  hubspot: HUBSPOT.slug,
};
