import { useEffect, useState } from 'react';
import { readLocalFlag, writeLocalFlag } from '../../../lib/local-flags';
import { hasBrowserSignedInBefore } from '../../../lib/session/returning-browser';

/** Set once the 'Welcome!' modal was shown in this browser: it greets a returning visitor only once. */
export const WELCOME_SHOWN_KEY = 'ting.welcome-shown';

export type TReturningWelcome = {
  isWelcomeOpen: boolean;
  closeWelcome: () => void;
};

/**
 * Whether /login opens with 'Welcome!': only for a browser that was signed in before (its visitor may have
 * meetings to restore), and only the first time; a new browser gets the plain sign-in card.
 */
export const useReturningWelcome = (): TReturningWelcome => {
  // Decided once per visit, so marking it shown below does not close the modal under the visitor.
  const [isWelcomeOpen, setIsWelcomeOpen] = useState(
    () => hasBrowserSignedInBefore() && !readLocalFlag(WELCOME_SHOWN_KEY),
  );

  useEffect(() => {
    if (isWelcomeOpen) writeLocalFlag(WELCOME_SHOWN_KEY);
  }, [isWelcomeOpen]);

  return { isWelcomeOpen, closeWelcome: () => setIsWelcomeOpen(false) };
};
