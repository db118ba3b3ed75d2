import { formatCrmNumber } from '../../shared/crm-values';
import { findQuantities } from '../../shared/spoken-numbers';
import type { Found } from '../crm-extract';
import type { Relevance } from '../crm-field-profile';
import type { Sentence } from '../sentences';
import { isDealFigure, type MoneyMention, settledAmount } from './deal-amount';
import { isMoney, isUnitPrice, yearlyOfMonthly } from './money-figures';
import { unitPriceTotal } from './unit-price-total';

/**
 * A deal's amount: the money said in sentences about prices (or with a currency) across the call,
 * largest per sentence (a total over its parts), settled by `settledAmount`.
 */
export function extractDealAmount(relevant: Relevance[], sentences: ReadonlyArray<Sentence>): Found | null {
  const aboutPrice = new Set(
    relevant.filter((relevance) => relevance.hasCue || relevance.labelHits > 0).map((r) => r.sentence.index),
  );
  const namingField = new Set(relevant.filter((r) => r.labelHits > 0).map((r) => r.sentence.index));
  const mentions: MoneyMention[] = [];
  for (const sentence of sentences) {
    if (sentence.text.trimEnd().endsWith('?')) continue;
    const figures = findQuantities(sentence.text)
      .flatMap((quantity) => {
        const yearly = yearlyOfMonthly(sentence.text, quantity);
        if (yearly) return [yearly];
        return isMoney(quantity) && !isUnitPrice(sentence.text, quantity) ? [quantity] : [];
      })
      .filter((quantity) => quantity.unit === 'currency' || aboutPrice.has(sentence.index))
      .map((quantity) => ({ quantity, sentence, namesField: namingField.has(sentence.index) }))
      .filter(isDealFigure);
    const largest = figures.sort((a, b) => b.quantity.value - a.quantity.value)[0];
    if (largest) mentions.push(largest);
  }
  // No total said: the price per seat times the seats, when one statement says both.
  return settledAmount(mentions, formatCrmNumber) ?? unitPriceTotal(sentences);
}
