import { readLocalFlag, writeLocalFlag } from '../../lib/local-flags';
import type { TTourPage } from './tour-types';

/** Spec section 9: the completion flag's key prefix, plus the page id. */
export const TOUR_FLAG_PREFIX = 'tutorial_completed_';

export const tourFlagKey = (page: TTourPage): string => `${TOUR_FLAG_PREFIX}${page}`;

/** Each tour is shown once per browser: a flagged tour never starts again. */
export const isTourCompleted = (page: TTourPage): boolean => readLocalFlag(tourFlagKey(page));

export const markTourCompleted = (page: TTourPage): void => writeLocalFlag(tourFlagKey(page));
