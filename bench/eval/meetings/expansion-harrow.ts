import type { EvalMeeting } from '../eval-meeting';
import { parseTranscriptScript } from '../transcript-script';

/*
 * Held out (written after the first held-out set was tuned on; nobody tuning the engine has read
 * it): an expansion call with an existing customer. A document-automation vendor's account manager
 * and customer success manager with an insurer's claims manager (today's admin, 40 seats) and its
 * head of underwriting, a new team and the budget holder. Thirty new seats at a tier price said in
 * words, co-termed with the renewal, so the deal's amount reads as a year or as this year's four
 * months. An add-on is offered and declined. Wednesday 18 November 2026, 15:00 UTC.
 */

const TRANSCRIPT = `
[00:00] Callum Reid: Hi Megan, hi Theo. Thanks for making the time. Sofia's here too, she's been looking after your claims rollout.
[00:07] Sofia Marchetti: Hi both.
[00:09] Megan Oyelaran: Hi! Theo, this is Callum, our account manager at Docklight, and Sofia, who basically saved my team last spring.
[00:17] Theo Brandt: Ha, good to meet you. Megan hasn't stopped talking about you two, which is, um, which is why I'm here.
[00:24] Callum Reid: That's lovely to hear. So Megan mentioned underwriting might want to come on board. Theo, do you want to tell me what's going on in your team?
[00:33] Theo Brandt: Sure. So I run underwriting for the commercial lines side of Harrow Mutual. Twenty-five underwriters. Every time we refer or decline a risk, we write a letter to the broker. And right now that's a Word template, copy and paste from the policy system, and then somebody checks it. It takes about forty minutes a letter. And we send, what, something like three hundred of those a month.
[01:01] Callum Reid: Forty minutes each, three hundred a month. That's, that's two hundred hours a month.
[01:07] Theo Brandt: About that, yeah. And the worse bit is the mistakes. Last quarter we sent two letters with the wrong broker's details on them. One of them went to a competing broker. That was an uncomfortable phone call.
[01:21] Megan Oyelaran: That's exactly where claims was before Docklight. Our letters went from half an hour to about five minutes.
[01:28] Sofia Marchetti: And the broker details come straight from the policy system now, so that kind of mix-up can't really happen.
[01:35] Theo Brandt: That's what sold me, honestly. Now, full disclosure, somebody in IT suggested we just use Copilot in Word and write better templates. So I have to at least answer that question.
[01:48] Callum Reid: Totally fair. The short answer is Copilot writes text, it doesn't pull the policy data and it doesn't keep an approval trail. Which, for an insurer, you kind of need.
[01:59] Theo Brandt: Yeah. Okay.
[02:01] Callum Reid: So, seats. Twenty-five underwriters, so twenty-five seats?
[02:05] Megan Oyelaran: Actually, Callum, I need five more for claims too. We've hired five handlers who start in December. So thirty new in total.
[02:13] Callum Reid: Thirty new seats of the core platform, on top of the forty you have today. So you'd be at seventy.
[02:19] Megan Oyelaran: Seventy, yes.
[02:21] Theo Brandt: What does that cost? Megan told me roughly, but I'd rather hear it from you.
[02:26] Callum Reid: Sure. Your price today is six hundred and sixty dollars a seat per year. But seventy seats takes you over our fifty-seat tier, and above fifty it's six hundred dollars a seat. So I'll put the thirty new seats at six hundred a seat, and your forty existing ones move to six hundred at the renewal as well.
[02:49] Theo Brandt: So thirty times six hundred. Eighteen thousand a year.
[02:53] Callum Reid: Eighteen thousand a year, exactly. And I'd co-term it with your existing contract, which renews on March thirty-first. So if we start the new seats on December first, this year you'd only pay for four months, that's six thousand dollars. Then from April everything renews together, seventy seats.
[03:14] Megan Oyelaran: Co-terming is good. Finance hated the two separate invoices we had with the, the pilot.
[03:20] Theo Brandt: Six thousand this year, I can do that. I have twenty thousand dollars for tooling left in this year's budget, and I'd rather spend it than lose it.
[03:30] Callum Reid: Perfect. And do you need anyone else to approve it? Procurement, your CFO?
[03:35] Theo Brandt: No. It's an addendum to the existing agreement and it's under twenty-five thousand, so it's my signature. I checked with procurement last week.
[03:45] Callum Reid: Great. Then while we're at it, there's also our analytics add-on. It gives you turnaround times per letter type, who's waiting on approvals, that kind of thing. Some underwriting teams love it.
[03:57] Theo Brandt: Not this year. Honestly, let me get the letters right first.
[04:02] Callum Reid: Understood. I could send you a one-pager on it anyway?
[04:06] Theo Brandt: No need, really. Ask me again in March, before the renewal.
[04:11] Callum Reid: Will do, I'll ask you again in March.
[04:14] Callum Reid: So, timing. When do you need underwriting live?
[04:18] Theo Brandt: The new rating rules come in on January eleventh, and every letter template changes that day. I want us on Docklight by January eleventh, so we only build the templates once.
[04:31] Sofia Marchetti: That works. Templates for a team your size take about three weeks. The one thing I'd flag is single sign-on. Your claims team logs in through Okta, so underwriting has to be added to the Okta group, and that's your IT.
[04:46] Megan Oyelaran: And IT has a change freeze from December eighteenth to January fourth. Anything not done before the freeze waits until January.
[04:55] Sofia Marchetti: Then the Okta change has to happen before December eighteenth. That's the main risk I see for January eleventh.
[05:02] Theo Brandt: Okay. I'll ask IT today to add the underwriting group to Okta. I know who to ask.
[05:08] Sofia Marchetti: Great. And I'd like to run a kick-off with your team leads. How many team leads do you have?
[05:13] Theo Brandt: Three.
[05:15] Sofia Marchetti: Then I'll run the template training for your three team leads on Wednesday, December second. Ninety minutes, remote.
[05:23] Theo Brandt: December second is fine. Morning, please.
[05:26] Sofia Marchetti: Morning it is. And I'll set up a separate underwriting workspace, so your templates don't get mixed up with the claims ones.
[05:34] Megan Oyelaran: Yes please, keep them apart.
[05:37] Callum Reid: So, paperwork. I'll send you the order form addendum by Friday: thirty seats at six hundred dollars, starting December first, co-termed to March thirty-first.
[05:48] Theo Brandt: And I'll sign it by the twenty-fifth. I'm off from the twenty-sixth for a few days.
[05:53] Callum Reid: The twenty-fifth, perfect. Megan, for provisioning I'll need the names and email addresses of the thirty new users.
[06:00] Megan Oyelaran: I'll send you the list of the thirty users by Monday. The five claims handlers and Theo's twenty-five.
[06:07] Callum Reid: Brilliant. Anything else from either of you?
[06:10] Theo Brandt: No, that's it. This was easier than I expected.
[06:14] Megan Oyelaran: Told you. Thanks Callum, thanks Sofia.
[06:17] Callum Reid: Thank you both.
`;

