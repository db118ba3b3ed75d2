import type { EvalMeeting } from '../eval-meeting';
import { parseTranscriptScript } from '../transcript-script';

/*
 * Held out (written after the first held-out set was tuned on; nobody tuning the engine has read
 * it): a short first call with a prospect who is only exploring. A resource-planning tool's account
 * executive and a creative agency's operations manager, who came from a webinar. No budget, no
 * project, no seat count, a price range rather than a price, and timing that stays vague
 * ("sometime next quarter", "in the new year"): most properties have no answer and no date should
 * be made up. Monday 16 November 2026, 10:00 UTC.
 */

const TRANSCRIPT = `
[00:00] Amara Nwosu: Hi Jonas, thanks for booking some time. I saw you came through our webinar on Thursday?
[00:06] Jonas Whitley: Yeah, that's right. I'll be upfront, I'm really just exploring at this point. There's no, um, there's no project or anything.
[00:15] Amara Nwosu: That's completely fine, most of my first calls start that way. Can you tell me a bit about Wrenfield?
[00:21] Jonas Whitley: Sure. We're a creative agency, branding and digital campaigns mostly. About seventy people across two studios, London and Bristol. I'm the operations manager, so anything that isn't client work ends up with me.
[00:36] Amara Nwosu: Ha, I know the feeling. And what got you onto the webinar?
[00:40] Jonas Whitley: Resourcing, basically. We plan who works on what in a big shared spreadsheet, and it's, well, it's a mess. Last month we had two designers booked on three projects at once, and a client launch slipped by a week because of it.
[00:57] Amara Nwosu: Ouch. How many projects do you usually have running?
[01:01] Jonas Whitley: Forty-ish at any one time. Some are tiny, some are six-month rebrands.
[01:07] Amara Nwosu: And how do you track time today?
[01:10] Jonas Whitley: Harvest. People log hours in Harvest, and then somebody copies the totals into the spreadsheet every Friday. So we never really know who's free until it's too late.
[01:22] Amara Nwosu: That's a really common setup. Tempora connects to Harvest, so the hours would flow in on their own, and you'd see capacity per person and per studio, week by week.
[01:34] Jonas Whitley: Okay. That's, yeah, that's the bit I'm interested in. Does it work with Google Calendar? People's holidays are all in there.
[01:42] Amara Nwosu: It does. Holidays and out-of-office come across from Google Calendar, so they block the person automatically.
[01:50] Jonas Whitley: Nice.
[01:52] Amara Nwosu: And the two studios, do people work across both, or does each studio plan its own people?
[01:58] Jonas Whitley: Across both, that's part of the problem. Bristol borrows London's motion designers all the time, and nobody sees it in the spreadsheet until somebody's double-booked.
[02:16] Amara Nwosu: Have you looked at anything else so far?
[02:19] Jonas Whitley: I've had a look at Float's website. That's about it, I haven't talked to anyone.
[02:25] Amara Nwosu: Good to know. If you did take this further, who else would be involved?
[02:30] Jonas Whitley: Honestly, anything we buy goes past Kit and Ross, our founders. They'd make the call. I'd just, I'd bring them a recommendation.
[02:40] Amara Nwosu: Makes sense. And is there budget set aside for something like this?
[02:44] Jonas Whitley: No, nothing. There's no budget for it yet. If the founders like it, we'd find it, but I can't promise anything.
[02:53] Jonas Whitley: What sort of money are we talking about, roughly?
[02:57] Amara Nwosu: Roughly eight to twelve pounds a user a month, depending on the plan. We charge per person who gets scheduled, so it depends who you'd put in.
[03:08] Jonas Whitley: Right. And I genuinely don't know yet who'd be in it. Maybe not everyone. Finance wouldn't need it, for example.
[03:17] Amara Nwosu: Sure. And timing-wise, is there anything driving this? A date, a big project?
[03:23] Jonas Whitley: Not really. We're flat out with client work until Christmas. If we do anything, it'd be a decision sometime next quarter. Not before.
[03:33] Amara Nwosu: That's helpful, thanks for being straight with me. So let me suggest something light. I'll send you a short recorded demo later today, fifteen minutes, built around a creative agency, so you can watch it when you have time.
[03:47] Jonas Whitley: That'd be great, actually. I'll forward it to Kit and Ross when it comes.
[03:52] Amara Nwosu: And then I'll check in with you in the new year, once things calm down, and see whether a live demo makes sense.
[04:00] Jonas Whitley: Sounds good. No pressure though, right?
[04:03] Amara Nwosu: No pressure at all. If it's not for you, that's a fine answer too.
[04:08] Jonas Whitley: Great. Thanks Amara.
[04:10] Amara Nwosu: Thanks Jonas, speak soon.
`;

