import type { EvalMeeting } from '../eval-meeting';
import { parseTranscriptScript } from '../transcript-script';

/*
 * Follow-up after a demo: a customer-success platform's account executive and solutions engineer
 * with a payroll software company's head of customer success, who brings her finance director.
 * Tuesday 13 October 2026, 16:00 UTC, 10 minutes. The budget is given as a range, then pinned; the
 * seat count is "everyone in customer success plus the two team leads" (the numbers come apart);
 * the price per seat is negotiated against an annual-prepay discount. Four dates that are easy to
 * mix up: the deal is signed before the board meets on the 9th (November), our contract starts
 * December 1, and ChurnZero's contract (theirs, not ours) renews January 31 with notice due
 * December 2.
 */

const TRANSCRIPT = `
[00:00] Luis Castellano: Hi Rachel. And you must be Deborah, nice to meet you. Thanks for making the time, I know October is budget season.
[00:10] Deborah Achterberg: It is. I've blocked forty minutes, so let's use them well.
[00:15] Rachel Nwosu: Deborah's here because I told her the demo went really well, and she said, great, then show me the number.
[00:24] Luis Castellano: That's fair. Mei is with me again, she ran the demo last Wednesday, so anything technical goes to her. Deborah, do you want a quick recap before we get to numbers?
[00:37] Deborah Achterberg: Short, please. I've read Rachel's notes. And for context, I run finance for the whole company, all two hundred and forty of us, so I see every tool we pay for.
[00:51] Luis Castellano: Short version, then. Your customer success team runs on ChurnZero today, and the way Rachel put it, the team doesn't trust it. The health scores don't see what's going on in Zendesk, so every CSM keeps their own spreadsheet next to it.
[01:09] Rachel Nwosu: Which is the part that drives me mad. We had three accounts cancel in September, and in every one of them the warning signs were sitting in the tickets. Angry tickets, escalations, one customer asking how to export all their data. Nobody noticed because nobody reads eight hundred tickets a week. We sell payroll software, so when a customer leaves us, they've usually been unhappy for months. We find out on the renewal call, when it's too late to do anything.
[01:43] Deborah Achterberg: What were those three worth?
[01:46] Rachel Nwosu: About ninety thousand in annual revenue between them.
[01:50] Deborah Achterberg: Okay. That's the number I care about.
[01:53] Mei Tanaka: And that's really what the demo was about. Tendwell reads the Zendesk tickets and the product usage side by side, so a health score drops when the tone of the tickets changes, not two months later when the logins stop.
[02:10] Deborah Achterberg: Does that work out of the box, or is it a project?
[02:16] Mei Tanaka: Zendesk is configuration, two days or so. The harder part is your product usage, which Rachel said sits in Snowflake. That's a second connector, and we'd set it up with your data team during onboarding. Both connectors are part of the integrations pack.
[02:35] Deborah Achterberg: And the integrations pack costs extra?
[02:38] Luis Castellano: At the tier we're talking about, it's included. I'll get to that. First I want to make sure I've got the seat count right, because it moved since the demo. Rachel, you said everyone in customer success plus the two team leads.
[02:56] Rachel Nwosu: Right. Everyone in customer success, plus the two team leads. On paper the leads sit outside the CS headcount, they report straight to me.
[03:07] Deborah Achterberg: And how many is everyone? Last time I looked it was twenty-four.
[03:12] Rachel Nwosu: It was twenty-four until August. We hired two more CSMs for the enterprise segment, so it's twenty-six now.
[03:21] Luis Castellano: Twenty-six, plus the two leads. And what about you, Rachel?
[03:25] Rachel Nwosu: I'll be on the admin account. Mei said that one doesn't take a seat.
[03:32] Mei Tanaka: Correct, the admin account is free on every plan.
[03:36] Luis Castellano: Good. So, our list price on the Growth tier is twenty-one hundred dollars per seat per year, and that tier includes the integrations pack.
[03:47] Deborah Achterberg: Twenty-one hundred times twenty-eight. That's almost fifty-nine thousand.
[03:51] Luis Castellano: Fifty-eight thousand eight hundred at list, yes.
[03:55] Deborah Achterberg: Then let me tell you where I am. Rachel told you the budget was somewhere between forty and sixty.
[04:03] Rachel Nwosu: I did, because at the time that's all I knew.
[04:08] Deborah Achterberg: Let me pin it down for you. What's in next year's plan for this line is fifty thousand. Not sixty. Fifty thousand dollars, approved, and it has to cover the tool and any services, not the tool plus services on top.
[04:26] Luis Castellano: That's really helpful, thank you. So there are two things I can do. The first: if you pay for the year up front rather than quarterly, there's a ten percent prepay discount. That takes you to eighteen ninety a seat.
[04:43] Deborah Achterberg: Which is still fifty-two thousand and something.
[04:47] Luis Castellano: Fifty-two thousand nine hundred twenty.
[04:50] Deborah Achterberg: Over my number. And for the record, we pay ChurnZero quarterly today, so paying a year up front is a concession from my side, not a favour from yours.
[05:02] Luis Castellano: Understood. What would you need per seat?
[05:06] Deborah Achterberg: Sixteen fifty.
[05:07] Luis Castellano: Sixteen fifty is below anything I can get approved. Here's where I can go. Seventeen fifty per seat, paid annually in advance, on a one-year term. Twenty-eight seats at seventeen fifty is forty-nine thousand dollars. The integrations pack is included, and onboarding is included, so there's no services line at all.
[05:29] Deborah Achterberg: Forty-nine, everything in.
[05:31] Luis Castellano: Forty-nine thousand, everything in.
[05:34] Deborah Achterberg: And year two? I don't want to save four thousand now and get hit with a twenty percent uplift next October.
[05:43] Luis Castellano: I can cap the renewal increase at five percent, and put it in the order form.
[05:51] Deborah Achterberg: A five percent cap. Okay. Rachel?
[05:54] Rachel Nwosu: If forty-nine includes the Snowflake connector and the onboarding, I'm happy.
[05:59] Deborah Achterberg: Then seventeen fifty a seat, annual prepay, renewal capped at five percent. I can live with that. And so you know who decides: anything under seventy-five thousand is mine to sign, it doesn't go to our CFO. So this is my signature.
[06:17] Luis Castellano: Great, thank you. Now timing. When does the ChurnZero contract renew?
[06:23] Rachel Nwosu: January thirty-first. And they want sixty days' notice.
[06:27] Mei Tanaka: So notice by the second of December.
[06:31] Rachel Nwosu: The second of December, yes. I checked the contract this morning.
[06:36] Luis Castellano: So you'd want to be live on Tendwell well before January thirty-first.
[06:42] Rachel Nwosu: I want an overlap. Two months of running both, so the CSMs trust the new health scores before we switch the old ones off. So we'd start on the first of December.
[06:55] Luis Castellano: Contract start December first, then. Deborah, does that work for you?
[07:01] Deborah Achterberg: Starting December first is fine. What matters to me is when it's signed. Our board meets on the ninth, that's a Monday, and that's where they approve next year's budget. I want this in the board pack as a signed contract, not as a quote. So it has to be done before the board meets on the ninth.
[07:25] Luis Castellano: Then let's aim to have it signed by Friday the sixth. That leaves you the weekend for the pack.
[07:34] Deborah Achterberg: Friday the sixth. Good.
[07:36] Luis Castellano: What sits between now and then? Legal?
[07:40] Deborah Achterberg: Our counsel will want to read your MSA, she usually needs about a week. I'll send it to her today.
[07:49] Luis Castellano: And I'll send you the revised order form tomorrow. Twenty-eight seats at seventeen fifty, annual prepay, a one-year term from December first, integrations pack and onboarding included, and the five percent renewal cap.
[08:03] Deborah Achterberg: Send it to both of us, please.
[08:07] Mei Tanaka: On my side, I'll send Rachel the Zendesk field mapping and a sandbox login by Friday, so your two team leads can try the health scores on real tickets before anything is signed.
[08:21] Rachel Nwosu: Good, they'll want that. And I need our history out of ChurnZero for the migration. I'll ask them for a full data export, and I'll have it to you by the twenty-third.
[08:35] Luis Castellano: Is there a chance ChurnZero comes back with a big discount to keep you?
[08:41] Rachel Nwosu: They will, they did it last year. But price isn't the problem, the problem is nobody uses it. A cheaper tool that nobody opens is still a waste of money.
[08:54] Deborah Achterberg: I'd add one risk from my side. If counsel finds something in the MSA we can't agree to, the board date doesn't move. We'd push this to next quarter and stay on ChurnZero another year.
[09:09] Luis Castellano: Understood. So the MSA is the one thing that could slip this. All the more reason to get it to her today.
[09:19] Deborah Achterberg: Today, yes.
[09:20] Rachel Nwosu: And I'll send ChurnZero our notice as soon as we've signed. It has to reach them by the second of December.
[09:30] Luis Castellano: Perfect. Let me play it back. Twenty-eight seats at seventeen fifty, forty-nine thousand a year, paid up front, renewal capped at five percent. Start December first, signed by Friday the sixth, ahead of your board on the ninth. Deborah signs. Order form from me tomorrow, the mapping and sandbox from Mei on Friday, the ChurnZero export from Rachel by the twenty-third.
[09:55] Deborah Achterberg: That's it. Thanks both.
[09:58] Rachel Nwosu: Thanks Luis, thanks Mei. Talk soon.
`;