export const expansionHarrow: EvalMeeting = {
  slug: 'expansion-harrow',
  kind: 'expansion (new team, more seats)',
  title: 'Harrow Mutual × Docklight: underwriting expansion',
  startedAt: new Date('2026-11-18T15:00:00Z'),
  heldOut: true,
  participants: [
    { name: 'Callum Reid', email: 'callum.reid@docklight.com' },
    { name: 'Sofia Marchetti', email: 'sofia.marchetti@docklight.com' },
    { name: 'Megan Oyelaran', email: 'megan.oyelaran@harrowmutual.com' },
    { name: 'Theo Brandt', email: 'theo.brandt@harrowmutual.com' },
  ],
  segments: parseTranscriptScript(TRANSCRIPT),
  actionItems: [
    {
      gist: [
        'Send the order form addendum: thirty seats at six hundred dollars, starting December first',
        'Send the order form addendum',
      ],
      owner: 'Callum Reid',
      due: '2026-11-20',
    },
    { gist: 'Sign the order form addendum', owner: 'Theo Brandt', due: '2026-11-25' },
    {
      gist: [
        'Send the list of the thirty new users',
        'Send the names and email addresses of the thirty new users',
      ],
      owner: 'Megan Oyelaran',
      due: '2026-11-23',
    },
    { gist: 'Ask IT to add the underwriting group to Okta', owner: 'Theo Brandt', due: '2026-11-18' },
    {
      gist: 'Run the template training for the three underwriting team leads',
      owner: 'Sofia Marchetti',
      due: '2026-12-02',
    },
    {
      gist: 'Set up a separate underwriting workspace for the templates',
      owner: 'Sofia Marchetti',
      due: null,
    },
    {
      gist: [
        'Ask Theo again about the analytics add-on in March',
        'Follow up on the analytics add-on in March',
      ],
      owner: 'Callum Reid',
      due: null,
    },
  ],
  keyFacts: [
    {
      id: 'new-seats',
      kind: 'decision',
      says: '30 new seats (25 underwriters, 5 claims handlers); 70 seats in all',
      accept: [
        ['30', 'seat'],
        ['70', 'seat'],
        ['30', 'user'],
      ],
    },
    {
      id: 'seat-price',
      kind: 'price',
      says: '$600 a seat a year above the 50-seat tier (list $660)',
      accept: ['600'],
    },
    { id: 'annual', kind: 'price', says: '$18,000 a year for the new seats', accept: ['18000'] },
    {
      id: 'prorated',
      kind: 'price',
      says: '$6,000 this year (four months to March 31)',
      accept: ['6000', '4 month'],
    },
    {
      id: 'budget',
      kind: 'budget',
      says: "$20,000 for tooling left in this year's budget",
      accept: ['20000'],
    },
    {
      id: 'theo-signs',
      kind: 'decision_maker',
      says: 'Theo Brandt signs: an addendum under $25,000 needs nobody else',
      accept: [['Theo', 'sign'], ['Theo', 'signature'], ['Theo', 'approv'], ['Theo', 'decision'], '25000'],
    },
    { id: 'copilot', kind: 'competitor', says: 'IT suggested Copilot in Word instead', accept: ['Copilot'] },
    {
      id: 'letters',
      kind: 'pain_point',
      says: 'Broker letters take 40 minutes each, about 300 a month',
      accept: ['40 minute', ['300', 'letter'], ['200', 'hour']],
    },
    {
      id: 'wrong-broker',
      kind: 'pain_point',
      says: "Two letters went out with the wrong broker's details",
      accept: ['wrong broker', ['broker', 'detail'], ['broker', 'mistake']],
    },
    {
      id: 'go-live',
      kind: 'timeline',
      says: 'Underwriting live by January 11, when the new rating rules start',
      accept: ['January 11'],
    },
    {
      id: 'freeze',
      kind: 'risk',
      says: "IT's change freeze from December 18 to January 4: the Okta change must happen before it",
      accept: ['freeze', 'December 18'],
    },
    {
      id: 'co-term',
      kind: 'decision',
      says: 'Co-termed with the existing contract, which renews March 31',
      accept: ['co-term', 'coterm', 'March 31'],
    },
    {
      id: 'no-analytics',
      kind: 'decision',
      says: 'The analytics add-on declined for this year',
      accept: [
        ['analytics', 'not this year'],
        ['analytics', 'declin'],
        ['analytics', 'March'],
        ['analytics', 'not now'],
      ],
    },
  ],
  crm: [
    { property: 'amount', value: '18000', alsoAccept: ['6000'] },
    { property: 'seats', value: '30', alsoAccept: ['70'] },
    { property: 'dealstage', value: 'decisionmakerboughtin' },
    { property: 'dealtype', value: 'existingbusiness' },
    { property: 'products_of_interest', value: 'core_platform' },
    { property: 'budget_confirmed', value: 'true' },
    { property: 'decision_timeline', value: 'this_month' },
    { property: 'closedate', value: '2026-11-25' },
    { property: 'contract_start_date', value: '2026-12-01' },
    { property: 'contract_renewal_date', value: '2027-03-31' },
    { property: 'industry', value: 'FINANCIAL_SERVICES' },
    { property: 'competitors', facts: [{ id: 'copilot', says: 'Copilot in Word', accept: ['Copilot'] }] },
    {
      property: 'pain_points',
      facts: [
        {
          id: 'letters',
          says: 'Broker letters by hand, 40 minutes each; wrong broker details',
          accept: ['40 minute', 'wrong broker', ['broker', 'detail'], ['300', 'letter']],
        },
      ],
    },
    {
      property: 'hs_next_step',
      facts: [
        {
          id: 'addendum',
          says: 'Order form addendum by Friday, signed by November 25',
          accept: ['addendum', 'order form', 'November 25'],
        },
      ],
    },
    {
      property: 'description',
      facts: [
        {
          id: 'seats',
          says: '30 new seats for underwriting and claims',
          accept: [
            ['30', 'seat'],
            ['30', 'user'],
          ],
        },
        { id: 'price', says: '$600 a seat a year', accept: ['600', '18000'] },
      ],
    },
    { property: 'hs_priority', value: null },
    { property: 'numberofemployees', value: null },
    { property: 'is_strategic_account', value: null },
  ],
  questions: [
    {
      id: 'seats',
      question: 'How many seats are they adding?',
      facts: [{ id: '30', says: '30 new seats (25 underwriting, 5 claims)', accept: ['30'] }],
    },
    {
      id: 'seat-price',
      question: 'What price per seat did we agree?',
      facts: [{ id: '600', says: '$600 a seat a year', accept: ['600'] }],
    },
    {
      id: 'this-year',
      question: 'How much will they pay this year?',
      facts: [{ id: '6000', says: '$6,000 for the four months to March 31', accept: ['6000'] }],
    },
    {
      id: 'signer',
      question: 'Who signs the addendum?',
      facts: [{ id: 'theo', says: 'Theo Brandt', accept: ['Theo'] }],
    },
    {
      id: 'go-live',
      question: 'When does underwriting need to be live?',
      facts: [{ id: 'january-11', says: 'By January 11', accept: ['January 11'] }],
    },
    {
      id: 'risks',
      question: 'What could delay the rollout?',
      facts: [
        { id: 'freeze', says: "IT's change freeze from December 18", accept: ['freeze', 'December 18'] },
        { id: 'okta', says: 'The Okta group change', accept: ['Okta', 'single sign-on', 'SSO'] },
      ],
    },
    {
      id: 'analytics',
      question: 'Are they interested in the analytics add-on?',
      facts: [
        {
          id: 'not-now',
          says: 'Not this year; ask again in March',
          accept: ['not this year', 'declin', 'not now', 'not interested', 'in March', 'before the renewal'],
        },
      ],
    },
    {
      id: 'renewal',
      question: 'When does their contract renew?',
      facts: [{ id: 'march-31', says: 'March 31', accept: ['March 31'] }],
    },
    {
      id: 'why',
      question: 'Why does underwriting want Docklight?',
      facts: [
        {
          id: 'letters',
          says: 'Broker letters take 40 minutes each and went out with wrong broker details',
          accept: ['40 minute', 'wrong broker', ['broker', 'detail'], ['300', 'letter']],
        },
      ],
    },
  ],
};
