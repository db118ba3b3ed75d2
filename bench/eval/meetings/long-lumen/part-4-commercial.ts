/** Pricing, the implementation plan, the mutual action plan, risks and the close. */
export const PART_4_COMMERCIAL = `
[48:03] Hannah Brooks: Let's move to commercials. Carmen, I know you'll score cost on the RFP pricing sheet, so I'll stay consistent with what we submitted and then talk about options.
[48:19] Carmen Reyes: Please.
[48:21] Hannah Brooks: What we submitted: two hundred and forty agent licences at a hundred and sixty-five dollars per agent per month. That includes the core platform, the voice agent, workforce management, DTMF payments and the SAP and outage integrations. Plus the analytics add-on for quality monitoring and premium support, which are also in that number. So two hundred and forty agents at a hundred sixty-five is four hundred seventy-five thousand two hundred dollars a year.
[48:59] Carmen Reyes: And implementation?
[49:02] Hannah Brooks: Implementation is a fixed fee of a hundred and twenty thousand dollars, one-off, covering the integrations, the migration, training and the parallel run.
[49:15] Carmen Reyes: So over three years, the licences and implementation together.
[49:21] Hannah Brooks: Three years of licences is one million four hundred twenty-five thousand six hundred, plus the hundred and twenty implementation, so one million five hundred forty-five thousand six hundred over three years.
[49:38] Patricia Nwosu: Under the one point eight, with room for the seasonal agents.
[49:45] Hannah Brooks: Right. The seasonal agents are month to month at the same hundred and sixty-five, so twenty agents for four winter months is thirteen thousand two hundred a year.
[50:01] Carmen Reyes: The RFP asked for pricing on a five-year term as well.
[50:08] Hannah Brooks: It did, and we gave a five-year option at a hundred and fifty-five. But Patricia said something earlier that matters: you don't want to replace this again in five years. So I'd like to come back with a revised proposal showing three-year and five-year options side by side, with price protection on renewal, so you can compare properly.
[50:38] Carmen Reyes: That would help the scoring. By when?
[50:43] Hannah Brooks: I'll send the revised pricing with three-year and five-year options a week from today.
[50:52] Carmen Reyes: Thank you. And from my side, I'll send you our final scoring sheet and the contract redlines template tomorrow, so your legal team can start early.
[51:07] Hannah Brooks: That's great, thank you Carmen. On the contract, is there anything in our standard terms you already know is a problem?
[51:19] Carmen Reyes: Two things. Limitation of liability: we need at least twelve months of fees, your standard is six. And we need the right to audit, for the commission.
[51:34] Hannah Brooks: Twelve months we've done for utilities before. The audit right we'll look at, we usually offer the SOC 2 report plus one audit a year.
[51:48] Carmen Reyes: One audit a year should work. Legal will confirm.
[51:54] Carmen Reyes: Payment terms. As a utility we pay quarterly in arrears on operating contracts. Your standard is annual in advance.
[52:05] Hannah Brooks: For a three-year term we can do quarterly, but in advance, not in arrears. Annual in advance gets you a two percent discount, if finance prefers that.
[52:20] Carmen Reyes: I'll ask our treasury. Quarterly in advance is probably acceptable. Put both in the revised proposal.
[52:30] Hannah Brooks: Will do.
[52:32] Carmen Reyes: And exit. If we leave at the end of the term, what happens to the recordings and transcripts? The commission can ask for records up to seven years back.
[52:49] Victor Alvarez: You can export everything at any time, recordings as audio files with their metadata, transcripts as JSON. At the end of the term we give you ninety days to export, and we help with a bulk export at no charge. After that, we delete and certify the deletion.
[53:14] Carmen Reyes: Ninety days is fine if the bulk export is included. Please put that in the contract language.
[53:24] Hannah Brooks: It's in our standard terms already, I'll point legal to the clause.
[53:32] Derek Lambert: Support question. If we cut over in April and the first spring storm hits in May, who do we call at two in the morning?
[53:46] Nkechi Adeyemi: For the first ninety days after cutover you'd have hypercare: a named engineer on call around the clock, and my team on site for the first two weeks. And with premium support, you always have a named technical account manager and a fifteen-minute response for severity one.
[54:11] Derek Lambert: Is a storm a severity one?
[54:16] Nkechi Adeyemi: If anything degrades during a declared storm, yes, automatically. You can declare a storm event in the platform, and our support team sees it too. We staff up when our utility customers declare storms.
[54:34] Derek Lambert: Good. That's something Genesys couldn't answer clearly last week.
[54:40] Hannah Brooks: I won't comment on the others. But I'll put the storm escalation in writing in the support appendix.
[54:51] Patricia Nwosu: And price increases at renewal? I've been burned on that.
[54:58] Hannah Brooks: In the revised proposal I'll cap renewal increases at three percent a year for the first renewal. That's the price protection I mentioned.
[55:11] Patricia Nwosu: Three percent cap. Good.
[55:14] Hannah Brooks: Good. One more commercial point I want to be transparent about. Lumen would be one of our two strategic utility accounts this year. Our CEO is following this evaluation personally, and she'd like to meet Patricia if we're selected.
[55:35] Patricia Nwosu: Happy to, after the board.
[55:39] Hannah Brooks: Of course. Nkechi, can you talk through the implementation?
[55:46] Nkechi Adeyemi: Sure. Assuming the contract is effective January first, we'd work back from an April cutover. January is design: the call flows, the SAP and outage integration, the agent desktop, and the union consultation running in parallel. February is build and testing. March is training, in waves of forty agents, and the parallel run starts mid-March with the new platform taking overflow calls. April we move billing calls, then outage calls, then everything. We'd target full cutover by April twentieth.
[56:27] Bill Hutchins: Training in waves of forty, how long per wave?
[56:33] Nkechi Adeyemi: Two days for agents, one more for team leads. With one screen instead of six, most customers find the training shorter than they expected.
[56:46] Bill Hutchins: And we keep enough agents on Avaya while others train.
[56:53] Nkechi Adeyemi: Yes, that's why it's waves. We plan the waves with your forecast, never during a storm warning.
[57:03] Patricia Nwosu: What do you need from us to start in January?
[57:10] Nkechi Adeyemi: A project manager on your side, half of Yuki's team's time in January and February, Bill's team leads for testing, and the union consultation scheduled early. I'll draft the implementation plan with the April cutover by October ninth, so you have it for the evaluation.
[57:34] Patricia Nwosu: Good.
[57:36] Derek Lambert: On the union, I'll set up a session with the IBEW stewards before the end of the month. Nkechi, I'd like you there.
[57:49] Nkechi Adeyemi: Of course.
[57:52] Hannah Brooks: Then let me put the mutual action plan together, out loud, and I'll send it in writing. September twenty-fifth, Friday: Victor sends the SAP integration architecture document, and Bill sends the storm call volumes. Tomorrow, Carmen sends the scoring sheet and the redlines template. September twenty-ninth: our revised three-year and five-year pricing. End of this month: Derek's union session, with Nkechi. October second: Yuki gives us sandbox access and the API specs. October fifth: the storm simulation proof of concept starts. October ninth: Nkechi's implementation plan. October sixteenth: your preferred vendor decision. October twentieth: Patricia briefs the technology committee. November twelfth: the board. November thirtieth: contract signed. January first: contract effective. April twentieth: full cutover.
[58:51] Carmen Reyes: That matches my calendar.
[58:54] Hannah Brooks: I'll send the mutual action plan as a document today, after the call.
[59:02] Patricia Nwosu: Now, the ten minutes on risks I asked for.
[59:08] Hannah Brooks: Yes. Let me start with what I see, and then tell me what I've missed. One, the Avaya bridge. If Avaya doesn't extend past December, you're unsupported for nearly four months. Two, the union consultation, because the quality monitoring is part of the value and it needs their agreement. Three, the SAP integration through Gateway, which we haven't tested in your environment yet. That's why the proof of concept matters.
[59:45] Patricia Nwosu: Those are the three I had. I'd add a fourth: the outage system under storm load, which Victor raised himself. I appreciated that.
[59:58] Victor Alvarez: The cache design deals with it, but we'll prove it in the proof of concept by replaying the storm against your sandbox copy of the outage service.
[1:00:13] Derek Lambert: And I'd add a fifth, which is on us, not you. Our agents have been through a lot of change. If the rollout is rough, attrition goes up, and then storm season is worse, not better. So training can't be rushed.
[1:00:35] Nkechi Adeyemi: Agreed. If we have to choose between the April date and proper training, I'd rather move the date by two weeks than rush the waves.
[1:00:49] Patricia Nwosu: As long as we're done before May.
[1:00:55] Nkechi Adeyemi: Before May. That's the line.
[1:00:59] Hannah Brooks: On the Avaya bridge, is there anything we can do?
[1:01:05] Patricia Nwosu: Maybe. If we can show Avaya a signed contract and a cutover date, they're more likely to extend. Which is another reason to sign by November thirtieth.
[1:01:20] Hannah Brooks: Then we'll do everything on our side to keep November thirtieth. If it helps, we can give you a letter describing the cutover plan to send to Avaya.
[1:01:36] Patricia Nwosu: That would help. Send it with the implementation plan.
[1:01:42] Hannah Brooks: Will do. Anything else before we wrap up?
[1:01:48] Carmen Reyes: Just a reminder of the rules: until October sixteenth, all communication goes through me. No side conversations with the evaluation team. That protects you as much as us.
[1:02:03] Hannah Brooks: Understood. Everything goes through Carmen.
[1:02:07] Bill Hutchins: And the workforce management session, also through Carmen?
[1:02:13] Carmen Reyes: Yes, I'll schedule it.
[1:02:17] Patricia Nwosu: Then thank you, all three of you. This was the most concrete of the workshops so far. Especially the storm numbers.
[1:02:29] Hannah Brooks: Thank you Patricia, and thank you all. You'll have the action plan today.
`;
