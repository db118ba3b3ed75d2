import { readLocalFlag, writeLocalFlag } from '../local-flags';

/** Set once a session in this browser was authenticated; /login greets such a browser as a returning one. */
export const SIGNED_IN_BEFORE_KEY = 'ting.signed-in-before';

export const rememberSignedInBrowser = (): void => writeLocalFlag(SIGNED_IN_BEFORE_KEY);

export const hasBrowserSignedInBefore = (): boolean => readLocalFlag(SIGNED_IN_BEFORE_KEY);
