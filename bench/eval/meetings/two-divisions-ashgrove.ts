import type { EvalMeeting } from '../eval-meeting';
import { parseTranscriptScript } from '../transcript-script';

/*
 * Held out (written after the first held-out set was tuned on; nobody tuning the engine has read
 * it): one call, two buying units. A site-inspection app's account executive and solutions engineer
 * with a building group's residential operations director (who buys now), its commercial head of
 * project delivery (on Procore, nothing before April) and group IT. The rep linked the meeting to
 * the deal he keeps for the residential side and opens another for commercial, so the CRM truth is
 * the residential purchase; commercial's seats and price are said too. The company record can be
 * read as the group or as its residential business (900 or 350 people); the close date is left
 * vague ("before the holidays"). Tuesday 13 October 2026, 14:00 UTC.
 */

const TRANSCRIPT = `
[00:00] Ravi Menon: Hi everyone, thanks for joining. I've got Jess Thornton with me, she's our solutions engineer at Trestle. Colm, I know you pulled in a couple of colleagues?
[00:09] Colm Brady: Yeah. So I'm Colm, operations director for Ashgrove Homes, that's the residential side of the group. Nadine runs project delivery for Ashgrove Commercial, and Sunil is group IT, he looks after both of us. The whole group's about nine hundred people, residential is maybe three hundred and fifty of that.
[00:28] Nadine Fischer: Hi.
[00:29] Sunil Bose: Hello.
[00:31] Ravi Menon: Great. I'll be honest, when we set this up I thought we were talking about one rollout for the whole Ashgrove Build Group. Is that still the idea?
[00:40] Colm Brady: That's, well, that's partly why I asked Nadine along. The two businesses work pretty differently. Let me do residential first and Nadine can tell you where commercial is.
[00:50] Ravi Menon: Perfect.
[00:52] Colm Brady: So, residential. We build about four hundred and twenty homes a year across eleven sites in North Carolina. Before handover every home gets a snag list, the defects the site manager has to fix. Today that's on paper, and the photos end up in WhatsApp groups. Nobody can find anything afterwards.
[01:12] Jess Thornton: And what happens when something gets missed?
[01:15] Colm Brady: The homeowner finds it. We had three hundred and ten warranty callbacks last year. Each one costs us about four hundred dollars by the time somebody drives out. And that's before the homeowner writes a review.
[01:29] Ravi Menon: Three hundred and ten callbacks at four hundred dollars, that's over a hundred and twenty thousand a year.
[01:35] Colm Brady: Right. That's the number my CEO knows.
[01:38] Jess Thornton: Have you tried an app for it before?
[01:41] Colm Brady: We trialled Fieldwire last year on two sites. It died after a month. Half our sites have no signal, the app kept losing the photos, and the site managers went back to paper.
[01:53] Jess Thornton: That's really helpful to know. Trestle works fully offline, everything syncs when the phone gets signal again. I'd want to show your site managers that on a real site, because it's the thing that'll make or break it.
[02:06] Colm Brady: Agreed. Offline is a must for us.
[02:09] Ravi Menon: Who'd use it on your side?
[02:12] Colm Brady: Site managers, assistant site managers and our QA inspectors. I've counted, it's sixty people.
[02:19] Ravi Menon: Sixty seats. Nadine, how about commercial?
[02:23] Nadine Fischer: So we're in a different place. We're on Procore for everything, and we're mostly happy with it. Our Procore contract renews in April. I'd have maybe forty-five people who'd use a snagging tool, but I'm not adding a second system unless it plugs into Procore.
[02:41] Jess Thornton: We do have a Procore integration. Punch items go both ways.
[02:46] Nadine Fischer: I'd have to see that. And honestly, I can't commit to anything before our Procore renewal. If we look at this, it's after April.
[02:56] Ravi Menon: That's fair. Just so you have a number in your head, at the same rate forty-five seats would be about twenty-four thousand three hundred a year.
[03:06] Nadine Fischer: Okay. Noted. But that's a later conversation.
[03:10] Ravi Menon: Understood. Then let me suggest this: I'll keep the deal we have open for Ashgrove Homes, the residential side, and I'll open a separate deal for Commercial so we don't mix them up.
[03:22] Colm Brady: That makes sense. I don't want to wait for commercial.
[03:26] Ravi Menon: So, residential. For sixty seats of the core platform it's forty-five dollars a seat per month. That's thirty-two thousand four hundred a year.
[03:37] Colm Brady: And support? The site managers will need somebody on the phone at seven in the morning.
[03:43] Ravi Menon: Premium support is normally fifteen percent on top. But if you go for a two-year term, I'll include premium support at no extra cost. Two years would be sixty-four thousand eight hundred in total.
[03:57] Colm Brady: Two years is fine, I'd rather lock the price in. Thirty-two four a year, support included.
[04:03] Ravi Menon: Exactly.
[04:05] Colm Brady: Budget-wise, I've got forty thousand dollars for quality tools this fiscal year, approved, so the annual number fits.
[04:13] Ravi Menon: Great. And who signs it?
[04:16] Colm Brady: That's the catch. Anything over fifty thousand in total goes to Maeve Hartley, our group CFO. Two years at sixty-four eight is over, so Maeve signs. She's reasonable, but she'll want the warranty numbers.
[04:31] Ravi Menon: Would it help if I put the callback numbers into the proposal?
[04:35] Colm Brady: Yes. Please. I'll take it to Maeve at our finance review on Thursday the twenty-ninth.
[04:41] Ravi Menon: Then I'll send you the residential proposal by Friday, with the callback figures, the two-year term and premium support included.
[04:50] Sunil Bose: Can I come in before we get to dates? Whatever either division buys has to go through me. Two things. Single sign-on with Microsoft Entra, and your SOC 2 report.
[05:02] Jess Thornton: Both fine. We support Entra out of the box, and we have a SOC 2 Type II report from this summer. I'll send you the SOC 2 report today.
[05:12] Sunil Bose: Thanks. And I'll send you our Entra setup details and our security questionnaire by Tuesday the twentieth.
[05:20] Jess Thornton: Perfect.
[05:22] Ravi Menon: Colm, timing. When do you want to decide, and when do you want to start?
[05:27] Colm Brady: I want to decide this month. Then signed before the holidays, somewhere in there. And we start the new phase at Willow Creek on January fourth, so I want Trestle on that site from day one. So, start January fourth.
[05:43] Ravi Menon: January fourth. Jess, doable?
[05:46] Jess Thornton: Yes, if we have the user list early. Setup for sixty users is about two weeks, plus a day on site to train the site managers.
[05:56] Colm Brady: I'll send you the list of the sixty users by Friday the twenty-third. Names, roles and which site.
[06:03] Ravi Menon: Great. Nadine, for you, would a session on the Procore integration be useful, even if you're not buying before April?
[06:11] Nadine Fischer: A short one, yes. With two of my project managers.
[06:15] Ravi Menon: Then I'll set up a Procore integration session for your team on Wednesday, November fourth. An hour.
[06:22] Nadine Fischer: November fourth works. And I'll talk to Frank, our managing director, about whether he wants us looking at this before April at all.
[06:31] Ravi Menon: Appreciated. One more thing from me. Ashgrove is one of the accounts my VP follows closely this year, so you'll probably see her name on an email at some point. Don't be alarmed.
[06:43] Colm Brady: Ha. Noted.
[06:45] Colm Brady: Oh, and one thing we haven't solved. Our warranty provider might want to know whether the photos in the app count as evidence of the handover inspection. Somebody needs to ask them.
[06:57] Ravi Menon: Good question. I don't know what they accept.
[07:00] Colm Brady: Neither do I. Let's, let's not solve it today, but somebody has to ask the warranty provider before January.
[07:08] Ravi Menon: Agreed. Okay, recap. Residential: proposal from me by Friday, Colm takes it to Maeve on the twenty-ninth, the user list by the twenty-third, start January fourth. Sunil gets the SOC 2 today and sends the Entra details by the twentieth. Commercial: the Procore session on November fourth, and a separate deal.
[07:30] Colm Brady: That's it.
[07:32] Nadine Fischer: Good.
[07:33] Sunil Bose: Thanks all.
`;

