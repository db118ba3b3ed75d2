import { Button, Modal } from '@mantine/core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ProfileMenu } from '../../../app/shell/profile-menu';
import { buildIdentity } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { SETTINGS_SECTION_IDS } from '../../settings/settings-sections';
import { tourFlagKey } from '../tour-flags';
import { TOUR_PAGES } from '../tour-types';
import { TOUR_POLL_MS, TOUR_SETTLE_CHECKS, usePageTour } from './use-page-tour';

const START_TIMEOUT = { timeout: 5000 };
/** Longer than a tour waits before starting, so "not shown" is not just "not shown yet". */
const waitLongerThanTourStart = () =>
  act(() => new Promise((resolve) => setTimeout(resolve, TOUR_POLL_MS * (TOUR_SETTLE_CHECKS + 3))));

const popoverTitle = () => document.querySelector('.driver-popover-title')?.textContent ?? null;
const findPopoverTitle = (title: string) => waitFor(() => expect(popoverTitle()).toBe(title), START_TIMEOUT);
const popoverButton = (name: 'next' | 'prev' | 'close') =>
  document.querySelector<HTMLButtonElement>(`.driver-popover-${name}-btn`);

const MeetingsPageFixture = () => {
  usePageTour('meetings');
  return (
    <div>
      <input type="search" aria-label="Search for Meetings" data-tour="meetings-search" />
      <ul data-tour="meeting-item">
        <li>
          <span>Today</span>
          <a href="#meeting-1">Weekly sync with Northbeam</a>
        </li>
      </ul>
    </div>
  );
};

const SettingsPageFixture = ({ hasCrmTab = true }: { hasCrmTab?: boolean }) => {
  usePageTour('settings');
  return (
    <div>
      <div data-tour="general-customization">Summary prompt</div>
      {hasCrmTab ? (
        <button type="button" data-tour="crm-properties-tab">
          CRM Properties
        </button>
      ) : null}
      <section id={SETTINGS_SECTION_IDS.integrations}>Integrations</section>
    </div>
  );
};

