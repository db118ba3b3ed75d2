import { describe, expect, it, vi } from 'vitest';
import { readLocalFlag, writeLocalFlag } from './local-flags';

describe('local flags', () => {
  it('remembers a flag in localStorage, across tabs of the browser', () => {
    expect(readLocalFlag('ting.test-flag')).toBe(false);
    writeLocalFlag('ting.test-flag');
    expect(readLocalFlag('ting.test-flag')).toBe(true);
    expect(window.localStorage.getItem('ting.test-flag')).toBe('1');
  });

  it('reads unset and writes nothing when storage is unavailable, without throwing', () => {
    const refuse = () => {
      throw new DOMException('The quota has been exceeded', 'QuotaExceededError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    expect(() => writeLocalFlag('ting.test-flag')).not.toThrow();
    expect(readLocalFlag('ting.test-flag')).toBe(false);
    expect(warn).toHaveBeenCalled();
  });
});