export const twoDivisionsAshgrove: EvalMeeting = {
  slug: 'two-divisions-ashgrove',
  kind: 'two buying units',
  title: 'Ashgrove Build Group × Trestle: residential and commercial',
  startedAt: new Date('2026-10-13T14:00:00Z'),
  heldOut: true,
  participants: [
    { name: 'Ravi Menon', email: 'ravi.menon@trestle.app' },
    { name: 'Jess Thornton', email: 'jess.thornton@trestle.app' },
    { name: 'Colm Brady', email: 'colm.brady@ashgrovehomes.com' },
    { name: 'Nadine Fischer', email: 'nadine.fischer@ashgrovecommercial.com' },
    { name: 'Sunil Bose', email: 'sunil.bose@ashgrovebuild.com' },
  ],
  segments: parseTranscriptScript(TRANSCRIPT),
  actionItems: [
    {
      gist: [
        'Send the residential proposal with the callback figures, the two-year term and premium support included',
        'Send the residential proposal',
      ],
      owner: 'Ravi Menon',
      due: '2026-10-16',
    },
    {
      gist: ['Take the proposal to Maeve at the finance review', 'Take it to Maeve Hartley for sign-off'],
      owner: 'Colm Brady',
      due: '2026-10-29',
    },
    { gist: 'Send the SOC 2 report', owner: 'Jess Thornton', due: '2026-10-13' },
    {
      gist: 'Send the Entra setup details and the security questionnaire',
      owner: 'Sunil Bose',
      due: '2026-10-20',
    },
    {
      gist: 'Send the list of the sixty users with names, roles and site',
      owner: 'Colm Brady',
      due: '2026-10-23',
    },
    {
      gist: 'Set up a Procore integration session for the commercial team',
      owner: 'Ravi Menon',
      due: '2026-11-04',
    },
    {
      gist: 'Talk to Frank, the managing director, about looking at this before April',
      owner: 'Nadine Fischer',
      due: null,
    },
    { gist: 'Open a separate deal for Commercial', owner: 'Ravi Menon', due: null },
    {
      gist: 'Ask the warranty provider whether the photos in the app count as evidence of the handover inspection',
      owner: null,
      due: null,
    },
  ],
  keyFacts: [
    {
      id: 'residential-price',
      kind: 'price',
      says: 'Residential: 60 seats at $45 a seat a month, $32,400 a year',
      accept: ['32400', ['45', 'seat', 'month']],
    },
    {
      id: 'two-year',
      kind: 'price',
      says: 'Two-year term, $64,800 in total',
      accept: ['64800', '2 year'],
    },
    {
      id: 'commercial-price',
      kind: 'price',
      says: 'Commercial: 45 seats would be about $24,300 a year',
      accept: ['24300'],
    },
    {
      id: 'support-included',
      kind: 'decision',
      says: 'Premium support included at no extra cost on the two-year term',
      accept: ['premium support'],
    },
    {
      id: 'budget',
      kind: 'budget',
      says: '$40,000 for quality tools this fiscal year, approved',
      accept: ['40000'],
    },
    {
      id: 'maeve',
      kind: 'decision_maker',
      says: 'Maeve Hartley, the group CFO, signs anything over $50,000 in total',
      accept: ['Maeve', '50000'],
    },
    {
      id: 'it-gate',
      kind: 'decision_process',
      says: 'Group IT requires single sign-on with Microsoft Entra and the SOC 2 report',
      accept: ['SOC 2', 'Entra', 'single sign-on', 'SSO'],
    },
    {
      id: 'fieldwire',
      kind: 'competitor',
      says: 'Residential trialled Fieldwire last year',
      accept: ['Fieldwire'],
    },
    { id: 'procore', kind: 'competitor', says: 'Commercial is on Procore', accept: ['Procore'] },
    {
      id: 'residential-start',
      kind: 'timeline',
      says: 'Residential decides this month and starts January 4 (Willow Creek)',
      accept: ['January 4', 'Willow Creek'],
    },
    {
      id: 'commercial-later',
      kind: 'timeline',
      says: 'Commercial commits to nothing before its Procore renewal in April',
      accept: ['after April', ['Commercial', 'April'], ['Procore', 'April']],
    },
    {
      id: 'callbacks',
      kind: 'pain_point',
      says: '310 warranty callbacks last year at about $400 each',
      accept: ['310', 'callback'],
    },
    {
      id: 'paper',
      kind: 'pain_point',
      says: 'Snag lists on paper, photos in WhatsApp groups',
      accept: ['WhatsApp', ['snag', 'paper']],
    },
    {
      id: 'offline',
      kind: 'risk',
      says: 'Half the sites have no signal; the Fieldwire trial failed on it; offline is a must',
      accept: ['offline', 'signal'],
    },
    {
      id: 'two-deals',
      kind: 'decision',
      says: 'Residential goes ahead on its own; a separate deal for Commercial',
      accept: ['separate deal', ['Commercial', 'separate']],
    },
  ],
  crm: [
    { property: 'amount', value: '64800', alsoAccept: ['32400'] },
    { property: 'seats', value: '60' },
    { property: 'dealtype', value: 'newbusiness' },
    { property: 'decision_timeline', value: 'this_month' },
    { property: 'products_of_interest', value: 'core_platform;premium_support' },
    { property: 'budget_confirmed', value: 'true' },
    { property: 'contract_start_date', value: '2027-01-04' },
    { property: 'industry', value: 'CONSTRUCTION' },
    { property: 'numberofemployees', value: '900', alsoAccept: ['350'] },
    { property: 'is_strategic_account', value: 'true' },
    { property: 'competitors', facts: [{ id: 'fieldwire', says: 'Fieldwire', accept: ['Fieldwire'] }] },
    {
      property: 'pain_points',
      facts: [
        {
          id: 'callbacks',
          says: 'Warranty callbacks from missed snags',
          accept: ['callback', 'WhatsApp', ['snag', 'paper']],
        },
      ],
    },
    {
      property: 'hs_next_step',
      facts: [
        {
          id: 'proposal',
          says: 'Residential proposal by Friday; Maeve at the finance review on October 29',
          accept: ['proposal', 'Maeve', 'October 29'],
        },
      ],
    },
    {
      property: 'description',
      facts: [
        {
          id: 'seats',
          says: '60 seats for the residential side',
          accept: [
            ['60', 'seat'],
            ['60', 'user'],
          ],
        },
        {
          id: 'residential',
          says: 'Ashgrove Homes, the residential side',
          accept: ['residential', 'Ashgrove Homes'],
        },
      ],
    },
    { property: 'closedate', value: null },
    { property: 'hs_priority', value: null },
    { property: 'contract_renewal_date', value: null },
  ],
  questions: [
    {
      id: 'residential-seats',
      question: 'How many seats does the residential side need?',
      facts: [{ id: '60', says: '60 seats', accept: ['60'] }],
    },
    {
      id: 'residential-price',
      question: 'What did we quote the residential side?',
      facts: [
        { id: 'annual', says: '$32,400 a year', accept: ['32400', ['45', 'seat', 'month']] },
        { id: 'term', says: 'Two years, $64,800, premium support included', accept: ['64800', '2 year'] },
      ],
    },
    {
      id: 'commercial',
      question: 'Is the commercial division buying?',
      facts: [
        { id: 'april', says: 'Not before their Procore renewal in April', accept: ['April'] },
        { id: 'procore', says: 'They are on Procore', accept: ['Procore'] },
      ],
    },
    {
      id: 'signer',
      question: 'Who has to sign the residential deal?',
      facts: [{ id: 'maeve', says: 'Maeve Hartley, the group CFO', accept: ['Maeve'] }],
    },
    {
      id: 'competitors',
      question: 'Which competitors came up?',
      facts: [
        { id: 'fieldwire', says: 'Fieldwire', accept: ['Fieldwire'] },
        { id: 'procore', says: 'Procore', accept: ['Procore'] },
      ],
    },
    {
      id: 'start',
      question: 'When does the residential side want to start?',
      facts: [{ id: 'january-4', says: 'January 4', accept: ['January 4'] }],
    },
    {
      id: 'it',
      question: 'What does their IT need from us?',
      facts: [
        { id: 'soc2', says: 'The SOC 2 report', accept: ['SOC 2'] },
        {
          id: 'sso',
          says: 'Single sign-on with Microsoft Entra',
          accept: ['Entra', 'SSO', 'single sign-on'],
        },
      ],
    },
    {
      id: 'budget',
      question: 'Do they have budget?',
      facts: [{ id: '40000', says: '$40,000 for quality tools this fiscal year', accept: ['40000'] }],
    },
    {
      id: 'why',
      question: 'Why does the residential side want this?',
      facts: [
        {
          id: 'callbacks',
          says: '310 warranty callbacks last year; snag lists on paper',
          accept: ['callback', 'WhatsApp', ['snag', 'paper']],
        },
      ],
    },
  ],
};
