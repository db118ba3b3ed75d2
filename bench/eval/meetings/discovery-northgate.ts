import type { EvalMeeting } from '../eval-meeting';
import { parseTranscriptScript } from '../transcript-script';

/*
 * Discovery call: a field-service software seller and a plumbing and heating contractor with three
 * branches. Tuesday 3 February 2026, 16:00 UTC, 26 minutes. No price is discussed yet.
 */

const TRANSCRIPT = `
[00:00] Jordan Ellis: Hi Dana, hi Luis. Can you hear me all right?
[00:04] Dana Whitfield: Loud and clear. Luis is here with me in the Columbus office.
[00:08] Luis Ortega: Morning, Jordan. Well, afternoon for you, I guess.
[00:12] Jordan Ellis: Ha, it's still morning in Denver, barely. Thanks for making the time, both of you. I know February is supposed to be your quieter month, but I'm guessing the furnace calls haven't stopped.
[00:24] Dana Whitfield: They never stop. We had a cold snap last week and the phones didn't stop ringing for three days.
[00:31] Jordan Ellis: I bet. So my plan for today is to understand how you run scheduling and dispatch now, what's not working, and whether Fieldwise is even a fit. No demo today, I promise. Does that work?
[00:43] Dana Whitfield: That works. We've sat through enough demos.
[00:47] Jordan Ellis: Fair enough. Can you give me the quick picture of Northgate? How big are you these days?
[00:52] Dana Whitfield: Sure. Northgate Plumbing and Heating, we're in Ohio, three branches: Columbus, Dayton and Cincinnati. We have eighty-five technicians in the field, and about a hundred and forty people all in, counting the office, the warehouse and the sales guys.
[01:10] Jordan Ellis: And the work is mostly residential?
[01:13] Dana Whitfield: About seventy percent residential service and replacement, the rest light commercial. Restaurants, small offices, a couple of schools.
[01:22] Jordan Ellis: Got it. Luis, you run dispatch. Walk me through a normal morning.
[01:27] Luis Ortega: So I've got six dispatchers across the three branches. Calls come in, the CSR writes the job into our spreadsheet, and then the dispatcher puts it on the whiteboard and texts the tech. Each branch has its own spreadsheet. It's, honestly, it's held together with tape.
[01:46] Jordan Ellis: How do you see who's available across branches?
[01:49] Luis Ortega: We call each other. Literally, Dayton calls Columbus and asks if anybody's free near Springfield.
[01:56] Jordan Ellis: What does that cost you, when it goes wrong?
[02:00] Luis Ortega: Double-booked jobs, mostly. I counted for a month and we double-book around fifteen jobs a week. Two techs show up at the same house, or worse, nobody shows up and the customer calls us angry.
[02:14] Dana Whitfield: And those customers leave reviews. We lost a school district contract last fall partly because of missed appointments.
[02:21] Jordan Ellis: That's painful. What happens after the job's done?
[02:25] Dana Whitfield: The tech fills out a paper work order, drives it back to the branch at the end of the day, and the office types it into QuickBooks. On average an invoice goes out nine days after the job. Nine days. Our cash flow hates it.
[02:41] Jordan Ellis: You're on QuickBooks Online or Desktop?
[02:44] Dana Whitfield: QuickBooks Online. We moved two years ago and we're not moving again, so whatever we buy has to sync with it.
[02:51] Jordan Ellis: Understood, that's one of our most used integrations. Have you looked at other field service tools?
[02:57] Dana Whitfield: We looked at ServiceTitan last year. It's powerful, but the quote was way beyond what we wanted to spend and they talked about a six-month implementation. We can't stop the business for six months.
[03:10] Luis Ortega: And we're also talking to Housecall Pro right now. They're doing a demo for us next week.
[03:15] Jordan Ellis: Good to know, thanks for being open about it. What did you like about Housecall Pro so far?
[03:20] Luis Ortega: The app looks simple. My techs are not tech people. Some of them have been turning wrenches for thirty years.
[03:28] Jordan Ellis: That's a really common concern. How did mobile go the last time you tried something?
[03:33] Dana Whitfield: Badly. Two years ago we rolled out a mobile timesheet app and half the technicians just stopped using it after a month. So the biggest risk for me is adoption. If the techs won't use the tablet, nothing else matters.
[03:48] Jordan Ellis: That's helpful. We usually handle that with a ride-along setup where a champion tech in each branch gets trained first. But let's come back to that. Who would use the system day to day? I'm thinking about logins.
[04:00] Dana Whitfield: All eighty-five technicians and the six dispatchers. So ninety-one users. The CSRs can share the dispatcher logins for now.
[04:09] Jordan Ellis: Ninety-one, got it. Let's talk about how you'd make a decision. Who's involved?
[04:15] Dana Whitfield: I'm leading the evaluation. Luis has to sign off that dispatch can actually work in it. But the final decision is Mike's. Mike Brennan, he owns the company.
[04:26] Jordan Ellis: And is there a budget set for this, or are we still at the stage of figuring out what it would cost?
[04:31] Dana Whitfield: There's a budget. We have sixty thousand dollars for field service software this year, and Mike signed off on that in January.
[04:40] Jordan Ellis: That's great to hear. What does the process look like from here, from your side?
[04:45] Dana Whitfield: We want a demo with the dispatch team, with our real jobs in it, not a made-up plumbing company. If we like it, a two-week trial in one branch. Probably Dayton, it's the smallest. Then Mike decides.
[04:58] Jordan Ellis: And timing?
[05:00] Dana Whitfield: We want to decide by the end of February. The AC season starts for us in April, and we need to be live before April first. There's no way we switch systems in the middle of summer.
[05:12] Jordan Ellis: That's tight but doable. Our typical rollout for your size is four to six weeks, and QuickBooks sync is set up in the first week.
[05:21] Luis Ortega: Four to six weeks including the techs? Including training?
[05:25] Jordan Ellis: Including training, yes. The ride-along model I mentioned is part of it.
[05:30] Luis Ortega: Okay. That's a lot better than six months.
[05:34] Jordan Ellis: What else would make this a no for you? Anything that would kill it?
[05:39] Dana Whitfield: If it doesn't sync invoices to QuickBooks both ways, it's a no. And Mike hates long contracts. He'll want to be able to get out after a year.
[05:48] Jordan Ellis: Noted on both. Let me suggest next steps. First, I'll send you a case study from Tri-County Mechanical, they're an HVAC company in Indiana about your size, plus a pricing overview, by Thursday.
[06:00] Dana Whitfield: That would help. Mike will ask for numbers from a company like ours.
[06:05] Jordan Ellis: Second, the demo. Could we do next Tuesday, the tenth, at ten your time, with the dispatchers?
[06:11] Luis Ortega: Tuesday the tenth works. Mornings are rough but ten is fine.
[06:15] Jordan Ellis: Great. I'll send the calendar invite for the demo today.
[06:19] Jordan Ellis: And to use your real jobs, could you export last month's job list from the spreadsheets? Even one branch is fine.
[06:26] Luis Ortega: Yeah, I can pull January from all three. I'll send it to you by Friday.
[06:31] Jordan Ellis: Perfect. Dana, on the trial, do you need to clear Dayton with Mike?
[06:35] Dana Whitfield: I do. I'll talk to Mike and confirm the Dayton trial with you by next Monday.
[06:41] Jordan Ellis: And one last thing, for the QuickBooks sync: if you have a list of the fields your office uses on invoices, custom ones especially, that would let our integration team check it before the demo.
[06:51] Dana Whitfield: Sure, I'll send you our QuickBooks invoice fields. Not sure when, it depends on our bookkeeper, but I'll get it to you.
[06:58] Jordan Ellis: No rush on that one. So to recap: case study and pricing overview from me by Thursday, invite today, January jobs from Luis by Friday, Dayton confirmation from Dana by Monday, demo on the tenth.
[07:10] Dana Whitfield: Sounds right.
[07:12] Luis Ortega: Sounds good.
[07:14] Jordan Ellis: Thanks both. Stay warm out there.
[07:17] Dana Whitfield: You too, bye Jordan.
`;

