import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MeetingPage } from '../../../app/routes/meeting-page';
import { buildCrmUpdate, buildMeetingCrmUpdates } from '../../../test/crm-update-fixtures';
import { stubFetch } from '../../../test/fetch-stub';
import { buildIdentity, SIGNED_IN_SESSION } from '../../../test/fixtures';
import { buildMeeting } from '../../../test/meeting-fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { PAGE_TOURS } from '../tour-definitions';
import { tourFlagKey } from '../tour-flags';

const MEETING_PATH = '/api/meetings/m-1';
const popoverTitle = () => document.querySelector('.driver-popover-title')?.textContent ?? null;
const expectStep = (title: string) => waitFor(() => expect(popoverTitle()).toBe(title), { timeout: 5000 });
const clickNext = () => userEvent.click(document.querySelector('.driver-popover-next-btn') as HTMLElement);

describe('the meeting-detail tour on the real meeting page', () => {
  beforeEach(() => {
    window.localStorage.removeItem(tourFlagKey('meeting-detail'));
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  });

  it('finds every element it points at, in order, and ends on Go to Assistant', async () => {
    const user = userEvent.setup();
    stubFetch({
      'GET /api/auth/session': { body: SIGNED_IN_SESSION },
      [`GET ${MEETING_PATH}`]: { body: { data: buildMeeting() } },
      [`GET ${MEETING_PATH}/chat`]: { body: { data: { messages: [] } } },
      [`GET ${MEETING_PATH}/media-url`]: {
        body: { data: { url: 'https://media.example/m-1.webm?sig=abc', content_type: 'video/webm' } },
      },
      [`GET ${MEETING_PATH}/crm`]: {
        body: { data: { connected: false, matched_at: null, links: [], unknown_attendees: [] } },
      },
      [`GET ${MEETING_PATH}/crm/updates`]: {
        body: { data: buildMeetingCrmUpdates([buildCrmUpdate({ id: 'u-1' })]) },
      },
    });
    renderWithProviders(null, {
      route: '/meetings/m-1',
      routes: [{ path: '/meetings/:id', element: <MeetingPage /> }],
      identity: buildIdentity({ user: { has_onboarded: true } }),
    });

    const titles = PAGE_TOURS['meeting-detail'].steps.map((step) => step.title);
    await expectStep('Jump to a Moment');
    expect(document.querySelector('.driver-popover-progress-text')).toHaveTextContent(
      `1 of ${titles.length}`,
    );
    for (const title of titles.slice(1, titles.indexOf('HubSpot') + 1)) {
      await clickNext();
      await expectStep(title);
      const step = PAGE_TOURS['meeting-detail'].steps.find((candidate) => candidate.title === title);
      expect(document.querySelector(step?.element as string)).toHaveClass('driver-active-element');
    }

    // 'HubSpot' asks for a click on the tab itself, which opens what the next step shows.
    await user.click(screen.getByRole('tab', { name: 'HubSpot' }));
    await expectStep('HubSpot Summary');
    expect(document.querySelector('[data-tour="hubspot-summary"]')).toHaveClass('driver-active-element');
    await clickNext();
    await expectStep('Go to Assistant');
    expect(screen.getByRole('link', { name: 'Go to Assistant' })).toHaveClass('driver-active-element');

    await clickNext();
    expect(window.localStorage.getItem('tutorial_completed_meeting-detail')).not.toBeNull();
  });
});
