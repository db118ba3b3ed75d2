import type { EvalMeeting } from '../eval-meeting';
import { parseTranscriptScript } from '../transcript-script';

/*
 * Security review: an HR software vendor's account executive and security lead with a credit
 * union's CISO and vendor-risk manager. Tuesday 9 June 2026, 14:00 UTC, 44 minutes. Almost
 * nothing commercial is said: most CRM properties have no answer here.
 */

const TRANSCRIPT = `
[00:00] Elena Vasquez: Good morning Marcus, good morning Sarah. I have Daniel Kim with me, he leads security and compliance at Mosaic.
[00:07] Daniel Kim: Morning everyone.
[00:09] Marcus Hale: Morning. Thanks for doing this live, it's faster than another round of spreadsheets.
[00:14] Sarah Lindgren: Much faster. So, context for Daniel: we sent you the SIG Lite questionnaire three weeks ago. Most of it came back fine. We have some follow-ups, and a few things we need to see before our vendor risk committee.
[00:27] Daniel Kim: Happy to go through them. Where would you like to start?
[00:30] Sarah Lindgren: Certifications. You said SOC 2 Type Two. What period does the latest report cover, and were there exceptions?
[00:37] Daniel Kim: The latest SOC 2 Type Two report covers April of last year through March of this year, and it was issued in March. No exceptions. We shared it through our trust portal, I think you have access.
[00:50] Sarah Lindgren: We do, I've read it. And ISO twenty-seven thousand and one?
[00:54] Daniel Kim: In progress. Stage one audit is done, stage two is scheduled, and we expect certification in the fourth quarter.
[01:01] Marcus Hale: Okay. Penetration testing?
[01:04] Daniel Kim: Annual external pen test by NCC Group, plus continuous testing through a bug bounty. The last NCC test was in February. Two medium findings, no highs or criticals, and both mediums were remediated within thirty days.
[01:18] Marcus Hale: We'll need to see the executive summary of that test.
[01:21] Daniel Kim: We share it under NDA. Once an NDA is in place, I'll send you the executive summary.
[01:27] Sarah Lindgren: We have a mutual NDA template. I'll send you our NDA today.
[01:31] Daniel Kim: Perfect.
[01:33] Marcus Hale: Let's talk about data. Where is our data hosted, and where are the backups?
[01:38] Daniel Kim: AWS, in the United States. Primary in us-east-1, Virginia, and encrypted backups replicated to us-west-2 in Oregon. No data leaves the US.
[01:48] Marcus Hale: Encryption?
[01:50] Daniel Kim: AES-256 at rest, TLS one point two or higher in transit. And for the sensitive fields, social security numbers and bank account numbers, we add field-level encryption with keys in AWS KMS, rotated yearly.
[02:04] Marcus Hale: Good, that was one of my questions. Access to production?
[02:08] Daniel Kim: Just-in-time access through our bastion, approved per session, logged, and reviewed weekly. Eleven engineers are eligible. Everyone with production access passes a background check.
[02:19] Marcus Hale: And authentication for our users. We're an Okta shop.
[02:23] Elena Vasquez: Okta SAML single sign-on is supported, and SCIM provisioning, so when someone leaves Veridian they lose access right away. MFA is enforced for anyone not on SSO.
[02:34] Marcus Hale: Okay. Now the harder ones. Breach notification. Your DPA says seventy-two hours.
[02:40] Daniel Kim: That's right, seventy-two hours from confirmation.
[02:43] Marcus Hale: That won't work for us. As a credit union we're regulated by the NCUA, and we have to notify them within seventy-two hours ourselves. So we need our vendors to tell us within twenty-four hours.
[02:55] Daniel Kim: I understand. Twenty-four hours is not in our standard terms, but we've done it for a couple of banks. I need to check with our legal team. I'll come back to you on the twenty-four-hour notification by Friday.
[03:07] Marcus Hale: Thank you. To be clear, that one's a hard requirement. Without it, I can't approve.
[03:12] Sarah Lindgren: Next, sub-processors. The questionnaire listed AWS, but the privacy policy also mentions an SMS provider and an email provider.
[03:20] Daniel Kim: Right. AWS for hosting, Twilio for SMS notifications, SendGrid for email. That's the complete list today.
[03:27] Elena Vasquez: I'll send you the current sub-processor list and our DPA by tomorrow, so you have them in writing.
[03:33] Sarah Lindgren: Thanks. Audit logs: we send everything to Splunk. Do you have a Splunk integration?
[03:38] Daniel Kim: Not a native one. We have an audit log API, and customers pull from it into Splunk with a small script or the HTTP collector. It works, but it's not a packaged integration.
[03:48] Marcus Hale: That's a gap for us. Not a blocker, but my team will want to know exactly what fields come through.
[03:54] Marcus Hale: I'll have my team send you our Splunk requirements by next Tuesday.
[03:59] Daniel Kim: That works. We'll map them to the API fields.
[04:03] Sarah Lindgren: Business continuity. What are your recovery objectives?
[04:07] Daniel Kim: Recovery time objective four hours, recovery point objective one hour. We test failover twice a year, last in April.
[04:15] Sarah Lindgren: And when a customer leaves, how long until the data is deleted?
[04:19] Daniel Kim: Within thirty days of termination, and we give a deletion certificate.
[04:24] Sarah Lindgren: Good. Right to audit?
[04:26] Elena Vasquez: Our standard contract allows one audit a year with thirty days' notice, on top of the SOC 2 report.
[04:32] Sarah Lindgren: That's acceptable.
[04:34] Marcus Hale: Okay. So where does that leave us. Sarah, your view?
[04:38] Sarah Lindgren: Based on today, I'd rate Mosaic as a moderate-risk vendor. That's normal for anything holding employee data for our eight hundred employees. The committee can approve a moderate vendor with conditions.
[04:50] Marcus Hale: I agree. My decision: I'll support approval on the condition that twenty-four-hour breach notification is in the contract. The Splunk gap we accept and track.
[05:00] Elena Vasquez: Thank you. What's the timeline for the committee?
[05:03] Sarah Lindgren: The vendor risk committee meets on June twenty-fourth. I need everything by the seventeenth to put the package together: the NDA signed, the pen test summary, the DPA, and the answer on breach notification.
[05:15] Daniel Kim: Understood. There are also twelve questions in the SIG Lite we marked as pending. We'll have the remaining answers back to you by the seventeenth as well.
[05:24] Sarah Lindgren: Perfect. Then I think we're done.
[05:27] Marcus Hale: Thanks Daniel, thorough answers. Elena, thanks for setting it up.
[05:31] Elena Vasquez: Thank you both. Talk soon.
`;

