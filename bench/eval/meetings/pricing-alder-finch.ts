import type { EvalMeeting } from '../eval-meeting';
import { parseTranscriptScript } from '../transcript-script';

/*
 * Pricing negotiation: a spend-management seller (account executive, then his sales director) and
 * an architecture firm's CFO and finance manager. Tuesday 21 April 2026, 17:00 UTC, 34 minutes.
 * Many figures: the list price, the ask, counter-offers, the agreed price.
 */

const TRANSCRIPT = `
[00:00] Marco Ruiz: Hi Helen, hi Sven. Thanks for hopping on. I've asked Grace Liu, our sales director, to join for the second half, since I think we'll need her.
[00:09] Helen Park: Good, because I have some homework for you.
[00:13] Marco Ruiz: I figured. Go ahead.
[00:15] Helen Park: So we've reviewed the proposal. A hundred and twenty users at four hundred fifty dollars a user per year, fifty-four thousand dollars a year. The product is good, the team liked the pilot. But for an architecture practice of a hundred and thirty people, the number is too high.
[00:31] Marco Ruiz: Okay. Help me understand too high. Compared to what?
[00:35] Helen Park: Two things. First, Ramp offered us their software at essentially no cost if we move our cards to them. We don't want to move our cards, our bank relationship matters to us, but the partners see "free" and ask why we're paying fifty-four thousand.
[00:52] Marco Ruiz: That's fair, and I hear that a lot. Ramp's model is paid for by card interchange, so it's only free if you move your spend onto their cards.
[01:01] Helen Park: I know. I'm telling you what the partners will ask me. Second, we're paying Expensify about thirty-one thousand a year today. Going to fifty-four is a big jump for one line in my budget.
[01:13] Sven Olsen: And we don't really need a hundred and twenty users on day one. The site staff in Portland can wait. We'd start with a hundred and ten.
[01:21] Marco Ruiz: Okay, a hundred and ten seats. Helen, what number would make this easy for you?
[01:27] Helen Park: Honestly? Twenty-five percent off, and you waive the implementation fee.
[01:33] Marco Ruiz: Twenty-five is a lot. Let me see what I can do, and this is where Grace comes in. Grace, are you with us?
[01:40] Grace Liu: I'm here, I've been listening. Hi Helen, hi Sven.
[01:43] Helen Park: Hi Grace.
[01:45] Grace Liu: So, twenty-five percent on a one-year term I can't do. What I can do depends on commitment. On a two-year term, I can bring the price down to three hundred eighty-five dollars per user per year. That's a bit over fourteen percent off list.
[02:02] Helen Park: And on one year?
[02:04] Grace Liu: One year, the best I can do is four hundred twenty.
[02:08] Sven Olsen: What about three years?
[02:10] Grace Liu: Three years I'd go to three sixty, but I don't think you want three years, from what Marco told me.
[02:16] Helen Park: No. The partnership agreement comes up for renewal in twenty twenty-eight and I don't commit the firm past that. Two years is the maximum.
[02:25] Grace Liu: Then three eighty-five on two years is where I'd land.
[02:29] Helen Park: And the implementation fee?
[02:32] Marco Ruiz: The implementation fee is normally five thousand dollars.
[02:35] Grace Liu: If you sign the two-year term by the end of this month, I'll waive the implementation fee completely.
[02:41] Helen Park: Hmm. So what's the annual number then?
[02:44] Marco Ruiz: A hundred and ten seats at three eighty-five is forty-two thousand three hundred fifty dollars a year. So eighty-four thousand seven hundred over the two years, with no implementation fee.
[02:57] Sven Olsen: And additional users, if Portland joins next year?
[03:01] Grace Liu: Same rate, three eighty-five, prorated for the rest of the term. I'll put that in writing.
[03:06] Helen Park: Payment terms?
[03:08] Grace Liu: Annual in advance, net thirty. That's standard.
[03:12] Helen Park: We'd prefer quarterly.
[03:14] Grace Liu: At this discount, I need annual upfront. I'm sorry, that one I can't move.
[03:19] Helen Park: Okay. I can live with annual. Sven?
[03:22] Sven Olsen: Annual is fine, we pay Expensify annually anyway.
[03:26] Helen Park: Then I think we have something. Two-year term, a hundred and ten seats, three eighty-five per user, implementation fee waived, additional users at the same rate, annual in advance.
[03:38] Grace Liu: Agreed.
[03:40] Marco Ruiz: Great. On timing, when does the Expensify contract end?
[03:44] Sven Olsen: May thirty-first. We need to be off it by then, we've already given notice.
[03:49] Marco Ruiz: So a start date of June first for the Tallyo contract?
[03:52] Helen Park: June first, yes.
[03:54] Marco Ruiz: And do you have the budget for this now, or does it need another round?
[03:58] Helen Park: It's budgeted. I set aside fifty thousand for spend management this year, so forty-two fits. What I need is sign-off from Rob. Rob Alder, our managing partner. He signs every contract over twenty thousand.
[04:11] Marco Ruiz: Is Rob likely to push back?
[04:14] Helen Park: He'll ask about Ramp, like I said. If I can tell him we're saving on the fee and we have price protection for new users, he'll sign. The other risk is legal: our outside counsel wants changes to the data processing terms in the MSA. That could take time.
[04:30] Marco Ruiz: What kind of changes?
[04:32] Sven Olsen: Mostly the breach notification window. You have seventy-two hours, they want forty-eight. And the sub-processor list.
[04:40] Marco Ruiz: Forty-eight hours we've agreed with other customers. Send the redlines and I'll get our legal team on it right away.
[04:47] Sven Olsen: I'll send the MSA redlines by Thursday.
[04:51] Marco Ruiz: Perfect. I'll send you the revised order form today, with the two-year term, the hundred and ten seats at three eighty-five, the fee waiver and the price protection for additional users.
[05:02] Grace Liu: And I'll get deal desk approval for the fee waiver by tomorrow, so Marco's order form is final.
[05:08] Helen Park: And I'll get Rob's sign-off by Friday. If the paper is right, we sign by April thirtieth.
[05:14] Marco Ruiz: That works. One more: for the kickoff, we'll need a list of the hundred and ten users from your HR system.
[05:21] Sven Olsen: I'll send you the user export before the kickoff.
[05:25] Marco Ruiz: Thanks. I think that's everything. Helen, Sven, thank you for the straight conversation.
[05:31] Helen Park: Thank you both. Talk soon.
`;

