/** Introductions, the business case, today's contact centre and its pains. */
export const PART_1_CONTEXT = `
[00:00] Hannah Brooks: Good morning everyone, and thank you for giving us the full hour and then some. I know getting five people from Lumen in one room is not easy.
[00:16] Patricia Nwosu: It's not. Derek had to move a storm-readiness drill for this, so let's make it count.
[00:25] Hannah Brooks: We will. Let me do quick introductions on our side. I'm Hannah Brooks, I lead the account for Orbital. With me are Victor Alvarez, our solutions architect, who'll take the integration questions, and Nkechi Adeyemi, who runs implementation and would lead your rollout if we get there.
[00:50] Victor Alvarez: Morning all.
[00:53] Nkechi Adeyemi: Good morning, nice to meet everyone.
[00:58] Patricia Nwosu: And from Lumen: I'm Patricia Nwosu, CIO and the executive sponsor for the contact centre replacement. Derek Lambert runs customer operations. Bill Hutchins manages the contact centre floor and workforce planning. Yuki Tanaka is our enterprise architect. And Carmen Reyes from procurement, who owns the RFP process.
[01:23] Carmen Reyes: Hi everyone.
[01:25] Hannah Brooks: Thank you. Here's what I'd propose for the agenda. First twenty minutes, we make sure we understand your situation and what good looks like, because the RFP tells us the requirements but not always the why. Then Victor goes deep on integration, especially SAP, and on storm days. Then commercials and the timeline, and we finish with a mutual action plan. Does that work?
[01:59] Patricia Nwosu: That works. I'd add one thing: I want ten minutes on risks at the end. Not your marketing risks, the real ones.
[02:11] Hannah Brooks: Agreed, we'll keep time for that. Patricia, maybe you can start with why now?
[02:20] Patricia Nwosu: Sure. The short version: our Avaya platform goes out of support on December thirty-first of this year. It's on-premises, it's fourteen years old, and the hardware is held together by a maintenance contract that Avaya won't renew past this year. We got a one-time extension to the end of this year and that's it.
[02:49] Hannah Brooks: So after December thirty-first you'd be running an unsupported system.
[02:55] Patricia Nwosu: Correct. Which for a utility is not acceptable. If the phone system fails during an outage, customers can't report outages, and the regulator asks questions. So the end-of-support date is the hard deadline behind everything.
[03:14] Derek Lambert: And to be honest, even if Avaya supported it forever, we'd want to leave. The system can't do what we need during storms.
[03:27] Hannah Brooks: Tell me more about that.
[03:31] Derek Lambert: Lumen serves about one point one million customers across three states. On a normal day the contact centre takes twelve to fifteen thousand calls. During a major storm, that goes to ten times normal volume in the first six hours. Last March we had an ice storm and took a hundred and forty thousand calls in a day.
[04:02] Bill Hutchins: And our average speed of answer during that storm was nine minutes. Nine minutes on hold when your power's out and it's freezing. Abandonment went to twenty-two percent.
[04:18] Hannah Brooks: What happens to the ones who abandon?
[04:23] Bill Hutchins: They call back. Or they post on social media, or they call the commission. After the ice storm, the public utility commission sent us a letter asking for our storm response plan for the contact centre. That letter is on Patricia's desk.
[04:45] Patricia Nwosu: It's framed, practically.
[04:48] Derek Lambert: The core problem is the IVR can't tell an outage caller from a billing caller until they've gone through three menus. So everyone queues together. Our agents spend the storm telling people "yes, we know your power is out," which our outage system already knew.
[05:13] Hannah Brooks: So the outage caller should be recognised by their phone number, matched to the outage map, and told their restoration estimate without ever reaching an agent.
[05:27] Derek Lambert: Exactly that. If we could deflect even half of the storm calls that way, the nine minutes goes away.
[05:38] Hannah Brooks: How do you staff for a storm today? Do you bring in people from other teams?
[05:48] Bill Hutchins: We call in everybody. Off-shift agents on overtime, back-office staff who were trained on outage calls, and we have an overflow contract with an outsourcer in Kansas, about sixty seats. But they don't have SAP access, so all they can do is take the address and say we know. The overflow alone cost us about three hundred thousand dollars last year.
[06:20] Hannah Brooks: And the outsourcer's agents use your Avaya?
[06:25] Bill Hutchins: No, the calls are transferred to their own phone system. We lose all the reporting when that happens. After the ice storm, we couldn't even tell the commission exactly how many calls the outsourcer took, we had to estimate.
[06:46] Derek Lambert: That was embarrassing, honestly. A regulated utility estimating its own call numbers.
[06:54] Hannah Brooks: If the overflow partner logged into the same platform as your agents, with restricted access, you'd have one set of numbers.
[07:06] Bill Hutchins: That would be a big change. I'd want to keep the outsourcer for the first storm season anyway, as a safety net.
[07:19] Hannah Brooks: That's sensible. We'd plan for both.
[07:23] Victor Alvarez: Where does the outage information live today? Is it your outage management system directly, or does it go through SAP?
[07:35] Yuki Tanaka: The outage management system is separate, it's an Oracle NMS. Customer and account data is in SAP IS-U, that's our customer information and billing system. The phone number to premise mapping is in SAP. So you'd need both.
[07:55] Victor Alvarez: Got it. We'll come back to that in the integration section, I have a few questions there.
[08:05] Hannah Brooks: Bill, on a normal day, what's the agent experience like?
[08:12] Bill Hutchins: Six screens. I'm not exaggerating. The Avaya softphone, SAP, the outage map, the knowledge base, the payment portal, and a separate tool for call notes. New agents take twelve weeks to be productive, and we lose a lot of them in the first six months. Attrition was thirty-one percent last year.
[08:39] Hannah Brooks: How many agents do you have today?
[08:44] Bill Hutchins: Two hundred and forty agents, including the team leads who take calls. Plus about thirty back-office people who never touch the phone, so they don't need licences.
[08:59] Hannah Brooks: So two hundred and forty licences.
[09:04] Bill Hutchins: Two hundred and forty. We'd add seasonal agents in winter, maybe twenty, but that's on top.
[09:14] Derek Lambert: And those seasonal ones we'd want month to month.
[09:20] Hannah Brooks: Understood, we can do flexible seasonal licences, I'll cover that in commercials. What about payments? You mentioned a payment portal.
[09:31] Derek Lambert: About fifteen percent of calls involve a payment. Today the agent reads the card number into the payment portal while the call is being recorded, and we pause recording by hand. It's a PCI audit finding, two years running.
[09:52] Victor Alvarez: That's something we solve with DTMF masking. The customer types the card number on their keypad, the tones are masked from the agent and the recording, and the agent just sees "payment captured." The card data never touches your environment.
[10:14] Derek Lambert: That would close the audit finding.
[10:19] Carmen Reyes: Can I ask, that's included or extra?
[10:24] Hannah Brooks: It's included in the core platform. I'll show it in the pricing so you can see it's not a line item.
[10:36] Carmen Reyes: Thanks.
[10:38] Hannah Brooks: Let me ask the question I always ask. If we're sitting here a year from now and this has been a success, what are you measuring?
[10:52] Derek Lambert: Storm-day speed of answer under two minutes. Abandonment under five percent on storm days. And the commission not sending us letters.
[11:05] Bill Hutchins: For me, new agents productive in six weeks instead of twelve. And attrition down, but I know that's not only a software thing.
[11:18] Patricia Nwosu: For me: off Avaya before anything breaks, no outage during cutover, and a platform we don't have to replace again in five years. I've done two phone system migrations in my career and I don't want a third.
[11:38] Hannah Brooks: That's clear. And Yuki?
[11:42] Yuki Tanaka: Clean integration with SAP that doesn't need custom code that only one person understands. We have too much of that already. And everything in the US, our data can't leave the country.
[11:59] Victor Alvarez: All our utility customers are hosted in our US regions, Oregon and Virginia. I'll cover that.
[12:09] Hannah Brooks: Great. Let me check one thing on the process before we go technical, because it affects how we plan. Carmen, where is the RFP now?
[12:23] Carmen Reyes: We had six responses. We shortlisted three: Orbital, Genesys Cloud and NICE CXone. Each shortlisted vendor gets a workshop like this one. Genesys was last week, NICE is next Tuesday.
[12:40] Hannah Brooks: And after the workshops?
[12:43] Carmen Reyes: The evaluation team scores the three on the published criteria. Functionality is forty percent, cost thirty, implementation approach fifteen, and vendor viability and references fifteen. We select a preferred vendor by October sixteenth.
[13:01] Patricia Nwosu: And then, because the total is over a million dollars, it goes to the board. The board meets on November twelfth. The board's technology committee reviews it first, and I brief them on October twentieth.
[13:21] Hannah Brooks: So the preferred vendor on October sixteenth, technology committee on the twentieth, board on November twelfth. And signature after the board?
[13:33] Carmen Reyes: We'd want the contract signed by November thirtieth, so the contract can be effective January first. And we'd negotiate in parallel with the board review, so we're not starting from zero on November thirteenth.
[13:51] Hannah Brooks: That makes sense. Is there a budget approved for this, or does the board approve the budget too?
[14:02] Patricia Nwosu: The budget is approved. It's in the capital plan: one point eight million dollars over three years for the contact centre replacement, including implementation. The board approves the specific contract, not the money.
[14:20] Hannah Brooks: Thank you, that's very helpful. Who else influences the decision that isn't on this call?
[14:29] Derek Lambert: The union. Our agents are represented by the IBEW local. Anything that changes how calls are monitored or how agents are evaluated has to go through a consultation with them. That's in the collective agreement.
[14:48] Hannah Brooks: Is that a risk for the AI quality monitoring we proposed?
[14:55] Derek Lambert: It could be. If the union reads it as automated performance scoring of individual agents, they'll push back hard. If it's framed as coaching and it's not used for discipline, it can work. Bill's had this conversation before.
[15:16] Bill Hutchins: When we introduced screen recording five years ago it took four months of consultation. We don't have four months this time.
[15:28] Hannah Brooks: We've done this with two other unionised contact centres. The approach that worked was to configure the scoring so it's aggregated at team level by default, and to let the union see the scoring criteria before go-live. Nkechi ran one of those.
[15:51] Nkechi Adeyemi: Yes, at a water utility in the Midwest. We ran a joint session with the union stewards, showed them exactly what's scored and who sees it, and agreed that individual scores are visible only to the agent and their coach. It took six weeks, not four months.
[16:16] Derek Lambert: That's useful. I'd want that in writing for our union conversation.
[16:23] Hannah Brooks: We'll include it. Anything else that could stop this?
[16:29] Patricia Nwosu: The commission. Not a veto, but if the contract is large, they may ask questions in our next rate case about whether it was prudent. So the decision has to be well documented. That's partly why Carmen's scoring is so formal.
[16:51] Carmen Reyes: Everything will be in the evaluation file. Including this call, by the way, my notes.
[17:00] Hannah Brooks: Noted, we'll behave.
[17:03] Carmen Reyes: Ha.
[17:05] Hannah Brooks: Let me summarise what I heard before Victor takes over, and correct me. Hard deadline is Avaya's end of support on December thirty-first. The storm problem is the business case: nine minutes speed of answer, twenty-two percent abandonment, and the commission's letter. Two hundred and forty agents, six screens, twelve weeks to productive. PCI finding on payments. SAP IS-U and the Oracle outage system need to be integrated. US hosting only. The union must be consulted on quality monitoring. And the process: preferred vendor October sixteenth, board November twelfth, contract by November thirtieth, with one point eight million approved over three years.
[17:58] Patricia Nwosu: That's right. You forgot one thing. The cutover. We will not cut over during winter storm season. So either we're live before the end of November, which is impossible, or we cut over in spring.
[18:17] Hannah Brooks: So you'd need Avaya to keep running past December thirty-first?
[18:24] Patricia Nwosu: We'd need it, yes, and that's the risk I worry about most. We've asked Avaya for a bridge until April. They haven't said yes. If they say no, we run unsupported for a few months with a third-party maintainer. Not ideal.
[18:46] Nkechi Adeyemi: For what it's worth, an April cutover is a good plan. We'd run parallel for the last four weeks, with the new platform taking overflow first, then billing calls, then everything.
[19:03] Patricia Nwosu: That's what I want to hear. Target cutover April two thousand twenty-seven, before the spring storm season starts in May.
[19:14] Hannah Brooks: Okay, April twenty twenty-seven cutover. Victor, over to you.
`;
