/**
 * Flags that last as long as the browser tab (`sessionStorage`). Storage can be unavailable (privacy modes,
 * quota): then a flag is simply not remembered, which only means a prompt may show again.
 */
export const readSessionFlag = (key: string): boolean => {
  try {
    return window.sessionStorage.getItem(key) !== null;
  } catch {
    return false;
  }
};

export const writeSessionFlag = (key: string): void => {
  try {
    window.sessionStorage.setItem(key, '1');
  } catch (error) {
    console.warn(`Could not remember ${key} for this session`, error);
  }
};