describe('page tours', () => {
  // Whatever a shared setup marks as seen, these tests start from a browser that has seen no tour.
  beforeEach(() => {
    for (const page of TOUR_PAGES) window.localStorage.removeItem(tourFlagKey(page));
  });

  it('shows a tour once: closed, it is flagged and does not come back', async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<MeetingsPageFixture />);

    await findPopoverTitle('Search for Meetings');
    expect(document.querySelector('.driver-popover-description')).toHaveTextContent(
      "Find a meeting by its name or a participant's email.",
    );
    expect(document.querySelector('.driver-popover-progress-text')).toHaveTextContent('1 of 2');
    // Black overlay at 50 %.
    const overlayPath = document.querySelector<SVGPathElement>('.driver-overlay path');
    expect(overlayPath?.style.opacity).toBe('0.5');
    expect(overlayPath?.style.fill).toMatch(/^(#000|rgb\(0, 0, 0\))$/);
    expect(window.localStorage.getItem('tutorial_completed_meetings')).toBeNull();

    await user.click(popoverButton('close') as HTMLButtonElement);

    expect(window.localStorage.getItem(tourFlagKey('meetings'))).not.toBeNull();
    expect(document.querySelector('.driver-popover')).toBeNull();
    first.unmount();

    renderWithProviders(<MeetingsPageFixture />);
    await waitLongerThanTourStart();
    expect(document.querySelector('.driver-popover')).toBeNull();
  });

  it('flags the tour when its last step is finished', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SettingsPageFixture />);

    await findPopoverTitle('Customize Ting');
    await user.click(popoverButton('next') as HTMLButtonElement);
    await findPopoverTitle('CRM Properties');
    expect(document.querySelector('[data-tour="crm-properties-tab"]')).toHaveClass('driver-active-element');
    await user.click(popoverButton('next') as HTMLButtonElement);
    await findPopoverTitle("You're set to go!");
    expect(window.localStorage.getItem('tutorial_completed_settings')).toBeNull();

    expect(popoverButton('next')).toHaveTextContent('Done');
    await user.click(popoverButton('next') as HTMLButtonElement);

    expect(window.localStorage.getItem('tutorial_completed_settings')).not.toBeNull();
    expect(document.querySelector('.driver-popover')).toBeNull();
  });

  it('skips a step whose element is not on the page', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SettingsPageFixture hasCrmTab={false} />);

    await findPopoverTitle('Customize Ting');
    await user.click(popoverButton('next') as HTMLButtonElement);

    await findPopoverTitle("You're set to go!");
    expect(document.getElementById(SETTINGS_SECTION_IDS.integrations)).toHaveClass('driver-active-element');
  });

  it('waits for an open modal to close before starting', async () => {
    const user = userEvent.setup();
    const MeetingsWithModal = () => {
      const [isOpen, setIsOpen] = useState(true);
      return (
        <>
          <MeetingsPageFixture />
          <Modal opened={isOpen} onClose={() => setIsOpen(false)} title="Almost there!">
            <Button onClick={() => setIsOpen(false)}>Later</Button>
          </Modal>
        </>
      );
    };
    renderWithProviders(<MeetingsWithModal />);

    await screen.findByRole('dialog', { name: 'Almost there!' });
    await waitLongerThanTourStart();
    expect(document.querySelector('.driver-popover')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Almost there!' })).toBeNull());
    await findPopoverTitle('Search for Meetings');
  });

  it('does not start while the user has not finished onboarding', async () => {
    renderWithProviders(<MeetingsPageFixture />, {
      identity: buildIdentity({ user: { has_onboarded: false } }),
    });

    await waitLongerThanTourStart();
    expect(document.querySelector('.driver-popover')).toBeNull();
    expect(window.localStorage.getItem('tutorial_completed_meetings')).toBeNull();
  });

  it('moves on when the highlighted meeting is clicked, only through its link, and finishes the tour', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MeetingsPageFixture />, {
      identity: buildIdentity({ user: { has_onboarded: true } }),
    });

    await findPopoverTitle('Search for Meetings');
    await user.click(popoverButton('next') as HTMLButtonElement);
    await findPopoverTitle('Select a Meeting');

    // A click elsewhere in the item is not the click the step asks for.
    await user.click(screen.getByText('Today'));
    await waitLongerThanTourStart();
    expect(popoverTitle()).toBe('Select a Meeting');

    await user.click(screen.getByRole('link', { name: 'Weekly sync with Northbeam' }));
    expect(window.localStorage.getItem('tutorial_completed_meetings')).not.toBeNull();
    await waitFor(() => expect(document.querySelector('.driver-popover')).toBeNull());
  });

  it('assistant: the intro, the profile menu opened by a click, then the hidden Settings step', async () => {
    const user = userEvent.setup();
    const AssistantPageFixture = () => {
      usePageTour('assistant');
      return (
        <>
          <ProfileMenu user={{ name: 'Ada Lovelace', email: 'ada@example.com', image: null }} />
          <header data-tour="assistant-intro">Ask Ting anything</header>
        </>
      );
    };
    renderWithProviders(<AssistantPageFixture />);

    await findPopoverTitle('Your Personal Assistant');
    expect(screen.getByText('Ask Ting anything')).toHaveClass('driver-active-element');
    await user.click(popoverButton('next') as HTMLButtonElement);
    // No voice input on this page: that step is skipped.
    await findPopoverTitle('Your Profile');
    expect(popoverButton('next')).not.toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Open profile menu' }));

    const settingsOption = await screen.findByRole('menuitem', { name: 'Settings' });
    await waitFor(() => expect(settingsOption).toHaveClass('driver-active-element'), START_TIMEOUT);
    expect(document.querySelector('.driver-popover')).toHaveClass('ting-tour-popover-hidden');
    expect(window.localStorage.getItem('tutorial_completed_assistant')).toBeNull();

    await user.click(settingsOption);
    expect(window.localStorage.getItem('tutorial_completed_assistant')).not.toBeNull();
  });
});
