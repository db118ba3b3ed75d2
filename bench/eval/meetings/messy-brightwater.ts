import type { EvalMeeting } from '../eval-meeting';
import { parseTranscriptScript } from '../transcript-script';

/*
 * The messy one: an onboarding check-in that turns into an expansion negotiation when the VP joins
 * late. Cross-talk (overlapping segments), fillers, self-corrections, numbers said in words, a
 * speaker the transcript could not name, a garbled product name. Tuesday 14 July 2026, 16:00 UTC,
 * 31 minutes.
 */

const TRANSCRIPT = `
[00:00] Tyrone Jackson: Okay, I think, uh, I think we're all here? Gary, Ana, can you hear us?
[00:05] Gary Doyle: Yeah, yeah we're, hold on, Ana's just grabbing a, okay, we're good.
[00:10] Ana Sousa: Hi, sorry, hi everyone.
[00:12] Tyrone Jackson: No worries. So, um, today's plan was really Mei walking you through the onboarding plan for Fresno, where we are, dates, that kind of thing. Mei, you wanna kick off?
[00:22] Mei Chen: Sure. So, um, the plan we agreed in June had go-live on July twenty-seventh, but, uh, I heard there's an issue with the scanners?
[00:31-00:36] Gary Doyle: Yeah so the scanners, the Zebra ones, they're not
[00:33-00:35] Mei Chen: Oh, okay.
[00:35] Gary Doyle: they're not coming till the twenty-fourth now. The reseller pushed it. So twenty scanners on the twenty-fourth, which is like, that's three days before go-live, that's not gonna work.
[00:46] Mei Chen: No, that's too tight. We need at least a week with scanners in hand for the pickers to, you know, practice. So I'd say we move go-live to, um, August third. The Monday.
[00:57] Ana Sousa: August third works for me. Honestly better, the, the pickers are, some of them are nervous.
[01:03] Gary Doyle: Yeah August third. Let's, let's do that.
[01:06] Mei Chen: Okay, great, so go-live Fresno August third. I'll send you the revised onboarding plan with the new dates by Thursday.
[01:13] Gary Doyle: And I'll chase the reseller on the scanners and, and let Mei know if it moves again.
[01:18] Mei Chen: Thank you. Then the other big thing is the SKU data. Ana, how's the, the item master looking?
[01:24] Ana Sousa: Um. Not great? So we have, what is it, two hundred and fifty, no, sorry, twelve hundred and fifty SKUs. Twelve hundred fifty. And about, I'd say thirty percent of them don't have barcodes in the system. Like they have a barcode on the case but it's not in NetSuite.
[01:41] Mei Chen: Okay, thirty percent is, yeah, that's a lot, but it's fixable. We just need the list. If you send me the SKU master as a spreadsheet I can flag the missing ones.
[01:50] Ana Sousa: Yeah I can send that by Friday.
[01:53] Mei Chen: Perfect. And then training, I was thinking, um, I'll run the picker training on the twenty-eighth, on site, once the scanners are there.
[02:01] Ana Sousa: Twenty-eighth is fine, mornings though, the afternoon shift is short-staffed.
[02:05] Mei Chen: Mornings, got it.
[02:07] ?: Sorry, is this, am I in the right
[02:09] Steve Marino: Hey, it's Steve, sorry I'm late, I was in the, the other thing ran over.
[02:13] Gary Doyle: Hey Steve. We were just doing the Fresno onboarding stuff.
[02:16] Steve Marino: Yeah, look, sorry to barge in but I actually wanna use the time for Reno, if that's okay. We're opening the Reno warehouse on September first and I need to know if we're putting, uh, Pallet Lee in there too or not.
[02:28] Tyrone Jackson: Sure, happy to switch. Mei, do you have what you need for Fresno?
[02:32] Mei Chen: I do, yeah, we covered it.
[02:34] Steve Marino: Great. So, Reno. Here's my problem. Our NetSuite partner is pitching us their WMS module for Reno, says it's cheaper because we already have NetSuite. And I kinda need a reason not to do that.
[02:47-02:52] Tyrone Jackson: Yeah, so, I mean the honest
[02:49-02:51] Steve Marino: And don't just say it's better.
[02:52] Tyrone Jackson: Ha, no, fair. The honest answer is two things. One, you'd have two systems, Fresno on us and Reno on NetSuite, and your team moves between warehouses. Two, the pick accuracy. Gary, what's the mis-pick rate today in Fresno?
[03:06] Gary Doyle: Before you, like, manually? We mis-pick about three percent of orders. Three percent. It's a lot of credits to customers.
[03:13] Tyrone Jackson: And with scan-to-pick we typically see that go under half a percent. So that's the case.
[03:19] Steve Marino: Okay. Okay, I get it. How many, what would Reno need, seats-wise?
[03:24] Gary Doyle: Reno's smaller. Twelve, I think. Twelve seats.
[03:28] Ana Sousa: No, fifteen. Twelve pickers plus the three leads. Fifteen.
[03:32] Gary Doyle: Right, right, fifteen. Sorry. Fifteen.
[03:35] Tyrone Jackson: Fifteen seats. And you'd want the NetSuite connector in Reno as well, same as Fresno? That's the integrations pack.
[03:41] Steve Marino: Yeah obviously, everything goes through NetSuite.
[03:44] Tyrone Jackson: Okay. So since you're already a customer I'd keep you at the Fresno rate, which is twenty-eight hundred a seat per year including the integrations pack. Fifteen seats, that's forty-two thousand a year.
[03:57] Steve Marino: Forty-two. Hmm. Can you do forty?
[04:00] Tyrone Jackson: Uh, let me think. If, if you can sign by the end of this month, I can do forty thousand flat for the first year.
[04:08] Steve Marino: End of July. Okay. I can do that. I have the budget, it's in the Reno opening budget, that's already approved.
[04:15] Tyrone Jackson: And do you need anybody else to sign off? Board, CFO?
[04:19] Steve Marino: No. Under fifty thousand it's my signature. I'm the one.
[04:23] Tyrone Jackson: Perfect. So the Reno contract would start September first, when the warehouse opens?
[04:28] Steve Marino: September first, yeah.
[04:30] Tyrone Jackson: Then I'll send you the Reno quote tomorrow, fifteen seats, forty thousand, integrations pack included.
[04:36] Steve Marino: Send it over and I'll get the order form signed by July thirty-first.
[04:41] ?: yeah
[04:42] Gary Doyle: One thing, for Reno, could Mei do the same onboarding, like, the same plan?
[04:47] Mei Chen: Yes, we'd reuse the Fresno plan, it'll be faster the second time. We'd start in August, after Fresno's live.
[04:54] Steve Marino: Good. Sorry again for hijacking, Gary.
[04:57] Gary Doyle: Ha, no, it's your meeting really.
[05:00] Tyrone Jackson: Great, thanks all. Talk soon.
`;

