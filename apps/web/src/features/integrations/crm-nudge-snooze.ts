/**
 * 'Remind Later' on the CRM nudge: the toast stays away for a day, in every tab of the browser. The time it
 * may show again is kept in `localStorage`; without storage (privacy modes) it simply shows on the next load.
 */
export const CRM_NUDGE_SNOOZE_KEY = 'ting.crm-nudge-snoozed-until';
export const CRM_NUDGE_SNOOZE_MS = 24 * 60 * 60 * 1000;

/** Whether 'Remind Later' was pressed less than a day before `now`. */
export const isCrmNudgeSnoozed = (now: number = Date.now()): boolean => {
  let stored: string | null;
  try {
    stored = window.localStorage.getItem(CRM_NUDGE_SNOOZE_KEY);
  } catch {
    return false;
  }
  const until = Number(stored);
  // A snooze ends after a day even if the clock was set back meanwhile (never longer than one day from now).
  return stored !== null && Number.isFinite(until) && until > now && until - now <= CRM_NUDGE_SNOOZE_MS;
};

export const snoozeCrmNudge = (now: number = Date.now()): void => {
  try {
    window.localStorage.setItem(CRM_NUDGE_SNOOZE_KEY, String(now + CRM_NUDGE_SNOOZE_MS));
  } catch (error) {
    console.warn(`Could not remember ${CRM_NUDGE_SNOOZE_KEY} in this browser`, error);
  }
};
