import '@testing-library/jest-dom/vitest';
import { cleanNotifications, cleanNotificationsQueue } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { TOUR_PAGES } from '../features/tours/tour-types';

// jsdom lacks the layout and media APIs Mantine touches (DESIGN.md, "Facts learnt the hard way").
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    // Reduced motion makes Mantine skip transitions, so dropdowns and toasts appear at once in tests.
    matches: query.includes('prefers-reduced-motion'),
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }),
});

// A first render of a lazily loaded page can take over findBy's default second on a loaded 2-core
// machine; what is awaited still has to appear.
configure({ asyncUtilTimeout: 5_000 });

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
window.HTMLElement.prototype.scrollIntoView = vi.fn();
window.HTMLElement.prototype.scrollTo = vi.fn();
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { ready: Promise.resolve(), addEventListener: vi.fn(), removeEventListener: vi.fn() },
});

// A page rendered for a while would start its guided tour over the test; tour tests clear these.
beforeEach(() => {
  for (const page of TOUR_PAGES) window.localStorage.setItem(`tutorial_completed_${page}`, '1');
});

afterEach(() => {
  cleanup();
  cleanNotifications();
  cleanNotificationsQueue();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
