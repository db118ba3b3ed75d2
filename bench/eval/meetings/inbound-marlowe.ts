import type { EvalMeeting } from '../eval-meeting';
import { parseTranscriptScript } from '../transcript-script';

/*
 * Inbound call: a wholesale-ordering vendor's account executive with the co-owner and office
 * manager of a fourteen-person farm creamery that found the vendor through a podcast. Thursday
 * 17 September 2026, 17:00 UTC, 9 minutes. The buyers describe their problems in their own words;
 * the timeline is relative ("in about six weeks", "by the end of next month"); deal type and
 * products are never named as such ("we've never used anything like this", "the QuickBooks part").
 * A free trial starts next Monday. No competitor, no current contract.
 */

const TRANSCRIPT = `
[00:00] Lena Vasquez: Hi, is this Callum? It's Lena from Stockpot, you booked a call through our website.
[00:07] Callum Marlowe: That's me, hi. I've got Bea here with me, she runs the office, so she's the one who'd actually be in it all day.
[00:17] Bea Thornton: Hello.
[00:19] Lena Vasquez: Hi Bea, nice to meet you both. Before I launch into anything, how did you hear about us? The form just says other.
[00:29] Callum Marlowe: A podcast, believe it or not. Your founder was on Small Batch Business a few weeks back, talking about wholesale orders and cold chain, and I was listening in the van and thought, that's us. That is exactly us.
[00:45] Lena Vasquez: Oh, Dara will love that. So tell me about the business.
[00:51] Callum Marlowe: Marlowe Creamery. We're a dairy farm that makes cheese and yogurt. My sister Nell and I took it over from our parents about eight years ago. We sell to restaurants, delis, a few farm shops, and two small grocery chains up the valley. There's fourteen of us year round, a few more in the summer.
[01:14] Lena Vasquez: And what was it in the podcast that made you think, that's us?
[01:20] Callum Marlowe: Where do I start. Orders come in every which way. A chef texts me at six in the morning, a deli emails Bea, somebody leaves a voicemail on the dairy phone, and the farm shops just tell the driver what they want next time. All of that ends up on a whiteboard in the office.
[01:44] Bea Thornton: And sticky notes. Don't forget the sticky notes.
[01:48] Callum Marlowe: Last month we sent a deli in Hudson two cases of the wrong cheese because the order was on a sticky note that had fallen behind the desk. They were nice about it. The next one won't be.
[02:04] Lena Vasquez: How often does something like that happen?
[02:08] Bea Thornton: A wrong order or a missed one? Two or three times a month. And then there's the invoicing, which is my Friday. Every Friday I go through the delivery notes and type the invoices into QuickBooks by hand. The whole day, gone.
[02:26] Callum Marlowe: And we don't chase anybody. Bea reckons we're owed about eleven thousand dollars in invoices that are past thirty days, and nobody's had the time to chase them.
[02:38] Bea Thornton: Eleven and a bit.
[02:41] Lena Vasquez: That's real money for a business your size.
[02:45] Callum Marlowe: It's a month of wages for two people. And the other thing is, we never really know what's in the cold room. Wes walks in with a clipboard on Mondays and Thursdays, and in between we guess. We've told chefs we had a wheel of something and then found out we didn't.
[03:07] Lena Vasquez: Okay. So, orders from everywhere landing in one place, invoices going out without anyone retyping them, and knowing what you've actually got in stock. Have you tried anything for this before?
[03:20] Callum Marlowe: No. We've never used anything like this. It's QuickBooks, the whiteboard, and Bea's memory.
[03:27] Bea Thornton: Mostly Bea's memory.
[03:29] Lena Vasquez: And are you looking at anything else at the moment?
[03:34] Callum Marlowe: Honestly, no. I heard the podcast, looked at your website, booked the call. If it works, I don't want to spend a month comparing things.
[03:45] Lena Vasquez: Fair enough. Let me tell you how it would look for you, and you stop me where it doesn't fit. Your customers get an order page with your products and their prices on it. The chefs who'd rather text can keep texting, the message comes into a shared inbox and we turn it into a draft order that Bea confirms with one click. Wes counts stock on his phone in the cold room, and every confirmed order takes its cases off the count.
[04:19] Bea Thornton: And the QuickBooks part, is that automatic? Because that's my whole Friday.
[04:25] Lena Vasquez: That's the sync, which is in what we call the integrations pack. Once an order is marked delivered, the invoice goes into QuickBooks on its own and QuickBooks sends it out. And you'd see in Stockpot which invoices are overdue, so you can chase them from there.
[04:45] Callum Marlowe: How much is all of this? I'd rather know now, before I fall in love with it.
[04:53] Lena Vasquez: Sure. For a producer your size it's the Growth plan, which is a hundred and eighty-nine dollars a month, billed annually, with five users included. The integrations pack, that's the QuickBooks and Shopify sync, is thirty-nine a month on top. So two hundred and twenty-eight a month all in, or two thousand seven hundred and thirty-six dollars for the year.
[05:19] Callum Marlowe: Five users. Bea, who'd need one?
[05:22] Bea Thornton: Me, you, Wes for the cold room, and the two drivers for the delivery notes.
[05:29] Callum Marlowe: So that's five. Nell doesn't need one, she'll look over my shoulder.
[05:34] Lena Vasquez: Five logins, then. That fits the plan exactly.
[05:39] Callum Marlowe: And the money is there. Our accountant made us set aside three thousand dollars for software this year, and we haven't touched it. So the budget isn't the issue. The issue is whether the team will actually use it.
[05:55] Lena Vasquez: Which is why I'd suggest a trial. Fourteen days, free, with your real products and your real customers.
[06:03] Callum Marlowe: Could we start next week? Monday?
[06:06] Lena Vasquez: Monday works. I'll have your trial account set up by Monday morning. For it to be useful on day one, I'll need your product list, the cheese and yogurt lines with pack sizes, and a list of your wholesale customers. A spreadsheet is fine.
[06:26] Bea Thornton: I can send you both tomorrow. They're already in QuickBooks, I'll just export them.
[06:32] Lena Vasquez: Perfect. Then let's do a kickoff with the three of you, an hour, Tuesday at ten your time? I'll walk Wes and the drivers through the phone app myself.
[06:45] Callum Marlowe: Tuesday at ten is fine. Wes will grumble, but fine.
[06:49] Bea Thornton: One question. If something goes wrong on a Saturday delivery, who do we call?
[06:56] Lena Vasquez: Every plan comes with chat and email support, seven days a week. Phone support is the premium support add-on, that's forty a month.
[07:06] Callum Marlowe: Let's leave that out for now. If the chat is any good, we won't need it.
[07:13] Lena Vasquez: Makes sense, you can add it any time. What's your timeline, ideally?
[07:19] Callum Marlowe: The holidays are our big season. Cheese boards, gift boxes, the delis double their orders from the middle of November. So I want this running properly in about six weeks, before all that starts. If we're not on it by then, we'll wait until January. I'm not changing how we take orders in the middle of December.
[07:43] Lena Vasquez: So the trial runs two weeks from Monday, and then you decide.
[07:49] Callum Marlowe: We'd decide by the end of next month at the latest. Nell and I decide these things together, she does the money side. I'll go through the pricing with her on Sunday.
[08:03] Lena Vasquez: Then I'll send you the pricing in writing today, so Nell has it in front of her on Sunday. And it sounds like the big question for you is whether the team takes to it.
[08:18] Callum Marlowe: That, and Wes. If Wes won't use a phone in the cold room, the stock side is dead. He's been counting on a clipboard for twenty years.
[08:29] Lena Vasquez: Then let's make Wes the first person we get right on Tuesday.
[08:35] Bea Thornton: Good luck with that.
[08:38] Callum Marlowe: Thanks, Lena. Speak Tuesday.
`;

