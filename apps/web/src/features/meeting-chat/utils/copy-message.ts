import { TOAST_DURATION_MS } from '@ting/contracts';
import { showToast } from '../../../lib/toast';
import { MEETING_CHAT_TEXTS } from '../components/meeting-chat-texts';

const COPIED_TOAST_ID = 'meeting-chat-copied';

/** Copies a message and confirms for 2 s (spec section 2); one toast at a time, however often it is clicked. */
export const copyChatMessage = async (content: string): Promise<void> => {
  try {
    await navigator.clipboard.writeText(content);
    showToast({
      id: COPIED_TOAST_ID,
      message: MEETING_CHAT_TEXTS.copied,
      tone: 'success',
      durationMs: TOAST_DURATION_MS.copy,
    });
  } catch (error) {
    console.error('Could not copy the chat message to the clipboard', error);
  }
};
