/**
 * Flags that outlive the tab (`localStorage`), the lasting twin of `session-flags.ts`. Storage can be unavailable
 * (privacy modes, quota, blocked cookies): then a flag reads as unset and writing it is a no-op, which only means
 * a one-time message may show again.
 */
export const readLocalFlag = (key: string): boolean => {
  try {
    return window.localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
};

export const writeLocalFlag = (key: string): void => {
  try {
    window.localStorage.setItem(key, '1');
  } catch (error) {
    console.warn(`Could not remember ${key} in this browser`, error);
  }
};
