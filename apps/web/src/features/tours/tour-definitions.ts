import { SETTINGS_SECTION_IDS } from '../settings/settings-sections';
import type { TPageTour, TTourPage } from './tour-types';

/** The selector of an element marked `data-tour="<name>"`: tours find their targets only through these marks. */
export const tourTarget = (name: string): string => `[data-tour="${name}"]`;

const MEETINGS_TOUR: TPageTour = {
  page: 'meetings',
  readySelector: tourTarget('meetings-search'),
  steps: [
    {
      element: tourTarget('meetings-search'),
      title: 'Search for Meetings',
      description: "Find a meeting by its name or a participant's email.",
      side: 'bottom',
      align: 'end',
    },
    {
      element: `${tourTarget('meeting-item')} > li:first-of-type`,
      title: 'Select a Meeting',
      description: 'Open a meeting to see its recording, transcript, summary and CRM updates.',
      side: 'bottom',
      align: 'start',
      clickToAdvance: true,
      clickSelector: 'a',
      // The list loads after the search box.
      waitForElementMs: 2000,
    },
  ],
};

const MEETING_DETAIL_TOUR: TPageTour = {
  page: 'meeting-detail',
  readySelector: tourTarget('summary-tab'),
  steps: [
    {
      element: tourTarget('transcript-timestamp'),
      title: 'Jump to a Moment',
      description: 'Click a timestamp in the transcript to play the recording from that moment.',
      side: 'right',
      align: 'start',
      clickToAdvance: true,
    },
    {
      element: tourTarget('media-player'),
      title: 'Watch the Recording',
      description: 'Click the player to play or pause the meeting.',
      side: 'bottom',
      align: 'center',
    },
    {
      element: tourTarget('transcript-search'),
      title: 'Search the Transcript',
      description: 'Find every moment a word or a name was said; the arrows step through the matches.',
      side: 'bottom',
      align: 'end',
    },
    {
      element: tourTarget('meeting-chat-tab'),
      title: 'Ask Questions',
      description:
        'Chat with Ting about this meeting: what was decided, who owns the next steps, what the customer said.',
      side: 'bottom',
      align: 'end',
    },
    {
      element: tourTarget('summary-tab'),
      title: 'Summary',
      description: "Ting's summary and action items for this meeting are in these tabs.",
      side: 'bottom',
      align: 'start',
      clickToAdvance: true,
    },
    {
      element: tourTarget('meeting-summary'),
      title: 'Meeting Summary',
      description: 'Written by Ting after the meeting. You can change the prompt behind it in Settings.',
      side: 'left',
      align: 'start',
    },
    {
      element: tourTarget('crm-tab'),
      title: 'CRM Links',
      description:
        'The HubSpot contacts, companies and deals this meeting is about; add or remove links here.',
      side: 'bottom',
      align: 'center',
    },
    {
      element: tourTarget('hubspot-tab'),
      title: 'HubSpot',
      description: 'Click this tab to see what Ting changed in HubSpot after the meeting.',
      side: 'bottom',
      align: 'center',
      // The next step needs this tab open.
      showButtons: ['previous', 'close'],
      clickToAdvance: true,
    },
    {
      element: tourTarget('hubspot-summary'),
      title: 'HubSpot Summary',
      description: 'The updates made in HubSpot after this meeting; each one links to its page in the CRM.',
      side: 'left',
      align: 'start',
      waitForElementMs: 3000,
    },
    {
      element: tourTarget('go-to-assistant'),
      title: 'Go to Assistant',
      description: 'Ask questions across all your meetings, your CRM and the web.',
      side: 'bottom',
      align: 'end',
      clickToAdvance: true,
    },
  ],
};

const ASSISTANT_TOUR: TPageTour = {
  page: 'assistant',
  readySelector: tourTarget('profile-menu'),
  steps: [
    {
      element: tourTarget('assistant-intro'),
      title: 'Your Personal Assistant',
      side: 'bottom',
      align: 'start',
      description:
        'Ask about your meetings, your HubSpot records or anything on the web. Answers link to their sources: the moment in a meeting, the CRM record, the web page.',
    },
    {
      element: tourTarget('voice-input'),
      title: 'Voice Input',
      description:
        'Rather talk? Click the microphone, ask your question, then edit the text before sending it.',
      side: 'top',
      align: 'end',
    },
    {
      element: tourTarget('profile-menu'),
      title: 'Your Profile',
      description: 'Open your profile menu, then choose Settings to tell Ting how to write for you.',
      side: 'bottom',
      align: 'end',
      showButtons: ['previous', 'close'],
      clickToAdvance: true,
    },
    {
      element: tourTarget('settings-option'),
      title: 'Settings',
      description: 'Open Settings.',
      isHidden: true,
      clickToAdvance: true,
      // The menu renders its items only once opened.
      waitForElementMs: 2000,
    },
  ],
};

const SETTINGS_TOUR: TPageTour = {
  page: 'settings',
  readySelector: tourTarget('general-customization'),
  steps: [
    {
      element: tourTarget('general-customization'),
      title: 'Customize Ting',
      description:
        'Tell Ting how to write your summaries and action items: edit a prompt, then click Update.',
      side: 'bottom',
      align: 'start',
    },
    {
      element: tourTarget('crm-properties-tab'),
      title: 'CRM Properties',
      description: 'Choose which HubSpot objects and properties Ting fills in after each meeting, and how.',
      side: 'bottom',
      align: 'start',
    },
    {
      element: `#${SETTINGS_SECTION_IDS.integrations}`,
      title: "You're set to go!",
      description:
        'Connect Google Calendar and HubSpot here, and Ting takes care of the rest after every meeting.',
      side: 'top',
      align: 'start',
    },
  ],
};

/** Spec section 2, 'Guided tours': the steps of each page's tour, in order. */
export const PAGE_TOURS: Record<TTourPage, TPageTour> = {
  meetings: MEETINGS_TOUR,
  'meeting-detail': MEETING_DETAIL_TOUR,
  assistant: ASSISTANT_TOUR,
  settings: SETTINGS_TOUR,
};
