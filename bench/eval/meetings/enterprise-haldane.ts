import type { EvalMeeting } from '../eval-meeting';
import { parseTranscriptScript } from '../transcript-script';

/*
 * Held out (written after the offline engine was tuned on the other meetings): a multi-threaded
 * enterprise call. A supplier-risk platform's account executive and solutions consultant with a
 * machinery group's COO (the executive sponsor, who leaves early), head of procurement, senior
 * counsel and the champion. Figures in euros, pounds and dollars, and an approval threshold the
 * price is built around. Thursday 15 October 2026, 14:00 UTC.
 */

const TRANSCRIPT = `
[00:00] Olivia Hartmann: Good afternoon everyone, thank you for making the time. Ingrid, I know you need to leave early, so I'll keep the first part tight.
[00:11] Ingrid Falk: Thank you, Olivia. Yes, I have another meeting soon. Katrin and Aidan will stay for the commercial and the legal points.
[00:21] Olivia Hartmann: Perfect. From Sentrix it's me and Samir Haddad, our solutions consultant. Tomasz, you've been our main contact so far.
[00:31] Tomasz Nowak: Yes. For everyone's benefit, Katrin runs strategic procurement for the group, and Aidan is our senior counsel, he sits in our Manchester office.
[00:42] Aidan Murphy: Hello all.
[00:44] Katrin Vogel: Hello.
[00:46] Olivia Hartmann: Ingrid, before we get into numbers, could you say in your own words why this project matters to you?
[00:56] Ingrid Falk: Of course. In March a castings supplier in Poland went into insolvency. We found out when the shipments stopped. Our plant in Dayton, Ohio, stood still for nine days. That cost us about one point four million dollars in lost output and expedited freight. And the signs were there for months: late deliveries, a change of owner, unpaid taxes. Nobody connected them.
[01:23] Ingrid Falk: Today supplier risk lives in spreadsheets that every plant keeps its own way. We are four thousand two hundred people in this group, and nobody can tell me on a Monday morning which of our critical suppliers are in trouble. I want that answer on one screen.
[01:45] Olivia Hartmann: That's very clear. So what you're buying is early warning on critical suppliers, across every plant.
[01:53] Ingrid Falk: Exactly. And I want it live before the supplier audits start in the first quarter. Go-live on the first of March at the latest.
[02:04] Samir Haddad: That's realistic. A rollout for a group your size takes ten to twelve weeks once the SAP Ariba connector is in place.
[02:15] Ingrid Falk: Good. Now, the question everyone asks me: who decides. I'm the sponsor and I sign. But our governance says any contract above seven hundred and fifty thousand euros in total value goes to the supervisory board, and the board only meets again in February. If this goes above that line, we lose the first quarter.
[02:40] Olivia Hartmann: Understood. So staying under seven hundred and fifty thousand euros in total is a hard requirement for the timing.
[02:49] Ingrid Falk: It is. Below that, I sign once Katrin and Aidan are satisfied. Katrin, over to you.
[02:57] Katrin Vogel: Thank you. So, the proposal we received: one hundred and fifty users, the core platform, the analytics add-on and the integrations pack, at two hundred forty-five thousand euros per year on a three-year term. That's seven hundred and thirty-five thousand euros.
[03:16] Katrin Vogel: I have two problems with it. First, it leaves out our UK business. Haldane UK has thirty users who need access, and your colleague quoted them separately at thirty-six thousand pounds a year. Add that and we are above the board threshold.
[03:35] Katrin Vogel: Second, we ran this as a competitive process. We have bids from Resilinc and from Prewave. Resilinc quoted two hundred and ten thousand US dollars a year, Prewave about one hundred and ninety thousand euros. I'm not saying they are the same product, Tomasz prefers yours, but I have to explain the gap in my file.
[04:00] Tomasz Nowak: I do prefer Sentrix. Prewave is strong on news monitoring but weak on the financial signals, and Resilinc's SAP connector would be a custom project for us.
[04:13] Olivia Hartmann: Thank you, that's helpful. Could we keep the UK on a separate order form, in pounds, signed by Haldane UK?
[04:23] Aidan Murphy: Let me stop you there. The threshold applies to the total value of related contracts. Putting the UK on its own paper doesn't get us under the line, and I wouldn't sign off on it.
[04:39] Olivia Hartmann: Fair enough, I'd rather know now. Then let me put one number on the table for everything. One hundred and eighty users, the group and the UK together, the core platform, analytics add-on and integrations pack, at two hundred twenty-nine thousand euros a year, fixed for three years. That's six hundred eighty-seven thousand euros in total, under the threshold.
[05:05] Katrin Vogel: Fixed for three years, no annual increase?
[05:10] Olivia Hartmann: No increase. Fixed.
[05:13] Katrin Vogel: And the UK share invoiced in pounds?
[05:17] Olivia Hartmann: Yes, we can invoice the UK share to Haldane UK in pounds, within the same contract.
[05:25] Katrin Vogel: That works for me in principle. Two hundred twenty-nine thousand, one hundred and eighty users, three years fixed. I need it in writing.
[05:37] Olivia Hartmann: I'll send you the revised proposal by tomorrow.
[05:41] Ingrid Falk: And the budget is there. We approved two hundred fifty thousand euros for supplier risk in the twenty twenty-seven operations budget, so two hundred twenty-nine fits.
[05:54] Ingrid Falk: I have to go now. Olivia, my view: if legal is satisfied and the number is the one you just said, I want to sign before Christmas. I'll take it to our executive committee on November tenth so nobody is surprised.
[06:13] Olivia Hartmann: Thank you, Ingrid. We'll make that easy for you.
[06:38] Aidan Murphy: Right, legal. Three points. One, data residency. Supplier records include personal data of supplier contacts, so I need it hosted in the EU.
[06:49] Samir Haddad: Our EU tenant runs in Frankfurt. All data stays there, backups included.
[06:56] Aidan Murphy: Good. Two, the data processing agreement. I'll need your sub-processor list with it.
[07:02] Samir Haddad: I'll send you the DPA and the sub-processor list together.
[07:08] Aidan Murphy: Three, and this is the hard one: liability. Your paper caps liability at twelve months of fees. For a tool our operations depend on, we need two times the annual fees.
[07:23] Olivia Hartmann: I can't agree to that today, our legal team owns the cap. I'll get you an answer from our legal team by October twenty-eighth.
[07:34] Aidan Murphy: That's fine. If the cap doesn't move it isn't a deal breaker, but it will slow things down. I'll send our redlines on the MSA by Wednesday the twenty-first.
[07:48] Katrin Vogel: On process, Olivia: before we can sign anything, Sentrix has to be registered as a supplier in our system. That includes an IT security questionnaire, about a hundred and twenty questions.
[08:02] Samir Haddad: We have most of it ready. I'll send the completed security questionnaire by Friday the twenty-third.
[08:11] Katrin Vogel: Good. I'll send you the supplier registration forms on Monday.
[08:16] Tomasz Nowak: On the technical side, I'd like to start the data work early. Samir, what do you need from me?
[08:26] Samir Haddad: A list of your critical suppliers with their DUNS numbers or VAT IDs, so we can show you risk scores on your own data. Forty is enough for a start.
[08:40] Tomasz Nowak: I'll send you the list of the forty critical suppliers by October thirtieth.
[08:47] Olivia Hartmann: And Katrin, on the price gap: I'd like to set up a call with a customer who made the same choice. Brenner Automotive compared us with Resilinc last year.
[09:01] Katrin Vogel: Yes, that would help me with the file.
[09:05] Olivia Hartmann: I'll arrange the reference call with Brenner.
[09:10] Katrin Vogel: So for the timeline: the revised proposal tomorrow, the security questionnaire by the twenty-third, Ingrid at the executive committee on November tenth, and we aim to sign by December eleventh. After that our year-end freeze starts.
[09:27] Olivia Hartmann: December eleventh. And the contract would start on January first, twenty twenty-seven, with the rollout running to go-live on March first.
[09:37] Katrin Vogel: Agreed.
[09:39] Tomasz Nowak: Thank you all, that was productive.
[09:43] Olivia Hartmann: Thank you, everyone.
`;

