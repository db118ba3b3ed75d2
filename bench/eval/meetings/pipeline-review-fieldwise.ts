import type { EvalMeeting } from '../eval-meeting';
import { parseTranscriptScript } from '../transcript-script';

/*
 * Internal pipeline review: a sales manager and three reps go through their deals; no customer on
 * the call. The rep linked the meeting to the Northgate deal (the discovery call's), so its CRM
 * truth is Northgate's, among the figures and dates of four other deals. Monday 23 February 2026,
 * 15:30 UTC, 33 minutes.
 */

const TRANSCRIPT = `
[00:00] Rachel Novak: Okay, let's get going, we've got thirty minutes and a lot to cover. Kevin, you're on mute.
[00:06] Kevin Osei: Sorry, there. Morning all.
[00:09] Rachel Novak: Quick state of the quarter first. Q1 quota for the team is six hundred thousand. We've closed four hundred and ten thousand. So we need a hundred and ninety more in five weeks. Commit right now is a hundred and twenty, best case another eighty. I want to leave this call with a commit number I can defend on Thursday's forecast call.
[00:31] Sofia Marchetti: Four ten includes Greenleaf?
[00:33] Rachel Novak: It does. Kevin, congrats on Greenleaf.
[00:36] Kevin Osei: Thanks. Greenleaf Landscaping signed Friday, thirty-one thousand two hundred, two-year term. I'll do the handoff to onboarding tomorrow.
[00:44] Rachel Novak: Great. Let's go deal by deal, biggest first. Kevin, Summit Roofing.
[00:49] Kevin Osei: Yeah. So, Summit. Hundred and forty thousand. Honestly it's stalled. Greg, my champion, went quiet after the pricing call three weeks ago. Two emails, one voicemail, nothing.
[00:59] Rachel Novak: Is there anyone else in there?
[01:01] Kevin Osei: Their CFO was on the first call, but I don't have a relationship with her.
[01:05] Rachel Novak: Then I don't believe Summit closes this quarter. I'm moving Summit Roofing out of the Q1 forecast, into Q2 pipeline. No offense.
[01:12] Kevin Osei: None taken, I'd do the same. I'll send Greg a breakup email today, sometimes that gets a reply.
[01:18] Rachel Novak: Good. Jordan, Northgate.
[01:21] Jordan Ellis: Northgate's in good shape. The demo on the tenth went really well, Luis's dispatchers loved the drag-and-drop board. The Dayton trial started last Monday, and after one week they've had zero double-bookings at that branch. Dana's thrilled.
[01:36] Rachel Novak: Numbers?
[01:38] Jordan Ellis: The proposal is ninety-one users, fifty-eight thousand five hundred a year. That's under their sixty thousand budget, which Mike already approved in January.
[01:47] Rachel Novak: And Housecall Pro?
[01:49] Jordan Ellis: They came in cheaper, about forty-nine thousand. But Dana told me their QuickBooks sync is one-way, and that's a deal-breaker for them. So I'm not worried about price, I'm worried about term length. Mike doesn't want anything longer than a year.
[02:03] Rachel Novak: What did you propose?
[02:05] Jordan Ellis: I'd like to offer a one-year term with a price lock, so if they renew for year two the price stays at fifty-eight five. I need your approval for the price lock, and probably finance's.
[02:15] Rachel Novak: I'm fine with it. I'll ask finance to approve the price lock by tomorrow.
[02:20] Jordan Ellis: Thanks. Then I'll send Mike the one-year proposal with the price lock by Wednesday.
[02:25] Rachel Novak: When does Mike decide?
[02:28] Jordan Ellis: That's the catch. Originally end of February, but Mike is on vacation until March ninth. Dana says he'll sign the week he's back. I've moved the close date to March thirteenth.
[02:39] Rachel Novak: And they still want to start before the season?
[02:42] Jordan Ellis: Yes, the contract would start on March sixteenth, so we have two weeks of rollout before April first.
[02:48] Rachel Novak: Has Mike actually said yes, or is it Dana saying Mike will say yes?
[02:53] Jordan Ellis: Mike joined the last ten minutes of the trial check-in on Friday. He said, and I quote, if Dayton keeps looking like this, we're doing it.
[03:01] Rachel Novak: Okay, that's bought-in. Move the stage to decision maker bought-in, and I'm putting Northgate in commit for March. And mark it high priority, it's the biggest deal we can actually close this quarter.
[03:12] Jordan Ellis: Will do.
[03:14] Rachel Novak: Sofia, Brookfield Dental.
[03:17] Sofia Marchetti: Brookfield is twenty-two thousand, eighteen users across two offices. They're comparing us with Jobber, which is honestly a fair fight for a company that small. Dr. Cho, the owner, is the decision maker, and I haven't spoken to her directly yet, only to the office manager.
[03:33] Rachel Novak: Close date?
[03:35] Sofia Marchetti: I have March thirty-first.
[03:37] Rachel Novak: Without talking to the owner, that's best case, not commit.
[03:41] Sofia Marchetti: Agreed. I'll book a call with Dr. Cho by Friday.
[03:45] Rachel Novak: Good. Anything else in best case?
[03:48] Kevin Osei: Lakeshore Pest Control, fifteen thousand. They want to buy, but their fiscal year starts in April, so probably April.
[03:55] Rachel Novak: Then it's Q2 as well. Okay. So, commit: Northgate at fifty-eight five, plus the sixty-one from the deals already in contract. That's our hundred and twenty. Best case is Brookfield at twenty-two and Lakeshore if it slips in.
[04:10] Sofia Marchetti: We're still short of the hundred ninety.
[04:12] Rachel Novak: We are. I'll say it plainly on Thursday. Better to be honest than to miss. Last thing: everyone, please update your close dates in HubSpot before Thursday's forecast call. Half the close dates in there are in January.
[04:25] Jordan Ellis: Guilty.
[04:27] Rachel Novak: That's it. Thanks everyone, go close Northgate.
`;

