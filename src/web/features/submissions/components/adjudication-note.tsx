import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MySubmission } from '../api/types';
import { finalFormulaOf } from '../../../lib/final-formula';
import { formatScore } from '../../../lib/format';

type Evaluation = NonNullable<MySubmission['evaluation']>;

/**
 * An adjudicated entry as its participant reads it: "adjudicated", the adjudicator's score and the
 * judge score it replaced, and how the final follows. Judging is blind: nobody is named.
 */
export function AdjudicationNote({ evaluation }: { evaluation: Evaluation }) {
  const { t, i18n } = useTranslation('submissions');
  const adjudication = evaluation.adjudication;
  if (!adjudication) return null;
  const replacedScore =
    adjudication.replaced === 'judge1'
      ? evaluation.judge1.score
      : adjudication.replaced === 'judge2'
        ? (evaluation.judge2?.score ?? null)
        : null;
  const formula = finalFormulaOf(
    {
      judge1: evaluation.judge1.score,
      judge2: evaluation.judge2?.score ?? null,
      isExtra: false,
      adjudication,
      finalScore: evaluation.finalScore,
    },
    i18n.language,
  );
  return (
    <Text size="sm" data-testid="adjudication-note">
      <Badge color="grape" variant="light" size="sm" mr={6}>
        {t('submissions.adjudicated')}
      </Badge>
      {adjudication.replaced === 'both'
        ? t('submissions.adjudicatedBoth', { score: formatScore(adjudication.score, i18n.language) })
        : t('submissions.adjudicatedOne', {
            score: formatScore(adjudication.score, i18n.language),
            judge: t(`submissions.${adjudication.replaced}`),
            replaced: formatScore(replacedScore, i18n.language),
          })}
      {formula && ` ${t('submissions.finalFrom', { formula })}`}
    </Text>
  );
}

/** A judge score the adjudication replaced reads struck through. */
export function isReplacedSide(evaluation: Evaluation, side: 'judge1' | 'judge2'): boolean {
  const replaced = evaluation.adjudication?.replaced;
  return replaced === side || replaced === 'both';
}