export const followupCorriedale: EvalMeeting = {
  slug: 'followup-corriedale',
  kind: 'follow-up (finance)',
  title: 'Corriedale × Tendwell: follow-up with finance',
  startedAt: new Date('2026-10-13T16:00:00Z'),
  participants: [
    { name: 'Luis Castellano', email: 'luis.castellano@tendwell.io' },
    { name: 'Mei Tanaka', email: 'mei.tanaka@tendwell.io' },
    { name: 'Rachel Nwosu', email: 'rachel.nwosu@corriedale.com' },
    { name: 'Deborah Achterberg', email: 'deborah.achterberg@corriedale.com' },
  ],
  segments: parseTranscriptScript(TRANSCRIPT),
  actionItems: [
    {
      gist: [
        'Send the revised order form: 28 seats at $1,750, annual prepay, one-year term from December 1, integrations pack and onboarding included, 5% renewal cap',
        'Send the revised order form to Deborah and Rachel',
      ],
      owner: 'Luis Castellano',
      due: '2026-10-14',
    },
    {
      gist: ['Send the MSA to counsel', 'Get the MSA to legal for review'],
      owner: 'Deborah Achterberg',
      due: '2026-10-13',
    },
    {
      gist: 'Send Rachel the Zendesk field mapping and a sandbox login for the team leads',
      owner: 'Mei Tanaka',
      due: '2026-10-16',
    },
    {
      gist: [
        'Get a full data export from ChurnZero',
        'Ask ChurnZero for a full data export for the migration',
      ],
      owner: 'Rachel Nwosu',
      due: '2026-10-23',
    },
    {
      gist: ['Send ChurnZero the notice once signed', 'Give ChurnZero notice of non-renewal'],
      owner: 'Rachel Nwosu',
      due: '2026-12-02',
    },
  ],
  keyFacts: [
    {
      id: 'budget',
      kind: 'budget',
      says: 'Budget $50,000 approved for next year (first given as 40 to 60 thousand)',
      accept: ['50000', 'fifty thousand'],
    },
    {
      id: 'list-price',
      kind: 'price',
      says: 'List $2,100 per seat per year ($58,800 for 28)',
      accept: ['2100', '58800'],
    },
    {
      id: 'prepay',
      kind: 'price',
      says: '10% discount for paying annually up front ($1,890 a seat)',
      accept: [['10 percent', 'prepay'], ['10 percent', 'up front'], ['10 percent', 'upfront'], '1890'],
    },
    {
      id: 'agreed-price',
      kind: 'price',
      says: '$1,750 per seat per year, annual prepay, one-year term',
      accept: ['1750', 'seventeen fifty'],
    },
    { id: 'annual', kind: 'price', says: '$49,000 a year, everything included', accept: ['49000'] },
    {
      id: 'seats',
      kind: 'decision',
      says: '28 seats: 26 CSMs plus 2 team leads',
      accept: [
        ['28', 'seat'],
        ['26', '2', 'lead'],
        ['28', 'user'],
        ['28', 'license'],
      ],
    },
    {
      id: 'renewal-cap',
      kind: 'decision',
      says: 'Renewal increase capped at 5%',
      accept: [
        ['5 percent', 'cap'],
        ['5 percent', 'renewal'],
        ['5 percent', 'increase'],
      ],
    },
    {
      id: 'included',
      kind: 'decision',
      says: 'Integrations pack (Zendesk, Snowflake) and onboarding included',
      accept: [['integrations pack', 'includ'], ['onboarding', 'includ'], 'everything in'],
    },
    {
      id: 'churnzero',
      kind: 'competitor',
      says: 'ChurnZero, used today',
      accept: ['ChurnZero', 'Churn Zero'],
    },
    {
      id: 'churnzero-renewal',
      kind: 'timeline',
      says: 'ChurnZero renews January 31; 60 days notice, by December 2',
      accept: ['January 31', 'December 2', ['60 day', 'notice']],
    },
    {
      id: 'start',
      kind: 'timeline',
      says: 'Contract starts December 1, two months of overlap',
      accept: ['December 1'],
    },
    {
      id: 'sign-by',
      kind: 'timeline',
      says: 'Signed by Friday November 6, before the board meets on November 9',
      accept: ['November 6', ['board', '9'], ['sign', '6'], ['Friday', '6']],
    },
    {
      id: 'deborah',
      kind: 'decision_maker',
      says: 'Deborah Achterberg signs (anything under $75,000 is hers, not the CFO)',
      accept: [['Deborah', 'sign'], ['Deborah', 'decid'], ['Deborah', 'approv'], '75000'],
    },
    {
      id: 'tickets',
      kind: 'pain_point',
      says: 'Churn signs sit unseen in Zendesk tickets; they find out at the renewal call',
      accept: [
        ['ticket', 'cancel'],
        ['ticket', 'cancelled'],
        ['ticket', 'churn'],
        ['ticket', 'renewal'],
        ['ticket', 'warning'],
        ['Zendesk', 'health score'],
      ],
    },
    {
      id: 'lost-accounts',
      kind: 'pain_point',
      says: 'Three accounts worth about $90,000 cancelled in September',
      accept: ['90000', ['3 account', 'cancel'], ['3 account', 'cancelled'], ['3 customer', 'cancelled']],
    },
    {
      id: 'no-trust',
      kind: 'pain_point',
      says: "The team doesn't trust ChurnZero and keeps spreadsheets next to it",
      accept: ['spreadsheet', ['trust', 'ChurnZero'], ['nobody', 'use']],
    },
    {
      id: 'msa-risk',
      kind: 'risk',
      says: "Counsel's MSA review could push it to next quarter",
      accept: ['MSA', 'counsel', ['legal', 'review']],
    },
    {
      id: 'discount-risk',
      kind: 'risk',
      says: 'ChurnZero will likely offer a discount to keep them',
      accept: [['ChurnZero', 'discount']],
    },
  ],
  crm: [
    { property: 'amount', value: '49000' },
    { property: 'seats', value: '28' },
    { property: 'dealstage', value: 'decisionmakerboughtin' },
    { property: 'dealtype', value: 'newbusiness' },
    { property: 'hs_priority', value: null },
    { property: 'decision_timeline', value: 'this_quarter' },
    { property: 'products_of_interest', value: 'core_platform;integrations_pack' },
    { property: 'budget_confirmed', value: 'true' },
    { property: 'contract_start_date', value: '2026-12-01' },
    { property: 'closedate', value: '2026-11-06' },
    {
      property: 'competitors',
      facts: [{ id: 'churnzero', says: 'ChurnZero', accept: ['ChurnZero', 'Churn Zero'] }],
    },
    {
      property: 'pain_points',
      facts: [
        {
          id: 'tickets',
          says: 'Churn signs in Zendesk tickets nobody sees',
          accept: ['ticket', 'Zendesk'],
        },
      ],
    },
    {
      property: 'hs_next_step',
      facts: [
        { id: 'order-form', says: 'Revised order form; MSA to counsel', accept: ['order form', 'MSA'] },
      ],
    },
    {
      property: 'description',
      facts: [
        { id: 'price', says: '$1,750 a seat, $49,000 a year', accept: ['1750', '49000', 'seventeen fifty'] },
        { id: 'seats', says: '28 seats', accept: ['28'] },
      ],
    },
    { property: 'industry', value: 'COMPUTER_SOFTWARE' },
    { property: 'numberofemployees', value: '240' },
    { property: 'contract_renewal_date', value: '2027-01-31' },
    { property: 'is_strategic_account', value: null },
  ],
  questions: [
    {
      id: 'seats',
      question: 'How many seats are they buying, and for whom?',
      facts: [
        { id: '28', says: '28 seats', accept: ['28'] },
        {
          id: 'who',
          says: 'The 26 people in customer success and the 2 team leads',
          accept: [
            ['26', '2'],
            ['customer success', 'lead'],
            ['CSM', 'lead'],
          ],
        },
      ],
    },
    {
      id: 'price',
      question: 'What price per seat did we agree, and on what terms?',
      facts: [
        { id: '1750', says: '$1,750 per seat per year', accept: ['1750', 'seventeen fifty'] },
        {
          id: 'prepay',
          says: 'Paid annually in advance',
          accept: ['prepay', 'pre-pay', 'up front', 'upfront', ['annual', 'advance']],
        },
      ],
    },
    {
      id: 'annual',
      question: 'What is the deal worth per year?',
      facts: [{ id: '49000', says: '$49,000', accept: ['49000'] }],
    },
    {
      id: 'budget',
      question: 'What budget do they have for this?',
      facts: [{ id: '50000', says: '$50,000, approved', accept: ['50000', 'fifty thousand'] }],
    },
    {
      id: 'incumbent',
      question: 'What do they use today, and when does that contract end?',
      facts: [
        { id: 'churnzero', says: 'ChurnZero', accept: ['ChurnZero', 'Churn Zero'] },
        { id: 'jan-31', says: 'Renews January 31', accept: ['January 31'] },
      ],
    },
    {
      id: 'sign-by',
      question: 'By when do they want to sign, and why then?',
      facts: [
        {
          id: 'nov-6',
          says: 'By Friday November 6',
          accept: ['November 6', ['Friday', '6'], ['sign', '6']],
        },
        { id: 'board', says: 'Before the board meets on the 9th', accept: ['board'] },
      ],
    },
    {
      id: 'start',
      question: 'When does our contract start?',
      facts: [{ id: 'dec-1', says: 'December 1', accept: ['December 1'] }],
    },
    {
      id: 'signer',
      question: 'Who signs on their side?',
      facts: [{ id: 'deborah', says: 'Deborah Achterberg, the finance director', accept: ['Deborah'] }],
    },
    {
      id: 'risks',
      question: 'What could still delay the signature?',
      facts: [{ id: 'msa', says: "Counsel's review of the MSA", accept: ['MSA', 'counsel', 'legal'] }],
    },
    {
      id: 'concessions',
      question: 'What did we give them to close?',
      facts: [
        { id: 'price', says: '$1,750 instead of $2,100 list', accept: ['1750', 'seventeen fifty'] },
        { id: 'cap', says: 'Renewal increase capped at 5%', accept: ['5 percent'] },
      ],
    },
  ],
};
