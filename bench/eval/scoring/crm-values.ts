import { type CrmPropertyName, type CrmValueKind, fieldKeyOf, valueKindOf } from '../crm-properties';
import type { CrmTruth, Fact } from '../eval-meeting';
import { checkFacts } from './facts';
import { addRatios, type Ratio } from './ratios';

/** A value an engine proposed (`CrmFieldProposal`). */
export type ProposedValue = { key: string; value: string; quote: string; startMs: number | null };

export type CrmVerdict =
  /** Answerable, and the value is right. */
  | 'correct'
  /** Answerable, and the value is wrong. */
  | 'wrong'
  /** Answerable, and nothing was proposed. */
  | 'missed'
  /** The meeting does not answer it, and nothing was proposed. */
  | 'abstained'
  /** The meeting does not answer it, and something was proposed anyway. */
  | 'invented';

export type CrmOutcome = {
  property: CrmPropertyName;
  kind: CrmValueKind;
  truth: CrmTruth;
  proposed: ProposedValue | null;
  verdict: CrmVerdict;
  /** For text: the facts its value lacks. */
  missingFacts: Fact[];
};

export const CRM_VALUE_KINDS: readonly CrmValueKind[] = ['enumeration', 'number', 'date', 'bool', 'text'];

export type CrmScore = {
  outcomes: CrmOutcome[];
  /** Correct values over answerable properties, per kind of value. */
  byKind: Record<CrmValueKind, Ratio>;
  /** Correct values over all answerable properties. */
  overall: Ratio;
  /** Properties the meeting does not answer that got no proposal, over all such properties. */
  abstention: Ratio;
  /** Answerable properties that got no proposal (over-abstaining shows here). */
  answerableAbstention: Ratio;
};

/** Relative tolerance for numbers unless the truth says otherwise (1 %). */
const DEFAULT_NUMBER_TOLERANCE = 0.01;

const isAnswerable = (truth: CrmTruth) => ('facts' in truth ? truth.facts.length > 0 : truth.value !== null);

function readBool(value: string): boolean | null {
  const text = value.trim().toLowerCase();
  if (['true', 'yes', '1'].includes(text)) return true;
  if (['false', 'no', '0'].includes(text)) return false;
  return null;
}

const optionSet = (value: string) =>
  new Set(
    value
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean),
  );

/** Whether a proposed value equals the truth, compared the way its kind is compared. */
export function isSameValue(options: { kind: CrmValueKind; truth: CrmTruth; proposed: string }): {
  isSame: boolean;
  missingFacts: Fact[];
} {
  const { kind, truth, proposed } = options;
  if ('facts' in truth) {
    const { missing } = checkFacts({ text: proposed, facts: truth.facts });
    return { isSame: missing.length === 0, missingFacts: missing };
  }
  const accepted = [truth.value ?? '', ...(truth.alsoAccept ?? [])];
  if (kind === 'text') {
    const { missing } = checkFacts({
      text: proposed,
      facts: [{ id: 'value', says: accepted[0] ?? '', accept: accepted }],
    });
    return { isSame: missing.length === 0, missingFacts: missing };
  }
  return {
    isSame: accepted.some((expected) => isSameTypedValue({ kind, expected, proposed, truth })),
    missingFacts: [],
  };
}

function isSameTypedValue(options: {
  kind: Exclude<CrmValueKind, 'text'>;
  expected: string;
  proposed: string;
  truth: { tolerance?: number };
}): boolean {
  const { kind, expected, proposed, truth } = options;
  switch (kind) {
    case 'enumeration': {
      const want = optionSet(expected);
      const got = optionSet(proposed);
      return want.size === got.size && [...want].every((value) => got.has(value));
    }
    case 'number': {
      const want = Number(expected);
      const got = Number(proposed.replace(/[,\s]/g, ''));
      if (!Number.isFinite(got) || proposed.trim() === '') return false;
      const tolerance = (truth.tolerance ?? DEFAULT_NUMBER_TOLERANCE) * Math.abs(want);
      return Math.abs(got - want) <= tolerance;
    }
    case 'date': {
      // A datetime is compared by its day (UTC, as proposals are written).
      const day = proposed.trim().match(/^\d{4}-\d{2}-\d{2}/)?.[0];
      return day === expected;
    }
    case 'bool':
      return readBool(proposed) !== null && readBool(proposed) === readBool(expected);
  }
}

/** Scores an engine's proposals for one meeting's properties (the first proposal per field counts). */
export function scoreCrm(options: {
  truth: readonly CrmTruth[];
  proposals: readonly ProposedValue[];
}): CrmScore {
  const outcomes: CrmOutcome[] = options.truth.map((truth) => {
    const kind = valueKindOf(truth.property);
    const key = fieldKeyOf(truth.property);
    const found = options.proposals.find((proposal) => proposal.key === key && proposal.value.trim() !== '');
    const proposed = found ?? null;
    if (!isAnswerable(truth)) {
      return {
        property: truth.property,
        kind,
        truth,
        proposed,
        verdict: proposed ? 'invented' : 'abstained',
        missingFacts: [],
      };
    }
    if (!proposed)
      return { property: truth.property, kind, truth, proposed, verdict: 'missed', missingFacts: [] };
    const { isSame, missingFacts } = isSameValue({ kind, truth, proposed: proposed.value });
    return {
      property: truth.property,
      kind,
      truth,
      proposed,
      verdict: isSame ? 'correct' : 'wrong',
      missingFacts,
    };
  });
  return crmFigures(outcomes);
}

/** The figures of any set of outcomes (one meeting's, or every meeting's together). */
export function crmFigures(outcomes: readonly CrmOutcome[]): CrmScore {
  const answerable = outcomes.filter(
    (outcome) => outcome.verdict !== 'abstained' && outcome.verdict !== 'invented',
  );
  const unanswerable = outcomes.filter(
    (outcome) => outcome.verdict === 'abstained' || outcome.verdict === 'invented',
  );
  const correctShare = (list: readonly CrmOutcome[]): Ratio => ({
    hits: list.filter((outcome) => outcome.verdict === 'correct').length,
    total: list.length,
  });
  const byKind = Object.fromEntries(
    CRM_VALUE_KINDS.map((kind) => [
      kind,
      correctShare(answerable.filter((outcome) => outcome.kind === kind)),
    ]),
  ) as Record<CrmValueKind, Ratio>;
  return {
    outcomes: [...outcomes],
    byKind,
    overall: addRatios(Object.values(byKind)),
    abstention: {
      hits: unanswerable.filter((outcome) => outcome.verdict === 'abstained').length,
      total: unanswerable.length,
    },
    answerableAbstention: {
      hits: answerable.filter((outcome) => outcome.verdict === 'missed').length,
      total: answerable.length,
    },
  };
}
