import type { TUser } from '@ting/contracts';
import { useLocation } from 'react-router';
import { useIsSandbox } from '../../features/app-config/api/use-app-config-query';
import { BrandLogo } from '../../ui/brand-logo';
import { SandboxBadge } from '../../ui/sandbox-badge';
import { type TNavLinkItem, TopNavBar } from '../../ui/top-nav-bar';
import { ProfileMenu } from './profile-menu';

export const NAV_LINKS: readonly TNavLinkItem[] = [
  { label: 'Meetings', to: '/meetings' },
  { label: 'Assistant', to: '/assistant' },
];

export type TAppNavBarProps = {
  user: TUser;
};

export const AppNavBar = ({ user }: TAppNavBarProps) => {
  const { pathname } = useLocation();
  const isSandbox = useIsSandbox();
  return (
    <TopNavBar
      logo={<BrandLogo />}
      badge={isSandbox ? <SandboxBadge /> : null}
      links={NAV_LINKS}
      pathname={pathname}
      rightSection={<ProfileMenu user={user} />}
    />
  );
};
