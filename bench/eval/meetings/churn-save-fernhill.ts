import type { EvalMeeting } from '../eval-meeting';
import { parseTranscriptScript } from '../transcript-script';

/*
 * Held out (written after the offline engine was tuned on the other meetings): a short churn-save
 * call. A staff-scheduling vendor's customer success manager and her head of customer success with
 * an outdoor retailer's angry operations director, who has sent his cancellation notice after two
 * broken payroll exports. A discount and free months are offered and refused; the decision is
 * deferred. Monday 30 March 2026, 16:00 UTC.
 */

const TRANSCRIPT = `
[00:00] Hana Kobayashi: Hi Dale, thanks for taking the call. I've brought in Liam O'Connor, who runs customer success here.
[00:08] Dale Whitcombe: Fine. I'll be honest, I almost didn't take it. I sent the cancellation notice on Friday and I meant it.
[00:18] Liam O'Connor: We got it. Fernhill has been with us for three years, and that's exactly why I wanted to talk to you directly. I'd like to hear what happened from you, not from the ticket.
[00:34] Dale Whitcombe: What happened is your payroll export broke. Twice. In February, and again on March thirteenth. Thirty-one of my staff were underpaid, some of them by more than two hundred dollars. I had store managers in tears, people who couldn't make rent. We ran manual corrections over a weekend.
[00:55] Dale Whitcombe: And when we opened a ticket, it took six days to get a real answer. Six days. By then we'd fixed it ourselves.
[01:07] Liam O'Connor: I'm sorry. There's no version of that that's acceptable, and I won't try to explain it away.
[01:15] Dale Whitcombe: Good, because I don't want explanations.
[01:19] Hana Kobayashi: Dale, can I tell you what we found? The export broke because of the overtime rule change we shipped in February. It handled the California split-shift rules wrong for staff who work in two stores. That's fixed since March twentieth, and we added a check that blocks an export when the totals don't match the timesheets.
[01:44] Dale Whitcombe: You told me it was fixed in February too.
[01:50] Hana Kobayashi: I know. That's fair.
[01:53] Liam O'Connor: Here's what I'd like to offer. For the renewal, twenty percent off the next year. That takes you from fourteen thousand four hundred a year to eleven thousand five hundred twenty.
[02:07] Dale Whitcombe: No. I don't want a discount. A discount doesn't buy back my staff's trust. I want payroll to work.
[02:17] Liam O'Connor: Understood. Then let me offer something else: three months free, and a named support engineer with a one-hour response on anything that touches payroll.
[02:28] Dale Whitcombe: Three months free is the same thing in a different hat. Keep it. The named engineer, that's interesting. Who?
[02:38] Liam O'Connor: Marta Silva. She's one of our senior support engineers and she's worked on the payroll integration since we built it.
[02:48] Dale Whitcombe: And what happens at the next payroll run?
[02:53] Hana Kobayashi: We'd like to sit in on it. Your next export is on April tenth. Marta and I will check the export against the timesheets with your payroll team before anything goes to ADP.
[03:08] Dale Whitcombe: Look. We've been talking to Deputy. They sent us a quote, and honestly it's close to what we pay you. Moving a hundred and twenty staff across nine stores is a pain I'd rather not have, but I'll do it if I have to.
[03:28] Liam O'Connor: I understand. What would you need to see to stay?
[03:34] Dale Whitcombe: Two clean payroll runs. April tenth and April twenty-fourth. If both are clean, I'll think about it. But I'm not deciding anything today.
[03:45] Liam O'Connor: That's fair. When does the contract end for you?
[03:50] Dale Whitcombe: It ends April thirtieth. I'll decide by April twenty-seventh, once I have both runs behind me. The notice stays on file until then.
[04:01] Liam O'Connor: Okay. On our side, as of today this is a top priority account. I'll send you a written incident report on what broke and what we changed by Thursday.
[04:15] Hana Kobayashi: And I'll set up a call with Marta and your payroll lead before the April tenth run. I'll send the invite tomorrow.
[04:26] Dale Whitcombe: Send it to Kerry Ng, she runs payroll. Not to me.
[04:32] Hana Kobayashi: Will do.
[04:34] Liam O'Connor: And Dale, the twenty percent stays on the table if you change your mind. No pressure.
[04:42] Dale Whitcombe: Noted. I think we're done for today.
[04:47] Liam O'Connor: Thank you for taking the call, Dale.
`;

