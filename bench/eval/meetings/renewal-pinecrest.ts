import type { EvalMeeting } from '../eval-meeting';
import { parseTranscriptScript } from '../transcript-script';

/*
 * Renewal with churn risk: a patient-messaging vendor's customer success manager and account
 * executive with a clinic group whose champion left and whose usage fell. Wednesday 6 May 2026,
 * 15:00 UTC, 38 minutes.
 */

const TRANSCRIPT = `
[00:00] Nadia Okafor: Hi Melissa, thanks for making time. I know May is busy for you with the new clinic opening.
[00:06] Melissa Grant: It is, but this one matters. Hi Chris.
[00:09] Chris Dunmore: Hi Melissa. Good to finally meet properly.
[00:12] Nadia Okafor: So, I want to be upfront about why we asked for this call. Your renewal is coming up on June thirtieth, and looking at the numbers, usage has dropped a lot since January. I'd rather talk about it openly now than be surprised in June.
[00:26] Melissa Grant: I appreciate that. And yes, I'll be honest too. When Tyler left in January, nobody really owned Relaymark anymore. Tyler Reed was the one who pushed the rollout, trained the front desks, everything. I inherited it along with five other projects.
[00:43] Nadia Okafor: That makes sense. Here's what we see: active users are down about forty percent since January. Of your fourteen clinics, only four use two-way texting every week. The other ten mostly send automated reminders and nothing else.
[00:58] Melissa Grant: That matches what I hear. The front desks in the other clinics went back to phoning patients.
[01:04] Chris Dunmore: Can I ask what the phones look like at those clinics?
[01:07] Melissa Grant: Terrible. The front desk staff spend half their morning on the phone, rescheduling, confirming. And our no-show rate is eighteen percent across the group. At the four clinics that text, it's eleven.
[01:21] Chris Dunmore: That's a big difference, eighteen versus eleven.
[01:25] Melissa Grant: It is. That's the argument I need to make internally. Because right now, the question I'm getting from above is why we pay seventy-two thousand a year for sixty seats when most clinics barely use it.
[01:37] Nadia Okafor: Who's asking that question?
[01:39] Melissa Grant: Ann Kowalski, our CFO. She's asked every department to cut fifteen percent from vendor spend for next year. Every contract that renews gets looked at.
[01:49] Chris Dunmore: Understood. And are you looking at alternatives?
[01:52] Melissa Grant: I'd be lying if I said no. Our IT team is pushing Epic's built-in messaging, through MyChart. We already pay for Epic, so they say it's free. And Podium sent us a quote last month, it was cheaper per location.
[02:07] Nadia Okafor: That's really helpful to know. On MyChart, the thing we usually hear is that patients need to have MyChart activated, and for a lot of clinics that's under half of patients. Texting reaches everyone with a phone.
[02:19] Melissa Grant: That's true for us. Our MyChart activation is around forty percent. Our patients skew older in a few clinics.
[02:26] Chris Dunmore: Melissa, I want to say, Pinecrest matters to us. You're on our executive sponsor list, our VP of customer success, Laura, follows this account personally. So we want to fix this, not just renew a contract.
[02:39] Melissa Grant: Good. Then tell me what fixing looks like.
[02:43] Nadia Okafor: Three things. One, we re-onboard the ten clinics that aren't texting, at no cost. On-site or remote, an hour per clinic with the front desk, and we set up the templates with them.
[02:55] Melissa Grant: Okay.
[02:57] Nadia Okafor: Two, I'll send you a usage report every week, per clinic, so you can see who's adopting and who isn't. And three, we set up the Epic appointment reminders integration properly. Right now you're sending reminders from a spreadsheet upload.
[03:11] Melissa Grant: Wait, there's an integration with Epic? Tyler never mentioned that.
[03:15] Chris Dunmore: There is, for appointment reminders. I need to check that it works with your Epic version though. I'll find out from our product team by Friday.
[03:23] Melissa Grant: Okay. And the price? Because the fifteen percent is not optional.
[03:28] Chris Dunmore: Here's what I'd propose. You don't need sixty seats if the front desks share a clinic login, which is how most groups do it. Forty-five seats covers every clinic and the call centre. At the same twelve hundred per seat, that's fifty-four thousand a year, which is a twenty-five percent reduction, more than Ann asked for.
[03:47] Melissa Grant: Fifty-four thousand. That I can take to Ann.
[03:50] Chris Dunmore: And that's for a one-year renewal. The renewal term starts on July first.
[03:55] Melissa Grant: Let me be clear about what I can promise. I'll recommend renewing, but only if we see the adoption go up. If by mid-June we have ten of the fourteen clinics texting every week, I'll recommend the renewal at forty-five seats. If not, I can't defend it against MyChart.
[04:10] Nadia Okafor: That's fair. So the target is ten of fourteen clinics active on two-way texting by June fifteenth.
[04:16] Melissa Grant: Yes. June fifteenth, because I need two weeks before the renewal to get Ann's approval.
[04:22] Chris Dunmore: So the decision is Ann's, with your recommendation?
[04:25] Melissa Grant: Ann approves any renewal over fifty thousand. She follows my recommendation usually, but she'll want to hear it from you too, I think.
[04:33] Chris Dunmore: I'd be glad to. I'll send you the renewal proposal at forty-five seats by next Wednesday, so you have it in writing.
[04:40] Nadia Okafor: For the re-onboarding, I need the clinic managers and the front desk leads for the ten clinics.
[04:46] Melissa Grant: I'll send you the list of clinic managers and front desk contacts by Monday.
[04:51] Nadia Okafor: Great, and I'll send you a schedule for the re-onboarding sessions by Friday, so we can start next week.
[04:58] Melissa Grant: One thing, the new clinic in Bend opens on May twentieth. Can it start with texting from day one?
[05:04] Nadia Okafor: Absolutely, we'll include Bend in the sessions.
[05:08] Chris Dunmore: And I'm flagging Pinecrest as high priority on our side, so if anything's stuck, you call me directly.
[05:14] Melissa Grant: I will. Thank you both, this was better than I expected.
[05:18] Nadia Okafor: Thanks Melissa. Talk Friday.
`;

