import { type NotificationData, notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '@ting/contracts';
import type { ReactNode } from 'react';

export type TToastTone = 'error' | 'warning' | 'success' | 'info';

export type TToastPosition = NonNullable<NotificationData['position']>;

export type TToastOptions = {
  /** Optional: a one-line toast such as 'Prompt updated!' is only a message. */
  title?: string;
  /** Usually a sentence; a toast with buttons (the CRM nudge) passes its content here. */
  message: ReactNode;
  tone: TToastTone;
  /** Defaults to the catalogue's 5 s (spec section 9: "Default toast 5 s"). */
  durationMs?: number;
  /** Defaults to the top of the screen, where the catalogue's toasts appear. */
  position?: TToastPosition;
  /** A fixed id shows the toast at most once while it is open, and lets the caller hide it. */
  id?: string;
};

const TONE_COLORS: Record<TToastTone, string> = {
  error: 'red',
  warning: 'yellow',
  success: 'green',
  info: 'blue',
};

/** Shows a closable toast, at the top of the screen unless told otherwise. */
export const showToast = ({
  title,
  message,
  tone,
  durationMs = TOAST_DURATION_MS.http,
  position = 'top-center',
  id,
}: TToastOptions): string =>
  notifications.show({
    id,
    title,
    message,
    color: TONE_COLORS[tone],
    autoClose: durationMs,
    withCloseButton: true,
    position,
    'data-tone': tone,
  });

/** Hides a toast shown with a fixed id. */
export const hideToast = (id: string): void => {
  notifications.hide(id);
};
