import type { EvalMeeting } from '../eval-meeting';
import { parseTranscriptScript } from '../transcript-script';

/*
 * A stalled deal revived: a resource-planning vendor's account executive and his sales director
 * with an advertising group's new COO, who replaced the champion, and the head of resourcing from
 * the first evaluation. Monday 19 October 2026, 15:00 UTC, 9 minutes. The March proposal is
 * referenced and a smaller one quoted; the buyer's figure is said in words ("about two hundred
 * and fifty thousand a year") and is not approved; add-ons are declined in the negative ("no, we
 * don't need SSO at this stage"); the real rival is doing nothing. After the buyers drop off, the
 * two sellers move the deal back a stage, set its priority and say leadership no longer follows it.
 */

const TRANSCRIPT = `
[00:00] Daniel Osei: Felix, Sunita, thanks for taking the call. Felix, welcome to Quillon. I gather you've been there about six weeks?
[00:09] Felix Brandt: Seven. And one of the first things on my desk was a folder labelled Loomwork, with a proposal from March in it. So I thought I'd better talk to you before I decide what to do with it.
[00:25] Daniel Osei: I appreciate that. Bridget, my director, is on too. She worked on the March proposal with me.
[00:32] Bridget Fahey: Hi Felix. Hi Sunita, good to hear you again.
[00:37] Sunita Rao: Hi both. It's been a while.
[00:40] Daniel Osei: It has. For context, Felix: Hannah Whitcombe ran the evaluation in the spring, with Sunita. We got as far as sending a contract in April, and then Hannah left in June and everything went quiet.
[00:55] Felix Brandt: Yes. I inherited Hannah's job as group COO and, it turns out, her projects. I'll be honest with you, I don't know what Hannah promised you or what you promised her, so I'd like to start from scratch. Treat me as if I've never seen you before.
[01:15] Daniel Osei: That's fair. Then let me ask the basic question. What's the problem you'd want this to solve?
[01:23] Felix Brandt: Sunita, you tell it. You live it.
[01:27] Sunita Rao: We're six agencies, about six hundred and fifty people in total. Resourcing at every agency is a Monday morning meeting and a spreadsheet. Each agency has its own spreadsheet and none of them talk to each other. So Harbour will be hiring freelancers for a campaign while Fenwick, two floors down, has three designers sitting on the bench.
[01:51] Felix Brandt: That's the part I care about. Last year we spent just over two million on freelancers across the group, and I'd bet a good chunk of that was work we already had people for.
[02:06] Sunita Rao: And over-servicing. We wrote off about nine percent of our billable hours last year, because nobody sees a project going over until the invoice goes out.
[02:17] Daniel Osei: Is that the same picture as in the spring?
[02:22] Sunita Rao: Worse, if anything. We lost two resourcing coordinators over the summer and didn't replace them.
[02:29] Felix Brandt: Because we're in a hiring freeze. Which brings me to money. The proposal in the folder is five hundred and twenty users at forty-nine dollars a month, over three years. Roughly three hundred thousand a year.
[02:44] Daniel Osei: Three hundred and five thousand seven hundred sixty a year, yes. That covered all six agencies.
[02:51] Felix Brandt: I can't get that. I've looked at what I can realistically take to the partners for next year, and it's about two hundred and fifty thousand a year. And that's not a number anyone has approved, it's my estimate of what I can defend.
[03:10] Bridget Fahey: So there's no confirmed budget yet.
[03:14] Felix Brandt: No. Nothing is approved. Next year's budgets are approved at the partners' meeting on January twelfth. Until then, everything is a proposal.
[03:23] Daniel Osei: Understood. So what would make it fit?
[03:27] Felix Brandt: Start smaller. The two smallest agencies, Pell and Marrow, are about forty people each. They can live with their spreadsheets for another year. We start with the four big ones, prove it works, then roll out.
[03:42] Sunita Rao: The four big ones come to about four hundred people who'd need a login. Producers, account teams, anyone who books time.
[03:52] Daniel Osei: Four hundred seats. Bridget, the forty-nine was a volume price at five hundred and twenty.
[03:59] Bridget Fahey: It was. But I'd rather hold it than reopen the whole negotiation. At four hundred seats I'll keep it at forty-nine per user per month. That's two hundred thirty-five thousand two hundred a year.
[04:13] Felix Brandt: On what term? Hannah's draft was three years. I'm not signing three years on something we haven't proven.
[04:21] Bridget Fahey: One year is fine at four hundred seats. If you want to go to three years later, we'll talk about price again then.
[04:31] Felix Brandt: One year. Good. And what's actually in it? The March version had a lot of extras.
[04:39] Daniel Osei: Let's go through them. The core platform, obviously, that's resourcing and timesheets. The utilisation dashboards Sunita liked are our analytics add-on, and that's included at forty-nine.
[04:50] Sunita Rao: Those I want. That's the whole point for me.
[04:54] Daniel Osei: The March proposal also had the SSO add-on and premium support. Do you still need SSO?
[05:02] Felix Brandt: No, we don't need SSO at this stage. We're moving everyone onto Google Workspace next year anyway, we can look at it then.
[05:12] Daniel Osei: And premium support?
[05:14] Felix Brandt: Take it out. Standard support is fine for a first year.
[05:19] Daniel Osei: So core platform and analytics. No SSO, no premium support.
[05:24] Felix Brandt: Yes.
[05:25] Daniel Osei: Is Float still in the picture? I know Hannah had them in too.
[05:31] Sunita Rao: They came back to us last month with a lower quote. So they're not out.
[05:38] Felix Brandt: But I'll be straight with you, Float isn't what worries me. The biggest competitor you've got is us doing nothing. The spreadsheets work, sort of. Nobody ever got fired for keeping the spreadsheets. If I go to the partners with a quarter of a million and a vague story, they'll say no, and we'll carry on as we are.
[06:03] Bridget Fahey: So what story gets it through?
[06:07] Felix Brandt: Numbers. What we spent on freelancers while our own people sat on the bench, and what the write-offs cost us. Sunita can pull that together.
[06:18] Sunita Rao: I can get last year's write-offs and freelancer spend by agency. Give me until the thirtieth.
[06:25] Felix Brandt: And I'd want to talk to another agency group that uses you. Not a case study. A person.
[06:33] Daniel Osei: I'll line up a reference call with the COO of another agency network, and I'll have a date for you by the twenty-eighth.
[06:43] Felix Brandt: Good. Then the paperwork. I need a proposal I can put into the budget submission, and submissions close on November sixth.
[06:52] Daniel Osei: I'll send you a new proposal by Thursday. Four hundred seats, forty-nine per user per month, one year, core platform and analytics, no SSO, no premium support.
[07:04] Bridget Fahey: And I'll get the forty-nine at four hundred seats signed off by our finance team by Wednesday, so Daniel's proposal is firm.
[07:14] Felix Brandt: Then I'll put it into the budget submission by the sixth. If the partners approve it on January twelfth, I'd sign that same week. Say by the fifteenth.
[07:26] Daniel Osei: January fifteenth. And when would you want to start?
[07:30] Felix Brandt: February first. January is our year-end, nobody changes tools in January.
[07:36] Daniel Osei: February first. That's clear. Thank you, Felix, this feels like a good restart.
[07:42] Felix Brandt: We'll see. Thanks both. Sunita, let's drop off.
[07:46] Sunita Rao: Bye all.
[07:48] Bridget Fahey: Well. That was better than I expected.
[07:51] Daniel Osei: Much better than silence. I'm moving it back in the CRM, though. It's been sitting at contract sent since April, and that's not true anymore.
[08:02] Bridget Fahey: Back to where?
[08:04] Daniel Osei: Qualified to buy. He's re-qualifying us, really. No approved budget, a new decision maker.
[08:11] Bridget Fahey: Agreed. And the priority?
[08:13] Daniel Osei: Medium. It's real, but nothing happens before January.
[08:17] Bridget Fahey: Fine. Is Kim still following it? It was on her strategic list in the spring.
[08:24] Daniel Osei: No. Kim took it off the strategic list when Hannah left, and I wouldn't ask her to put it back until the budget's approved.
[08:35] Bridget Fahey: Okay. Update it today, and let's look at it again after the reference call.
[08:41] Daniel Osei: Will do, I'll update it this afternoon.
`;

