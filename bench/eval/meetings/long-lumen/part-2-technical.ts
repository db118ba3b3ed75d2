/** Integration with SAP and the outage system, storm days, hosting and security. */
export const PART_2_TECHNICAL = `
[19:20] Victor Alvarez: Thanks Hannah. I'll share a diagram, give me a second. Can everyone see a picture with three boxes and a lot of arrows?
[19:59] Yuki Tanaka: Yes.
[20:01] Victor Alvarez: Great. So on the left is the caller, in the middle is Orbital, and on the right your systems: SAP IS-U, the Oracle outage system, the knowledge base and the payment provider. Everything on the right is reached through our integration layer, which is configuration, not custom code. That was Yuki's point and I want to start there.
[20:31] Yuki Tanaka: Configuration how? Every vendor says configuration until we hit SAP.
[20:38] Victor Alvarez: Fair. For SAP IS-U, we use the standard OData services that IS-U exposes, the business partner, contract account and premise services. We have a certified connector for S/4HANA Utilities, and for IS-U on ECC we use the same services through SAP Gateway. Which are you on?
[21:02] Yuki Tanaka: ECC six, enhancement pack eight. S/4 migration is planned for twenty twenty-eight, maybe.
[21:10] Victor Alvarez: Then we'd go through Gateway. Is Gateway already exposed to anything outside your network today?
[21:20] Yuki Tanaka: Only to our customer portal, through an API gateway. Apigee.
[21:26] Victor Alvarez: Perfect, then we'd come in the same way, through Apigee, with mutual TLS. Your security team keeps control of what we can call. We'd need read access to business partner, contract account, premise and open items, and write access for call notes as contacts in IS-U.
[21:51] Yuki Tanaka: Write access is the part that worries people here. What exactly do you write?
[21:59] Victor Alvarez: A contact record per call: the reason, the outcome, a link to the recording. Nothing touches the account balance or the billing documents. If your SAP team prefers, we can write notes to a staging table and let your side post them.
[22:22] Yuki Tanaka: I'd want to see that in the architecture document. The exact services, the fields, read and write.
[22:32] Victor Alvarez: Absolutely. I'll send you the SAP IS-U integration architecture document by Friday, with the service list and the fields.
[22:43] Yuki Tanaka: Thanks. And for our side, to test it you'll need our SAP sandbox.
[22:51] Victor Alvarez: We will, for the proof of concept. Can we get access to the sandbox and the Apigee specs?
[23:02] Yuki Tanaka: I can get you sandbox access and the API specs by October second. Our security team needs a week to set up the vendor access.
[23:16] Victor Alvarez: October second works. Now the outage piece, which is the heart of the storm problem. Derek, when a customer calls during an outage, what do you want to happen?
[23:32] Derek Lambert: Recognise them from their number. Tell them, "we know there's an outage at your address, estimated restoration eight p.m." Offer a text when it's restored. And only send them to an agent if they say it's an emergency, like a downed line.
[23:55] Victor Alvarez: Here's how that flows. The call arrives, we look up the number in SAP through the connector, get the premise, then ask the Oracle outage system whether that premise is in an active outage and what the estimated restoration time is. That lookup takes about three hundred milliseconds. If it's an outage, the voice agent tells them the estimate, offers a text alert, and asks if there's a safety issue. Safety issues go straight to a priority queue.
[24:35] Derek Lambert: What if the number isn't in SAP? A lot of people call from their mobile and we have their landline on file.
[24:48] Victor Alvarez: Then the voice agent asks for the address or the account number, by voice. It's speech recognition, not a menu. We see about seventy percent of outage callers identified by phone number at other utilities, and most of the rest by address in under thirty seconds.
[25:12] Bill Hutchins: Does it handle accents? We have a lot of Spanish speakers in the south of the territory.
[25:23] Victor Alvarez: English and Spanish are both supported for the voice agent, and it can transfer to a Spanish-speaking agent with the context. We'd configure the language selection at the start, or detect it.
[25:40] Bill Hutchins: Good. Today Spanish callers wait longest because we have fewer bilingual agents.
[25:48] Victor Alvarez: Which is another reason to deflect the outage calls. Now Oracle NMS. How does it expose outages today?
[25:58] Yuki Tanaka: There's a REST service our outage map uses. It's read-only, it gives outages by premise or by area, with the estimated restoration time.
[26:11] Victor Alvarez: Then we'd use that. One question: during the ice storm, did that service keep up? Your outage map probably had a lot of traffic that day.
[26:26] Yuki Tanaka: It slowed down badly. The map was timing out by midday.
[26:33] Victor Alvarez: That's a real risk for the design. If we add a hundred and forty thousand lookups a day on top of the map traffic, we could make it worse. What we've done elsewhere is cache the outage list: we pull active outages every sixty seconds and answer the lookups from the cache. The outage system sees one request a minute from us instead of thousands.
[27:07] Yuki Tanaka: That I like. Put that in the document as well.
[27:14] Victor Alvarez: Will do. Now, the part I know Derek cares about most: can the platform itself take a storm? Let me show you the numbers from last winter. This is a utility in the Pacific Northwest, about the same size as Lumen. On their worst day they had a hundred and ninety thousand calls. Concurrent calls peaked at four thousand two hundred. We scale voice capacity automatically; there's no licence limit on concurrent IVR sessions, you pay agents, not trunks.
[28:25] Derek Lambert: And the voice agent answered all of them?
[28:31] Victor Alvarez: Sixty-one percent were fully handled by the voice agent, restoration estimate and text alert, never reaching an agent. Their speed of answer for the calls that did reach agents was ninety seconds at the peak.
[28:50] Bill Hutchins: Ninety seconds at the peak. Against our nine minutes.
[28:56] Patricia Nwosu: I'd want to talk to that utility.
[29:01] Hannah Brooks: They're a reference, Northern Plains Electric. I'll line up a reference call with Northern Plains for you.
[29:11] Patricia Nwosu: Please. And I want to talk to their CIO, not their contact centre manager.
[29:20] Hannah Brooks: Understood, their CIO.
[29:23] Carmen Reyes: For the evaluation, I need two references in total. One utility and one other regulated industry.
[29:32] Hannah Brooks: We'll give you Northern Plains and a health insurer. I'll confirm names by email.
[29:41] Victor Alvarez: Yuki, hosting and security next, since you raised it. All utility customers are hosted in our US regions, primary in Oregon and failover in Virginia. Customer data, recordings and transcripts stay in the US. We're SOC 2 Type Two, ISO twenty-seven thousand and one, PCI DSS level one as a service provider, and we're on the FedRAMP moderate path, expected next year.
[30:13] Yuki Tanaka: Recordings retention?
[30:16] Victor Alvarez: Configurable. Most utilities keep recordings for two years for complaints, and transcripts longer. You set it per queue.
[30:27] Yuki Tanaka: Okay. And availability? What's the SLA?
[30:31] Victor Alvarez: Ninety-nine point nine nine percent for the voice platform, with service credits. Last twelve months we delivered ninety-nine point nine nine five.
[30:44] Patricia Nwosu: And when you do go down, what happens to our calls?
[30:51] Victor Alvarez: Each region can take the full load, so a region failure fails over in under a minute. If the whole platform were unreachable, which hasn't happened, your carrier routes calls to a backup number. We'd recommend you keep a small emergency line for downed wires on a separate carrier path regardless. Most utilities do.
[31:20] Derek Lambert: We have that today, the emergency line goes straight to the control room.
[31:28] Victor Alvarez: Then that stays exactly as it is. Let me quickly show the agent desktop, since Bill mentioned six screens. Bill, this is one screen. On the left, the customer from SAP: name, premise, account balance, open items, recent calls. In the middle, the conversation with the live transcript. On the right, the knowledge article suggested for what the customer is saying, and the outage status for their premise. Payments happen here, with the DTMF masking I mentioned, the agent sees the payment status, never the card.
[32:57] Bill Hutchins: What about call notes? Agents spend a minute after each call writing notes.
[33:05] Victor Alvarez: The summary is drafted from the transcript when the call ends. The agent checks it and saves, and it goes to SAP as the contact record. At other customers, after-call work dropped from about sixty seconds to fifteen.
[33:26] Bill Hutchins: Forty-five seconds per call across twelve thousand calls a day. That's a lot of agent hours.
[33:36] Hannah Brooks: It's roughly a hundred and fifty agent hours a day. We put it in the business case we sent with the RFP response.
[33:49] Bill Hutchins: And workforce management? We schedule in Excel and a tool from two thousand eleven.
[33:57] Victor Alvarez: Forecasting and scheduling are in the core platform. It forecasts from your call history, and you can add a storm event, so it plans for the surge. I won't go deep today, but Nkechi would migrate your schedules in the implementation.
[34:19] Bill Hutchins: I'd like a separate session on workforce management. That's my world.
[34:26] Nkechi Adeyemi: Happy to. I'll set one up with you once the evaluation allows it.
[34:35] Yuki Tanaka: One more technical thing. Single sign-on. We use Microsoft Entra ID.
[34:42] Victor Alvarez: Supported, SAML and SCIM. Agents sign in with their Lumen account, and when someone leaves, their access is removed automatically.
[34:53] Yuki Tanaka: Good. I think that covers my list for today, the rest will come through the document.
[35:03] Victor Alvarez: Then let me mention the proof of concept. We propose a two-week proof of concept in your SAP sandbox with a simulated storm: we replay the call pattern of the ice storm, a hundred and forty thousand calls over a day, against the voice agent with your outage data. You'd see exactly how many are identified and deflected.
[35:33] Derek Lambert: With the real ice storm pattern?
[35:38] Victor Alvarez: If Bill can send us the call volume data from your last storms, by hour, we'd replay it.
[35:49] Bill Hutchins: I can send the hourly call volumes from the last three storms by Friday.
[35:57] Patricia Nwosu: The proof of concept, is that before or after our preferred vendor decision?
[36:05] Hannah Brooks: Before, if we start by October fifth. Two weeks gets you results by October sixteenth.
[36:14] Carmen Reyes: The RFP allows a proof of concept for shortlisted vendors, so that's fine, as long as it's offered on the same terms to the others.
[36:29] Patricia Nwosu: Then let's plan on it. We run the storm simulation proof of concept in the sandbox, starting October fifth.
`;