export const pricingAlderFinch: EvalMeeting = {
  slug: 'pricing-alder-finch',
  kind: 'pricing negotiation',
  title: 'Alder & Finch × Tallyo: pricing',
  startedAt: new Date('2026-04-21T17:00:00Z'),
  participants: [
    { name: 'Marco Ruiz', email: 'marco.ruiz@tallyo.com' },
    { name: 'Grace Liu', email: 'grace.liu@tallyo.com' },
    { name: 'Helen Park', email: 'hpark@alderfinch.com' },
    { name: 'Sven Olsen', email: 'solsen@alderfinch.com' },
  ],
  segments: parseTranscriptScript(TRANSCRIPT),
  actionItems: [
    {
      gist: 'Send the revised order form with the two-year term, 110 seats at $385, fee waiver and price protection',
      owner: 'Marco Ruiz',
      due: '2026-04-21',
    },
    { gist: 'Send the MSA redlines', owner: 'Sven Olsen', due: '2026-04-23' },
    { gist: 'Get deal desk approval for the fee waiver', owner: 'Grace Liu', due: '2026-04-22' },
    { gist: "Get Rob's sign-off", owner: 'Helen Park', due: '2026-04-24' },
    { gist: 'Send the user export of the 110 users from the HR system', owner: 'Sven Olsen', due: null },
    { gist: 'Get our legal team on the MSA redlines', owner: 'Marco Ruiz', due: null },
  ],
  keyFacts: [
    {
      id: 'list-price',
      kind: 'price',
      says: 'Proposal was $54,000 a year (120 users at $450)',
      accept: ['54000', '450'],
    },
    {
      id: 'agreed-price',
      kind: 'price',
      says: 'Agreed $385 per user per year on a two-year term',
      accept: ['385', 'three eighty-five'],
    },
    { id: 'annual', kind: 'price', says: '$42,350 a year', accept: ['42350'] },
    { id: 'tcv', kind: 'price', says: '$84,700 over two years', accept: ['84700'] },
    {
      id: 'fee-waived',
      kind: 'decision',
      says: 'The $5,000 implementation fee is waived',
      accept: [
        ['implementation fee', 'waiv'],
        ['fee', 'waiv'],
      ],
    },
    { id: 'seats', kind: 'decision', says: '110 seats', accept: ['110'] },
    {
      id: 'annual-upfront',
      kind: 'decision',
      says: 'Annual in advance, net 30',
      accept: [['annual', 'advance'], ['annual', 'upfront'], 'net 30'],
    },
    { id: 'budget', kind: 'budget', says: '$50,000 budgeted', accept: ['50000'] },
    { id: 'ramp', kind: 'competitor', says: 'Ramp offered its software at no cost', accept: ['Ramp'] },
    {
      id: 'expensify',
      kind: 'competitor',
      says: 'Expensify today, about $31,000 a year',
      accept: ['Expensify'],
    },
    {
      id: 'rob',
      kind: 'decision_maker',
      says: 'Rob Alder, managing partner, signs contracts over $20,000',
      accept: ['Rob Alder', ['Rob', 'sign']],
    },
    {
      id: 'sign-by',
      kind: 'timeline',
      says: 'Sign by April 30; start June 1 (Expensify ends May 31)',
      accept: ['April 30', ['June 1'], ['May 31']],
    },
    {
      id: 'legal-risk',
      kind: 'risk',
      says: "Outside counsel's changes to the data processing terms (48-hour breach notice)",
      accept: ['redline', ['data processing'], ['48', 'hour'], 'MSA'],
    },
    {
      id: 'ramp-risk',
      kind: 'risk',
      says: 'Rob may push back because Ramp is free',
      accept: [
        ['Rob', 'Ramp'],
        ['partner', 'free'],
      ],
    },
  ],
  crm: [
    { property: 'amount', value: '84700', alsoAccept: ['42350'] },
    { property: 'seats', value: '110' },
    { property: 'budget_confirmed', value: 'true' },
    { property: 'closedate', value: '2026-04-30' },
    { property: 'contract_start_date', value: '2026-06-01' },
    { property: 'decision_timeline', value: 'this_month' },
    {
      property: 'competitors',
      facts: [
        { id: 'ramp', says: 'Ramp', accept: ['Ramp'] },
        { id: 'expensify', says: 'Expensify', accept: ['Expensify'] },
      ],
    },
    {
      property: 'hs_next_step',
      facts: [
        { id: 'order-form', says: 'Revised order form; Rob signs', accept: ['order form', ['Rob', 'sign']] },
      ],
    },
    {
      property: 'description',
      facts: [
        { id: 'price', says: '$385 per user, two years', accept: ['385', 'three eighty-five'] },
        { id: 'seats', says: '110 seats', accept: ['110'] },
      ],
    },
    { property: 'industry', value: 'ARCHITECTURE_PLANNING' },
    { property: 'pain_points', value: null },
    { property: 'hs_priority', value: null },
    { property: 'numberofemployees', value: '130' },
    { property: 'is_strategic_account', value: null },
    { property: 'contract_renewal_date', value: null },
  ],
  questions: [
    {
      id: 'agreed-price',
      question: 'What price did we agree on?',
      facts: [
        { id: '385', says: '$385 per user per year', accept: ['385', 'three eighty-five'] },
        { id: 'two-years', says: 'Two-year term', accept: ['2 year', '2-year'] },
      ],
    },
    {
      id: 'annual',
      question: 'What will they pay per year?',
      facts: [{ id: 'annual', says: '$42,350', accept: ['42350'] }],
    },
    {
      id: 'approver',
      question: 'Who needs to approve on their side?',
      facts: [{ id: 'rob', says: 'Rob Alder, the managing partner', accept: ['Rob'] }],
    },
    {
      id: 'competitors',
      question: 'Which competitors came up?',
      facts: [
        { id: 'ramp', says: 'Ramp', accept: ['Ramp'] },
        { id: 'expensify', says: 'Expensify', accept: ['Expensify'] },
      ],
    },
    {
      id: 'start',
      question: 'When does the contract start?',
      facts: [{ id: 'june-1', says: 'June 1', accept: ['June 1', ['June', '1'], 'June first'] }],
    },
    {
      id: 'concessions',
      question: 'What did we concede?',
      facts: [
        { id: 'fee', says: 'Implementation fee waived', accept: [['fee', 'waiv']] },
        { id: 'discount', says: '$385 instead of $450', accept: ['385', 'three eighty-five'] },
      ],
    },
    {
      id: 'payment',
      question: 'What are the payment terms?',
      facts: [
        {
          id: 'annual',
          says: 'Annual in advance, net 30',
          accept: [['annual', 'advance'], ['annual', 'upfront'], 'net 30'],
        },
      ],
    },
    {
      id: 'risks',
      question: 'What could still delay the signature?',
      facts: [
        {
          id: 'legal',
          says: 'Legal changes to the data processing terms',
          accept: ['redline', 'data processing', 'MSA', 'counsel'],
        },
      ],
    },
  ],
};
