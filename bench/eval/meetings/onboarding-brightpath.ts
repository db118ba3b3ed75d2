import type { EvalMeeting } from '../eval-meeting';
import { parseTranscriptScript } from '../transcript-script';

/*
 * Held out (written after the offline engine was tuned on the other meetings): a technical
 * implementation call after signing. A helpdesk vendor's implementation manager with an online
 * learning company's IT lead and support operations manager. Many dated tasks across the three of
 * them; the IT lead's leave moves one task to a colleague, three planned tasks are cancelled, and
 * two dates move during the call. Wednesday 2 September 2026, 15:00 UTC.
 */

const TRANSCRIPT = `
[00:00] Ines Carvalho: Hi Paul, hi Zoe. This is our first proper implementation call now that the contract is signed, so I'd like us to leave with a plan that has a name and a date on everything.
[00:16] Zoe Adams: Perfect, that's exactly what I need.
[00:20] Paul Mercer: Same. Before we start, one thing that changes the plan: I'm on leave from September fourteenth to the twenty-fifth. So anything with my name on it after the eleventh needs another owner.
[00:35] Ines Carvalho: Good to know up front. Quick context for the notes: your contract started on September first, forty-five agent seats, the core platform with the integrations pack and the SSO add-on. The go-live target is Monday, September twenty-eighth, because your Zendesk contract ends on September thirtieth.
[00:55] Zoe Adams: Right, and we can't slip that. Zendesk would charge us for a full extra month.
[01:03] Ines Carvalho: Understood. I'll go through the plan we drafted at the kickoff and we fix owners as we go. First block, single sign-on. Paul, you're creating the Keelson app in Okta and sending me the SAML metadata.
[01:19] Paul Mercer: I'll do that by Friday.
[01:23] Ines Carvalho: Then I configure SAML on our side, and I'll have that done by Wednesday the ninth. We test together after that.
[01:33] Paul Mercer: Fine, I'm around on the ninth and the tenth.
[01:39] Ines Carvalho: Second block, email. The plan had Paul setting up the forwarding from the support mailbox to Keelson, plus the SPF and DKIM records for your domain.
[01:51] Paul Mercer: The DNS records I'll do, that's quick. By Tuesday the eighth. But the forwarding should switch at cutover, and I'm away then.
[02:02] Zoe Adams: I can take the forwarding. I'm a Google Workspace admin for the support mailboxes.
[02:09] Ines Carvalho: Great, so the email forwarding moves to Zoe. When do you want to switch it?
[02:17] Zoe Adams: On go-live morning, September twenty-eighth. I'll do it first thing.
[02:23] Ines Carvalho: Okay. Third block, data migration. The draft says we migrate all your ticket history from Zendesk, which is about five years.
[02:33] Zoe Adams: Honestly, we don't need five years. Agents never look further back than two years, and the older tickets hold student data we'd rather not move.
[02:45] Paul Mercer: Agreed. From a data protection point of view, less is better. Two years.
[02:52] Ines Carvalho: Then we cancel the full-history migration and import the last two years only. I'll run a test import into your sandbox by September eleventh.
[03:04] Zoe Adams: And I'll review the test import by the fifteenth.
[03:09] Ines Carvalho: The final import then runs on the weekend before go-live, on Saturday the twenty-sixth. I'll run that one too.
[03:18] Ines Carvalho: Fourth, macros. The draft has me migrating your two hundred macros.
[03:24] Zoe Adams: Let's not. Half of them are dead. I'll rewrite the thirty macros we actually use, directly in Keelson, by September eighteenth.
[03:35] Ines Carvalho: Then the macro migration comes off my list. Fifth, integrations. Paul, you were going to create an API token for the Jira connector.
[03:46] Paul Mercer: I'll create the Jira token before I leave, by September eleventh.
[03:52] Ines Carvalho: Perfect. And we had pencilled in a load test for the seventeenth.
[03:59] Paul Mercer: With forty-five agents and about four thousand tickets a month? I don't think we need it.
[04:07] Ines Carvalho: You don't. At your volume it tells us nothing. Let's drop the load test.
[04:14] Zoe Adams: Good. What about training?
[04:17] Ines Carvalho: The plan has two agent training sessions on September twenty-first.
[04:23] Zoe Adams: The twenty-first is a problem. It's the first day of the autumn term and our ticket volume triples that day. Can we do the twenty-third?
[04:35] Ines Carvalho: The twenty-third works. I'll run both training sessions on September twenty-third, one in the morning and one in the afternoon.
[04:45] Zoe Adams: Then I'll send you the list of agents with their teams and roles by this Friday, so you can set up the accounts.
[04:56] Ines Carvalho: Thanks. Last block, cutover. I'll send you the cutover runbook by September eighteenth, and I'll hold a go or no-go call on Friday the twenty-fifth.
[05:08] Paul Mercer: That's my last day of leave. Zoe, can you be our side of the go or no-go?
[05:17] Zoe Adams: Yes, I'll be there.
[05:20] Ines Carvalho: One more thing for the record. Brightpath is one of our first online learning customers in the UK, and our COO has asked me for a weekly status on this rollout, so expect me to chase.
[05:37] Paul Mercer: Fair enough. Anything else from me?
[05:41] Ines Carvalho: No, that's yours. And I'll send the sandbox invites today, so Zoe's team can start poking around.
[05:49] Zoe Adams: Great. Let me read back mine: the agent list on Friday, the test import review by the fifteenth, the macros by the eighteenth, and the forwarding on go-live morning.
[06:03] Ines Carvalho: One change there. I'd like the macros in before I write the runbook, since the runbook is due on the eighteenth too. Could you do the macros by the sixteenth?
[06:17] Zoe Adams: The sixteenth, fine.
[06:20] Paul Mercer: And mine: the Okta metadata on Friday, the DNS records on the eighth, the Jira token by the eleventh.
[06:29] Ines Carvalho: That's it. Thank you both.
`;

