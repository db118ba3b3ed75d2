import type { TruthActionItem } from '../eval-meeting';
import { contentWords } from './normalise-text';
import { precisionRecall, type Ratio } from './ratios';

/** An action item as an engine gives it (`ActionItem` of the meeting-intelligence capability). */
export type PredictedActionItem = { text: string; owner: string | null; dueDate: string | null };

export type ActionItemMatch = {
  truth: TruthActionItem;
  predicted: PredictedActionItem;
  similarity: number;
  isOwnerRight: boolean;
  isDueRight: boolean;
};

export type ActionItemScore = {
  matches: ActionItemMatch[];
  /** Truth items no prediction matched. */
  missed: TruthActionItem[];
  /** Predictions that match no truth item. */
  extra: PredictedActionItem[];
  matched: number;
  predicted: number;
  expected: number;
  /** Over matched pairs. */
  owner: Ratio;
  /** Over matched pairs; a date where none was stated is wrong, as is none where one was. */
  due: Ratio;
};

/** Two items are the same when this share of their content words is shared (Jaccard)… */
export const MIN_SIMILARITY = 0.2;
/** …and at least this many content words are (fewer when the truth item has fewer). */
const MIN_SHARED_WORDS = 2;

/** Jaccard similarity of content words, the best over the truth item's wordings, and the words shared. */
export function itemSimilarity(options: { gist: TruthActionItem['gist']; text: string }): {
  similarity: number;
  shared: number;
  gistWords: number;
} {
  const predicted = contentWords(options.text);
  const gists = typeof options.gist === 'string' ? [options.gist] : options.gist;
  let best = { similarity: 0, shared: 0, gistWords: 0 };
  for (const gist of gists) {
    const truth = contentWords(gist);
    let shared = 0;
    for (const word of truth) if (predicted.has(word)) shared += 1;
    const union = truth.size + predicted.size - shared;
    const similarity = union === 0 ? 0 : shared / union;
    if (similarity > best.similarity) best = { similarity, shared, gistWords: truth.size };
  }
  return best;
}

const nameTokens = (name: string) => name.toLowerCase().match(/\p{L}+/gu) ?? [];

/**
 * The owner is right when both say nobody, or every word of the engine's owner is a word of the
 * truth's name ("Priya" or "Priya Raman" for Priya Raman).
 */
export function isSameOwner(options: { truth: string | null; predicted: string | null }): boolean {
  const { truth, predicted } = options;
  if (truth === null || predicted === null || predicted.trim() === '') {
    return truth === null && (predicted === null || predicted.trim() === '');
  }
  const truthWords = new Set(nameTokens(truth));
  const predictedWords = nameTokens(predicted);
  return predictedWords.length > 0 && predictedWords.every((word) => truthWords.has(word));
}

/**
 * Matches predictions to truth items one to one, most similar pairs first (greedy assignment),
 * then checks owner and due date on each pair.
 */
export function scoreActionItems(options: {
  truth: readonly TruthActionItem[];
  predicted: readonly PredictedActionItem[];
}): ActionItemScore {
  const pairs: Array<{ truthIndex: number; predictedIndex: number; similarity: number }> = [];
  options.truth.forEach((truth, truthIndex) => {
    options.predicted.forEach((predicted, predictedIndex) => {
      const { similarity, shared, gistWords } = itemSimilarity({ gist: truth.gist, text: predicted.text });
      if (similarity >= MIN_SIMILARITY && shared >= Math.min(MIN_SHARED_WORDS, gistWords)) {
        pairs.push({ truthIndex, predictedIndex, similarity });
      }
    });
  });
  // Ties keep the order of the meeting (stable sort), so results are the same on every run.
  pairs.sort((a, b) => b.similarity - a.similarity);

  const usedTruth = new Set<number>();
  const usedPredicted = new Set<number>();
  const matches: ActionItemMatch[] = [];
  for (const pair of pairs) {
    if (usedTruth.has(pair.truthIndex) || usedPredicted.has(pair.predictedIndex)) continue;
    usedTruth.add(pair.truthIndex);
    usedPredicted.add(pair.predictedIndex);
    const truth = options.truth[pair.truthIndex] as TruthActionItem;
    const predicted = options.predicted[pair.predictedIndex] as PredictedActionItem;
    matches.push({
      truth,
      predicted,
      similarity: pair.similarity,
      isOwnerRight: isSameOwner({ truth: truth.owner, predicted: predicted.owner }),
      isDueRight: (truth.due ?? null) === (predicted.dueDate ?? null),
    });
  }

  return {
    matches,
    missed: options.truth.filter((_, index) => !usedTruth.has(index)),
    extra: options.predicted.filter((_, index) => !usedPredicted.has(index)),
    matched: matches.length,
    predicted: options.predicted.length,
    expected: options.truth.length,
    owner: { hits: matches.filter((match) => match.isOwnerRight).length, total: matches.length },
    due: { hits: matches.filter((match) => match.isDueRight).length, total: matches.length },
  };
}

/** Precision, recall and F1 of one score or of several added together. */
export function actionItemFigures(scores: readonly ActionItemScore[]) {
  const sum = (pick: (score: ActionItemScore) => number) =>
    scores.reduce((total, score) => total + pick(score), 0);
  return precisionRecall({
    matched: sum((score) => score.matched),
    predicted: sum((score) => score.predicted),
    expected: sum((score) => score.expected),
  });
}
