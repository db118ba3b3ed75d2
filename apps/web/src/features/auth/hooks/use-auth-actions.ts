import { useState } from 'react';
import { signIn, signOut } from '../../../lib/session/auth-client';

export type TAuthAction = {
  isPending: boolean;
  run: () => Promise<void>;
};

const useAuthAction = ({
  action,
  failureLog,
}: {
  action: () => Promise<void>;
  failureLog: string;
}): TAuthAction => {
  const [isPending, setIsPending] = useState(false);
  const run = async () => {
    setIsPending(true);
    try {
      await action();
      // Success leaves the page (form post), so the button stays busy until the browser navigates.
    } catch (error) {
      // Auth library errors are logged only (spec section 8).
      console.error(failureLog, error);
      setIsPending(false);
    }
  };
  return { isPending, run };
};

export type TUseSignInOptions = {
  /** The app path the browser comes back to (default `/`), e.g. `/invite?token=…`. */
  returnTo?: string;
  /** The email the provider's sign-in is filled with, e.g. the invitee's. */
  loginHint?: string;
};

/** Google sign-in through Auth.js; the browser comes back to `returnTo`, or `/`. */
export const useSignIn = ({ returnTo, loginHint }: TUseSignInOptions = {}): TAuthAction =>
  useAuthAction({
    action: () => signIn({ provider: 'google', returnTo, loginHint }),
    failureLog: 'Could not start the Google sign-in',
  });

/** Auth.js sign-out; the browser lands on /login. */
export const useSignOut = (): TAuthAction =>
  useAuthAction({ action: () => signOut(), failureLog: 'Could not sign out' });
