import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byProperty, crmSyncWorld, recommendedSetUp } from './crm-sync-fixtures';
import { createTestApp, type TestApp } from './test-app';

/** A call that states the deal's amount and when the buyer signs. */
const AMOUNT_AND_CLOSE_DATE_VTT = `WEBVTT

00:00:01.000 --> 00:00:06.000
<v Sam Seller>Thanks for joining, Hannah. Where does the fleet team stand on the rollout?

00:00:06.500 --> 00:00:14.000
<v Hannah Berg>Our budget for the rollout is forty thousand dollars, so that is the total amount of the deal.

00:00:14.500 --> 00:00:18.000
<v Sam Seller>What happens next?

00:00:18.500 --> 00:00:24.000
<v Hannah Berg>We sign by March fifth.
`;

/**
 * Connecting HubSpot sets up the fields that matter: with no import at all, the first meeting that
 * states an amount and a close date proposes both for review.
 */
describe('recommended fields proposed without an import', () => {
  let t: TestApp;
  let world: Awaited<ReturnType<typeof crmSyncWorld>>;

  beforeAll(async () => {
    t = await createTestApp({ listen: true });
    world = await crmSyncWorld(t, { newOrganizationModes: true });
  }, 60_000);
  afterAll(() => t?.close());

  it('proposes the amount and the close date a meeting states, waiting for review', async () => {
    await recommendedSetUp(t, world.seller);
    const meetingId = await world.meetingWithHannah(
      'Northbeam — budget and signing',
      AMOUNT_AND_CLOSE_DATE_VTT,
    );
    const updates = await world.settled(meetingId, (list) =>
      Boolean(byProperty(list, 'amount') && byProperty(list, 'closedate')),
    );
    expect(byProperty(updates, 'amount')).toMatchObject({ status: 'pending_review', new_value: '40000' });
    expect(byProperty(updates, 'closedate')).toMatchObject({
      status: 'pending_review',
      new_value: expect.stringMatching(/^\d{4}-03-05/),
    });
  }, 90_000);
});
