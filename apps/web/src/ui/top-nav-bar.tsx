import { Box, Group, UnstyledButton } from '@mantine/core';
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

export type TTopNavBarProps = {
  logo: ReactNode;
  links: readonly TNavLinkItem[];
  pathname: string;
  /** Shown after the logo, for example the Sandbox badge. */
  badge?: ReactNode;
  /** Right-hand side, for example the profile menu. */
  rightSection?: ReactNode;
};

export const TopNavBar = ({ logo, links, pathname, badge, rightSection }: TTopNavBarProps) => (
  <Group h="100%" px="lg" justify="space-between" wrap="nowrap">
    <Group gap="lg" wrap="nowrap">
      {logo}
      {badge}
      <Box component="nav" aria-label="Main">
        <Group gap={4} wrap="nowrap">
          {links.map((link) => {
            const isSelected = isNavLinkSelected({ pathname, label: link.label });
            return (
              <UnstyledButton
                key={link.to}
                component={Link}
                to={link.to}
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
          })}
        </Group>
      </Box>
    </Group>
    {rightSection}
  </Group>
);
