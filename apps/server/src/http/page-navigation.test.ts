import { describe, expect, it } from 'vitest';
import { isPageNavigation } from './page-navigation';

const CHROME_NAVIGATION_ACCEPT =
  'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

const request = (headers: Record<string, string>, method = 'GET') => ({ method, headers });

describe('isPageNavigation', () => {
  it('takes a browser navigation for a page, by Sec-Fetch-Mode', () => {
    expect(
      isPageNavigation(request({ 'sec-fetch-mode': 'navigate', accept: CHROME_NAVIGATION_ACCEPT })),
    ).toBe(true);
  });

  it("never takes the web app's fetch calls for a page, whatever they accept", () => {
    expect(isPageNavigation(request({ 'sec-fetch-mode': 'cors', accept: 'application/json' }))).toBe(false);
    expect(isPageNavigation(request({ 'sec-fetch-mode': 'same-origin', accept: 'text/html' }))).toBe(false);
    expect(isPageNavigation(request({ 'sec-fetch-mode': 'websocket' }))).toBe(false);
  });

  it('without Sec-Fetch headers, asks whether HTML is named and wanted more than JSON', () => {
    expect(isPageNavigation(request({ accept: CHROME_NAVIGATION_ACCEPT }))).toBe(true);
    expect(isPageNavigation(request({ accept: 'text/html;q=0.5, application/json;q=0.9' }))).toBe(false);
    expect(isPageNavigation(request({ accept: 'text/html, application/json' }))).toBe(false);
    expect(isPageNavigation(request({ accept: 'text/*, application/json;q=0.5' }))).toBe(false);
    expect(isPageNavigation(request({ accept: 'application/json' }))).toBe(false);
    expect(isPageNavigation(request({ accept: '*/*' }))).toBe(false);
    expect(isPageNavigation(request({}))).toBe(false);
  });

  it('only reads GET and HEAD as navigations', () => {
    const headers = { 'sec-fetch-mode': 'navigate', accept: CHROME_NAVIGATION_ACCEPT };
    expect(isPageNavigation(request(headers, 'HEAD'))).toBe(true);
    expect(isPageNavigation(request(headers, 'POST'))).toBe(false);
  });
});
