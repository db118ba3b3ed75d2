import { describe, expect, it } from 'vitest';
import { answerLinkOf } from './answer-links';

const SOURCES = ['https://acme.example/pilot', 'https://app.hubspot.com/contacts/42/record/0-3/7'];

describe('answerLinkOf', () => {
  it("leads to this app's meetings and their moments, in the app", () => {
    expect(answerLinkOf({ href: '/meetings/m-1', sources: [] })).toEqual({
      kind: 'meeting',
      to: '/meetings/m-1',
    });
    expect(answerLinkOf({ href: '/meetings/m-1?t=83', sources: [] })).toEqual({
      kind: 'meeting',
      to: '/meetings/m-1?t=83',
    });
  });

  it('refuses other in-app pages, other sites and other schemes', () => {
    for (const href of [
      '/invite?token=abc',
      '/invitations/abc',
      '/settings/billing',
      '/meetings/m-1/../../invite?token=abc',
      '/meetings/m-1?t=83&next=//evil.example',
      '/meetings/m-1#x',
      '/meetings/',
      '//evil.example/meetings/m-1',
      '/\\evil.example/meetings/m-1',
      'https://evil.example/x',
      'javascript:alert(1)',
      'mailto:dana@evil.example',
      '',
    ]) {
      expect(answerLinkOf({ href, sources: SOURCES }), href).toBeNull();
    }
  });

  it('leads to exactly the sources a tool returned, with their host', () => {
    expect(answerLinkOf({ href: 'https://acme.example/pilot', sources: SOURCES })).toEqual({
      kind: 'source',
      href: 'https://acme.example/pilot',
      host: 'acme.example',
    });
    expect(answerLinkOf({ href: 'https://acme.example/pilot?x=1', sources: SOURCES })).toBeNull();
    expect(answerLinkOf({ href: 'https://acme.example.evil.example/pilot', sources: SOURCES })).toBeNull();
    expect(answerLinkOf({ href: 'https://acme.example/pilot', sources: [] })).toBeNull();
    expect(answerLinkOf({ href: 'javascript:alert(1)', sources: ['javascript:alert(1)'] })).toBeNull();
  });
});
