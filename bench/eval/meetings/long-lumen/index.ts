import type { EvalMeeting } from '../../eval-meeting';
import { parseTranscriptScript } from '../../transcript-script';
import { PART_1_CONTEXT } from './part-1-context';
import { PART_2_TECHNICAL } from './part-2-technical';
import { PART_3_OPERATIONS } from './part-3-operations';
import { PART_4_COMMERCIAL } from './part-4-commercial';

/*
 * The long one: a 62-minute evaluation workshop between a contact-centre platform vendor (account
 * executive, solutions architect, implementation lead) and a regional utility's buying committee
 * (CIO, customer operations, contact centre manager, enterprise architect, procurement), about
 * 6,400 words. Tuesday 22 September 2026, 15:00 UTC. Many commitments, dates and figures.
 */

export const longLumen: EvalMeeting = {
  slug: 'long-lumen',
  kind: 'long evaluation workshop (62 min)',
  title: 'Lumen Grid Energy × Orbital: evaluation workshop',
  startedAt: new Date('2026-09-22T15:00:00Z'),
  participants: [
    { name: 'Hannah Brooks', email: 'hannah.brooks@orbitalcx.com' },
    { name: 'Victor Alvarez', email: 'victor.alvarez@orbitalcx.com' },
    { name: 'Nkechi Adeyemi', email: 'nkechi.adeyemi@orbitalcx.com' },
    { name: 'Patricia Nwosu', email: 'pnwosu@lumengrid.com' },
    { name: 'Derek Lambert', email: 'dlambert@lumengrid.com' },
    { name: 'Bill Hutchins', email: 'bhutchins@lumengrid.com' },
    { name: 'Yuki Tanaka', email: 'ytanaka@lumengrid.com' },
    { name: 'Carmen Reyes', email: 'creyes@lumengrid.com' },
  ],
  segments: parseTranscriptScript(
    [PART_1_CONTEXT, PART_2_TECHNICAL, PART_3_OPERATIONS, PART_4_COMMERCIAL].join('\n'),
  ),
  actionItems: [
    {
      gist: 'Send the SAP IS-U integration architecture document with the service list and the fields',
      owner: 'Victor Alvarez',
      due: '2026-09-25',
    },
    { gist: 'Get sandbox access and the API specs', owner: 'Yuki Tanaka', due: '2026-10-02' },
    {
      gist: 'Line up a reference call with Northern Plains Electric and their CIO',
      owner: 'Hannah Brooks',
      due: null,
    },
    { gist: 'Confirm the reference names by email', owner: 'Hannah Brooks', due: null },
    {
      gist: 'Send the hourly call volumes from the last three storms',
      owner: 'Bill Hutchins',
      due: '2026-09-25',
    },
    {
      gist: "Send the water utility's union side letter wording, anonymised",
      owner: 'Nkechi Adeyemi',
      due: null,
    },
    {
      gist: 'Make sure the proof of concept includes medical priority callers in the replay',
      owner: 'Hannah Brooks',
      due: null,
    },
    { gist: 'Check the sandbox test data has the medical priority flag', owner: 'Yuki Tanaka', due: null },
    {
      gist: 'Send the revised pricing with three-year and five-year options',
      owner: 'Hannah Brooks',
      due: '2026-09-29',
    },
    {
      gist: 'Send the final scoring sheet and the contract redlines template',
      owner: 'Carmen Reyes',
      due: '2026-09-23',
    },
    { gist: 'Ask treasury about quarterly payment in advance', owner: 'Carmen Reyes', due: null },
    {
      gist: 'Point legal to the data export clause in the standard terms',
      owner: 'Hannah Brooks',
      due: null,
    },
    {
      gist: 'Put the storm escalation in writing in the support appendix',
      owner: 'Hannah Brooks',
      due: null,
    },
    {
      gist: 'Draft the implementation plan with the April cutover',
      owner: 'Nkechi Adeyemi',
      due: '2026-10-09',
    },
    { gist: 'Set up a session with the IBEW stewards', owner: 'Derek Lambert', due: '2026-09-30' },
    { gist: 'Assign owners to the knowledge base articles', owner: 'Derek Lambert', due: null },
    { gist: 'Send the mutual action plan as a document', owner: 'Hannah Brooks', due: '2026-09-22' },
    {
      gist: 'Send a letter describing the cutover plan for Avaya',
      owner: 'Hannah Brooks',
      due: '2026-10-09',
    },
    { gist: 'Brief the technology committee', owner: 'Patricia Nwosu', due: '2026-10-20' },
    {
      gist: ['Schedule the workforce management session', 'Set up a workforce management session with Bill'],
      owner: 'Carmen Reyes',
      due: null,
    },
  ],
  keyFacts: [
    {
      id: 'avaya-eos',
      kind: 'timeline',
      says: 'Avaya goes out of support on December 31',
      accept: [
        ['Avaya', 'December 31'],
        ['Avaya', 'end of support'],
      ],
    },
    {
      id: 'storm-asa',
      kind: 'pain_point',
      says: 'Storm-day speed of answer 9 minutes',
      accept: ['9 minute'],
    },
    {
      id: 'abandonment',
      kind: 'pain_point',
      says: 'Abandonment 22% in the ice storm',
      accept: ['22 percent'],
    },
    {
      id: 'storm-volume',
      kind: 'pain_point',
      says: '140,000 calls in a day during the ice storm (10x normal)',
      accept: ['140000', '10 times'],
    },
    {
      id: 'six-screens',
      kind: 'pain_point',
      says: 'Agents use six screens; 12 weeks to productive',
      accept: ['6 screen', '12 week'],
    },
    { id: 'pci', kind: 'pain_point', says: 'PCI audit finding on payments by phone', accept: ['PCI'] },
    {
      id: 'commission',
      kind: 'risk',
      says: 'The public utility commission sent a letter about storm response',
      accept: [['commission', 'letter']],
    },
    {
      id: 'price',
      kind: 'price',
      says: '$165 per agent per month for 240 agents: $475,200 a year',
      accept: ['165', '475200'],
    },
    {
      id: 'implementation',
      kind: 'price',
      says: 'Implementation fixed fee $120,000',
      accept: [['implementation', '120000']],
    },
    { id: 'three-year', kind: 'price', says: '$1,545,600 over three years', accept: ['1545600'] },
    {
      id: 'budget',
      kind: 'budget',
      says: '$1.8M over three years approved in the capital plan',
      accept: ['1800000'],
    },
    { id: 'genesys', kind: 'competitor', says: 'Genesys Cloud shortlisted', accept: ['Genesys'] },
    { id: 'nice', kind: 'competitor', says: 'NICE CXone shortlisted', accept: ['NICE', 'CXone'] },
    {
      id: 'board',
      kind: 'decision_maker',
      says: 'The board approves (over $1M) on November 12; Patricia is executive sponsor',
      accept: [['board', 'November 12']],
    },
    {
      id: 'scoring',
      kind: 'decision_process',
      says: 'Scoring: functionality 40, cost 30, implementation 15, viability and references 15; preferred vendor by October 16',
      accept: ['October 16', ['functionality', '40']],
    },
    {
      id: 'contract-dates',
      kind: 'timeline',
      says: 'Contract signed by November 30, effective January 1',
      accept: ['November 30'],
    },
    {
      id: 'cutover',
      kind: 'decision',
      says: 'Cutover in April 2027 (target April 20), not in winter',
      accept: ['April 20', ['cutover', 'April']],
    },
    {
      id: 'poc',
      kind: 'decision',
      says: 'Storm simulation proof of concept in the SAP sandbox from October 5',
      accept: [
        ['proof of concept', 'October 5'],
        ['proof of concept', 'storm'],
        ['simulation', 'storm'],
      ],
    },
    {
      id: 'union',
      kind: 'risk',
      says: 'Union (IBEW) consultation on AI quality monitoring',
      accept: ['union', 'IBEW'],
    },
    {
      id: 'avaya-bridge',
      kind: 'risk',
      says: 'Avaya may not extend support until April',
      accept: [
        ['Avaya', 'bridge'],
        ['Avaya', 'extend'],
        ['Avaya', 'unsupported'],
      ],
    },
    { id: 'sap', kind: 'risk', says: 'SAP IS-U integration through Gateway not yet tested', accept: ['SAP'] },
  ],
  crm: [
    { property: 'amount', value: '475200', alsoAccept: ['1545600', '1425600'] },
    { property: 'seats', value: '240' },
    { property: 'industry', value: 'UTILITIES' },
    { property: 'budget_confirmed', value: 'true' },
    { property: 'is_strategic_account', value: 'true' },
    { property: 'closedate', value: '2026-11-30' },
    { property: 'contract_start_date', value: '2027-01-01' },
    { property: 'decision_timeline', value: 'next_quarter' },
    { property: 'products_of_interest', value: 'core_platform;analytics_addon;premium_support' },
    {
      property: 'competitors',
      facts: [
        { id: 'genesys', says: 'Genesys Cloud', accept: ['Genesys'] },
        { id: 'nice', says: 'NICE CXone', accept: ['NICE', 'CXone'] },
      ],
    },
    {
      property: 'pain_points',
      facts: [
        { id: 'asa', says: 'Nine-minute speed of answer in storms', accept: ['9 minute', 'speed of answer'] },
        {
          id: 'outage-callers',
          says: 'IVR cannot tell outage callers apart',
          accept: ['IVR', 'outage caller', 'abandon'],
        },
      ],
    },
    {
      property: 'hs_next_step',
      facts: [
        {
          id: 'poc',
          says: 'Storm simulation proof of concept; mutual action plan',
          accept: ['proof of concept', 'action plan', 'architecture document'],
        },
      ],
    },
    {
      property: 'description',
      facts: [
        { id: 'avaya', says: 'Replacing Avaya', accept: ['Avaya'] },
        { id: 'agents', says: '240 agents', accept: ['240'] },
      ],
    },
    { property: 'hs_priority', value: null },
    { property: 'numberofemployees', value: null },
  ],
  questions: [
    {
      id: 'why-now',
      question: 'Why are they replacing their phone system now?',
      facts: [
        {
          id: 'avaya',
          says: 'Avaya is out of support on December 31',
          accept: ['December 31', 'end of support', 'out of support'],
        },
      ],
    },
    {
      id: 'budget',
      question: 'What budget do they have?',
      facts: [{ id: 'budget', says: '$1.8 million over three years', accept: ['1800000'] }],
    },
    {
      id: 'pricing',
      question: 'What pricing did we present?',
      facts: [
        { id: 'per-agent', says: '$165 per agent per month', accept: ['165'] },
        { id: 'implementation', says: '$120,000 implementation', accept: ['120000'] },
      ],
    },
    {
      id: 'competitors',
      question: 'Who else is on the shortlist?',
      facts: [
        { id: 'genesys', says: 'Genesys Cloud', accept: ['Genesys'] },
        { id: 'nice', says: 'NICE CXone', accept: ['NICE', 'CXone'] },
      ],
    },
    {
      id: 'decision',
      question: 'Who makes the final decision, and when?',
      facts: [
        { id: 'board', says: 'The board', accept: ['board'] },
        { id: 'november-12', says: 'November 12', accept: ['November 12'] },
      ],
    },
    {
      id: 'cutover',
      question: 'When is the cutover planned?',
      facts: [{ id: 'april', says: 'April 2027', accept: ['April'] }],
    },
    {
      id: 'risks',
      question: 'What are the biggest risks?',
      facts: [
        { id: 'avaya', says: 'Avaya not extending support', accept: ['Avaya'] },
        { id: 'union', says: 'Union consultation', accept: ['union', 'IBEW'] },
      ],
    },
    {
      id: 'storms',
      question: 'What happens on storm days today?',
      facts: [
        { id: 'asa', says: 'Nine-minute speed of answer', accept: ['9 minute'] },
        { id: 'abandonment', says: '22% abandonment', accept: ['22 percent'] },
      ],
    },
    {
      id: 'integrations',
      question: 'Which systems do we need to integrate with?',
      facts: [
        { id: 'sap', says: 'SAP IS-U', accept: ['SAP'] },
        {
          id: 'nms',
          says: 'Oracle outage management (NMS)',
          accept: ['Oracle', 'NMS', 'outage system', 'outage management'],
        },
      ],
    },
    {
      id: 'contract-terms',
      question: 'What did procurement ask for in the contract?',
      facts: [
        {
          id: 'liability',
          says: 'Liability of at least 12 months of fees',
          accept: ['liability', '12 month'],
        },
        { id: 'audit', says: 'Right to audit', accept: ['audit'] },
      ],
    },
  ],
};
