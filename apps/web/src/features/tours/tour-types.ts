import type { Alignment, AllowedButtons, Side } from 'driver.js';

/** The pages with a one-time tour (spec section 2, 'Guided tours'); each is also its completion flag's suffix. */
export const TOUR_PAGES = ['meetings', 'meeting-detail', 'assistant', 'settings'] as const;
export type TTourPage = (typeof TOUR_PAGES)[number];

/** One step, in the spec's terms: element selector, popover title and description, side, align, buttons. */
export type TTourStep = {
  /** CSS selector of the highlighted element; none: the popover stands in the middle of the page. */
  element?: string;
  title: string;
  description: string;
  side?: Side;
  align?: Alignment;
  /** Buttons on the popover; driver.js's default (next, previous, close) when unset. */
  showButtons?: AllowedButtons[];
  /** Moves on when the highlighted element (or `clickSelector` inside it) is clicked. */
  clickToAdvance?: boolean;
  /** With `clickToAdvance`: only clicks on this selector inside the element count. */
  clickSelector?: string;
  nextBtnText?: string;
  /** Highlights the element without a popover: the step before told the user to click it. */
  isHidden?: boolean;
  /**
   * How long to wait for an element that appears only after the previous step's click (a menu, a tab's
   * content) before skipping the step.
   */
  waitForElementMs?: number;
};

export type TPageTour = {
  page: TTourPage;
  /** The tour starts only once this is on the page (its content has loaded). */
  readySelector: string;
  steps: readonly TTourStep[];
};
