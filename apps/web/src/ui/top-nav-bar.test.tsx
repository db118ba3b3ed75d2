import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, useLocation } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { APP_THEME } from './theme';
import { isNavLinkSelected, NAV_MENU_LABELS, TopNavBar } from './top-nav-bar';

describe('isNavLinkSelected', () => {
  it.each([
    ['/meetings', 'Meetings', true],
    ['/meetings/abc', 'Meetings', true],
    ['/assistant', 'Assistant', true],
    ['/assistant', 'Meetings', false],
    ['/settings', 'Meetings', false],
    ['/', 'Meetings', false],
    ['/meetingsx', 'Meetings', false],
  ])('%s selects %s: %s', (pathname, label, expected) => {
    expect(isNavLinkSelected({ pathname, label })).toBe(expected);
  });
});

const LINKS = [
  { label: 'Meetings', to: '/meetings' },
  { label: 'Assistant', to: '/assistant' },
];

const NavBarAtLocation = () => {
  const { pathname } = useLocation();
  return (
    <>
      <TopNavBar
        logo={<span>Ting</span>}
        links={LINKS}
        pathname={pathname}
        rightSection={<button type="button">Open profile menu</button>}
      />
      <output aria-label="Location">{pathname}</output>
    </>
  );
};

/**
 * The burger. jsdom applies Mantine's `hidden-from-sm` rule as a desktop window would, which leaves the
 * button without an accessible name, so it is found by its label; e2e/tests/phone-layout.spec.ts proves it
 * shows at phone width.
 */
const burger = () => screen.getByLabelText(NAV_MENU_LABELS.open, { selector: 'button' });

const renderNavBar = (route: string) => {
  const router = createMemoryRouter([{ path: '*', element: <NavBarAtLocation /> }], {
    initialEntries: [route],
  });
  render(
    <MantineProvider theme={APP_THEME} env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return { user: userEvent.setup() };
};

describe('TopNavBar', () => {
  it('keeps the links in the bar and the right-hand section (the avatar) outside the phone menu', () => {
    renderNavBar('/meetings');

    const bar = screen.getByRole('navigation', { name: 'Main' });
    expect(within(bar).getByRole('link', { name: 'Meetings' })).toHaveAttribute('aria-current', 'page');
    expect(within(bar).getByRole('link', { name: 'Assistant' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'Open profile menu' })).toBeVisible();
    // The phone menu is closed until its burger is pressed.
    expect(burger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog', { name: NAV_MENU_LABELS.drawer })).not.toBeInTheDocument();
  });

  it('opens the navigation from the burger, marks the current page, and closes once a link is followed', async () => {
    const { user } = renderNavBar('/settings');

    await user.click(burger());
    const drawer = await screen.findByRole('dialog', { name: NAV_MENU_LABELS.drawer });
    expect(burger()).toHaveAttribute('aria-expanded', 'true');
    const drawerLinks = within(drawer).getAllByRole('link');
    expect(drawerLinks.map((link) => link.textContent)).toEqual(['Meetings', 'Assistant']);
    expect(within(drawer).getByRole('link', { name: 'Meetings' })).not.toHaveAttribute('aria-current');

    await user.click(within(drawer).getByRole('link', { name: 'Assistant' }));

    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/assistant');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: NAV_MENU_LABELS.drawer })).not.toBeInTheDocument(),
    );
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Assistant' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('closes the navigation with its close button', async () => {
    const { user } = renderNavBar('/meetings');

    await user.click(burger());
    const drawer = await screen.findByRole('dialog', { name: NAV_MENU_LABELS.drawer });
    expect(within(drawer).getByRole('link', { name: 'Meetings' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: NAV_MENU_LABELS.close }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: NAV_MENU_LABELS.drawer })).not.toBeInTheDocument(),
    );
  });
});