export const stalledQuillon: EvalMeeting = {
  slug: 'stalled-quillon',
  kind: 'stalled deal restart',
  title: 'Quillon Group × Loomwork: restarting the evaluation',
  startedAt: new Date('2026-10-19T15:00:00Z'),
  participants: [
    { name: 'Daniel Osei', email: 'daniel.osei@loomwork.com' },
    { name: 'Bridget Fahey', email: 'bridget.fahey@loomwork.com' },
    { name: 'Felix Brandt', email: 'felix.brandt@quillongroup.com' },
    { name: 'Sunita Rao', email: 'sunita.rao@quillongroup.com' },
  ],
  segments: parseTranscriptScript(TRANSCRIPT),
  actionItems: [
    {
      gist: [
        'Send a new proposal: 400 seats at $49 per user per month, one year, core platform and analytics, no SSO, no premium support',
        'Send Felix the new proposal',
      ],
      owner: 'Daniel Osei',
      due: '2026-10-22',
    },
    {
      gist: [
        'Get the $49 price at 400 seats signed off by finance',
        'Get finance sign-off on holding forty-nine at four hundred seats',
      ],
      owner: 'Bridget Fahey',
      due: '2026-10-21',
    },
    {
      gist: [
        "Pull last year's write-offs and freelancer spend by agency",
        'Get the write-off and freelancer numbers for the business case',
      ],
      owner: 'Sunita Rao',
      due: '2026-10-30',
    },
    {
      gist: [
        'Line up a reference call with the COO of another agency network',
        'Give Felix a date for a reference call',
      ],
      owner: 'Daniel Osei',
      due: '2026-10-28',
    },
    {
      gist: ['Put the proposal into the budget submission', 'Submit Loomwork in the budget submission'],
      owner: 'Felix Brandt',
      due: '2026-11-06',
    },
    {
      gist: ['Update the deal in the CRM: back to qualified to buy', 'Move the deal back in the CRM'],
      owner: 'Daniel Osei',
      due: '2026-10-19',
    },
  ],
  keyFacts: [
    {
      id: 'previous-proposal',
      kind: 'price',
      says: 'March proposal: 520 users at $49 a month over three years, $305,760 a year',
      accept: ['305760', '520', '300000'],
    },
    {
      id: 'budget',
      kind: 'budget',
      says: 'About $250,000 a year, an estimate, not approved',
      accept: ['250000', 'quarter of a million'],
    },
    {
      id: 'new-quote',
      kind: 'price',
      says: 'New quote: 400 seats at $49 per user per month, $235,200 a year',
      accept: ['235200'],
    },
    {
      id: 'scope',
      kind: 'decision',
      says: 'Start with the four big agencies, 400 seats; Pell and Marrow later',
      accept: [
        ['400', 'seat'],
        ['400', 'user'],
        ['4', 'agency'],
        ['400', 'login'],
      ],
    },
    {
      id: 'one-year',
      kind: 'decision',
      says: 'One-year term instead of three',
      accept: ['1 year', '12 month'],
    },
    {
      id: 'no-sso',
      kind: 'decision',
      says: 'No SSO and no premium support; core platform and analytics only',
      accept: [
        ['SSO', 'premium support'],
        ['SSO', 'Google Workspace'],
        ['analytics', 'core'],
      ],
    },
    { id: 'float', kind: 'competitor', says: 'Float, back with a lower quote', accept: ['Float'] },
    {
      id: 'do-nothing',
      kind: 'risk',
      says: 'The biggest rival is doing nothing and keeping the spreadsheets',
      accept: [
        'doing nothing',
        'do nothing',
        'status quo',
        ['keep', 'spreadsheet'],
        ['stay', 'spreadsheet'],
        'carry on',
      ],
    },
    {
      id: 'champion-left',
      kind: 'risk',
      says: 'Champion Hannah Whitcombe left in June; the deal went quiet',
      accept: ['Hannah'],
    },
    {
      id: 'felix',
      kind: 'decision_maker',
      says: 'Felix Brandt, the new group COO, signs; the partners approve the budget',
      accept: [
        ['Felix', 'COO'],
        ['Felix', 'sign'],
        ['Felix', 'Hannah'],
      ],
    },
    {
      id: 'process',
      kind: 'decision_process',
      says: 'Budget submissions close November 6; partners approve budgets on January 12',
      accept: ['January 12', ['partner', 'approv'], ['budget submission']],
    },
    {
      id: 'dates',
      kind: 'timeline',
      says: 'Sign by January 15, start February 1',
      accept: ['January 15', 'February 1'],
    },
    {
      id: 'freelancers',
      kind: 'pain_point',
      says: 'Freelancers hired while staff sit on the bench (over $2M on freelancers last year)',
      accept: ['freelancer', 'bench', '2000000'],
    },
    {
      id: 'write-offs',
      kind: 'pain_point',
      says: 'About 9% of billable hours written off',
      accept: ['9 percent', 'write-off', 'write off', 'written off', 'wrote off'],
    },
    {
      id: 'spreadsheets',
      kind: 'pain_point',
      says: 'Each agency resources from its own spreadsheet in a Monday meeting',
      accept: [
        ['spreadsheet', 'agency'],
        ['spreadsheet', 'resourc'],
        ['spreadsheet', 'Monday'],
      ],
    },
    {
      id: 'stage-back',
      kind: 'decision',
      says: 'Deal moved back from contract sent to qualified to buy',
      accept: ['qualified to buy', ['stage', 'back'], ['move', 'back']],
    },
  ],
  crm: [
    { property: 'amount', value: '235200' },
    { property: 'seats', value: '400' },
    { property: 'dealstage', value: 'qualifiedtobuy' },
    { property: 'dealtype', value: 'newbusiness' },
    { property: 'hs_priority', value: 'medium' },
    { property: 'decision_timeline', value: 'next_quarter' },
    { property: 'products_of_interest', value: 'core_platform;analytics_addon' },
    { property: 'budget_confirmed', value: 'false' },
    { property: 'contract_start_date', value: '2027-02-01' },
    { property: 'closedate', value: '2027-01-15' },
    { property: 'competitors', facts: [{ id: 'float', says: 'Float', accept: ['Float'] }] },
    {
      property: 'pain_points',
      facts: [
        {
          id: 'freelancers',
          says: 'Freelancers while staff are on the bench',
          accept: ['freelancer', 'bench'],
        },
        {
          id: 'write-offs',
          says: '9% of billable hours written off',
          accept: ['9 percent', 'write-off', 'write off', 'written off', 'wrote off'],
        },
      ],
    },
    {
      property: 'hs_next_step',
      facts: [{ id: 'proposal', says: 'New proposal by Thursday', accept: ['proposal'] }],
    },
    {
      property: 'description',
      facts: [
        {
          id: 'restart',
          says: 'Restarted with Felix after Hannah left',
          accept: ['Hannah', 'Felix', 'restart'],
        },
        { id: 'quote', says: '400 seats, $235,200 a year', accept: ['235200', ['400', 'seat']] },
      ],
    },
    { property: 'industry', value: 'MARKETING_AND_ADVERTISING' },
    { property: 'numberofemployees', value: '650' },
    { property: 'contract_renewal_date', value: null },
    { property: 'is_strategic_account', value: 'false' },
  ],
  questions: [
    {
      id: 'why-stalled',
      question: 'Why did this deal go quiet?',
      facts: [{ id: 'hannah', says: 'Hannah Whitcombe, the champion, left in June', accept: ['Hannah'] }],
    },
    {
      id: 'previous',
      question: 'What was in the previous proposal?',
      facts: [
        { id: 'amount', says: '$305,760 a year', accept: ['305760', '300000'] },
        { id: 'users', says: '520 users', accept: ['520'] },
      ],
    },
    {
      id: 'new-quote',
      question: 'What did we quote this time?',
      facts: [
        { id: 'seats', says: '400 seats', accept: ['400'] },
        { id: 'amount', says: '$235,200 a year', accept: ['235200'] },
      ],
    },
    {
      id: 'budget',
      question: 'What budget can Felix get, and is it approved?',
      facts: [
        { id: '250k', says: 'About $250,000 a year', accept: ['250000', 'quarter of a million'] },
        {
          id: 'not-approved',
          says: 'Not approved yet',
          accept: [['not', 'approv'], 'unapproved', ['nothing', 'approv'], 'estimate'],
        },
      ],
    },
    {
      id: 'risk',
      question: 'What is the biggest risk to this deal?',
      facts: [
        {
          id: 'do-nothing',
          says: 'Doing nothing, keeping the spreadsheets',
          accept: ['nothing', 'status quo', 'spreadsheet'],
        },
      ],
    },
    {
      id: 'sso',
      question: 'Do they need SSO?',
      facts: [
        {
          id: 'no',
          says: 'No, not at this stage',
          accept: [
            ['no', 'SSO'],
            ['not', 'SSO'],
            ['don', 'SSO'],
          ],
        },
      ],
    },
    {
      id: 'dates',
      question: 'When would they sign and start?',
      facts: [
        { id: 'sign', says: 'Sign by January 15', accept: ['January 15'] },
        { id: 'start', says: 'Start February 1', accept: ['February 1'] },
      ],
    },
    {
      id: 'competitor',
      question: 'Which other vendor is still in the running?',
      facts: [{ id: 'float', says: 'Float', accept: ['Float'] }],
    },
    {
      id: 'our-actions',
      question: 'What did we promise to send them?',
      facts: [
        { id: 'proposal', says: 'A new proposal by Thursday', accept: ['proposal'] },
        { id: 'reference', says: 'A reference call', accept: ['reference'] },
      ],
    },
  ],
};
