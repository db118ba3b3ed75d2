import { matchOption } from '../../shared/crm-values';
import type { FieldProfile } from '../crm-field-profile';

/*
 * Cues that mean one option of HubSpot's own priority, deal-stage and deal-type properties
 * whatever else the sentence says ("we signed the order form" for Closed Won), used only when the
 * field has that option. They are ways a sales call says the thing, not any one call's wording.
 */

/** Known cues for HubSpot's own priority and deal-stage options, used only when that option exists. */
export function cueOptions(profile: FieldProfile): Array<{ value: string; pattern: RegExp }> {
  const table: Array<{ option: string; pattern: RegExp }> = [];
  if (profile.concepts.includes('priority')) {
    table.push(
      {
        option: 'high',
        pattern:
          /\b(?:top|high|highest|number one|first|biggest|main) priority\b|\b(?:is|it's|this is) (?:very )?(?:urgent|critical)\b|\b(?:our|my|the) (?:number one|top|biggest|most important) (?:project|initiative|focus)\b|\btop of (?:the|our|my) (?:list|agenda)\b/i,
      },
      {
        option: 'low',
        // "No rush on that one" is about a task, not the deal.
        pattern:
          /\blow priority\b|\bnice to have\b|\bno rush\b(?! (?:on|with|for)\b)|\bnot (?:a|an) (?:rush|priority)\b|\b(?:is|it's|this is) not (?:urgent|pressing|critical)\b|\b(?:isn't|is not) (?:urgent|pressing)\b|\bback ?burner\b|\bno (?:hurry|urgency)\b/i,
      },
      { option: 'medium', pattern: /\b(?:medium|moderate) priority\b/i },
    );
  }
  if (profile.concepts.includes('stage')) {
    table.push(
      {
        option: 'closedwon',
        // "now that the contract is signed"; not "the contract is signed by the thirtieth", a plan.
        pattern:
          /\b(?:signed|countersigned) the (?:contract|order form|agreement)\b|\b(?:contract|order form|agreement) (?:is|was|has been|got) (?:now )?(?:signed|countersigned)\b(?! by\b)/i,
      },
      {
        option: 'closedlost',
        pattern:
          /\b(?:decided to go with (?:another|a different)|going with (?:a competitor|someone else)|not (?:going to )?mov(?:e|ing) forward)\b|\b(?:decided to|going to|will|we'll) (?:go|stay) with [\p{L}' -]{2,30}? instead\b|\b(?:chose|picked|selected) [\p{L}' -]{2,30}? (?:instead|over you)\b/iu,
      },
      {
        option: 'contractsent',
        pattern: /\b(?:sent|received|got) (?:you |us )?(?:over )?the (?:contract|order form|agreement)\b/i,
      },
      {
        option: 'decisionmakerboughtin',
        pattern:
          /\b(?:decision[- ]maker|cfo|ceo|coo|vp|economic buyer|our boss)\b[^.?!]*\b(?:bought[- ]in|on board|fully behind|signed off|gave (?:us )?the green light)\b/i,
      },
      {
        option: 'presentationscheduled',
        pattern:
          /\b(?:demo|presentation) (?:is |has been )?(?:scheduled|booked)\b|\b(?:scheduled|booked) (?:a|the) (?:demo|presentation)\b|\b(?:let's|we'll|I'll) (?:book|schedule|set up|lock in) (?:a|the) (?:\w+ )?(?:demo|presentation)\b(?= (?:for|on|next)\b)/i,
      },
    );
  }
  // HubSpot's deal type: a renewal or an expansion of what the customer has is existing business
  // (more seats on the current contract, an amendment, co-terming); a customer moving from another
  // system, or registering the vendor as a supplier, is new.
  table.push(
    {
      option: 'existingbusiness',
      pattern:
        /\b(?:your|this|our) renewal\b|\bthe renewal\b(?! (?:call|meeting|conversation|season|increase|uplift|cap|price|rate|term|clause|notice)s?\b)|\brenew(?:ing)? (?:with us|the contract|your contract)\b|\b(?:upsell|up-sell|expansion|existing (?:customer|contract|account|subscription|agreement|deployment))\b|\balready (?:a |an |our )?(?:customer|client)s?\b|\b(?:customers?|clients?) of yours\b|\bbeen (?:a |your )?(?:customers?|clients?)(?: of yours| with you)? (?:for|since)\b|\badd(?:ing)? (?:another|more|extra|[\w-]+ more) (?:[\w-]+ )?(?:seats|users|licen[cs]es) to (?:our|your|the) (?:plan|account|contract|subscription)\b/i,
    },
    {
      option: 'existingbusiness',
      pattern:
        /\b(?:on top of|in addition to|add(?:ed|ing)? (?:\w+ )?to|expand(?:ing)?|extend(?:ing)?|amend(?:ing)?|amendment to) (?:your|our|the) (?:current|existing) (?:contract|plan|subscription|licen[cs]es?|agreement|order form|deployment)\b|\b(?:your|our) (?:current|existing) (?:contract|plan|subscription|agreement) with (?:us|you)\b|\bco-?term\w*\b/i,
    },
    {
      option: 'newbusiness',
      pattern:
        /\bnew (?:customer|logo|business)\b|\bfirst (?:contract|purchase) with us\b|\bmigrat\w* (?:[\w'-]+ ){0,5}from\b|\bswitch\w* (?:over )?from\b|\bregister\w* as an? (?:new )?(?:supplier|vendor)\b|\b(?:replac\w*|mov\w* off|get(?:ting)? off|switch\w* away from) (?:our |the |their )?(?:current |existing |old )?(?:system|tool|vendor|provider|platform|setup|spreadsheets?)\b|\bfirst time (?:buying|using|working with)\b|\bhow did you (?:hear|find out) about us\b|\b(?:never|haven't|have not) (?:used|tried|had|bought) anything like (?:this|it|that)\b/i,
    },
  );
  return table.flatMap(({ option, pattern }) => {
    const value = matchOption(profile.field.options, option);
    return value ? [{ value, pattern }] : [];
  });
}
