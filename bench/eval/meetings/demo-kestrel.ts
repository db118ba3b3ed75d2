import type { EvalMeeting } from '../eval-meeting';
import { parseTranscriptScript } from '../transcript-script';

/*
 * Product demo: a contract-management seller (account executive and solutions engineer) and a UK
 * freight forwarder's legal, procurement and IT. Thursday 12 March 2026, 14:00 UTC, 41 minutes.
 * Prices in pounds.
 */

const TRANSCRIPT = `
[00:00] Aisha Mensah: Good afternoon everyone. Fiona, Raj, Owen, thanks for joining. I've got Tom Becker with me, our solutions engineer, who'll drive the demo.
[00:10] Tom Becker: Hi all.
[00:12] Fiona Gallagher: Hello. Gareth sends his apologies, he's in the board meeting until four.
[00:17] Aisha Mensah: No problem at all. Quick recap of where we are so Tom has the context. Kestrel has about four thousand contracts sitting in SharePoint folders, customer agreements, carrier contracts, warehouse leases, and nobody has a single view of renewal dates. Fiona, is that still a fair summary?
[00:35] Fiona Gallagher: It is. And the reason this became urgent: last autumn a warehouse lease in Felixstowe auto-renewed for another three years because nobody saw the notice date. That mistake cost us about a hundred and twenty thousand pounds.
[00:50] Aisha Mensah: Which is exactly what we want to show you today. Tom, over to you.
[00:54] Tom Becker: Thanks. I'm sharing my screen now. Can you see the Quillpad dashboard?
[00:59] Raj Patel: Yes, we can see it.
[01:01] Tom Becker: Great. So this is the repository. I've loaded about fifty sample contracts that look like yours, carrier agreements and some leases. Every contract has its key dates pulled out: start date, end date, notice period, auto-renewal yes or no. This column here is the notice deadline, and this red badge means a notice deadline in the next sixty days.
[01:24] Fiona Gallagher: How did those dates get there? Did someone type them in?
[01:27] Tom Becker: No, that's the extraction. When you upload a contract, our model reads it and proposes the key terms. A person on your team confirms them, and we keep a link to the exact clause so you can check.
[01:40] Fiona Gallagher: And how good is it with old scanned PDFs? A lot of our carrier contracts from before twenty nineteen are scans. Some are scans of faxes, honestly.
[01:49] Tom Becker: Good scans are fine, we run OCR first. Faxes, it depends. That's why for migrations we always do a test on your own documents before anyone signs anything.
[01:59] Owen Hughes: Can I jump in on the technical side?
[02:01] Tom Becker: Of course.
[02:02] Owen Hughes: Where is the data hosted? We have customers who put data residency in their contracts, so the contracts themselves can't leave the UK.
[02:10] Tom Becker: We have a UK region in London. Your tenant, the documents and the backups would stay there.
[02:16] Owen Hughes: And single sign-on? We're on Azure AD, Entra ID now. I'm not creating local accounts for twenty-five people.
[02:23] Tom Becker: SAML single sign-on with Entra ID is supported. It's part of the SSO add-on, and we can provision users with SCIM as well.
[02:31] Owen Hughes: Okay. I'd want to see the setup guide before I believe it's as easy as everyone says.
[02:36] Tom Becker: That's fair, I'll send you the Entra ID setup guide and our data residency statement by Monday.
[02:42] Owen Hughes: Thanks.
[02:44] Tom Becker: Let me show you renewals, since that's what hurt last year. This is the renewals calendar. Each owner gets an email ninety, sixty and thirty days before a notice deadline, and if nobody acts, it escalates to their manager. Fiona, you could set it so anything over fifty thousand pounds escalates to you directly.
[03:05] Fiona Gallagher: That is what I need. The Felixstowe lease would have come up three times.
[03:10] Tom Becker: Exactly. Now approvals. Say your sales team wants to change the liability cap in a customer agreement. They request the change here, and it routes by value: under twenty-five thousand it goes to legal only, above that it adds finance.
[03:26] Raj Patel: That mirrors our policy. Gareth signs anything over twenty-five thousand pounds, no exceptions.
[03:31] Tom Becker: Then we'd configure exactly that. Signatures: we integrate with DocuSign, which I think you use?
[03:36] Fiona Gallagher: We do. We're not replacing DocuSign.
[03:39] Tom Becker: You don't have to. The DocuSign integration is part of the core platform, so the signed copy comes back into the repository with its dates extracted.
[03:48] Fiona Gallagher: Good. Can I ask how this compares to Ironclad? We had a call with them two weeks ago.
[03:54] Aisha Mensah: Sure. Ironclad is strong on workflow for big in-house legal teams, in the US especially. Where we tend to win with companies like Kestrel is the migration of legacy contracts and the UK hosting. Are you looking at anyone else?
[04:08] Raj Patel: Juro as well. Procurement policy says three quotes for anything over ten thousand, so we'll have Ironclad, Juro and you.
[04:16] Aisha Mensah: That's completely normal. Can I ask what the decision process looks like after the quotes?
[04:21] Raj Patel: I run the comparison, Fiona chooses, and Gareth, our CFO, signs. He's the final sign-off because it's over twenty-five thousand.
[04:29] Aisha Mensah: And on budget, is this already in the plan?
[04:33] Fiona Gallagher: Not yet. Our financial year starts in April. I've asked for it in next year's budget but it's not approved until the budget is signed off in April. So I can't say it's confirmed.
[04:44] Aisha Mensah: Understood. Let me then give you the indicative numbers so you can plan. For twenty-five users on our Business plan, with the SSO add-on, it's thirty-eight thousand pounds a year. The legacy migration of your four thousand contracts is a one-off six thousand five hundred. So year one is forty-four and a half thousand pounds.
[05:05] Raj Patel: Is that with a multi-year discount?
[05:08] Aisha Mensah: That's the one-year price. On a three-year term we'd usually come down, but let's see what you need first.
[05:14] Raj Patel: Please put both options in the formal quote.
[05:17] Aisha Mensah: Will do. I'll get the formal quote to you tomorrow, with one-year and three-year options.
[05:22] Fiona Gallagher: And timing from our side: we'd like to sign by the end of June. The new legal operations manager starts in June, and we'd want the contract to start on the first of July so she owns the rollout from day one.
[05:36] Aisha Mensah: That works well with our onboarding. The migration takes about four weeks.
[05:41] Owen Hughes: What's the biggest risk you see in the migration?
[05:44] Tom Becker: Honestly, document quality. If some of your scans are faxes of faxes, the extraction will flag them for manual review instead of guessing. The test will tell us how many.
[05:54] Fiona Gallagher: Then let's do the test. What do you need from us?
[05:58] Tom Becker: Twenty sample contracts, a mix. Some clean Word documents, some scans, ideally the worst ones you have.
[06:05] Fiona Gallagher: I'll send twenty sample contracts, including the ugly scans, by next Wednesday.
[06:10] Tom Becker: Perfect. We'll run them through and I'll walk you through the extraction results on Thursday the twenty-sixth.
[06:17] Aisha Mensah: It would be great to have Gareth on that session.
[06:20] Fiona Gallagher: I'll check whether Gareth can join. No promises, it's quarter end.
[06:26] Raj Patel: And Aisha, before we can issue a purchase order you'll have to go through our supplier onboarding, including a security questionnaire. I'll send you the forms.
[06:35] Aisha Mensah: Thanks Raj, happy to. Anything else we should cover today?
[06:39] Owen Hughes: Not from me until I've read the guide.
[06:42] Fiona Gallagher: No, this was useful. The renewals calendar alone is worth a lot to us.
[06:47] Aisha Mensah: Great. Thank you all, speak on the twenty-sixth.
`;

