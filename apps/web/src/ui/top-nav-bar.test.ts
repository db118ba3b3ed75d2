import { describe, expect, it } from 'vitest';
import { isNavLinkSelected } from './top-nav-bar';

describe('isNavLinkSelected', () => {
  it.each([
    ['/meetings', 'Meetings', true],
    ['/meetings/abc', 'Meetings', true],
    ['/assistant', 'Assistant', true],
    ['/assistant', 'Meetings', false],
    ['/settings', 'Meetings', false],
    ['/', 'Meetings', false],
    ['/meetingsx', 'Meetings', false],
  ])('%s selects %s: %s', (pathname, label, expected) => {
    expect(isNavLinkSelected({ pathname, label })).toBe(expected);
  });
});