export const renewalPinecrest: EvalMeeting = {
  slug: 'renewal-pinecrest',
  kind: 'renewal (churn risk)',
  title: 'Pinecrest Health × Relaymark: renewal check-in',
  startedAt: new Date('2026-05-06T15:00:00Z'),
  participants: [
    { name: 'Nadia Okafor', email: 'nadia.okafor@relaymark.com' },
    { name: 'Chris Dunmore', email: 'chris.dunmore@relaymark.com' },
    { name: 'Melissa Grant', email: 'mgrant@pinecresthealth.org' },
  ],
  segments: parseTranscriptScript(TRANSCRIPT),
  actionItems: [
    {
      gist: 'Find out from the product team whether the Epic appointment reminders integration works with their Epic version',
      owner: 'Chris Dunmore',
      due: '2026-05-08',
    },
    { gist: 'Send the renewal proposal at forty-five seats', owner: 'Chris Dunmore', due: '2026-05-13' },
    {
      gist: 'Send the list of clinic managers and front desk contacts',
      owner: 'Melissa Grant',
      due: '2026-05-11',
    },
    { gist: 'Send a schedule for the re-onboarding sessions', owner: 'Nadia Okafor', due: '2026-05-08' },
    { gist: 'Send a usage report every week per clinic', owner: 'Nadia Okafor', due: null },
  ],
  keyFacts: [
    { id: 'current', kind: 'price', says: 'Today $72,000 a year for 60 seats', accept: ['72000'] },
    {
      id: 'offer',
      kind: 'price',
      says: 'Renewal offer: 45 seats at $1,200, $54,000 a year',
      accept: ['54000'],
    },
    {
      id: 'cut',
      kind: 'budget',
      says: 'CFO wants 15% cut from vendor spend',
      accept: ['15 percent', ['15', 'cut']],
    },
    {
      id: 'mychart',
      kind: 'competitor',
      says: "Epic's MyChart messaging, pushed by IT",
      accept: ['MyChart', ['Epic', 'messag']],
    },
    { id: 'podium', kind: 'competitor', says: 'Podium quoted cheaper', accept: ['Podium'] },
    {
      id: 'ann',
      kind: 'decision_maker',
      says: 'Ann Kowalski, the CFO, approves renewals over $50,000',
      accept: ['Ann Kowalski', ['Ann', 'CFO'], ['Ann', 'approv']],
    },
    {
      id: 'criteria',
      kind: 'decision_process',
      says: 'Renew if 10 of 14 clinics text weekly by June 15',
      accept: [['10', '14', 'clinic'], ['June 15']],
    },
    {
      id: 'renewal-date',
      kind: 'timeline',
      says: 'Renewal on June 30; new term from July 1',
      accept: ['June 30', 'July 1'],
    },
    {
      id: 'usage-drop',
      kind: 'risk',
      says: 'Active users down 40% since January; 4 of 14 clinics text',
      accept: [
        ['active user', '40'],
        ['usage', 'drop'],
        ['4', '14', 'clinic'],
      ],
    },
    { id: 'champion', kind: 'risk', says: 'Champion Tyler Reed left in January', accept: ['Tyler'] },
    {
      id: 'no-show',
      kind: 'pain_point',
      says: 'No-show rate 18% (11% where they text)',
      accept: ['no-show', 'no show', '18 percent'],
    },
    {
      id: 'phones',
      kind: 'pain_point',
      says: 'Front desks spend half the morning on the phone',
      accept: [['front desk', 'phone']],
    },
    {
      id: 're-onboarding',
      kind: 'decision',
      says: 'Re-onboard the ten inactive clinics at no cost',
      accept: ['re-onboard', 'reonboard', ['onboard', '10 clinic']],
    },
  ],
  crm: [
    { property: 'amount', value: '54000' },
    { property: 'seats', value: '45' },
    { property: 'dealtype', value: 'existingbusiness' },
    { property: 'hs_priority', value: 'high' },
    { property: 'decision_timeline', value: 'this_quarter' },
    { property: 'contract_start_date', value: '2026-07-01' },
    { property: 'contract_renewal_date', value: '2026-06-30' },
    { property: 'is_strategic_account', value: 'true' },
    { property: 'industry', value: 'HOSPITAL_HEALTH_CARE' },
    {
      property: 'competitors',
      facts: [
        { id: 'mychart', says: 'Epic MyChart', accept: ['MyChart', 'Epic'] },
        { id: 'podium', says: 'Podium', accept: ['Podium'] },
      ],
    },
    {
      property: 'pain_points',
      facts: [{ id: 'no-show', says: 'No-shows at 18%', accept: ['no-show', 'no show', '18 percent'] }],
    },
    {
      property: 'description',
      facts: [
        { id: 'usage', says: 'Usage dropped after Tyler left', accept: ['usage', 'adoption', 'Tyler'] },
        { id: 'target', says: '10 of 14 clinics by June 15', accept: [['10', '14'], 'June 15'] },
      ],
    },
    { property: 'budget_confirmed', value: null },
    { property: 'numberofemployees', value: null },
    { property: 'products_of_interest', value: null },
  ],
  questions: [
    {
      id: 'why-risk',
      question: 'Why is this account at risk?',
      facts: [
        {
          id: 'usage',
          says: 'Usage down 40%',
          accept: [['usage', 'drop'], ['active user', '40'], ['4', '14', 'clinic'], 'adoption'],
        },
        { id: 'tyler', says: 'Tyler left', accept: ['Tyler'] },
      ],
    },
    {
      id: 'competitors',
      question: 'Which alternatives are they considering?',
      facts: [
        { id: 'mychart', says: 'Epic MyChart', accept: ['MyChart', 'Epic'] },
        { id: 'podium', says: 'Podium', accept: ['Podium'] },
      ],
    },
    {
      id: 'current-value',
      question: 'What do they pay today?',
      facts: [{ id: 'current', says: '$72,000 a year for 60 seats', accept: ['72000'] }],
    },
    {
      id: 'offer',
      question: 'What did we offer for the renewal?',
      facts: [
        { id: 'seats', says: '45 seats', accept: ['45'] },
        { id: 'price', says: '$54,000 a year', accept: ['54000'] },
      ],
    },
    {
      id: 'success',
      question: 'What do we need to achieve before the renewal?',
      facts: [
        { id: 'target', says: '10 of 14 clinics texting by June 15', accept: [['10', '14'], 'June 15'] },
      ],
    },
    {
      id: 'renewal-date',
      question: 'When is the renewal date?',
      facts: [{ id: 'june-30', says: 'June 30', accept: ['June 30'] }],
    },
    {
      id: 'decision-maker',
      question: 'Who approves the renewal?',
      facts: [{ id: 'ann', says: 'Ann Kowalski, the CFO', accept: ['Ann'] }],
    },
    {
      id: 'budget',
      question: 'What budget pressure are they under?',
      facts: [{ id: 'cut', says: '15% cut in vendor spend', accept: ['15 percent', ['15', 'cut']] }],
    },
  ],
};
