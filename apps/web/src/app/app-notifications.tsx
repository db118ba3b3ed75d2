import { Notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '@ting/contracts';
import type { CSSProperties } from 'react';
import { NAV_BAR_HEIGHT_PX } from '../ui/theme';
import classes from './app-notifications.module.css';

const NAV_BAR_OFFSET = { '--app-nav-bar-height': `${NAV_BAR_HEIGHT_PX}px` } as CSSProperties;

/** The toasts' container: the catalogue's at the top centre (the CRM nudge top left), below the 84px bar. */
export const AppNotifications = () => (
  <Notifications
    position="top-center"
    autoClose={TOAST_DURATION_MS.http}
    classNames={{ root: classes.root }}
    style={NAV_BAR_OFFSET}
  />
);
