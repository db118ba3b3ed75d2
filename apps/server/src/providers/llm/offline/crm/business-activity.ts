import type { CrmFieldToFill, MeetingContext } from '../../meeting-intelligence';
import type { Candidate } from '../crm-cues';
import { stem } from '../keyword-scoring';
import type { Sentence } from '../sentences';
import { sellingSpeakers } from './selling-side';

/*
 * The kind of business a customer is, read from what it says it runs, serves or makes ("our
 * stores", "we run two factories", "our patients") when it never names its industry. Each kind of
 * work points to the label words an industry list uses for it; only the customer's own first-person
 * talk or sites counted count (the seller's "our platform" is the seller's business), and a kind of business said
 * once, or beside another, gives nothing.
 */

const ACTIVITIES: ReadonlyArray<{ said: string; labels: readonly string[] }> = [
  {
    said: 'banks?|banking|branch(?:es)? network|credit unions?|lend(?:er|ing)|loans?|mortgages?|deposits?|account ?holders|cardholders',
    labels: ['banking', 'financial'],
  },
  {
    said: 'insurance|insur(?:er|ers)|polic(?:y|ies) ?holders|portfolios?|wealth management|investors?|funds? under management',
    labels: ['financial'],
  },
  {
    said: 'stores?|shops?|retail\\w*|outlets?|shoppers?|e-?commerce|storefronts?|merchandis\\w*|tills?',
    labels: ['retail'],
  },
  {
    said: 'factor(?:y|ies)|plants?|manufactur\\w*|machinery|assembly lines?|production lines?|machine shops?',
    labels: ['machinery', 'manufacturing'],
  },
  {
    said: 'hospitals?|clinics?|patients?|clinicians?|nurses?|physicians?|wards?|practices? of (?:doctors|dentists)',
    labels: ['hospital', 'health'],
  },
  {
    said: 'warehouses?|freight|shipments?|carriers?|distribution cent(?:er|re)s?|depots?',
    labels: ['logistics', 'transportation'],
  },
  {
    said: 'students?|learners?|courses?|curricul(?:um|a)|classrooms?|teachers?|campus(?:es)?',
    labels: ['learning', 'education'],
  },
  {
    said: 'grid|power (?:plants?|stations?)|ratepayers?|substations?|power lines?|water mains',
    labels: ['utilit'],
  },
  {
    said: 'restaurants?|baker(?:y|ies)|menus?|food plants?|recipes?|dair(?:y|ies)|dairy farms?|creamer(?:y|ies)|cheese(?:makers?)?|yog(?:h)?urts?|brewer(?:y|ies)|butcher(?:s|y)?|farms? shops?|food producers?',
    labels: ['food', 'restaurant'],
  },

  {
    said: 'job ?sites?|building sites?|subcontractors?|construction|builds? homes',
    labels: ['construction'],
  },
  { said: 'architects?|architecture|drawings|planning applications?', labels: ['architecture'] },
  {
    said: 'agenc(?:y|ies)|ad campaigns?|campaigns?|advertis\\w*|media buying|creative (?:work|teams?)',
    labels: ['marketing', 'advertising'],
  },
];

/** A count said before a noun: "nine stores", "40 clinics". */
const COUNT =
  '\\d[\\d,]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\\w+teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|dozen';

/** The customer's own business: "our stores", "we run two factories", "we're a chain of stores". */
function ownWorkPattern(said: string): RegExp {
  return new RegExp(
    `\\b(?:our|as an?|we(?:'re| are) an?|we (?:run|operate|own|have|manage|serve|make|build|sell|treat|teach|ship|supply))\\s+(?:[\\p{L}\\d-]+\\s+){0,3}?(?:${said})\\b`,
    'iu',
  );
}

/** Sites counted or gone through one by one: "staff across nine stores", "every plant keeps its own". */
function countedPattern(said: string): RegExp {
  return new RegExp(`\\b(?:every|each|${COUNT})\\s+(?:[\\p{L}-]+\\s+)?(?:${said})\\b`, 'iu');
}