export const enterpriseHaldane: EvalMeeting = {
  slug: 'enterprise-haldane',
  kind: 'enterprise (multi-threaded)',
  title: 'Haldane Industrial Group × Sentrix: commercial and legal review',
  startedAt: new Date('2026-10-15T14:00:00Z'),
  // Held out in the first evaluation (bench/results/eval-2026-11-24-1444.json); tuned on since.
  heldOut: false,
  participants: [
    { name: 'Olivia Hartmann', email: 'olivia.hartmann@sentrix.io' },
    { name: 'Samir Haddad', email: 'samir.haddad@sentrix.io' },
    { name: 'Ingrid Falk', email: 'ingrid.falk@haldane-group.com' },
    { name: 'Katrin Vogel', email: 'katrin.vogel@haldane-group.com' },
    { name: 'Aidan Murphy', email: 'aidan.murphy@haldane-group.com' },
    { name: 'Tomasz Nowak', email: 'tomasz.nowak@haldane-group.com' },
  ],
  segments: parseTranscriptScript(TRANSCRIPT),
  actionItems: [
    {
      gist: [
        'Send the revised proposal: 180 users at €229,000 a year, fixed for three years',
        'Send the revised proposal in writing',
      ],
      owner: 'Olivia Hartmann',
      due: '2026-10-16',
    },
    { gist: 'Take it to the executive committee', owner: 'Ingrid Falk', due: '2026-11-10' },
    { gist: 'Send the DPA and the sub-processor list', owner: 'Samir Haddad', due: null },
    {
      gist: 'Get an answer from our legal team on the liability cap of two times annual fees',
      owner: 'Olivia Hartmann',
      due: '2026-10-28',
    },
    { gist: 'Send the redlines on the MSA', owner: 'Aidan Murphy', due: '2026-10-21' },
    { gist: 'Send the completed security questionnaire', owner: 'Samir Haddad', due: '2026-10-23' },
    { gist: 'Send the supplier registration forms', owner: 'Katrin Vogel', due: '2026-10-19' },
    {
      gist: 'Send the list of the forty critical suppliers with DUNS numbers or VAT IDs',
      owner: 'Tomasz Nowak',
      due: '2026-10-30',
    },
    {
      gist: ['Arrange the reference call with Brenner Automotive', 'Set up a call with a customer, Brenner'],
      owner: 'Olivia Hartmann',
      due: null,
    },
  ],
  keyFacts: [
    {
      id: 'first-proposal',
      kind: 'price',
      says: 'First proposal: 150 users at €245,000 a year, €735,000 over three years',
      accept: ['245000', '735000'],
    },
    {
      id: 'uk-quote',
      kind: 'price',
      says: 'Haldane UK (30 users) quoted separately at £36,000 a year',
      accept: ['36000'],
    },
    {
      id: 'offer',
      kind: 'price',
      says: 'New offer: 180 users at €229,000 a year, fixed for three years',
      accept: ['229000'],
    },
    { id: 'total', kind: 'price', says: '€687,000 in total', accept: ['687000'] },
    {
      id: 'budget',
      kind: 'budget',
      says: '€250,000 approved for supplier risk in the 2027 operations budget',
      accept: ['250000'],
    },
    {
      id: 'resilinc',
      kind: 'competitor',
      says: 'Resilinc bid $210,000 a year',
      accept: ['Resilinc'],
    },
    { id: 'prewave', kind: 'competitor', says: 'Prewave bid about €190,000', accept: ['Prewave'] },
    {
      id: 'sponsor',
      kind: 'decision_maker',
      says: 'Ingrid Falk, the COO and sponsor, signs',
      accept: ['Ingrid'],
    },
    {
      id: 'threshold',
      kind: 'decision_process',
      says: 'Contracts above €750,000 in total go to the supervisory board, which meets in February',
      accept: ['750000', 'supervisory board'],
    },
    {
      id: 'registration',
      kind: 'decision_process',
      says: 'Supplier registration with a security questionnaire before signing',
      accept: ['security questionnaire', ['supplier', 'registration']],
    },
    {
      id: 'sign-by',
      kind: 'timeline',
      says: 'Sign by December 11 (year-end freeze); start January 1, 2027',
      accept: ['December 11', 'January 1'],
    },
    {
      id: 'go-live',
      kind: 'timeline',
      says: 'Go-live by March 1, before the first-quarter supplier audits',
      accept: ['March 1', ['go-live', 'March']],
    },
    {
      id: 'outage',
      kind: 'pain_point',
      says: 'A Polish castings supplier went insolvent; the Dayton, Ohio plant stood still nine days (~$1.4M)',
      accept: ['1.4 million', 'Dayton', 'insolvency', 'insolvent', ['9', 'day']],
    },
    {
      id: 'spreadsheets',
      kind: 'pain_point',
      says: 'Supplier risk kept in spreadsheets, each plant its own way',
      accept: ['spreadsheet'],
    },
    {
      id: 'liability',
      kind: 'risk',
      says: 'Legal wants the liability cap at two times annual fees (Sentrix offers 12 months)',
      accept: ['liability'],
    },
    {
      id: 'one-contract',
      kind: 'decision',
      says: 'One contract for the group and the UK (the UK share invoiced in pounds); not split',
      accept: [
        ['180', 'user'],
        ['180', 'seat'],
        ['UK', 'same contract'],
        ['UK', 'pound'],
      ],
    },
    {
      id: 'eu-hosting',
      kind: 'decision',
      says: 'Data hosted in the EU tenant in Frankfurt',
      accept: ['Frankfurt', ['EU', 'host']],
    },
  ],
  crm: [
    { property: 'amount', value: '687000', alsoAccept: ['229000'] },
    { property: 'seats', value: '180' },
    { property: 'dealtype', value: 'newbusiness' },
    { property: 'decision_timeline', value: 'this_quarter' },
    { property: 'products_of_interest', value: 'core_platform;analytics_addon;integrations_pack' },
    { property: 'budget_confirmed', value: 'true' },
    { property: 'closedate', value: '2026-12-11' },
    { property: 'contract_start_date', value: '2027-01-01' },
    { property: 'industry', value: 'MACHINERY' },
    { property: 'numberofemployees', value: '4200' },
    {
      property: 'competitors',
      facts: [
        { id: 'resilinc', says: 'Resilinc', accept: ['Resilinc'] },
        { id: 'prewave', says: 'Prewave', accept: ['Prewave'] },
      ],
    },
    {
      property: 'pain_points',
      facts: [
        {
          id: 'outage',
          says: 'A supplier insolvency stopped a plant for nine days',
          accept: ['Dayton', 'insolvency', 'insolvent', ['9', 'day'], '1.4 million'],
        },
      ],
    },
    {
      property: 'hs_next_step',
      facts: [
        {
          id: 'proposal',
          says: 'Revised proposal; legal redlines; executive committee on November 10',
          accept: ['revised proposal', 'redline', 'November 10', 'security questionnaire'],
        },
      ],
    },
    {
      property: 'description',
      facts: [
        { id: 'price', says: '€229,000 a year for 180 users', accept: ['229000', '687000'] },
        { id: 'threshold', says: 'Kept under the €750,000 board threshold', accept: ['750000', 'board'] },
      ],
    },
    { property: 'hs_priority', value: null },
    { property: 'contract_renewal_date', value: null },
    { property: 'is_strategic_account', value: null },
  ],
  questions: [
    {
      id: 'offer',
      question: 'What price did we offer?',
      facts: [
        { id: 'annual', says: '€229,000 a year', accept: ['229000'] },
        { id: 'term', says: 'Fixed for three years', accept: ['3 year', 'fixed'] },
      ],
    },
    {
      id: 'decision-maker',
      question: 'Who is the decision maker?',
      facts: [{ id: 'ingrid', says: 'Ingrid Falk, the COO', accept: ['Ingrid'] }],
    },
    {
      id: 'threshold',
      question: 'What approval threshold do we have to stay under?',
      facts: [
        { id: 'amount', says: '€750,000 in total', accept: ['750000'] },
        { id: 'board', says: 'Above it, the supervisory board decides', accept: ['board'] },
      ],
    },
    {
      id: 'competitors',
      question: 'Which competitors are in the process?',
      facts: [
        { id: 'resilinc', says: 'Resilinc', accept: ['Resilinc'] },
        { id: 'prewave', says: 'Prewave', accept: ['Prewave'] },
      ],
    },
    {
      id: 'legal',
      question: 'What does their legal team need from us?',
      facts: [
        { id: 'liability', says: 'Liability cap at two times annual fees', accept: ['liability'] },
        {
          id: 'residency',
          says: 'EU hosting and a DPA with the sub-processor list',
          accept: ['Frankfurt', 'EU', 'DPA', 'sub-processor', 'data processing'],
        },
      ],
    },
    {
      id: 'go-live',
      question: 'When do they want to go live?',
      facts: [{ id: 'march-1', says: 'March 1', accept: ['March 1'] }],
    },
    {
      id: 'budget',
      question: 'Do they have budget?',
      facts: [{ id: 'budget', says: '€250,000 approved in the 2027 budget', accept: ['250000'] }],
    },
    {
      id: 'why',
      question: 'Why are they buying?',
      facts: [
        {
          id: 'outage',
          says: 'A supplier insolvency stopped the Dayton plant for nine days',
          accept: ['Dayton', 'insolvency', 'insolvent', ['9', 'day'], '1.4 million'],
        },
      ],
    },
    {
      id: 'sign-by',
      question: 'When do they plan to sign?',
      facts: [{ id: 'december-11', says: 'By December 11', accept: ['December 11'] }],
    },
  ],
};