export const churnSaveFernhill: EvalMeeting = {
  slug: 'churn-save-fernhill',
  kind: 'churn save',
  title: 'Fernhill Outdoor × Rosterly: cancellation call',
  startedAt: new Date('2026-03-30T16:00:00Z'),
  // Held out in the first evaluation (bench/results/eval-2026-11-24-1444.json); tuned on since.
  heldOut: false,
  participants: [
    { name: 'Hana Kobayashi', email: 'hana.kobayashi@rosterly.com' },
    { name: "Liam O'Connor", email: 'liam.oconnor@rosterly.com' },
    { name: 'Dale Whitcombe', email: 'dale.whitcombe@fernhilloutdoor.com' },
  ],
  segments: parseTranscriptScript(TRANSCRIPT),
  actionItems: [
    {
      gist: 'Send a written incident report on what broke and what we changed',
      owner: "Liam O'Connor",
      due: '2026-04-02',
    },
    {
      gist: [
        'Send the invite for a call with Marta and the payroll lead, Kerry Ng',
        'Set up a call with Marta and your payroll lead before the April 10 run',
      ],
      owner: 'Hana Kobayashi',
      due: '2026-03-31',
    },
    {
      gist: 'Check the April 10 payroll export against the timesheets with the payroll team',
      owner: 'Hana Kobayashi',
      due: '2026-04-10',
    },
    { gist: 'Decide whether to renew or cancel', owner: 'Dale Whitcombe', due: '2026-04-27' },
  ],
  keyFacts: [
    { id: 'current', kind: 'price', says: 'Pays $14,400 a year today', accept: ['14400'] },
    {
      id: 'discount-offer',
      kind: 'price',
      says: 'Offered 20% off the next year ($11,520)',
      accept: ['11520', ['20 percent', 'off'], ['20 percent', 'discount']],
    },
    {
      id: 'refused',
      kind: 'decision',
      says: 'Dale refused the discount and the three free months',
      accept: [
        "don't want a discount",
        ['discount', 'refused'],
        ['discount', 'declined'],
        ['discount', 'rejected'],
        ['discount', 'turned down'],
      ],
    },
    {
      id: 'deputy',
      kind: 'competitor',
      says: 'Deputy quoted close to the current price',
      accept: ['Deputy'],
    },
    {
      id: 'dale-decides',
      kind: 'decision_maker',
      says: 'Dale Whitcombe decides',
      accept: [
        ['Dale', 'decide'],
        ['Dale', 'decision'],
      ],
    },
    {
      id: 'criteria',
      kind: 'decision_process',
      says: 'Two clean payroll runs (April 10 and April 24) before he will consider staying',
      accept: [
        ['clean', 'payroll run'],
        ['April 10', 'April 24'],
      ],
    },
    {
      id: 'deadline',
      kind: 'timeline',
      says: 'Decides by April 27; the contract ends April 30',
      accept: ['April 27', 'April 30'],
    },
    {
      id: 'payroll',
      kind: 'pain_point',
      says: 'The payroll export broke twice; 31 staff underpaid',
      accept: ['underpaid', ['payroll export', 'broke'], ['31', 'staff']],
    },
    {
      id: 'support',
      kind: 'pain_point',
      says: 'Support took six days to answer the ticket',
      accept: ['6 day', ['support', 'slow']],
    },
    {
      id: 'notice',
      kind: 'risk',
      says: 'Cancellation notice sent and still on file',
      accept: ['cancellation notice', ['notice', 'cancel']],
    },
  ],
  crm: [
    { property: 'amount', value: '14400', alsoAccept: ['11520'] },
    { property: 'seats', value: '120' },
    { property: 'dealtype', value: 'existingbusiness' },
    { property: 'hs_priority', value: 'high' },
    { property: 'decision_timeline', value: 'next_quarter' },
    { property: 'contract_renewal_date', value: '2026-04-30' },
    { property: 'industry', value: 'RETAIL' },
    {
      property: 'competitors',
      facts: [{ id: 'deputy', says: 'Deputy', accept: ['Deputy'] }],
    },
    {
      property: 'pain_points',
      facts: [
        {
          id: 'payroll',
          says: 'Payroll export broke; staff underpaid',
          accept: ['underpaid', ['payroll', 'export'], ['payroll', 'broke']],
        },
      ],
    },
    {
      property: 'hs_next_step',
      facts: [
        {
          id: 'next',
          says: 'Incident report; check the April 10 payroll run',
          accept: ['incident report', 'April 10', ['payroll', 'run']],
        },
      ],
    },
    {
      property: 'description',
      facts: [
        {
          id: 'churn',
          says: 'Cancellation notice after payroll failures',
          accept: ['cancel', 'cancellation', 'payroll'],
        },
        { id: 'deadline', says: 'Decision by April 27', accept: ['April 27'] },
      ],
    },
    { property: 'budget_confirmed', value: null },
    { property: 'closedate', value: null },
    { property: 'contract_start_date', value: null },
    { property: 'products_of_interest', value: null },
    { property: 'dealstage', value: null },
  ],
  questions: [
    {
      id: 'why-cancel',
      question: 'Why does the customer want to cancel?',
      facts: [
        {
          id: 'payroll',
          says: 'The payroll export broke twice and staff were underpaid',
          accept: ['underpaid', ['payroll', 'export'], ['payroll', 'broke']],
        },
        { id: 'support', says: 'Support took six days', accept: ['6 day', ['support', 'slow']] },
      ],
    },
    {
      id: 'offers',
      question: 'What did we offer to keep them?',
      facts: [
        { id: 'discount', says: '20% off the next year', accept: ['20 percent', '11520'] },
        { id: 'free-months', says: 'Three months free', accept: [['3 month', 'free']] },
      ],
    },
    {
      id: 'response',
      question: 'How did he react to the discount?',
      facts: [
        {
          id: 'refused',
          says: 'He refused it: he wants payroll to work',
          accept: [
            "don't want a discount",
            'refused',
            'declined',
            'rejected',
            'turned it down',
            'want payroll to work',
          ],
        },
      ],
    },
    {
      id: 'decide-by',
      question: 'When will he decide?',
      facts: [{ id: 'april-27', says: 'By April 27', accept: ['April 27'] }],
    },
    {
      id: 'conditions',
      question: 'What does he need to see to stay?',
      facts: [
        {
          id: 'clean-runs',
          says: 'Two clean payroll runs, April 10 and April 24',
          accept: [
            ['clean', 'payroll'],
            ['April 10', 'April 24'],
          ],
        },
      ],
    },
    {
      id: 'competitor',
      question: 'Which competitor is he talking to?',
      facts: [{ id: 'deputy', says: 'Deputy', accept: ['Deputy'] }],
    },
    {
      id: 'current-price',
      question: 'How much do they pay us today?',
      facts: [{ id: 'current', says: '$14,400 a year', accept: ['14400'] }],
    },
    {
      id: 'root-cause',
      question: 'What caused the payroll problem?',
      facts: [
        {
          id: 'overtime',
          says: "February's overtime rule change mishandled California split shifts",
          accept: ['overtime', 'split-shift', 'split shift'],
        },
      ],
    },
  ],
};