export const inboundMarlowe: EvalMeeting = {
  slug: 'inbound-marlowe',
  kind: 'inbound first call',
  title: 'Marlowe Creamery × Stockpot: inbound call',
  startedAt: new Date('2026-09-17T17:00:00Z'),
  participants: [
    { name: 'Lena Vasquez', email: 'lena.vasquez@stockpot.app' },
    { name: 'Callum Marlowe', email: 'callum@marlowecreamery.com' },
    { name: 'Bea Thornton', email: 'office@marlowecreamery.com' },
  ],
  segments: parseTranscriptScript(TRANSCRIPT),
  actionItems: [
    {
      gist: ['Set up the trial account', 'Have the trial account ready by Monday morning'],
      owner: 'Lena Vasquez',
      due: '2026-09-21',
    },
    {
      gist: [
        'Send the product list and the wholesale customer list',
        'Export the products and customers from QuickBooks and send them',
      ],
      owner: 'Bea Thornton',
      due: '2026-09-18',
    },
    {
      gist: [
        'Run the kickoff session and walk Wes and the drivers through the phone app',
        'Kickoff with the three of them, Tuesday at ten',
      ],
      owner: 'Lena Vasquez',
      due: '2026-09-22',
    },
    {
      gist: ['Go through the pricing with Nell', 'Talk the pricing over with Nell'],
      owner: 'Callum Marlowe',
      due: '2026-09-20',
    },
    { gist: 'Send the pricing in writing', owner: 'Lena Vasquez', due: '2026-09-17' },
  ],
  keyFacts: [
    {
      id: 'scattered-orders',
      kind: 'pain_point',
      says: 'Orders arrive by text, email, voicemail and through the driver, and end up on a whiteboard',
      accept: ['whiteboard', 'sticky note', ['order', 'text', 'email'], ['order', 'voicemail']],
    },
    {
      id: 'wrong-orders',
      kind: 'pain_point',
      says: 'Wrong or missed orders two or three times a month (wrong cheese to a deli in Hudson)',
      accept: [
        ['wrong', 'order'],
        ['miss', 'order'],
        ['wrong', 'cheese'],
      ],
    },
    {
      id: 'invoicing',
      kind: 'pain_point',
      says: 'Invoices typed into QuickBooks by hand, a whole day every Friday',
      accept: [
        ['invoice', 'hand'],
        ['invoice', 'Friday'],
        ['invoice', 'manual'],
        ['QuickBooks', 'by hand'],
      ],
    },
    {
      id: 'overdue',
      kind: 'pain_point',
      says: 'About $11,000 in invoices past 30 days, not chased',
      accept: ['11000'],
    },
    {
      id: 'stock',
      kind: 'pain_point',
      says: "They don't know what is in the cold room between clipboard counts",
      accept: ['cold room', 'clipboard', ['stock', 'count'], 'inventory'],
    },
    {
      id: 'price',
      kind: 'price',
      says: 'Growth plan $189 a month plus integrations pack $39: $228 a month, $2,736 a year',
      accept: ['2736', '228'],
    },
    { id: 'budget', kind: 'budget', says: '$3,000 set aside for software this year', accept: ['3000'] },
    {
      id: 'nell',
      kind: 'decision_maker',
      says: 'Callum and his sister Nell decide together; Nell handles the money',
      accept: ['Nell'],
    },
    {
      id: 'trial',
      kind: 'decision',
      says: 'Free 14-day trial starting Monday, kickoff Tuesday at ten',
      accept: [
        ['trial', 'Monday'],
        ['14', 'trial'],
        ['trial', 'September 21'],
        ['trial', 'kickoff'],
      ],
    },
    {
      id: 'decide-by',
      kind: 'timeline',
      says: 'Decide by the end of next month (October)',
      accept: [['end', 'next month'], 'October 31', ['end', 'October']],
    },
    {
      id: 'live-by',
      kind: 'timeline',
      says: 'Running in about six weeks, before the holiday orders from mid-November; otherwise January',
      accept: ['6 week', ['holiday'], ['November', 'season']],
    },
    {
      id: 'adoption',
      kind: 'risk',
      says: 'Whether the team uses it; Wes may not count stock on a phone',
      accept: ['Wes', 'adopt', 'adoption', ['team', 'use']],
    },
    {
      id: 'no-phone-support',
      kind: 'decision',
      says: 'Premium (phone) support left out for now',
      accept: [
        ['premium support', 'leave'],
        ['premium support', 'left out'],
        ['premium support', 'not'],
        ['premium support', 'declin'],
        ['phone support', 'leave'],
      ],
    },
  ],
  crm: [
    { property: 'amount', value: '2736' },
    { property: 'seats', value: '5' },
    { property: 'dealstage', value: 'qualifiedtobuy', alsoAccept: ['presentationscheduled'] },
    { property: 'dealtype', value: 'newbusiness' },
    { property: 'hs_priority', value: null },
    { property: 'decision_timeline', value: 'next_quarter' },
    { property: 'products_of_interest', value: 'core_platform;integrations_pack' },
    { property: 'budget_confirmed', value: 'true' },
    { property: 'contract_start_date', value: null },
    { property: 'closedate', value: '2026-10-31' },
    { property: 'competitors', value: null },
    {
      property: 'pain_points',
      facts: [
        {
          id: 'orders',
          says: 'Orders scattered across texts, emails and voicemails; wrong orders',
          accept: ['order'],
        },
        { id: 'invoicing', says: 'Invoicing by hand', accept: ['invoice'] },
      ],
    },
    {
      property: 'hs_next_step',
      facts: [
        { id: 'trial', says: 'Trial from Monday, kickoff Tuesday', accept: ['trial', 'kickoff', 'kick off'] },
      ],
    },
    {
      property: 'description',
      facts: [
        { id: 'trial', says: '14-day trial', accept: ['trial'] },
        { id: 'price', says: '$228 a month, $2,736 a year', accept: ['228', '2736', '189'] },
      ],
    },
    { property: 'industry', value: 'FOOD_PRODUCTION' },
    { property: 'numberofemployees', value: '14' },
    { property: 'contract_renewal_date', value: null },
    { property: 'is_strategic_account', value: null },
  ],
  questions: [
    {
      id: 'source',
      question: 'How did they find us?',
      facts: [
        { id: 'podcast', says: 'A podcast (Small Batch Business)', accept: ['podcast', 'Small Batch'] },
      ],
    },
    {
      id: 'problems',
      question: 'What are they trying to fix?',
      facts: [
        {
          id: 'orders',
          says: 'Orders arriving every which way, mistakes',
          accept: [['order', 'text'], ['order', 'email'], ['wrong', 'order'], 'whiteboard', 'sticky note'],
        },
        { id: 'invoicing', says: 'Invoicing by hand into QuickBooks', accept: ['invoice'] },
      ],
    },
    {
      id: 'price',
      question: 'What did we quote them?',
      facts: [{ id: 'price', says: '$228 a month, $2,736 a year', accept: ['228', '2736'] }],
    },
    {
      id: 'users',
      question: 'How many users do they need?',
      facts: [{ id: 'five', says: 'Five', accept: ['5'] }],
    },
    {
      id: 'trial-start',
      question: 'When does the trial start?',
      facts: [{ id: 'monday', says: 'Monday, September 21', accept: ['Monday', 'September 21'] }],
    },
    {
      id: 'decider',
      question: 'Who makes the decision on their side?',
      facts: [{ id: 'nell', says: 'Callum with his sister Nell', accept: ['Nell'] }],
    },
    {
      id: 'decide-by',
      question: 'When will they decide?',
      facts: [
        {
          id: 'end-october',
          says: 'By the end of next month (October)',
          accept: [['end', 'next month'], 'October 31', ['end', 'October']],
        },
      ],
    },
    {
      id: 'inputs',
      question: 'What do we need from them for the trial?',
      facts: [
        {
          id: 'products',
          says: 'The product list',
          accept: [
            ['product', 'list'],
            ['product', 'pack size'],
          ],
        },
        {
          id: 'customers',
          says: 'The wholesale customer list',
          accept: [['customer', 'list'], 'wholesale customer'],
        },
      ],
    },
    {
      id: 'budget',
      question: 'Do they have budget for this?',
      facts: [{ id: '3000', says: '$3,000 set aside for software', accept: ['3000'] }],
    },
  ],
};