export const securityVeridian: EvalMeeting = {
  slug: 'security-veridian',
  kind: 'security review',
  title: 'Veridian Credit Union × Mosaic HR: security review',
  startedAt: new Date('2026-06-09T14:00:00Z'),
  participants: [
    { name: 'Elena Vasquez', email: 'elena.vasquez@mosaichr.com' },
    { name: 'Daniel Kim', email: 'daniel.kim@mosaichr.com' },
    { name: 'Marcus Hale', email: 'mhale@veridiancu.org' },
    { name: 'Sarah Lindgren', email: 'slindgren@veridiancu.org' },
  ],
  segments: parseTranscriptScript(TRANSCRIPT),
  actionItems: [
    {
      gist: 'Check with legal and come back on the twenty-four-hour breach notification',
      owner: 'Daniel Kim',
      due: '2026-06-12',
    },
    {
      gist: 'Send the executive summary of the pen test once the NDA is in place',
      owner: 'Daniel Kim',
      due: null,
    },
    { gist: 'Send our mutual NDA', owner: 'Sarah Lindgren', due: '2026-06-09' },
    { gist: 'Send the current sub-processor list and DPA', owner: 'Elena Vasquez', due: '2026-06-10' },
    { gist: 'Send our Splunk requirements', owner: 'Marcus Hale', due: '2026-06-16' },
    {
      gist: 'Send back the remaining answers to the twelve pending SIG Lite questions',
      owner: 'Daniel Kim',
      due: '2026-06-17',
    },
  ],
  keyFacts: [
    {
      id: 'soc2',
      kind: 'risk',
      says: 'SOC 2 Type II issued in March, no exceptions',
      accept: [
        ['SOC 2', 'exception'],
        ['SOC 2', 'Type'],
      ],
    },
    { id: 'iso', kind: 'timeline', says: 'ISO 27001 certification expected in Q4', accept: ['27001', 'ISO'] },
    {
      id: 'pentest',
      kind: 'risk',
      says: 'NCC Group pen test in February: two medium findings, remediated',
      accept: ['NCC', ['pen test', 'medium'], ['2', 'medium']],
    },
    {
      id: 'breach',
      kind: 'risk',
      says: 'Veridian needs 24-hour breach notification; DPA says 72 hours',
      accept: [
        ['24', 'hour', 'notif'],
        ['24', 'hour', 'breach'],
      ],
    },
    {
      id: 'splunk',
      kind: 'risk',
      says: 'No native Splunk integration (API only): accepted gap',
      accept: ['Splunk'],
    },
    {
      id: 'hosting',
      kind: 'decision_process',
      says: 'Data in AWS us-east-1, backups us-west-2, US only',
      accept: ['us-east-1', ['AWS', 'United States'], ['AWS', 'US']],
    },
    {
      id: 'committee',
      kind: 'timeline',
      says: 'Vendor risk committee on June 24; documents by June 17',
      accept: ['June 24', ['committee', '24']],
    },
    {
      id: 'marcus',
      kind: 'decision_maker',
      says: 'Marcus Hale (CISO) supports approval on condition of 24-hour notification',
      accept: [
        ['Marcus', 'approv'],
        ['Marcus', 'condition'],
      ],
    },
    { id: 'moderate', kind: 'decision', says: 'Rated a moderate-risk vendor', accept: ['moderate'] },
    {
      id: 'condition',
      kind: 'decision',
      says: 'Approval conditional on 24-hour breach notification in the contract',
      accept: [
        ['condition', '24'],
        ['approv', '24', 'hour'],
      ],
    },
    {
      id: 'rto',
      kind: 'risk',
      says: 'RTO 4 hours, RPO 1 hour',
      accept: [
        ['recovery time', '4 hour'],
        ['RTO', '4'],
      ],
    },
  ],
  crm: [
    { property: 'numberofemployees', value: '800' },
    { property: 'industry', value: 'BANKING', alsoAccept: ['FINANCIAL_SERVICES'] },
    {
      property: 'hs_next_step',
      facts: [
        {
          id: 'committee',
          says: 'Documents by June 17 for the June 24 committee',
          accept: ['committee', 'June 17', 'NDA', '24 hour'],
        },
      ],
    },
    {
      property: 'description',
      facts: [{ id: 'breach', says: '24-hour breach notification required', accept: [['24', 'hour']] }],
    },
    { property: 'amount', value: null },
    { property: 'seats', value: null },
    { property: 'budget_confirmed', value: null },
    { property: 'decision_timeline', value: null },
    { property: 'closedate', value: null },
    { property: 'contract_start_date', value: null },
    { property: 'competitors', value: null },
    { property: 'pain_points', value: null },
    { property: 'hs_priority', value: null },
    { property: 'is_strategic_account', value: null },
  ],
  questions: [
    {
      id: 'soc2',
      question: 'Do they have a SOC 2 report?',
      facts: [
        {
          id: 'type-2',
          says: 'SOC 2 Type II, no exceptions',
          accept: [['Type', '2'], 'Type II', 'exception'],
        },
      ],
    },
    {
      id: 'breach',
      question: 'What did Veridian require for breach notification?',
      facts: [{ id: '24h', says: 'Within 24 hours', accept: ['24 hour', '24-hour'] }],
    },
    {
      id: 'hosting',
      question: 'Where is the data hosted?',
      facts: [
        {
          id: 'aws-us',
          says: 'AWS in the US (us-east-1)',
          accept: ['us-east-1', 'Virginia', ['AWS', 'United States']],
        },
      ],
    },
    {
      id: 'committee',
      question: 'When does the vendor risk committee meet?',
      facts: [{ id: 'june-24', says: 'June 24', accept: ['June 24'] }],
    },
    {
      id: 'gaps',
      question: 'What gaps did they find?',
      facts: [
        { id: 'breach', says: 'Breach notification window', accept: ['breach', '24 hour'] },
        { id: 'splunk', says: 'No native Splunk integration', accept: ['Splunk'] },
      ],
    },
    {
      id: 'pentest',
      question: 'What did we say about penetration testing?',
      facts: [
        { id: 'ncc', says: 'NCC Group, annually', accept: ['NCC'] },
        { id: 'findings', says: 'Two medium findings, remediated', accept: ['medium'] },
      ],
    },
    {
      id: 'recovery',
      question: 'What are the recovery objectives?',
      facts: [
        { id: 'rto', says: 'RTO 4 hours', accept: ['4 hour'] },
        { id: 'rpo', says: 'RPO 1 hour', accept: ['1 hour'] },
      ],
    },
    {
      id: 'approval',
      question: 'Who approves the vendor, and on what condition?',
      facts: [
        {
          id: 'committee',
          says: 'The vendor risk committee, with Marcus supporting',
          accept: ['committee', 'Marcus'],
        },
        {
          id: 'condition',
          says: '24-hour breach notification in the contract',
          accept: ['24 hour', '24-hour'],
        },
      ],
    },
  ],
};
