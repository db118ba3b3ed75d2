/** Quality monitoring (and what the union will ask), billing call flows, reporting, proactive texts. */
export const PART_3_OPERATIONS = `
[36:40] Hannah Brooks: Before commercials, Derek, you asked in the RFP about quality monitoring, and it came up with the union. Can Victor show you what it actually does? I think it's easier to judge when you see it.
[36:59] Derek Lambert: Yes, please. I need to be able to describe it to the stewards in plain words.
[37:09] Victor Alvarez: Sure. Sharing again. This is the quality view. Every call is transcribed, and the analytics add-on checks it against a scorecard your team writes. For example: did the agent verify identity, did they offer the payment arrangement when the customer said they couldn't pay, did they give the restoration estimate. Each item is yes, no, or not applicable.
[38:09] Bill Hutchins: Who writes the scorecard?
[38:13] Victor Alvarez: You do. We give you a starting scorecard for utilities, and your quality team edits it. Today, how many calls does your quality team review?
[38:27] Bill Hutchins: Four analysts, they listen to about two percent of calls. Five calls per agent per month, roughly.
[38:37] Victor Alvarez: With this, every call gets checked against the scorecard, and the analysts spend their time on the calls that were flagged, instead of random ones. What the union usually cares about is this screen: who sees what. By default, a team lead sees team trends, and the agent sees their own calls. Individual scores can be hidden from managers entirely, or shown only for coaching sessions.
[39:12] Derek Lambert: Can it be configured so it's never used for discipline?
[39:18] Victor Alvarez: The software can't control how people use information, but it can control who sees it. If you configure individual scores as agent-and-coach only, a manager can't pull a report of the bottom ten agents. That's what the Midwest water utility did.
[39:41] Nkechi Adeyemi: And we wrote it into their union agreement as a side letter: individual automated scores are coaching tools, not performance evidence. I'll send you their wording, anonymised.
[39:56] Derek Lambert: That's exactly what I need. The stewards will ask about recording too. Today we record everything, which they accept. Do you record anything new?
[40:09] Victor Alvarez: The screen, if you turn it on. Otherwise it's the same calls you record today, plus the transcript. The transcript is new, and we'd be clear about that.
[40:25] Derek Lambert: Okay. I think the transcript is fine if the access rules are clear.
[40:33] Bill Hutchins: Can I ask about the live coaching? I saw in your RFP answer that a team lead can listen in and whisper to the agent.
[40:47] Victor Alvarez: Yes, listen, whisper, and barge in, like today on Avaya. New is the live assist: if a customer mentions a medical device, a life-support machine, the agent sees a prompt to check the medical priority flag in SAP. That's a common gap at utilities.
[41:11] Derek Lambert: That's a big one for us. We have about nine thousand customers on the medical priority list. When they call during an outage, they must be escalated. Today it depends on the agent remembering to check.
[41:30] Victor Alvarez: Then we'd go further: the voice agent checks the medical flag in SAP during the outage lookup, and medical priority customers skip the self-service and go straight to a priority agent. That's configuration in the call flow.
[41:50] Derek Lambert: That alone would make the commission happy. Their letter specifically mentioned medical priority customers.
[41:59] Hannah Brooks: We'll make sure the proof of concept includes medical priority callers in the replay, so you can show it.
[42:10] Yuki Tanaka: That needs the medical flag in the sandbox data. I'll check our test data has it.
[42:20] Victor Alvarez: Thanks. Now billing calls, which are most of the normal days. What are the top reasons people call on a normal day?
[42:32] Bill Hutchins: High bill complaints, payment arrangements, start and stop service when people move, and payments. Those four are about seventy percent.
[42:44] Victor Alvarez: Payment arrangements and start-stop service are the two we usually automate first. For payment arrangements, the voice agent checks the eligibility rules in SAP, offers the plans the customer qualifies for, and books it. For moves, it takes the new address and date and creates the service order.
[43:09] Bill Hutchins: High bills can't be automated. Those customers want a human.
[43:16] Victor Alvarez: Agreed, and we wouldn't try. What we do for high-bill calls is prepare the agent: when the call arrives, the desktop already shows the last twelve months of usage and whether there was an estimated read. Agents tell us that saves a minute or two per call.
[43:41] Bill Hutchins: Estimated reads are half our high-bill calls. We had a meter reading backlog in the spring.
[43:51] Victor Alvarez: Then that view will help. Reporting, quickly. You get real-time dashboards for the floor, service level, queue lengths, agents available. And historical reports, which you can export or send to your data warehouse. What do you report to the commission today?
[44:13] Derek Lambert: Monthly: calls offered, answered, average speed of answer, abandonment, and for storms a separate report by day. Today, Bill's team builds it by hand from three exports.
[44:28] Bill Hutchins: Two days every month. Four during storm months.
[44:34] Victor Alvarez: The commission report is a standard template for our utility customers. We'd configure yours from last month's report, so it matches exactly what they're used to.
[44:48] Bill Hutchins: If that works, you've given me back two days a month.
[44:55] Bill Hutchins: Before proactive messages, one practical thing: the knowledge base. We have about eleven hundred articles in SharePoint, and half of them are out of date. Does that have to be cleaned up before we move?
[45:14] Victor Alvarez: Not before, but it's the right moment. The suggested articles on the agent desktop are only as good as the content. What most customers do is migrate the top two hundred articles, the ones agents actually open, and retire the rest.
[45:36] Nkechi Adeyemi: We'd give you the usage data from the first month to see which articles matter. And we can import from SharePoint directly, so nobody retypes anything.
[45:51] Bill Hutchins: Two hundred I can get my team leads to review. Eleven hundred, never.
[45:59] Victor Alvarez: The agents can also flag an article as wrong from the desktop, and it goes to whoever owns it. That's how it stays current after go-live.
[46:14] Bill Hutchins: Good. Today nobody owns them, that's the real problem.
[46:20] Derek Lambert: We'll have to assign owners. Put that on our list, not theirs.
[46:27] Derek Lambert: Last one from me: proactive messages. During an outage, can you text customers before they call us?
[46:38] Victor Alvarez: Yes. When the outage system reports a new outage, we can text every affected customer who opted in: "we know about the outage, estimated restoration eight p.m." And a second text when it's restored. The utility in the Pacific Northwest cut inbound storm calls by about a quarter that way, on top of the voice agent.
[47:07] Derek Lambert: We have opt-in for about four hundred thousand mobile numbers, from the outage text program we started last year.
[47:18] Victor Alvarez: Then you'd use those on day one. The texts go out through our messaging service, included in the core platform, carrier fees passed through at cost.
[47:33] Carmen Reyes: At cost meaning what, roughly?
[47:37] Victor Alvarez: Under a cent per text. During a big storm, say two hundred thousand texts, that's under two thousand dollars.
[47:48] Carmen Reyes: Okay, I'll note it as a variable cost in the evaluation.
[47:55] Hannah Brooks: We'll put an estimate in the revised pricing, so it's not a surprise.
`;
