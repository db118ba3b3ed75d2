import { useCallback, useState } from 'react';

export type TUseChatDraftOptions = {
  send: (text: string) => Promise<boolean>;
  /** An answer is streaming or a question is on its way: nothing more may be sent. */
  isBusy: boolean;
  /** Called as a question goes, e.g. to bring the list back to its end. */
  onSend?: () => void;
};

/** What the user is typing, cleared once the question is sent (and kept when it could not be). */
export const useChatDraft = ({ send, isBusy, onSend }: TUseChatDraftOptions) => {
  const [draft, setDraft] = useState('');
  const canSend = draft.trim() !== '' && !isBusy;

  const handleSend = useCallback(async () => {
    const text = draft;
    if (!text.trim()) return;
    onSend?.();
    const isSent = await send(text);
    // Whatever was typed while the socket reconnected stays.
    if (isSent) setDraft((current) => (current === text ? '' : current));
  }, [draft, onSend, send]);

  return { draft, setDraft, canSend, handleSend };
};