export const onboardingBrightpath: EvalMeeting = {
  slug: 'onboarding-brightpath',
  kind: 'implementation (onboarding)',
  title: 'Brightpath Learning × Keelson: implementation plan',
  startedAt: new Date('2026-09-02T15:00:00Z'),
  // Held out in the first evaluation (bench/results/eval-2026-11-24-1444.json); tuned on since.
  heldOut: false,
  participants: [
    { name: 'Ines Carvalho', email: 'ines.carvalho@keelson.com' },
    { name: 'Paul Mercer', email: 'paul.mercer@brightpathlearning.co.uk' },
    { name: 'Zoe Adams', email: 'zoe.adams@brightpathlearning.co.uk' },
  ],
  segments: parseTranscriptScript(TRANSCRIPT),
  // Cancelled in the call, so not here: the full-history migration, the macro migration, the load test.
  actionItems: [
    {
      gist: 'Create the Keelson app in Okta and send the SAML metadata',
      owner: 'Paul Mercer',
      due: '2026-09-04',
    },
    { gist: 'Configure SAML on the Keelson side', owner: 'Ines Carvalho', due: '2026-09-09' },
    { gist: 'Set up the SPF and DKIM DNS records for the domain', owner: 'Paul Mercer', due: '2026-09-08' },
    {
      gist: 'Switch the email forwarding from the support mailbox to Keelson',
      owner: 'Zoe Adams',
      due: '2026-09-28',
    },
    {
      gist: 'Run a test import of the last two years of tickets into the sandbox',
      owner: 'Ines Carvalho',
      due: '2026-09-11',
    },
    { gist: 'Review the test import', owner: 'Zoe Adams', due: '2026-09-15' },
    { gist: 'Run the final import', owner: 'Ines Carvalho', due: '2026-09-26' },
    {
      gist: 'Rewrite the thirty macros they actually use directly in Keelson',
      owner: 'Zoe Adams',
      due: '2026-09-16',
    },
    { gist: 'Create the API token for the Jira connector', owner: 'Paul Mercer', due: '2026-09-11' },
    { gist: 'Run both agent training sessions', owner: 'Ines Carvalho', due: '2026-09-23' },
    { gist: 'Send the list of agents with their teams and roles', owner: 'Zoe Adams', due: '2026-09-04' },
    { gist: 'Send the cutover runbook', owner: 'Ines Carvalho', due: '2026-09-18' },
    { gist: 'Hold the go or no-go call', owner: 'Ines Carvalho', due: '2026-09-25' },
    { gist: 'Send the sandbox invites', owner: 'Ines Carvalho', due: '2026-09-02' },
  ],
  keyFacts: [
    {
      id: 'go-live',
      kind: 'timeline',
      says: 'Go-live on Monday September 28',
      accept: ['September 28'],
    },
    {
      id: 'zendesk-ends',
      kind: 'timeline',
      says: 'The Zendesk contract ends September 30; slipping costs a full month',
      accept: ['September 30', ['Zendesk', 'end']],
    },
    {
      id: 'paul-leave',
      kind: 'risk',
      says: 'Paul is on leave September 14 to 25',
      accept: [['Paul', 'leave'], ['September 14', '25'], 'on leave'],
    },
    {
      id: 'term-start',
      kind: 'risk',
      says: 'Ticket volume triples on September 21, the first day of the autumn term',
      accept: ['autumn term', ['volume', 'triple']],
    },
    {
      id: 'two-years',
      kind: 'decision',
      says: 'Import only the last two years of tickets; the full-history migration is cancelled',
      accept: ['2 year', ['full-history', 'cancel']],
    },
    {
      id: 'no-macro-migration',
      kind: 'decision',
      says: 'No macro migration: Zoe rewrites the 30 macros in use',
      accept: [
        ['30', 'macro'],
        ['macro', 'rewrite'],
      ],
    },
    {
      id: 'no-load-test',
      kind: 'decision',
      says: 'The load test is dropped',
      accept: [
        ['load test', 'drop'],
        ['load test', 'cancel'],
        ['load test', 'skip'],
        ['load test', 'not need'],
        ['load test', 'removed'],
      ],
    },
    {
      id: 'forwarding-to-zoe',
      kind: 'decision',
      says: 'The email forwarding moves from Paul to Zoe',
      accept: [['forwarding', 'Zoe']],
    },
    {
      id: 'training-moved',
      kind: 'decision',
      says: 'Agent training moved from September 21 to September 23',
      accept: ['September 23', ['training', '23']],
    },
  ],
  crm: [
    { property: 'dealstage', value: 'closedwon' },
    { property: 'dealtype', value: 'newbusiness' },
    { property: 'seats', value: '45' },
    { property: 'contract_start_date', value: '2026-09-01' },
    { property: 'products_of_interest', value: 'core_platform;integrations_pack;sso_addon' },
    { property: 'industry', value: 'E_LEARNING' },
    { property: 'is_strategic_account', value: 'true' },
    {
      property: 'hs_next_step',
      facts: [
        {
          id: 'plan',
          says: 'Okta metadata and agent list by Friday; go-live September 28',
          accept: ['September 28', 'go-live', 'go live', 'Okta', 'SAML', 'test import', 'agent list'],
        },
      ],
    },
    {
      property: 'description',
      facts: [
        {
          id: 'rollout',
          says: 'Helpdesk rollout replacing Zendesk, go-live September 28',
          accept: ['Zendesk', 'September 28', 'go-live', 'go live'],
        },
        { id: 'seats', says: '45 agent seats', accept: ['45'] },
      ],
    },
    { property: 'amount', value: null },
    { property: 'budget_confirmed', value: null },
    { property: 'closedate', value: null },
    { property: 'decision_timeline', value: null },
    { property: 'contract_renewal_date', value: null },
    { property: 'numberofemployees', value: null },
    { property: 'hs_priority', value: null },
  ],
  questions: [
    {
      id: 'go-live',
      question: 'When is go-live?',
      facts: [{ id: 'september-28', says: 'Monday September 28', accept: ['September 28'] }],
    },
    {
      id: 'forwarding',
      question: 'Who is switching the email forwarding, and when?',
      facts: [
        { id: 'zoe', says: 'Zoe Adams', accept: ['Zoe'] },
        {
          id: 'when',
          says: 'On go-live morning, September 28',
          accept: ['September 28', 'go-live', 'go live'],
        },
      ],
    },
    {
      id: 'cancelled',
      question: 'What did we cancel from the plan?',
      facts: [
        { id: 'load-test', says: 'The load test', accept: ['load test'] },
        { id: 'macros', says: 'The macro migration', accept: ['macro'] },
        {
          id: 'full-history',
          says: 'The full-history migration (five years)',
          accept: ['full-history', 'full history', '5 year', 'all ticket history', 'all history'],
        },
      ],
    },
    {
      id: 'history',
      question: 'How much ticket history will be migrated?',
      facts: [{ id: 'two-years', says: 'The last two years', accept: ['2 year'] }],
    },
    {
      id: 'training',
      question: 'When is the agent training?',
      facts: [{ id: 'september-23', says: 'September 23, morning and afternoon', accept: ['September 23'] }],
    },
    {
      id: 'paul',
      question: 'What does Paul have to do before his leave?',
      facts: [
        { id: 'okta', says: 'Okta app and SAML metadata by Friday', accept: ['Okta', 'SAML', 'metadata'] },
        { id: 'dns', says: 'SPF and DKIM DNS records by the 8th', accept: ['DNS', 'SPF', 'DKIM'] },
        { id: 'jira', says: 'Jira API token by the 11th', accept: ['Jira'] },
      ],
    },
    {
      id: 'leave',
      question: 'When is Paul away?',
      facts: [
        {
          id: 'dates',
          says: 'September 14 to 25',
          accept: [
            ['September 14', '25'],
            ['14', '25'],
          ],
        },
      ],
    },
    {
      id: 'runbook',
      question: 'When do they get the cutover runbook?',
      facts: [{ id: 'september-18', says: 'By September 18', accept: ['September 18'] }],
    },
    {
      id: 'macros-due',
      question: 'When are the macros due?',
      facts: [{ id: 'september-16', says: 'September 16', accept: ['September 16', '16'] }],
    },
  ],
};
