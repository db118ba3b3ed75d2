import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import type { TIdentity } from '@ting/contracts';
import { useEffect } from 'react';
import { identityKeys } from '../../identity/api/identity-keys';
import { PAGE_TOURS } from '../tour-definitions';
import { isTourCompleted, markTourCompleted } from '../tour-flags';
import type { TTourPage } from '../tour-types';
import { hasOpenModal } from '../utils/tour-blockers';

/** How often a waiting tour looks at the page. */
export const TOUR_POLL_MS = 250;
/**
 * Checks in a row the page must pass before the tour starts (about 0.75 s): a modal that opens just after the
 * page (the 'Almost there!' prompt) then wins, and the tour waits for it to close.
 */
export const TOUR_SETTLE_CHECKS = 3;

/** Only one tour runs at a time, whichever page asked first. */
let isAnyTourRunning = false;

const isOnboarding = (queryClient: QueryClient): boolean =>
  queryClient.getQueryData<TIdentity>(identityKeys.current())?.user.has_onboarded === false;

const canStart = (readySelector: string, queryClient: QueryClient): boolean =>
  !isAnyTourRunning &&
  document.querySelector(readySelector) !== null &&
  !hasOpenModal() &&
  !isOnboarding(queryClient);

export type TUsePageTourOptions = {
  /** False where the tour makes no sense (a visitor's read-only meeting). */
  isEnabled?: boolean;
};

/**
 * Shows the page's tour once per browser: it waits until the page has its content and no modal or onboarding
 * wizard is open, then runs; closing it or finishing its last step flags it completed for good.
 */
export const usePageTour = (page: TTourPage, { isEnabled = true }: TUsePageTourOptions = {}): void => {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!isEnabled || isTourCompleted(page)) return;
    const { readySelector, steps } = PAGE_TOURS[page];
    let stopTour: (() => void) | null = null;
    let isUnmounted = false;
    let passedChecks = 0;

    const start = async () => {
      isAnyTourRunning = true;
      try {
        // driver.js is fetched only by a browser that has a tour to see, once per page.
        const { runTour } = await import('../utils/run-tour');
        if (isUnmounted) {
          isAnyTourRunning = false;
          return;
        }
        stopTour = runTour({
          steps,
          onComplete: () => markTourCompleted(page),
          onEnd: () => {
            isAnyTourRunning = false;
          },
        });
      } catch (error) {
        isAnyTourRunning = false;
        console.warn(`The ${page} tour could not be loaded`, error);
      }
    };

    const timer = window.setInterval(() => {
      passedChecks = canStart(readySelector, queryClient) ? passedChecks + 1 : 0;
      if (passedChecks < TOUR_SETTLE_CHECKS) return;
      window.clearInterval(timer);
      void start();
    }, TOUR_POLL_MS);

    return () => {
      isUnmounted = true;
      window.clearInterval(timer);
      stopTour?.();
    };
  }, [page, isEnabled, queryClient]);
};