export const messyBrightwater: EvalMeeting = {
  slug: 'messy-brightwater',
  kind: 'messy (cross-talk, agenda change)',
  title: 'Brightwater Foods × Palletly: onboarding check-in',
  startedAt: new Date('2026-07-14T16:00:00Z'),
  participants: [
    { name: 'Tyrone Jackson', email: 'tyrone.jackson@palletly.com' },
    { name: 'Mei Chen', email: 'mei.chen@palletly.com' },
    { name: 'Gary Doyle', email: 'gdoyle@brightwaterfoods.com' },
    { name: 'Ana Sousa', email: 'asousa@brightwaterfoods.com' },
    { name: 'Steve Marino', email: 'smarino@brightwaterfoods.com' },
  ],
  segments: parseTranscriptScript(TRANSCRIPT),
  actionItems: [
    { gist: 'Send the revised onboarding plan with the new dates', owner: 'Mei Chen', due: '2026-07-16' },
    {
      gist: 'Chase the reseller on the scanners and let Mei know if it moves',
      owner: 'Gary Doyle',
      due: null,
    },
    { gist: 'Send the SKU master as a spreadsheet', owner: 'Ana Sousa', due: '2026-07-17' },
    { gist: 'Run the picker training on site', owner: 'Mei Chen', due: '2026-07-28' },
    {
      gist: 'Send the Reno quote: fifteen seats, forty thousand, integrations pack included',
      owner: 'Tyrone Jackson',
      due: '2026-07-15',
    },
    { gist: 'Get the Reno order form signed', owner: 'Steve Marino', due: '2026-07-31' },
  ],
  keyFacts: [
    {
      id: 'go-live',
      kind: 'decision',
      says: 'Fresno go-live moved from July 27 to August 3',
      accept: ['August 3'],
    },
    {
      id: 'scanners',
      kind: 'risk',
      says: '20 Zebra scanners delayed to July 24',
      accept: [['scanner', '24'], ['scanner', 'delay'], 'Zebra'],
    },
    {
      id: 'skus',
      kind: 'risk',
      says: '1,250 SKUs, about 30% without barcodes in NetSuite',
      accept: ['1250', ['30 percent', 'barcode']],
    },
    {
      id: 'mispick',
      kind: 'pain_point',
      says: 'Mis-picks on about 3% of orders',
      accept: [['3 percent', 'pick'], 'mis-pick', 'mispick'],
    },
    {
      id: 'reno-seats',
      kind: 'decision',
      says: 'Reno: 15 seats (12 pickers and 3 leads)',
      accept: [
        ['15', 'seat'],
        ['Reno', '15'],
      ],
    },
    { id: 'list-price', kind: 'price', says: '$2,800 a seat, $42,000 a year', accept: ['42000', '2800'] },
    {
      id: 'agreed-price',
      kind: 'price',
      says: '$40,000 flat for the first year if signed by end of July',
      accept: ['40000'],
    },
    {
      id: 'netsuite',
      kind: 'competitor',
      says: "NetSuite partner's WMS module for Reno",
      accept: [['NetSuite', 'WMS']],
    },
    {
      id: 'steve',
      kind: 'decision_maker',
      says: 'Steve Marino signs alone under $50,000',
      accept: [
        ['Steve', 'sign'],
        ['Steve', '50000'],
      ],
    },
    {
      id: 'budget',
      kind: 'budget',
      says: 'Budget approved in the Reno opening budget',
      accept: [
        ['budget', 'approv'],
        ['Reno', 'budget'],
      ],
    },
    {
      id: 'reno-opens',
      kind: 'timeline',
      says: 'Reno opens September 1; sign by July 31',
      accept: ['September 1', 'July 31'],
    },
  ],
  crm: [
    { property: 'amount', value: '40000' },
    { property: 'seats', value: '15' },
    { property: 'dealtype', value: 'existingbusiness' },
    { property: 'products_of_interest', value: 'core_platform;integrations_pack' },
    { property: 'closedate', value: '2026-07-31' },
    { property: 'contract_start_date', value: '2026-09-01' },
    { property: 'decision_timeline', value: 'this_month' },
    { property: 'budget_confirmed', value: 'true' },
    { property: 'competitors', facts: [{ id: 'netsuite', says: 'NetSuite WMS', accept: ['NetSuite'] }] },
    {
      property: 'pain_points',
      facts: [
        { id: 'mispick', says: 'Mis-picks on 3% of orders', accept: [['3 percent'], 'mis-pick', 'mispick'] },
      ],
    },
    {
      property: 'hs_next_step',
      facts: [
        {
          id: 'quote',
          says: 'Reno quote; order form signed by July 31',
          accept: ['quote', 'order form', 'July 31'],
        },
      ],
    },
    { property: 'hs_priority', value: null },
    { property: 'is_strategic_account', value: null },
    { property: 'numberofemployees', value: null },
    { property: 'contract_renewal_date', value: null },
  ],
  questions: [
    {
      id: 'go-live',
      question: 'When is the Fresno go-live?',
      facts: [{ id: 'august-3', says: 'August 3', accept: ['August 3'] }],
    },
    {
      id: 'why-moved',
      question: 'Why did the go-live move?',
      facts: [{ id: 'scanners', says: 'The scanners arrive late, on July 24', accept: ['scanner'] }],
    },
    {
      id: 'reno-seats',
      question: 'How many seats does Reno need?',
      facts: [{ id: '15', says: '15 seats', accept: ['15'] }],
    },
    {
      id: 'reno-price',
      question: 'What price did we give for Reno?',
      facts: [{ id: '40000', says: '$40,000 for the first year', accept: ['40000'] }],
    },
    {
      id: 'signer',
      question: 'Who signs for Reno?',
      facts: [{ id: 'steve', says: 'Steve Marino', accept: ['Steve'] }],
    },
    {
      id: 'sku-data',
      question: 'What is wrong with their SKU data?',
      facts: [
        {
          id: 'barcodes',
          says: 'About 30% of 1,250 SKUs lack barcodes',
          accept: [['30 percent'], 'barcode'],
        },
      ],
    },
    {
      id: 'alternative',
      question: 'What alternative are they considering for Reno?',
      facts: [{ id: 'netsuite', says: "NetSuite's WMS module", accept: ['NetSuite'] }],
    },
    {
      id: 'reno-opening',
      question: 'When does the Reno warehouse open?',
      facts: [{ id: 'september-1', says: 'September 1', accept: ['September 1'] }],
    },
    {
      id: 'mispicks',
      question: 'How often do they mis-pick orders today?',
      facts: [{ id: '3-percent', says: 'About 3% of orders', accept: ['3 percent'] }],
    },
  ],
};
