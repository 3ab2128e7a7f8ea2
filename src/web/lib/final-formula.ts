import type { ReplacedScore } from '../../domain/score-provenance';
import { formatNumber, formatScore } from './format';

// How an entry's final score follows from the scores shown beside it ("the final follows
// visibly from what is shown"): the mean of the judges' scores, with an adjudicator's score in place
// of the one it replaced, or the adjudicator's alone when both judges were equally far from it.

export type FormulaInput = {
  judge1: number | null;
  judge2: number | null;
  isExtra: boolean;
  adjudication: { score: number | null; replaced: ReplacedScore | null } | null;
  finalScore: number | null;
};

/** The scores the final score is the mean of, in the order shown; null while it has none. */
export function finalTermsOf(input: FormulaInput): number[] | null {
  if (input.finalScore === null || input.judge1 === null) return null;
  if (input.isExtra) return [input.judge1];
  if (input.judge2 === null) return null;
  const adjudicated = input.adjudication;
  if (adjudicated?.score == null || adjudicated.replaced === null) return [input.judge1, input.judge2];
  if (adjudicated.replaced === 'both') return [adjudicated.score];
  return adjudicated.replaced === 'judge1'
    ? [input.judge2, adjudicated.score]
    : [input.judge1, adjudicated.score];
}

/** '(10 + 9) ÷ 2 = 9,5' in Portuguese, '(10 + 9) ÷ 2 = 9.5' in English; null when there is nothing to explain. */
export function finalFormulaOf(input: FormulaInput, language: string): string | null {
  const terms = finalTermsOf(input);
  if (!terms || terms.length < 2) return null;
  const sum = terms.map((term) => formatNumber(term, language)).join(' + ');
  return `(${sum}) ÷ ${terms.length} = ${formatScore(input.finalScore, language)}`;
}