export const pipelineReviewFieldwise: EvalMeeting = {
  slug: 'pipeline-review-fieldwise',
  kind: 'internal pipeline review',
  title: 'Fieldwise sales: weekly pipeline review',
  startedAt: new Date('2026-02-23T15:30:00Z'),
  participants: [
    { name: 'Rachel Novak', email: 'rachel.novak@fieldwise.io' },
    { name: 'Jordan Ellis', email: 'jordan.ellis@fieldwise.io' },
    { name: 'Sofia Marchetti', email: 'sofia.marchetti@fieldwise.io' },
    { name: 'Kevin Osei', email: 'kevin.osei@fieldwise.io' },
  ],
  segments: parseTranscriptScript(TRANSCRIPT),
  actionItems: [
    { gist: 'Do the Greenleaf handoff to onboarding', owner: 'Kevin Osei', due: '2026-02-24' },
    { gist: 'Send Greg at Summit Roofing a breakup email', owner: 'Kevin Osei', due: '2026-02-23' },
    { gist: 'Ask finance to approve the price lock for Northgate', owner: 'Rachel Novak', due: '2026-02-24' },
    { gist: 'Send Mike the one-year proposal with the price lock', owner: 'Jordan Ellis', due: '2026-02-25' },
    { gist: 'Book a call with Dr. Cho', owner: 'Sofia Marchetti', due: '2026-02-27' },
    { gist: 'Update close dates in HubSpot before the forecast call', owner: null, due: '2026-02-26' },
    {
      gist: [
        'Move the Northgate stage to decision maker bought-in and mark it high priority',
        'Move the stage to decision maker bought-in',
      ],
      owner: 'Jordan Ellis',
      due: null,
    },
  ],
  keyFacts: [
    {
      id: 'quota',
      kind: 'budget',
      says: 'Q1 quota $600k, $410k closed, $190k to go',
      accept: [
        ['600000', '410000'],
        ['410000', '190000'],
      ],
    },
    {
      id: 'commit',
      kind: 'timeline',
      says: 'Commit $120k, best case $80k more',
      accept: [
        ['commit', '120000'],
        ['commit', '120'],
      ],
    },
    { id: 'greenleaf', kind: 'decision', says: 'Greenleaf closed: $31,200, two years', accept: ['31200'] },
    {
      id: 'summit-out',
      kind: 'decision',
      says: 'Summit Roofing ($140k) moved out of Q1 to Q2 pipeline',
      accept: [
        ['Summit', 'Q2'],
        ['Summit', 'out'],
      ],
    },
    {
      id: 'northgate-commit',
      kind: 'decision',
      says: 'Northgate in commit for March',
      accept: [['Northgate', 'commit']],
    },
    {
      id: 'northgate-amount',
      kind: 'price',
      says: 'Northgate: 91 users, $58,500 a year',
      accept: ['58500', 'fifty-eight five'],
    },
    {
      id: 'price-lock',
      kind: 'decision',
      says: 'One-year term with a price lock for Northgate',
      accept: ['price lock'],
    },
    {
      id: 'housecall',
      kind: 'competitor',
      says: 'Housecall Pro cheaper at about $49k, one-way QuickBooks sync',
      accept: ['Housecall'],
    },
    { id: 'jobber', kind: 'competitor', says: 'Brookfield compares with Jobber', accept: ['Jobber'] },
    {
      id: 'mike-vacation',
      kind: 'timeline',
      says: 'Mike on vacation until March 9; close moved to March 13',
      accept: ['March 13', ['March 9', 'vacation']],
    },
    {
      id: 'brookfield-owner',
      kind: 'risk',
      says: "Sofia hasn't spoken to Dr. Cho, Brookfield's decision maker",
      accept: ['Cho'],
    },
    {
      id: 'summit-stalled',
      kind: 'risk',
      says: 'Summit champion Greg went quiet',
      accept: ['Greg', ['Summit', 'stall']],
    },
  ],
  crm: [
    { property: 'amount', value: '58500' },
    { property: 'seats', value: '91' },
    { property: 'closedate', value: '2026-03-13' },
    { property: 'contract_start_date', value: '2026-03-16' },
    { property: 'dealstage', value: 'decisionmakerboughtin' },
    { property: 'hs_priority', value: 'high' },
    { property: 'decision_timeline', value: 'this_quarter' },
    { property: 'budget_confirmed', value: 'true' },
    { property: 'competitors', facts: [{ id: 'housecall', says: 'Housecall Pro', accept: ['Housecall'] }] },
    {
      property: 'hs_next_step',
      facts: [
        {
          id: 'proposal',
          says: 'One-year proposal with price lock',
          accept: ['price lock', ['one-year', 'proposal']],
        },
      ],
    },
    { property: 'pain_points', value: null },
    { property: 'numberofemployees', value: null },
    { property: 'is_strategic_account', value: null },
    { property: 'contract_renewal_date', value: null },
  ],
  questions: [
    {
      id: 'forecast',
      question: 'Where do we stand against the Q1 quota?',
      facts: [
        { id: 'closed', says: '$410k closed', accept: ['410000', 'four ten'] },
        { id: 'quota', says: '$600k quota', accept: ['600000'] },
      ],
    },
    {
      id: 'northgate',
      question: 'When will Northgate close?',
      facts: [{ id: 'march-13', says: 'March 13', accept: ['March 13'] }],
    },
    {
      id: 'northgate-value',
      question: 'How big is the Northgate deal?',
      facts: [{ id: 'amount', says: '$58,500 a year', accept: ['58500', 'fifty-eight five'] }],
    },
    {
      id: 'slipped',
      question: 'Which deals slipped out of the quarter?',
      facts: [
        { id: 'summit', says: 'Summit Roofing', accept: ['Summit'] },
        { id: 'lakeshore', says: 'Lakeshore Pest Control', accept: ['Lakeshore'] },
      ],
    },
    {
      id: 'greenleaf',
      question: 'What did Greenleaf sign for?',
      facts: [{ id: 'amount', says: '$31,200, two years', accept: ['31200'] }],
    },
    {
      id: 'brookfield-competitor',
      question: 'Who are we up against at Brookfield Dental?',
      facts: [{ id: 'jobber', says: 'Jobber', accept: ['Jobber'] }],
    },
    {
      id: 'northgate-next',
      question: 'What is the next step on Northgate?',
      facts: [
        {
          id: 'proposal',
          says: 'One-year proposal with price lock to Mike by Wednesday',
          accept: ['price lock'],
        },
      ],
    },
    {
      id: 'gap',
      question: 'How much more do we need to close this quarter?',
      facts: [{ id: 'gap', says: '$190k', accept: ['190000', '190'] }],
    },
  ],
};
