import { describe, expect, it } from 'vitest';
import { citationLink } from './citation-links';

describe('citationLink', () => {
  it('opens a meeting moment in the app', () => {
    expect(citationLink({ kind: 'meeting', url: '/meetings/m-1?t=83' })).toEqual({
      kind: 'in-app',
      to: '/meetings/m-1?t=83',
    });
  });

  it('refuses a meeting source that leads anywhere but a meeting of this app', () => {
    for (const url of [
      '//evil.example/meetings/m-1',
      '/\\evil.example/meetings/m-1',
      'https://evil.example/meetings/m-1',
      '/settings',
      'meetings/m-1',
      'javascript:alert(1)',
    ]) {
      expect(citationLink({ kind: 'meeting', url })).toBeNull();
    }
  });

  it('opens HubSpot records and web pages only over http(s)', () => {
    expect(citationLink({ kind: 'crm', url: 'https://app.hubspot.com/contacts/42/record/0-3/7' })).toEqual({
      kind: 'external',
      href: 'https://app.hubspot.com/contacts/42/record/0-3/7',
    });
    expect(citationLink({ kind: 'web', url: 'http://acme.example/a' })).toEqual({
      kind: 'external',
      href: 'http://acme.example/a',
    });
    for (const url of ['javascript:alert(1)', 'data:text/html,hi', '/meetings/m-1', 'not a url']) {
      expect(citationLink({ kind: 'web', url })).toBeNull();
    }
  });
});
