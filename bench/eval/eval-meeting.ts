import type { TranscriptSegment } from '../../apps/server/src/providers/transcription/transcript-segment';
import type { CrmPropertyName } from './crm-properties';

/**
 * One way of saying a fact: a phrase (its words in this order, after normalisation) or a set of
 * keywords and phrases that must all appear, in any order. Numbers are normalised on both sides,
 * so "$9,000", "9000", "9k" and "nine thousand" are the same.
 */
export type Phrasing = string | readonly string[];

/** Something a summary or an answer must say, with the wordings that count as saying it. */
export type Fact = {
  /** Unique within its meeting; results and verbose output name facts by it. */
  id: string;
  /** The fact in a few words, for people reading the results. */
  says: string;
  /** Any one of these found in the text counts. */
  accept: readonly Phrasing[];
};

export type KeyFactKind =
  | 'budget'
  | 'price'
  | 'competitor'
  | 'decision_maker'
  | 'decision_process'
  | 'timeline'
  | 'pain_point'
  | 'risk'
  | 'decision';

/** A fact a good summary of the meeting contains. Decisions are key facts of kind `decision`. */
export type KeyFact = Fact & { kind: KeyFactKind };

/** An action item agreed in the meeting. */
export type TruthActionItem = {
  /** What is to be done, in the meeting's words; several wordings when it was put more than one way. */
  gist: string | readonly string[];
  /** The person's full name as the participants list has it; null when nobody took it. */
  owner: string | null;
  /** YYYY-MM-DD, resolved against the meeting date; null when no date was stated. */
  due: string | null;
};

/**
 * The value a CRM property should get from this meeting. `value: null` means the meeting does not
 * answer it (the engine should propose nothing). Values are written as the CRM stores them:
 * enumeration option values (`;`-separated for a checkbox), digits, `YYYY-MM-DD`, `true`/`false`.
 * A text property is answered by `facts` instead: its value must contain each of them.
 */
export type CrmTruth =
  | {
      property: CrmPropertyName;
      value: string | null;
      /** Other values as right, where the meeting supports two readings (a deal's yearly or total amount). */
      alsoAccept?: readonly string[];
      /** For a number: the relative difference still counted right (default 1 %). */
      tolerance?: number;
    }
  | { property: CrmPropertyName; facts: readonly Fact[] };

/** A question a rep would ask the meeting chat, and what a good answer must say. */
export type EvalQuestion = {
  id: string;
  question: string;
  facts: readonly Fact[];
};

/** One annotated meeting of the evaluation suite. */
export type EvalMeeting = {
  /** Kebab-case, unique; `npm run eval -- --meeting <slug>`. */
  slug: string;
  /** What kind of call it is (discovery, demo, …), for the results table. */
  kind: string;
  title: string;
  /** The meeting's start (UTC); relative dates ("by Friday") resolve against it. */
  startedAt: Date;
  /**
   * Written after the offline engine was tuned on the others' misses, and not looked at while
   * tuning: its figures are reported apart as well, an honest check of the tuned ones.
   */
  heldOut?: boolean;
  participants: ReadonlyArray<{ name: string; email: string | null }>;
  segments: TranscriptSegment[];
  actionItems: readonly TruthActionItem[];
  /** Budget and price figures, competitors, decision maker and process, timeline, pain points, risks, decisions. */
  keyFacts: readonly KeyFact[];
  /** The linked record's properties (every type), answered or not. */
  crm: readonly CrmTruth[];
  questions: readonly EvalQuestion[];
};