export const discoveryNorthgate: EvalMeeting = {
  slug: 'discovery-northgate',
  kind: 'discovery',
  title: 'Northgate Plumbing & Heating × Fieldwise: discovery call',
  startedAt: new Date('2026-02-03T16:00:00Z'),
  participants: [
    { name: 'Jordan Ellis', email: 'jordan.ellis@fieldwise.io' },
    { name: 'Dana Whitfield', email: 'dana.whitfield@northgateph.com' },
    { name: 'Luis Ortega', email: 'luis.ortega@northgateph.com' },
  ],
  segments: parseTranscriptScript(TRANSCRIPT),
  actionItems: [
    {
      gist: [
        'Send the Tri-County Mechanical case study and a pricing overview',
        'Send case study and pricing overview',
      ],
      owner: 'Jordan Ellis',
      due: '2026-02-05',
    },
    { gist: 'Send the calendar invite for the dispatch demo', owner: 'Jordan Ellis', due: '2026-02-03' },
    {
      gist: "Export last month's job list for January from the spreadsheets",
      owner: 'Luis Ortega',
      due: '2026-02-06',
    },
    { gist: 'Talk to Mike and confirm the Dayton trial', owner: 'Dana Whitfield', due: '2026-02-09' },
    { gist: 'Send the QuickBooks invoice fields', owner: 'Dana Whitfield', due: null },
  ],
  keyFacts: [
    { id: 'budget', kind: 'budget', says: 'Budget of $60,000, approved by Mike', accept: ['60000'] },
    {
      id: 'servicetitan',
      kind: 'competitor',
      says: 'Looked at ServiceTitan (too expensive, 6-month rollout)',
      accept: ['ServiceTitan'],
    },
    {
      id: 'housecall',
      kind: 'competitor',
      says: 'Housecall Pro demo next week',
      accept: ['Housecall Pro', 'Housecall'],
    },
    {
      id: 'decision-maker',
      kind: 'decision_maker',
      says: 'Mike Brennan, the owner, decides',
      accept: ['Mike Brennan', ['Mike', 'decision'], ['Mike', 'owner']],
    },
    {
      id: 'process',
      kind: 'decision_process',
      says: 'Demo with dispatch team, two-week trial in Dayton, then Mike decides',
      accept: [
        ['trial', 'Dayton'],
        ['2 week', 'trial'],
      ],
    },
    {
      id: 'decide-by',
      kind: 'timeline',
      says: 'Decision by end of February',
      accept: [['end of February'], ['February', 'decide'], ['February', 'decision']],
    },
    {
      id: 'live-by',
      kind: 'timeline',
      says: 'Live before April 1 (AC season)',
      accept: ['April 1', ['April', 'live'], ['April', 'season']],
    },
    {
      id: 'double-booking',
      kind: 'pain_point',
      says: 'About 15 double-booked jobs a week',
      accept: ['double book', 'double-book', ['15', 'week']],
    },
    {
      id: 'invoice-delay',
      kind: 'pain_point',
      says: 'Invoices go out 9 days after the job',
      accept: [
        ['9', 'day', 'invoice'],
        ['invoice', 'late'],
      ],
    },
    {
      id: 'adoption-risk',
      kind: 'risk',
      says: 'Technician adoption: a mobile app rollout failed two years ago',
      accept: ['adoption', ['technician', 'stop', 'using'], ['mobile', 'app', 'fail']],
    },
    {
      id: 'qbo-requirement',
      kind: 'risk',
      says: 'Must sync invoices with QuickBooks Online both ways',
      accept: ['QuickBooks'],
    },
    {
      id: 'demo-date',
      kind: 'decision',
      says: 'Demo with the dispatchers on Tuesday 10 February at ten',
      accept: [
        ['demo', 'Tuesday'],
        ['demo', '10'],
      ],
    },
  ],
  crm: [
    { property: 'seats', value: '91' },
    { property: 'numberofemployees', value: '140' },
    { property: 'budget_confirmed', value: 'true' },
    { property: 'decision_timeline', value: 'this_month' },
    {
      property: 'competitors',
      facts: [
        { id: 'servicetitan', says: 'ServiceTitan', accept: ['ServiceTitan'] },
        { id: 'housecall', says: 'Housecall Pro', accept: ['Housecall'] },
      ],
    },
    {
      property: 'pain_points',
      facts: [
        { id: 'double-booking', says: 'Double-booked jobs', accept: ['double book', 'double-book'] },
        { id: 'invoice-delay', says: 'Invoices 9 days late', accept: [['invoice', '9']] },
      ],
    },
    { property: 'hs_next_step', facts: [{ id: 'demo', says: 'Demo with dispatch', accept: ['demo'] }] },
    {
      property: 'description',
      facts: [
        { id: 'technicians', says: '85 technicians', accept: [['85', 'technician']] },
        { id: 'branches', says: 'three branches', accept: [['3', 'branch'], 'Dayton'] },
      ],
    },
    { property: 'hs_priority', value: null },
    { property: 'contract_start_date', value: null },
    { property: 'contract_renewal_date', value: null },
    { property: 'is_strategic_account', value: null },
  ],
  questions: [
    {
      id: 'decision-maker',
      question: 'Who makes the final decision?',
      facts: [{ id: 'mike', says: 'Mike Brennan, the owner', accept: ['Mike'] }],
    },
    {
      id: 'budget',
      question: 'Do they have a budget?',
      facts: [{ id: 'budget', says: '$60,000', accept: ['60000'] }],
    },
    {
      id: 'competitors',
      question: 'Which other vendors are they looking at?',
      facts: [
        { id: 'servicetitan', says: 'ServiceTitan', accept: ['ServiceTitan'] },
        { id: 'housecall', says: 'Housecall Pro', accept: ['Housecall'] },
      ],
    },
    {
      id: 'pains',
      question: 'What problems are they trying to solve?',
      facts: [
        { id: 'double-booking', says: 'Double-booked jobs', accept: ['double book', 'double-book'] },
        { id: 'invoices', says: 'Invoices nine days after the job', accept: [['invoice', '9']] },
      ],
    },
    {
      id: 'size',
      question: 'How many technicians do they have?',
      facts: [{ id: 'technicians', says: '85 technicians', accept: ['85'] }],
    },
    {
      id: 'go-live',
      question: 'When do they need to be live?',
      facts: [{ id: 'april', says: 'Before April 1', accept: ['April'] }],
    },
    {
      id: 'risks',
      question: 'What are the risks in this deal?',
      facts: [
        {
          id: 'adoption',
          says: 'Technicians may not adopt the app',
          accept: ['adoption', ['technician', 'stop', 'using']],
        },
      ],
    },
    {
      id: 'next-steps',
      question: 'What are the next steps?',
      facts: [
        {
          id: 'demo',
          says: 'Demo on Tuesday the 10th',
          accept: [
            ['demo', 'Tuesday'],
            ['demo', '10'],
          ],
        },
        { id: 'case-study', says: 'Case study by Thursday', accept: ['case study'] },
      ],
    },
    {
      id: 'accounting',
      question: 'What accounting system do they use?',
      facts: [{ id: 'qbo', says: 'QuickBooks Online', accept: ['QuickBooks'] }],
    },
  ],
};
