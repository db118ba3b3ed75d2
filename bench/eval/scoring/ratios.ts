/** A share with what it is made of, so totals add counts rather than average ratios. */
export type Ratio = { hits: number; total: number };

/** The share, or null when there is nothing to count (shown as "n/a", never as 0 or 1). */
export const shareOf = (ratio: Ratio): number | null => (ratio.total === 0 ? null : ratio.hits / ratio.total);

export const addRatios = (ratios: readonly Ratio[]): Ratio => ({
  hits: ratios.reduce((sum, ratio) => sum + ratio.hits, 0),
  total: ratios.reduce((sum, ratio) => sum + ratio.total, 0),
});

/** Precision, recall and F1 from matched, predicted and expected counts. */
export function precisionRecall(options: { matched: number; predicted: number; expected: number }): {
  precision: number | null;
  recall: number | null;
  f1: number | null;
} {
  const precision = options.predicted === 0 ? null : options.matched / options.predicted;
  const recall = options.expected === 0 ? null : options.matched / options.expected;
  // Predicting nothing when something was expected is precision-less but surely F1 0.
  const f1 =
    options.expected === 0 && options.predicted === 0
      ? null
      : options.matched === 0
        ? 0
        : (2 * (precision ?? 0) * (recall ?? 0)) / ((precision ?? 0) + (recall ?? 0));
  return { precision, recall, f1 };
}
