import type { Fact, Phrasing } from '../eval-meeting';
import { containsPhrase, normalisedTokens } from './normalise-text';

/** A text read once for many fact checks. */
export type ReadText = { tokens: readonly string[] };

export const readText = (text: string): ReadText => ({ tokens: normalisedTokens(text) });

/** A phrase in order, or every keyword (each a phrase of its own) anywhere. */
export function phrasingFound(text: ReadText, phrasing: Phrasing): boolean {
  const parts = typeof phrasing === 'string' ? [phrasing] : phrasing;
  return parts.length > 0 && parts.every((part) => containsPhrase(text.tokens, normalisedTokens(part)));
}

/** A fact is said when any of its accepted phrasings is found. */
export function factFound(text: ReadText, fact: Fact): boolean {
  return fact.accept.some((phrasing) => phrasingFound(text, phrasing));
}

export type FactCheck = { found: Fact[]; missing: Fact[] };

export function checkFacts(options: { text: string; facts: readonly Fact[] }): FactCheck {
  const text = readText(options.text);
  const found: Fact[] = [];
  const missing: Fact[] = [];
  for (const fact of options.facts) (factFound(text, fact) ? found : missing).push(fact);
  return { found, missing };
}
