import { type DriveStep, driver } from 'driver.js';
import 'driver.js/dist/driver.css';
import type { TTourStep } from '../tour-types';
import './tour-popover.css';

/** Spec section 9: the overlay is black at 50 %. */
export const TOUR_OVERLAY = { color: '#000', opacity: 0.5 } as const;

export type TRunTourOptions = {
  steps: readonly TTourStep[];
  /** The user closed the tour or finished its last step (never called when the tour is only stopped). */
  onComplete: () => void;
  /** The tour is over, however it ended (completed or stopped). */
  onEnd?: () => void;
};

const prefersReducedMotion = (): boolean =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** Keys left unset stay absent: driver.js spreads a step's popover over its defaults, so an `undefined` would win. */
const definedOnly = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;

const toDriveStep = (step: TTourStep): DriveStep =>
  definedOnly({
    element: step.element,
    waitForElement: step.waitForElementMs,
    popover: definedOnly({
      title: step.title,
      description: step.description,
      side: step.side,
      align: step.align,
      showButtons: step.showButtons,
      nextBtnText: step.nextBtnText,
      popoverClass: step.isHidden ? 'ting-tour-popover ting-tour-popover-hidden' : 'ting-tour-popover',
    }),
  });

/**
 * Runs one tour with driver.js and returns a function that stops it (the page went away) without marking it
 * completed. A step whose element is not on the page is skipped; a click-to-advance step moves on when its
 * element (or `clickSelector` inside it) is clicked, after the click has done its own work.
 */
export const runTour = ({ steps, onComplete, onEnd }: TRunTourOptions): (() => void) => {
  let hasShownStep = false;
  let isCompleted = false;
  let hasEnded = false;
  const end = () => {
    document.removeEventListener('click', handleClick, true);
    if (hasEnded) return;
    hasEnded = true;
    onEnd?.();
  };
  const complete = () => {
    if (isCompleted) return;
    isCompleted = true;
    // A tour none of whose elements were there showed nothing: it may run again when they are.
    if (hasShownStep) onComplete();
  };

  const tour = driver({
    steps: steps.map(toDriveStep),
    overlayColor: TOUR_OVERLAY.color,
    overlayOpacity: TOUR_OVERLAY.opacity,
    showProgress: true,
    progressText: '{{current}} of {{total}}',
    animate: !prefersReducedMotion(),
    skipMissingElement: true,
    // Clicks are handled below, where `clickSelector` is understood.
    advanceOnClick: false,
    onPopoverRender: () => {
      hasShownStep = true;
    },
    // Close button, Escape, a click on the overlay, or Done on the last step.
    onDestroyStarted: () => {
      complete();
      tour.destroy();
      end();
    },
    onDestroyed: end,
  });

  function handleClick(event: MouseEvent) {
    const index = tour.getActiveIndex();
    const step = index === undefined ? undefined : steps[index];
    const active = tour.getActiveElement();
    const target = event.target;
    if (!step?.clickToAdvance || !active || !(target instanceof Element) || !active.contains(target)) return;
    if (step.clickSelector) {
      const hit = target.closest(step.clickSelector);
      if (!hit || !active.contains(hit)) return;
    }
    // The last step's click often leaves the page (a link): mark it now, before the page unmounts the tour.
    if (index === steps.length - 1) complete();
    // Let the click open its menu or switch its tab before the next step looks for its element.
    window.setTimeout(() => {
      if (tour.isActive() && tour.getActiveIndex() === index) tour.moveNext();
    }, 0);
  }
  // Capture phase: a link's navigation must not stop the event before the tour sees it.
  document.addEventListener('click', handleClick, true);

  tour.drive();
  return () => {
    if (tour.isActive()) tour.destroy();
    end();
  };
};
