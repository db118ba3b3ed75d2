import { describe, expect, it } from 'vitest';
import { PAGE_TOURS } from './tour-definitions';
import { TOUR_FLAG_PREFIX, tourFlagKey } from './tour-flags';
import { TOUR_PAGES } from './tour-types';

const titles = (page: keyof typeof PAGE_TOURS) => PAGE_TOURS[page].steps.map((step) => step.title);

describe('tour definitions (spec section 2, Guided tours)', () => {
  it('has one tour per page, flagged under tutorial_completed_<page>', () => {
    expect(Object.keys(PAGE_TOURS).sort()).toEqual([...TOUR_PAGES].sort());
    expect(TOUR_FLAG_PREFIX).toBe('tutorial_completed_');
    expect(tourFlagKey('meeting-detail')).toBe('tutorial_completed_meeting-detail');
  });

  it('lists the steps the spec names, in its order and words', () => {
    expect(titles('meetings')).toEqual(['Search for Meetings', 'Select a Meeting']);
    expect(titles('meeting-detail')).toEqual([
      'Jump to a Moment',
      'Watch the Recording',
      'Search the Transcript',
      'Ask Questions',
      'Summary',
      'Meeting Summary',
      'CRM Links',
      'HubSpot',
      'HubSpot Summary',
      'Go to Assistant',
    ]);
    expect(titles('settings')).toEqual(['Customize Ting', 'CRM Properties', "You're set to go!"]);
    const assistant = PAGE_TOURS.assistant.steps;
    expect(assistant).toHaveLength(4);
    expect(assistant[0]?.element).toBe('[data-tour="assistant-intro"]');
    expect(assistant.map((step) => step.element)).toContain('[data-tour="voice-input"]');
    expect(assistant[2]).toMatchObject({ element: '[data-tour="profile-menu"]', clickToAdvance: true });
    // The hidden step: on the profile menu's Settings option, the last one.
    expect(assistant.filter((step) => step.isHidden)).toEqual([assistant[3]]);
    expect(assistant[3]).toMatchObject({ element: '[data-tour="settings-option"]', clickToAdvance: true });
  });

  it('gives every step text, and a click selector only to click-to-advance steps', () => {
    for (const tour of Object.values(PAGE_TOURS)) {
      for (const step of tour.steps) {
        expect(step.title.length).toBeGreaterThan(0);
        expect(step.description.length).toBeGreaterThan(0);
        if (step.clickSelector) expect(step.clickToAdvance).toBe(true);
      }
    }
  });
});
