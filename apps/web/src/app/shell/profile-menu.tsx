import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { IconLogout, IconSettings } from '@tabler/icons-react';
import type { TUser } from '@ting/contracts';
import { Link } from 'react-router';
import { useSignOut } from '../../features/auth/hooks/use-auth-actions';

export type TProfileMenuProps = {
  user: Pick<TUser, 'name' | 'email' | 'image'>;
};

export const ProfileMenu = ({ user }: TProfileMenuProps) => {
  const signOut = useSignOut();
  const displayName = user.name ?? user.email;
  return (
    <Menu position="bottom-end" width={220} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label="Open profile menu" bdrs="xl" data-tour="profile-menu">
          <Avatar
            src={user.image}
            name={displayName}
            color="initials"
            alt={displayName}
            radius="xl"
            size={40}
          />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{displayName}</Menu.Label>
        <Menu.Item
          component={Link}
          to="/settings"
          data-tour="settings-option"
          leftSection={<IconSettings size={16} aria-hidden />}
        >
          Settings
        </Menu.Item>
        <Menu.Item
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => void signOut.run()}
          disabled={signOut.isPending}
        >
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
};