export const introWrenfield: EvalMeeting = {
  slug: 'intro-wrenfield',
  kind: 'first call (only exploring)',
  title: 'Wrenfield Creative × Tempora: intro call',
  startedAt: new Date('2026-11-16T10:00:00Z'),
  heldOut: true,
  participants: [
    { name: 'Amara Nwosu', email: 'amara.nwosu@tempora.io' },
    { name: 'Jonas Whitley', email: 'jonas.whitley@wrenfield.co.uk' },
  ],
  segments: parseTranscriptScript(TRANSCRIPT),
  actionItems: [
    {
      gist: ['Send a short recorded demo built around a creative agency', 'Send the recorded demo'],
      owner: 'Amara Nwosu',
      due: '2026-11-16',
    },
    { gist: 'Forward the recorded demo to Kit and Ross', owner: 'Jonas Whitley', due: null },
    {
      gist: ['Check in with Jonas in the new year about a live demo', 'Check in in the new year'],
      owner: 'Amara Nwosu',
      due: null,
    },
  ],
  keyFacts: [
    {
      id: 'exploring',
      kind: 'risk',
      says: 'Only exploring: no project, no budget, busy with client work until Christmas',
      accept: ['exploring', 'no project', 'Christmas'],
    },
    {
      id: 'no-budget',
      kind: 'budget',
      says: 'No budget for it yet',
      accept: ['no budget', 'not budgeted', 'unbudgeted', ['budget', 'yet'], ['budget', 'none']],
    },
    {
      id: 'price-range',
      kind: 'price',
      says: 'About £8 to £12 a user a month, depending on the plan',
      accept: ['8 to 12', ['8', '12', 'month']],
    },
    {
      id: 'founders',
      kind: 'decision_maker',
      says: 'The founders, Kit and Ross, make the call; Jonas brings a recommendation',
      accept: ['Kit', 'Ross', 'founder'],
    },
    {
      id: 'next-quarter',
      kind: 'timeline',
      says: 'A decision sometime next quarter at the earliest',
      accept: ['next quarter'],
    },
    {
      id: 'double-booked',
      kind: 'pain_point',
      says: 'Two designers booked on three projects at once; a client launch slipped a week',
      accept: ['3 project', ['launch', 'slip'], 'double book', 'overbook', ['designer', 'book']],
    },
    {
      id: 'spreadsheet',
      kind: 'pain_point',
      says: 'Resourcing in a shared spreadsheet, with Harvest hours copied in every Friday',
      accept: ['spreadsheet'],
    },
    { id: 'float', kind: 'competitor', says: "Looked at Float's website", accept: ['Float'] },
  ],
  crm: [
    { property: 'dealtype', value: 'newbusiness' },
    { property: 'decision_timeline', value: 'next_quarter' },
    { property: 'budget_confirmed', value: 'false' },
    { property: 'industry', value: 'MARKETING_AND_ADVERTISING' },
    { property: 'numberofemployees', value: '70' },
    { property: 'competitors', facts: [{ id: 'float', says: 'Float', accept: ['Float'] }] },
    {
      property: 'pain_points',
      facts: [
        {
          id: 'resourcing',
          says: 'Designers double-booked; resourcing in a spreadsheet',
          accept: ['spreadsheet', 'double book', 'overbook', ['designer', 'book'], ['launch', 'slip']],
        },
      ],
    },
    {
      property: 'hs_next_step',
      facts: [
        {
          id: 'demo',
          says: 'Recorded demo; check in in the new year',
          accept: ['recorded demo', ['demo', 'record'], 'new year'],
        },
      ],
    },
    {
      property: 'description',
      facts: [
        { id: 'size', says: 'Creative agency of about 70 people', accept: ['70', 'creative agency'] },
        {
          id: 'resourcing',
          says: 'Exploring resource planning',
          accept: ['resourc', 'exploring', 'capacity'],
        },
      ],
    },
    { property: 'amount', value: null },
    { property: 'seats', value: null },
    { property: 'dealstage', value: null },
    { property: 'hs_priority', value: null },
    { property: 'products_of_interest', value: null },
    { property: 'closedate', value: null },
    { property: 'contract_start_date', value: null },
    { property: 'contract_renewal_date', value: null },
    { property: 'is_strategic_account', value: null },
  ],
  questions: [
    {
      id: 'budget',
      question: 'Do they have a budget?',
      facts: [
        {
          id: 'no',
          says: 'No budget yet',
          accept: [
            'no budget',
            'not budgeted',
            'unbudgeted',
            ['budget', 'yet'],
            ['budget', 'none'],
            ['not', 'budget'],
          ],
        },
      ],
    },
    {
      id: 'timing',
      question: 'When might they decide?',
      facts: [{ id: 'next-quarter', says: 'Sometime next quarter', accept: ['next quarter'] }],
    },
    {
      id: 'problem',
      question: 'What problem are they trying to solve?',
      facts: [
        {
          id: 'resourcing',
          says: 'Resourcing in a spreadsheet: designers double-booked, a launch slipped',
          accept: [
            'spreadsheet',
            'double book',
            'overbook',
            ['designer', 'book'],
            ['launch', 'slip'],
            'resourcing',
          ],
        },
      ],
    },
    {
      id: 'tools',
      question: 'What do they use today?',
      facts: [
        { id: 'harvest', says: 'Harvest for time', accept: ['Harvest'] },
        { id: 'spreadsheet', says: 'A shared spreadsheet for resourcing', accept: ['spreadsheet'] },
      ],
    },
    {
      id: 'decision-maker',
      question: 'Who makes the decision?',
      facts: [{ id: 'founders', says: 'The founders, Kit and Ross', accept: ['Kit', 'Ross', 'founder'] }],
    },
    {
      id: 'price',
      question: 'What did we say about price?',
      facts: [{ id: 'range', says: '£8 to £12 a user a month', accept: ['8 to 12', ['8', '12']] }],
    },
    {
      id: 'competitors',
      question: 'Are they looking at anyone else?',
      facts: [{ id: 'float', says: 'Float (its website only)', accept: ['Float'] }],
    },
    {
      id: 'next-steps',
      question: 'What are the next steps?',
      facts: [
        { id: 'demo', says: 'A recorded demo today', accept: ['recorded demo', ['demo', 'record']] },
        { id: 'check-in', says: 'Check in in the new year', accept: ['new year', 'January'] },
      ],
    },
    {
      id: 'size',
      question: 'How big is Wrenfield?',
      facts: [{ id: '70', says: 'About 70 people in two studios', accept: ['70'] }],
    },
  ],
};
