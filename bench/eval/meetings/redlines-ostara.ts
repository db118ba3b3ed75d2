import type { EvalMeeting } from '../eval-meeting';
import { parseTranscriptScript } from '../transcript-script';

/*
 * Held out (written after the first held-out set was tuned on; nobody tuning the engine has read
 * it): a procurement call on contract redlines. A demand-planning vendor's account executive and
 * commercial counsel with a frozen-food maker's procurement manager and legal counsel, going through
 * the customer's markup point by point: payment schedule, renewal cap, auto-renewal, termination for
 * convenience (left open, the CFO's condition), start date, governing law, data deletion, insurance.
 * No competitor and no pain is discussed; there are no seats. Thursday 3 December 2026, 17:00 UTC.
 */

const TRANSCRIPT = `
[00:00] Dominic Reyes: Hi Anjali, hi Beatriz. Thanks for making the time. I've brought Lauren Whitaker, our commercial counsel, so we can close things out on the call rather than by email.
[00:10] Lauren Whitaker: Hi both.
[00:12] Anjali Rao: Hi. Good, that's what I hoped. Beatriz and I went through your MSA and the order form, and we sent you our markup on Monday. I'd like to go through it point by point and leave with a list of what's agreed and what isn't.
[00:27] Beatriz Nunes: And for context, Lauren, this is Ostara's first contract with Pellucid, so it's going through our full new-vendor process.
[00:35] Lauren Whitaker: Understood. Let's go in your order.
[00:38] Anjali Rao: Okay. One, payment terms. Your paper says annual in advance, net thirty. We asked for quarterly in arrears, net sixty. That's our standard for software.
[00:50] Dominic Reyes: So, the commercial context first. The order form is ninety-six thousand dollars a year, for three years, so two hundred eighty-eight thousand in total. That's the core platform with premium support. Annual in advance is how we got to that price.
[01:07] Anjali Rao: I know. But I can't get annual in advance past our treasury team.
[01:12] Dominic Reyes: Then here's where I can go. Quarterly, but in advance, and net forty-five instead of thirty. So four invoices a year of twenty-four thousand.
[01:23] Anjali Rao: Quarterly in advance, net forty-five. Um. Yes, I can live with that.
[01:29] Lauren Whitaker: Great. That one's agreed.
[01:32] Anjali Rao: Two, price increases at renewal. Your draft allows up to seven percent a year. We asked for a cap of three percent.
[01:41] Lauren Whitaker: Seven is our standard, but I know it's high. Can we meet at five percent?
[01:47] Anjali Rao: A five percent cap at renewal. Fine, agreed.
[01:51] Beatriz Nunes: Three is mine. Auto-renewal. We struck the auto-renewal clause. Our policy is that nothing renews without a decision.
[02:00] Lauren Whitaker: I'd really like to keep it, for both our sakes, nobody wants a lapse in service by accident. What if we keep auto-renewal, but make the notice period ninety days instead of thirty, and we commit to send you a written reminder a hundred and twenty days before the renewal date?
[02:19] Beatriz Nunes: Ninety days notice and a reminder at a hundred and twenty. That I can take to our policy owner. Okay, agreed, on that basis.
[02:28] Beatriz Nunes: Four. And this is the big one. Termination for convenience. We asked for the right to terminate for convenience after the first year, with sixty days notice.
[02:39] Lauren Whitaker: That one I can't agree today. A three-year price only works if it's three years. I'll have to take it to our general counsel.
[02:48] Beatriz Nunes: I understand. But I have to be clear: our CFO, Graham Oakes, won't sign a three-year commitment without a way out. That's his rule, not mine.
[02:59] Dominic Reyes: Is there a version he'd accept? Say, termination after year one, but with a fee?
[03:05] Beatriz Nunes: Possibly. I'd need to see the number.
[03:08] Lauren Whitaker: Okay. I'll get you an answer from our general counsel on termination for convenience by Wednesday the ninth, with a proposal if there is one.
[03:18] Beatriz Nunes: Thank you.
[03:20] Anjali Rao: Five, the start date. We'd sign in December, but we want the contract to start on February first. Our fiscal year starts February first, and I don't want the first invoice landing in this year.
[03:34] Dominic Reyes: That's fine. Contract start February first, twenty twenty-seven. And if your team wants to get going, we can start onboarding on January eleventh at no charge, so you're live sooner.
[03:47] Anjali Rao: Oh, that's nice. Yes. So billing starts February first.
[03:51] Lauren Whitaker: And that makes the first renewal date February first, twenty thirty.
[03:56] Anjali Rao: Good.
[03:58] Beatriz Nunes: Six, governing law. Your paper says Delaware. We're in Chicago and we asked for Illinois.
[04:05] Lauren Whitaker: We can live with Illinois.
[04:08] Beatriz Nunes: Great. Seven, data at the end of the contract. We asked that you delete our data within thirty days of termination and give us a certificate of deletion.
[04:18] Lauren Whitaker: That's fine. Thirty days, with a certificate.
[04:22] Beatriz Nunes: And the data processing addendum, I'm still reviewing. I'll send our comments on the DPA by Tuesday.
[04:29] Lauren Whitaker: Okay.
[04:31] Anjali Rao: Then two procurement things. We need a certificate of insurance that shows at least five million dollars of cyber liability coverage. We can't register you as a supplier without it.
[04:43] Dominic Reyes: We carry ten million in cyber cover. I'll send the certificate of insurance today.
[04:49] Anjali Rao: Perfect. And supplier registration is in Coupa. I'll send you the Coupa supplier invite this afternoon. Your finance team fills in bank details and tax forms there.
[04:59] Dominic Reyes: Great, our finance team is quick with those.
[05:03] Dominic Reyes: On our side, I'll reissue the order form by tomorrow, with the February first start, quarterly billing in advance, net forty-five, and the five percent cap.
[05:14] Lauren Whitaker: And I'll send you the revised MSA with everything we agreed today by Monday. Illinois law, auto-renewal with ninety days notice and the reminder, the deletion clause. Termination for convenience stays open until I hear from our general counsel.
[05:31] Beatriz Nunes: That works.
[05:33] Dominic Reyes: Anjali, what does the path to signature look like from here?
[05:37] Anjali Rao: Once Beatriz clears the MSA and the DPA, it goes to Graham for signature. The budget is already approved in our plan for fiscal twenty twenty-seven, so there's no budget question. I'll put it in front of Graham for signature on Wednesday, December sixteenth.
[05:55] Dominic Reyes: And if termination for convenience isn't settled by then?
[05:59] Anjali Rao: Then it doesn't get signed on the sixteenth. And we close for the holidays from December eighteenth, so it would slip into January. Which pushes your February start too.
[06:11] Dominic Reyes: Understood. So termination for convenience is the thing to solve.
[06:16] Beatriz Nunes: It is. Everything else we settled today.
[06:20] Lauren Whitaker: Then let me recap. Agreed: quarterly in advance, net forty-five. A five percent renewal cap. Auto-renewal with ninety days notice and a reminder at a hundred and twenty. Start February first. Illinois law. Deletion within thirty days. Open: termination for convenience, with an answer by the ninth.
[06:44] Anjali Rao: And the insurance certificate today, the Coupa invite from me this afternoon, Beatriz's DPA comments by Tuesday.
[06:52] Beatriz Nunes: Correct.
[06:54] Dominic Reyes: Great. Thank you both, this was very productive.
[06:58] Anjali Rao: Thank you. Talk soon.
`;

