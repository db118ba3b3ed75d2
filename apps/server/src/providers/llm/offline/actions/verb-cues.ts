/*
 * The verbs after a trigger that make it a task after the meeting, and the ones that do not.
 */

/**
 * Verbs that produce something after the meeting. "I'll send…" is a commitment, "I'll show you…"
 * is the meeting itself, so a trigger only counts when one of these follows it.
 */
export const ACTION_VERB = new RegExp(
  '^(?:send|e-?mail|forward|share|circulate|follow up|loop (?:in|\\w+ in)|introduce|connect|schedule|book|reschedule|' +
    'set up|organi[sz]e|arrange|prepare|draft|write (?:up|\\w+ up)|put together|pull together|put (?:it|that|this|them|something|a \\w+) together|' +
    'put (?:it|that|this) in writing|compile|get (?:you|him|her|them|us|back|that|it|this|the|a|an|our|your|those|these|some|everyone|legal|procurement|\\w+ on the calendar)|' +
    'check (?:with|in with|on|whether|if|that|the|our|their|your)|confirm|verify|find out|look into|dig into|investigate|' +
    'review|update|revise|finali[sz]e|sign|countersign|submit|complete|fill out|provision|create|open|file|raise|escalate|' +
    'reach out|call|ping|text|chase|point (?:\\w+ )?to|put (?:[\\w\\x27’-]+ ){1,5}in writing|make sure|talk (?:to|with)|speak (?:to|with)|ask (?!(?:you|a|one|another|some|a few|the group|everyone|quick)\\b)|' +
    'run (?:it|this|that|the numbers|\\w+ by)|coordinate|sync (?:with|up)|invite|add (?:you|him|her|them|us|\\w+) to|kick off|order|' +
    'deliver|provide|pass (?:along|on|\\w+ along)|hand (?:off|over)|install|configure|enable|map out|migrate|export|upload|' +
    'document|summari[sz]e|reply|respond|get back|circle back|touch base|work (?:on|out|up)|take care of|handle|block (?:off|out)|' +
    'reserve|negotiate|approve|figure out|clean up|gather|collect|identify|nominate|pick|choose|select|finish|resend|extend|' +
    'start (?:the|a|drafting|working|on)|set aside|line up|spin up|build|test|try out|walk (?:\\w+ )?through (?:the|our|their)? ?(?:contract|proposal|order form|terms|security|questionnaire)|' +
    'make (?:an|the) intro(?:duction)?|keep (?:you|\\w+) posted)\\b',
  'i',
);

/** Things done in the meeting, not after it ("let me share my screen", "can you see it?"). */
export const IN_MEETING =
  /^(?:share (?:my|the|your) screen|share (?:a bit|a little|more|some more|your thoughts|what|how|why|where|when|whether|if|quickly)|screen ?share|show (?:you|everyone)|pull (?:it|this|that)? ?up|bring (?:it|this|that)? ?up|check (?:my|the) (?:calendar|notes|screen)|tell you|be honest|be quick|be brief|let you go|hand (?:it )?over to|turn it over|stop sharing|jump in|chime in|mute|unmute|explain|repeat|answer that|ask (?:the|a|one|another|my)? ?(?:quick |last |first |same )?questions?\b|start (?:with|by)|kick (?:us|things|it) off|take notes|note that|write that down|get started|get going|get into it|get this going|get you (?:a quick|an overview|a sense)|give you)/i;

/** After "let me": the verbs of a follow-up ("let me check with legal"), not of a demo. */
export const LET_ME_VERB =
  /^(?:check (?:with|on|whether|if|in with)|confirm|follow up|find out|look into|dig into|get back|circle back|talk (?:to|with)|speak (?:to|with)|ask (?!you\b)|send|e-?mail|forward|loop|run (?:it|this|that) by|put together|pull together|get (?:you|that|it|this|those|these|back)|sync (?:with|up)|touch base|reach out|introduce|make (?:an|the) intro)/i;

/** Verbs as common in a demo ("I'll create an exception here") as in a promise. */
export const DEMO_PRONE_VERB =
  /^(?:create|open|add|build|test|configure|enable|update|select|pick|choose|export|upload|install|map out|start|review|run|walk|summari[sz]e|handle|provide|deliver|complete|finish)\b/i;

/**
 * After "I'll" or "we'll" with a date for it, any verb is a commitment ("I'll get Rob's sign-off by
 * Friday") except these, which state, plan or feel ("I'll be out on Friday", "we'll go live in May").
 */
export const NOT_A_TASK =
  /^(?:be|see|know|think|guess|need|want|like|love|hear|feel|say|mean|miss|remember|lose|not|never|always|go (?:live|on)|have(?! (?:my|our|his|her|the|\w+'s) (?:team|people|\w+) \w+)(?!\b.*\bback\b))\b/i;

/** "I'll", "we're going to": a promise about the future, unlike "I can" or "let me". */
export const FUTURE_TRIGGER =
  /^(?:i'll|i will|i'm going to|i am going to|i'm gonna|we'll|we will|we're going to|we are going to|we're gonna)/i;

/** What a team promises, never what a product does ("we'll make sure…", "we'll get back to you"). */
export const TEAM_PROMISE = /^(?:make sure|get back|follow up|circle back|touch base)\b/i;

/** The speaker is doing it now, in the call: "I'll share a diagram, give me a second." */
export const NOW_IN_THE_CALL =
  /\b(?:give me (?:a|one) (?:second|sec|moment|minute)|bear with me|can (?:you|everyone|everybody) see|one (?:second|sec|moment))\b/i;

/** "Has to", "needs to", "should": a named person's part in a process, unless a time comes with it. */
export const OBLIGATION = /^(?:needs to|has to|should)\s/i;

/** Words that put an action after the meeting (a date is the other sign). */
export const AFTER_MEETING =
  /\b(?:after (?:this|the) (?:call|meeting|demo)|offline|follow[- ]?up|on (?:our|my) (?:side|end)|from (?:our|my) side|over email|by email|before (?:the|our) next|as a next step)\b/i;

export const ADVERBS =
  /^(?:just|also|definitely|certainly|quickly|probably|personally|gladly|happily|absolutely|actually|totally|still|first|then|go ahead and|make sure (?:to|that i|i|we)|be sure to|try (?:to|and)|have to|need to|want to|be able to|be happy to|get around to|happily|please|kindly|maybe|possibly|all|guys|two)\s+/i;