export const demoKestrel: EvalMeeting = {
  slug: 'demo-kestrel',
  kind: 'demo',
  title: 'Kestrel Logistics × Quillpad: product demo',
  startedAt: new Date('2026-03-12T14:00:00Z'),
  participants: [
    { name: 'Aisha Mensah', email: 'aisha.mensah@quillpad.com' },
    { name: 'Tom Becker', email: 'tom.becker@quillpad.com' },
    { name: 'Fiona Gallagher', email: 'fiona.gallagher@kestrel-logistics.co.uk' },
    { name: 'Raj Patel', email: 'raj.patel@kestrel-logistics.co.uk' },
    { name: 'Owen Hughes', email: 'owen.hughes@kestrel-logistics.co.uk' },
  ],
  segments: parseTranscriptScript(TRANSCRIPT),
  actionItems: [
    {
      gist: 'Send the Entra ID setup guide and the data residency statement',
      owner: 'Tom Becker',
      due: '2026-03-16',
    },
    {
      gist: 'Send the formal quote with one-year and three-year options',
      owner: 'Aisha Mensah',
      due: '2026-03-13',
    },
    {
      gist: 'Send twenty sample contracts including the ugly scans',
      owner: 'Fiona Gallagher',
      due: '2026-03-18',
    },
    {
      gist: [
        'Run the samples and walk through the extraction results',
        'Walk you through the extraction results',
      ],
      owner: 'Tom Becker',
      due: '2026-03-26',
    },
    { gist: 'Check whether Gareth can join the results session', owner: 'Fiona Gallagher', due: null },
    { gist: 'Send the supplier onboarding forms and security questionnaire', owner: 'Raj Patel', due: null },
  ],
  keyFacts: [
    { id: 'annual-price', kind: 'price', says: '£38,000 a year for 25 users with SSO', accept: ['38000'] },
    { id: 'migration-price', kind: 'price', says: 'One-off £6,500 migration', accept: ['6500'] },
    { id: 'year-one', kind: 'price', says: 'Year one £44,500', accept: ['44500', ['44', 'half thousand']] },
    {
      id: 'budget',
      kind: 'budget',
      says: 'Budget requested for the year starting April, not yet approved',
      accept: [
        ['budget', 'not', 'approv'],
        ['budget', 'April'],
        ['budget', 'not', 'confirm'],
      ],
    },
    { id: 'ironclad', kind: 'competitor', says: 'Ironclad', accept: ['Ironclad'] },
    { id: 'juro', kind: 'competitor', says: 'Juro', accept: ['Juro'] },
    {
      id: 'cfo',
      kind: 'decision_maker',
      says: 'Gareth, the CFO, signs anything over £25,000',
      accept: [
        ['Gareth', 'CFO'],
        ['Gareth', 'sign'],
      ],
    },
    {
      id: 'three-quotes',
      kind: 'decision_process',
      says: 'Procurement needs three quotes; Raj compares, Fiona chooses',
      accept: ['3 quote'],
    },
    {
      id: 'sign-by',
      kind: 'timeline',
      says: 'Sign by end of June, contract starts 1 July',
      accept: [['end of June'], ['June', 'sign'], ['July', 'start']],
    },
    {
      id: 'lease',
      kind: 'pain_point',
      says: 'An auto-renewed warehouse lease cost about £120,000',
      accept: ['120000', ['lease', 'auto', 'renew']],
    },
    {
      id: 'sharepoint',
      kind: 'pain_point',
      says: '4,000 contracts in SharePoint, no view of renewal dates',
      accept: [['4000', 'contract'], 'SharePoint'],
    },
    { id: 'scans', kind: 'risk', says: 'Old scanned contracts may extract badly', accept: ['scan', 'fax'] },
    {
      id: 'it-requirements',
      kind: 'risk',
      says: 'UK data residency and Entra ID SSO required by IT',
      accept: [['UK', 'region'], 'data residency', ['SSO', 'Entra'], ['single sign-on', 'Azure']],
    },
    {
      id: 'migration-test',
      kind: 'decision',
      says: 'Run a migration test on 20 of their contracts first',
      accept: [
        ['20', 'contract'],
        ['test', 'sample'],
      ],
    },
  ],
  crm: [
    { property: 'amount', value: '44500' },
    { property: 'seats', value: '25' },
    { property: 'products_of_interest', value: 'core_platform;sso_addon' },
    { property: 'budget_confirmed', value: 'false' },
    { property: 'decision_timeline', value: 'next_quarter' },
    { property: 'closedate', value: '2026-06-30' },
    { property: 'contract_start_date', value: '2026-07-01' },
    { property: 'industry', value: 'LOGISTICS_AND_SUPPLY_CHAIN' },
    {
      property: 'competitors',
      facts: [
        { id: 'ironclad', says: 'Ironclad', accept: ['Ironclad'] },
        { id: 'juro', says: 'Juro', accept: ['Juro'] },
      ],
    },
    {
      property: 'pain_points',
      facts: [
        { id: 'lease', says: 'Auto-renewed lease', accept: ['lease', 'auto-renew', ['auto', 'renew']] },
        {
          id: 'renewal-dates',
          says: 'No view of renewal or notice dates',
          accept: ['renewal date', 'notice date', 'SharePoint'],
        },
      ],
    },
    {
      property: 'hs_next_step',
      facts: [
        {
          id: 'test',
          says: 'Migration test with 20 sample contracts',
          accept: ['sample', 'extraction result', '26'],
        },
      ],
    },
    { property: 'hs_priority', value: null },
    { property: 'numberofemployees', value: null },
    { property: 'is_strategic_account', value: null },
    { property: 'contract_renewal_date', value: null },
  ],
  questions: [
    {
      id: 'pricing',
      question: 'What did we tell them about pricing?',
      facts: [
        { id: 'annual', says: '£38,000 a year', accept: ['38000'] },
        { id: 'migration', says: '£6,500 one-off migration', accept: ['6500'] },
      ],
    },
    {
      id: 'signer',
      question: 'Who signs off on the purchase?',
      facts: [{ id: 'gareth', says: 'Gareth, the CFO', accept: ['Gareth'] }],
    },
    {
      id: 'competitors',
      question: 'Who are we competing against?',
      facts: [
        { id: 'ironclad', says: 'Ironclad', accept: ['Ironclad'] },
        { id: 'juro', says: 'Juro', accept: ['Juro'] },
      ],
    },
    {
      id: 'it-concerns',
      question: 'What were the IT requirements?',
      facts: [
        { id: 'residency', says: 'Data must stay in the UK', accept: ['UK', 'London', 'residency'] },
        {
          id: 'sso',
          says: 'SSO with Entra ID / Azure AD',
          accept: ['Entra', 'Azure', 'single sign-on', 'SSO'],
        },
      ],
    },
    {
      id: 'volume',
      question: 'How many contracts do they need to migrate?',
      facts: [{ id: 'contracts', says: 'About 4,000', accept: ['4000'] }],
    },
    {
      id: 'timeline',
      question: 'When do they want to sign?',
      facts: [{ id: 'june', says: 'By the end of June', accept: ['June'] }],
    },
    {
      id: 'why-now',
      question: 'Why are they looking for a contract tool now?',
      facts: [
        { id: 'lease', says: 'A lease auto-renewed, costing about £120,000', accept: ['lease', '120000'] },
      ],
    },
    {
      id: 'budget',
      question: 'Is the budget approved?',
      facts: [
        {
          id: 'april',
          says: 'Not yet: it depends on the budget signed off in April',
          accept: ['April', 'not approv', 'not confirm', 'not yet'],
        },
      ],
    },
  ],
};
