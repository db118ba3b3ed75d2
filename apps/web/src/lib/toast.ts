import { notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '@ting/contracts';

export type TToastTone = 'error' | 'warning' | 'success' | 'info';

export type TToastOptions = {
  /** Optional: a one-line toast such as 'Prompt updated!' is only a message. */
  title?: string;
  message: string;
  tone: TToastTone;
  /** Defaults to the catalogue's 5 s (spec section 9: "Default toast 5 s"). */
  durationMs?: number;
};

const TONE_COLORS: Record<TToastTone, string> = {
  error: 'red',
  warning: 'yellow',
  success: 'green',
  info: 'blue',
};

/** Shows a closable toast at the top of the screen. */
export const showToast = ({
  title,
  message,
  tone,
  durationMs = TOAST_DURATION_MS.http,
}: TToastOptions): string =>
  notifications.show({
    title,
    message,
    color: TONE_COLORS[tone],
    autoClose: durationMs,
    withCloseButton: true,
    position: 'top-center',
    'data-tone': tone,
  });
