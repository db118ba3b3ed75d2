import type { EvalQuestion, Fact } from '../eval-meeting';
import { checkFacts } from './facts';

export type AnswerScore = {
  question: EvalQuestion;
  answer: string;
  missing: Fact[];
  /** Share of the required facts the answer contains. */
  share: number;
  /** Contains every required fact. */
  isCorrect: boolean;
  /** Says every required fact before its first quoted passage: it answers rather than quotes. */
  isCorrectBeforeQuotes: boolean;
};

/**
 * The answer up to its first quoted passage (a Markdown blockquote line), where an answer should
 * say what it found before it quotes the moment; all of it when it quotes nothing.
 */
export function leadOf(answer: string): string {
  const lines = answer.split('\n');
  const firstQuote = lines.findIndex((line) => line.trimStart().startsWith('>'));
  return (firstQuote === -1 ? lines : lines.slice(0, firstQuote)).join('\n');
}

export function scoreAnswer(options: { question: EvalQuestion; answer: string }): AnswerScore {
  const { question, answer } = options;
  const { found, missing } = checkFacts({ text: answer, facts: question.facts });
  const share = question.facts.length === 0 ? 1 : found.length / question.facts.length;
  const inLead =
    missing.length === 0 ? checkFacts({ text: leadOf(answer), facts: question.facts }).missing : missing;
  return {
    question,
    answer,
    missing,
    share,
    isCorrect: missing.length === 0,
    isCorrectBeforeQuotes: inLead.length === 0,
  };
}

/** Accuracy (all facts), accuracy before quotes, and the mean share of facts, over every answer given. */
export function chatFigures(scores: readonly AnswerScore[]): {
  accuracy: number | null;
  accuracyBeforeQuotes: number | null;
  meanFactShare: number | null;
  correct: number;
  asked: number;
} {
  const asked = scores.length;
  const correct = scores.filter((score) => score.isCorrect).length;
  const beforeQuotes = scores.filter((score) => score.isCorrectBeforeQuotes).length;
  return {
    accuracy: asked === 0 ? null : correct / asked,
    accuracyBeforeQuotes: asked === 0 ? null : beforeQuotes / asked,
    meanFactShare: asked === 0 ? null : scores.reduce((sum, score) => sum + score.share, 0) / asked,
    correct,
    asked,
  };
}