const PATTERNS = [
  ...ACTIVITIES.map((activity) => ({
    ...activity,
    own: ownWorkPattern(activity.said),
    counted: countedPattern(activity.said),
  })),
  // Software only when made or sold: every customer "has" software, and talks of "our software".
  {
    labels: ['software'],
    own: /\b(?:we(?:'re| are) an? (?:[\p{L}-]+\s+){0,2}?(?:software|SaaS) (?:company|business|vendor|firm)|we (?:make|build|sell|develop|write) (?:[\p{L}-]+\s+){0,3}?(?:software|apps))\b/iu,
    counted: /(?!)/,
  },
];

/**
 * The customer saying what it is or makes ("we're a dairy farm", "we're six agencies", "we sell
 * payroll software") is worth two mentions in passing.
 */
const SAYS_WHAT_IT_IS =
  /\b(?:as an? |we(?:'re| are) (?:an?|\w+) |we (?:make|build|sell|develop|produce|run an?|operate an?) )/i;
/** "We're an Okta shop", "a Microsoft house": what a customer uses, not what it is. */
const USES_IDIOM = /\ban? \p{Lu}[\p{L}.]* (?:shop|house)\b/u;
const SELF_STATEMENT_WEIGHT = 2;

/** The seller's own business: "we work with 200 hospitals" is not the customer's. */
const FIRST_PERSON = /\b(?:we|we're|our|us)\b/i;

/** Sentences saying it before a kind of business counts. */
const MIN_MENTIONS = 2;

type Option = CrmFieldToFill['options'][number];

/** The option a label word names ("utilit" → Utilities), or null when the list has none. */
function optionNamed(options: ReadonlyArray<Option>, labels: readonly string[]): Option | null {
  for (const label of labels) {
    const option = options.find((candidate) =>
      (candidate.label.toLowerCase().match(/\p{L}+/gu) ?? []).some((word) =>
        stem(word).startsWith(stem(label)),
      ),
    );
    if (option) return option;
  }
  return null;
}

/** The one option the customer's talk of its own work points to, or null when none or several do. */
export function optionFromBusinessActivity(input: {
  options: CrmFieldToFill['options'];
  meeting: Pick<MeetingContext, 'participants' | 'segments'>;
  sentences: ReadonlyArray<Sentence>;
  /** "Veridian Credit Union × Mosaic HR: security review": the customer's name comes first. */
  title?: string;
}): Candidate | null {
  const isSeller = sellingSpeakers(input.meeting);
  const found = new Map<string, { sentences: Sentence[]; weight: number }>();
  const customerName = (input.title ?? '').split(':')[0]!.split(/\s+[×x]\s+/)[0]!;
  for (const { said, labels } of ACTIVITIES) {
    if (!new RegExp(`\\b(?:${said})\\b`, 'i').test(customerName)) continue;
    const option = optionNamed(input.options, labels);
    if (option) found.set(option.value, { sentences: [], weight: SELF_STATEMENT_WEIGHT });
  }
  for (const sentence of input.sentences) {
    const { text } = sentence;
    if (text.trimEnd().endsWith('?')) continue;
    // The seller may count the customer's sites ("staff who work in two stores"), not speak for them.
    const bySeller = isSeller(sentence.speaker);
    if (bySeller && FIRST_PERSON.test(text)) continue;
    if (USES_IDIOM.test(text)) continue;
    for (const { own, counted, labels } of PATTERNS) {
      if (!counted.test(text) && (bySeller || !own.test(text))) continue;
      const option = optionNamed(input.options, labels);
      if (!option) continue;
      const entry = found.get(option.value) ?? { sentences: [], weight: 0 };
      if (entry.sentences.includes(sentence)) continue;
      entry.sentences.push(sentence);
      const isSelfStatement = !bySeller && own.test(text) && SAYS_WHAT_IT_IS.test(text);
      entry.weight += isSelfStatement ? SELF_STATEMENT_WEIGHT : 1;
      found.set(option.value, entry);
    }
  }
  const ranked = [...found.entries()].sort((a, b) => b[1].weight - a[1].weight);
  const [best, second] = ranked;
  if (!best || best[1].weight < MIN_MENTIONS) return null;
  // "Our stores" and "our warehouses" alike: a retailer or a logistics firm, not clear which.
  if (second && second[1].weight * 2 > best[1].weight) return null;
  const sentence = best[1].sentences[0] ?? input.sentences[0];
  return sentence ? { value: best[0], score: best[1].weight, sentence } : null;
}
