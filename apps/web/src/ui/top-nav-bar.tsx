import { Box, Burger, Drawer, Group, Stack, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type TNavLinkItem = {
  label: string;
  to: string;
};

export type TIsNavLinkSelectedOptions = {
  pathname: string;
  label: string;
};

/** A link is selected when the first path segment equals its lowercased name (spec section 2). */
export const isNavLinkSelected = ({ pathname, label }: TIsNavLinkSelectedOptions): boolean => {
  const firstSegment = pathname.split('/').find((segment) => segment !== '') ?? '';
  return firstSegment === label.toLowerCase();
};

/** Below this width the links fold into a burger menu, so the bar fits a phone (390 px) with the avatar. */
export const NAV_LINKS_BREAKPOINT = 'sm';

export const NAV_MENU_LABELS = {
  open: 'Open navigation',
  close: 'Close navigation',
  drawer: 'Navigation',
} as const;

type TNavLinksProps = {
  links: readonly TNavLinkItem[];
  pathname: string;
  onNavigate?: () => void;
};

const NavLinks = ({ links, pathname, onNavigate }: TNavLinksProps) =>
  links.map((link) => {
    const isSelected = isNavLinkSelected({ pathname, label: link.label });
    return (
      <UnstyledButton
        key={link.to}
        component={Link}
        to={link.to}
        onClick={onNavigate}
        aria-current={isSelected ? 'page' : undefined}
        data-selected={isSelected || undefined}
        px="md"
        py={8}
        fw={600}
        bdrs="md"
        c={isSelected ? 'indigo.7' : 'gray.7'}
        bg={isSelected ? 'indigo.0' : undefined}
      >
        {link.label}
      </UnstyledButton>
    );
  });

export type TTopNavBarProps = {
  logo: ReactNode;
  links: readonly TNavLinkItem[];
  pathname: string;
  /** Shown after the logo, for example the Sandbox badge. */
  badge?: ReactNode;
  /** Right-hand side, for example the profile menu: stays in the bar at every width. */
  rightSection?: ReactNode;
};

/**
 * The app's top bar (spec section 2): logo, links, and the right-hand section. On narrow screens the links
 * move into a drawer opened by a burger, and the right-hand section (the avatar) stays on screen.
 */
export const TopNavBar = ({ logo, links, pathname, badge, rightSection }: TTopNavBarProps) => {
  const [isMenuOpen, menu] = useDisclosure(false);
  return (
    <Group h="100%" px={{ base: 'md', [NAV_LINKS_BREAKPOINT]: 'lg' }} justify="space-between" wrap="nowrap">
      <Group gap="lg" wrap="nowrap" miw={0}>
        <Burger
          opened={isMenuOpen}
          onClick={menu.toggle}
          hiddenFrom={NAV_LINKS_BREAKPOINT}
          size="sm"
          aria-label={NAV_MENU_LABELS.open}
          aria-expanded={isMenuOpen}
        />
        {logo}
        {badge}
        <Box component="nav" aria-label="Main" visibleFrom={NAV_LINKS_BREAKPOINT}>
          <Group gap={4} wrap="nowrap">
            <NavLinks links={links} pathname={pathname} />
          </Group>
        </Box>
      </Group>
      {rightSection}
      <Drawer
        opened={isMenuOpen}
        onClose={menu.close}
        title={NAV_MENU_LABELS.drawer}
        size="xs"
        closeButtonProps={{ 'aria-label': NAV_MENU_LABELS.close }}
      >
        <Box component="nav" aria-label="Main">
          <Stack gap={4}>
            <NavLinks links={links} pathname={pathname} onNavigate={menu.close} />
          </Stack>
        </Box>
      </Drawer>
    </Group>
  );
};