export const redlinesOstara: EvalMeeting = {
  slug: 'redlines-ostara',
  kind: 'procurement (contract redlines)',
  title: 'Ostara Foods × Pellucid: contract redlines',
  startedAt: new Date('2026-12-03T17:00:00Z'),
  heldOut: true,
  participants: [
    { name: 'Dominic Reyes', email: 'dominic.reyes@pellucid.ai' },
    { name: 'Lauren Whitaker', email: 'lauren.whitaker@pellucid.ai' },
    { name: 'Anjali Rao', email: 'anjali.rao@ostarafoods.com' },
    { name: 'Beatriz Nunes', email: 'beatriz.nunes@ostarafoods.com' },
  ],
  segments: parseTranscriptScript(TRANSCRIPT),
  actionItems: [
    {
      gist: 'Get an answer from our general counsel on termination for convenience, with a proposal if there is one',
      owner: 'Lauren Whitaker',
      due: '2026-12-09',
    },
    {
      gist: 'Send the revised MSA with everything agreed today',
      owner: 'Lauren Whitaker',
      due: '2026-12-07',
    },
    {
      gist: [
        'Reissue the order form with the February first start, quarterly billing in advance, net forty-five and the five percent cap',
        'Reissue the order form',
      ],
      owner: 'Dominic Reyes',
      due: '2026-12-04',
    },
    { gist: 'Send the certificate of insurance', owner: 'Dominic Reyes', due: '2026-12-03' },
    { gist: 'Send the Coupa supplier invite', owner: 'Anjali Rao', due: '2026-12-03' },
    { gist: 'Send our comments on the DPA', owner: 'Beatriz Nunes', due: '2026-12-08' },
    { gist: 'Put the contract in front of Graham for signature', owner: 'Anjali Rao', due: '2026-12-16' },
  ],
  keyFacts: [
    {
      id: 'price',
      kind: 'price',
      says: '$96,000 a year for three years, $288,000 in total',
      accept: ['96000', '288000'],
    },
    {
      id: 'payment',
      kind: 'decision',
      says: 'Payment quarterly in advance, net 45 ($24,000 a quarter)',
      accept: ['net 45', ['quarterly', 'advance'], '24000'],
    },
    {
      id: 'cap',
      kind: 'decision',
      says: 'Price increases at renewal capped at 5%',
      accept: [
        ['5 percent', 'cap'],
        ['5 percent', 'renewal'],
        ['5 percent', 'increase'],
        ['5 percent', 'uplift'],
      ],
    },
    {
      id: 'auto-renewal',
      kind: 'decision',
      says: 'Auto-renewal kept with 90 days notice and a reminder 120 days before',
      accept: ['90 day', '120 day', ['auto-renewal', 'notice'], ['auto-renewal', 'reminder']],
    },
    {
      id: 'start',
      kind: 'decision',
      says: 'Contract starts February 1, 2027 (their fiscal year); onboarding from January 11 at no charge',
      accept: ['February 1'],
    },
    { id: 'law', kind: 'decision', says: 'Illinois law instead of Delaware', accept: ['Illinois'] },
    {
      id: 'deletion',
      kind: 'decision',
      says: 'Data deleted within 30 days of termination, with a certificate',
      accept: ['deletion', ['delete', '30 day']],
    },
    {
      id: 'termination',
      kind: 'risk',
      says: 'Termination for convenience still open; the CFO will not sign three years without a way out',
      accept: ['termination for convenience', ['terminat', 'convenience'], 'way out'],
    },
    {
      id: 'graham',
      kind: 'decision_maker',
      says: 'Graham Oakes, the CFO, signs',
      accept: ['Graham'],
    },
    {
      id: 'path',
      kind: 'decision_process',
      says: 'Legal clears the MSA and DPA, then the CFO signs; supplier registration in Coupa',
      accept: ['Coupa', ['DPA', 'Graham'], ['MSA', 'Graham']],
    },
    {
      id: 'insurance',
      kind: 'decision_process',
      says: 'A certificate of insurance with at least $5M of cyber cover is needed to register as a supplier',
      accept: ['certificate of insurance', 'insurance certificate', '5 million'],
    },
    {
      id: 'sign-by',
      kind: 'timeline',
      says: 'Signature on December 16; closed for the holidays from December 18',
      accept: ['December 16', 'December 18'],
    },
    {
      id: 'budget',
      kind: 'budget',
      says: 'Budget approved in the plan for fiscal 2027',
      accept: [
        ['budget', 'approv'],
        ['budget', '2027'],
      ],
    },
  ],
  crm: [
    { property: 'amount', value: '288000', alsoAccept: ['96000'] },
    { property: 'dealstage', value: 'contractsent' },
    { property: 'dealtype', value: 'newbusiness' },
    { property: 'decision_timeline', value: 'this_month' },
    { property: 'products_of_interest', value: 'core_platform;premium_support' },
    { property: 'budget_confirmed', value: 'true' },
    { property: 'closedate', value: '2026-12-16' },
    { property: 'contract_start_date', value: '2027-02-01' },
    { property: 'contract_renewal_date', value: '2030-02-01' },
    { property: 'industry', value: 'FOOD_PRODUCTION' },
    {
      property: 'hs_next_step',
      facts: [
        {
          id: 'msa',
          says: 'Revised MSA by Monday; an answer on termination for convenience by December 9; signature December 16',
          accept: ['MSA', 'termination', 'December 16', 'December 9'],
        },
      ],
    },
    {
      property: 'description',
      facts: [
        { id: 'price', says: '$96,000 a year for three years', accept: ['96000', '288000'] },
        { id: 'start', says: 'Starts February 1, 2027', accept: ['February 1'] },
      ],
    },
    { property: 'seats', value: null },
    { property: 'hs_priority', value: null },
    { property: 'numberofemployees', value: null },
    { property: 'is_strategic_account', value: null },
    { property: 'competitors', value: null },
    { property: 'pain_points', value: null },
  ],
  questions: [
    {
      id: 'payment',
      question: 'What payment terms did we agree?',
      facts: [
        { id: 'quarterly', says: 'Quarterly in advance', accept: ['quarterly'] },
        { id: 'net-45', says: 'Net 45', accept: ['net 45', '45 day'] },
      ],
    },
    {
      id: 'open',
      question: 'What is still open?',
      facts: [
        {
          id: 'termination',
          says: 'Termination for convenience',
          accept: ['termination for convenience', ['terminat', 'convenience']],
        },
      ],
    },
    {
      id: 'start',
      question: 'When does the contract start?',
      facts: [{ id: 'february-1', says: 'February 1, 2027', accept: ['February 1'] }],
    },
    {
      id: 'cap',
      question: 'How much can we raise the price at renewal?',
      facts: [{ id: '5-percent', says: 'At most 5%', accept: ['5 percent'] }],
    },
    {
      id: 'signer',
      question: 'Who signs for Ostara?',
      facts: [{ id: 'graham', says: 'Graham Oakes, the CFO', accept: ['Graham'] }],
    },
    {
      id: 'sign-date',
      question: 'When do they plan to sign?',
      facts: [{ id: 'december-16', says: 'December 16', accept: ['December 16'] }],
    },
    {
      id: 'total',
      question: 'What is the total contract value?',
      facts: [{ id: '288000', says: '$288,000 over three years', accept: ['288000'] }],
    },
    {
      id: 'auto-renewal',
      question: 'What did we agree on auto-renewal?',
      facts: [
        { id: 'kept', says: 'Kept, with 90 days notice', accept: ['90 day'] },
        { id: 'reminder', says: 'A reminder 120 days before', accept: ['120 day', 'reminder'] },
      ],
    },
    {
      id: 'from-us',
      question: 'What do they need from us before they can sign?',
      facts: [
        { id: 'insurance', says: 'A certificate of insurance', accept: ['insurance'] },
        {
          id: 'termination',
          says: 'An answer on termination for convenience',
          accept: ['termination', 'convenience'],
        },
      ],
    },
  ],
};
