import { createTheme } from '@mantine/core';

export const APP_THEME = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '650' },
});

/** Navigation bar height and content offset (spec section 9). */
export const NAV_BAR_HEIGHT_PX = 84;
