import { Badge, Group, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isImprovementArea } from '../../../../domain/improvement-areas';
import type { ResultJudgeView } from '../api/types';
import type { ResultRow } from '../lib/result-rows';
import { finalFormulaOf } from '../../../lib/final-formula';
import { formatScore } from '../../../lib/format';

/**
 * A side is named by the judge who gave its score (never the slot's new holder), marked
 * "kept" when that judge was replaced since; an unscored side by the slot's holder, who is to score
 * it; else 'Judge 1' / 'Judge 2'.
 */
export function judgeLabel(item: ResultRow, slot: 1 | 2, t: TFunction): string {
  const judge = slot === 1 ? item.judge1 : item.judge2;
  const holder = slot === 1 ? item.contest.judges.judge1 : item.contest.judges.judge2;
  const name = judge?.givenBy ?? (judge?.score == null ? holder : null) ?? t(`entry.judge${slot}`);
  return judge?.isKept ? t('entry.keptBy', { name }) : name;
}

/** How the final score follows from the scores shown ('(10 + 9) ÷ 2 = 9,5'), or null. */
export function finalFormulaOfItem(item: ResultRow, language: string): string | null {
  return finalFormulaOf(
    {
      judge1: item.judge1.score,
      judge2: item.judge2?.score ?? null,
      isExtra: item.contest.isExtra,
      adjudication: item.adjudication,
      finalScore: item.finalScore,
    },
    language,
  );
}

/** A judge's score: struck through, with a note, when the adjudicator's score replaced it. */
export function ScoreValue({ judge, size = 'sm' }: { judge: ResultJudgeView; size?: 'sm' | 'xs' }) {
  const { t, i18n } = useTranslation('results');
  return (
    <Text
      span
      fw={700}
      size={size}
      td={judge.isReplaced ? 'line-through' : undefined}
      c={judge.isReplaced ? 'dimmed' : undefined}
      title={judge.isReplaced ? t('entry.replacedHint') : undefined}
      data-testid="judge-score"
      data-replaced={judge.isReplaced || undefined}
    >
      {formatScore(judge.score, i18n.language)}
    </Text>
  );
}

/**
 * The adjudication of an entry: who adjudicated, their score and the score it replaced, or that the
 * adjudicator has not scored yet. Nothing without an adjudicator.
 */
export function AdjudicationLine({ item, size = 'sm' }: { item: ResultRow; size?: 'sm' | 'xs' }) {
  const { t, i18n } = useTranslation('results');
  const adjudication = item.adjudication;
  if (!adjudication) return null;
  const replaced = adjudication.replaced;
  const replacedScore =
    replaced === 'judge1' ? item.judge1.score : replaced === 'judge2' ? (item.judge2?.score ?? null) : null;
  return (
    <Stack gap={2} data-testid="adjudication">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size={size} fw={600} truncate>
          {t('entry.adjudicator')} · {adjudication.adjudicator ?? t('entry.deletedJudge')}
        </Text>
        <Text size={size} fw={700} data-testid="adjudicator-score">
          {formatScore(adjudication.score, i18n.language)}
        </Text>
      </Group>
      {adjudication.comment && <Comment text={adjudication.comment} testId="adjudicator-comment" />}
      <Text size="xs" c="dimmed" data-testid="adjudication-replaced">
        {adjudication.score === null
          ? t('entry.adjudicationWaiting')
          : replaced === 'both'
            ? t('entry.replacedBoth')
            : t('entry.replacedOne', {
                judge: t(`entry.${replaced ?? 'judge1'}`),
                score: formatScore(replacedScore, i18n.language),
              })}
      </Text>
    </Stack>
  );
}

/** A judge's or the adjudicator's comment, after 'Comments:', its line breaks kept. */
function Comment({ text, testId }: { text: string; testId: string }) {
  const { t } = useTranslation('results');
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} data-testid={testId}>
      <Text span c="dimmed" size="sm">
        {t('entry.comments')}:{' '}
      </Text>
      {text}
    </Text>
  );
}

/**
 * One judge's evaluation: score, comment and improvement areas. `areasOnlyWithoutComment` follows the
 * Contest Submissions browser, where the areas stand in for a missing comment.
 */
export function JudgeFeedback({
  label,
  judge,
  areasOnlyWithoutComment = false,
  testId,
}: {
  label: string;
  judge: ResultJudgeView;
  areasOnlyWithoutComment?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('results');
  const areas = judge.feedback.filter(isImprovementArea);
  const showAreas = areas.length > 0 && !(areasOnlyWithoutComment && judge.comment);
  return (
    <Stack gap={4} data-testid={testId}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={600} size="sm" truncate>
          {label}
        </Text>
        <ScoreValue judge={judge} />
      </Group>
      {judge.comment ? (
        <Comment text={judge.comment} testId="judge-comment" />
      ) : !showAreas ? (
        <Text size="sm" c="dimmed">
          {t('entry.noComment')}
        </Text>
      ) : null}
      {showAreas && (
        <Group gap={6}>
          <Text size="sm" c="dimmed">
            {t('entry.areas')}:
          </Text>
          {areas.map((area) => (
            <Badge key={area} variant="outline" color="gray" size="sm" style={{ textTransform: 'none' }}>
              {t(`improvementAreas.${area}`)}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}

/** The arithmetic of the final score under it, so it follows from the scores shown. */
export function FinalFormula({ item }: { item: ResultRow }) {
  const { t, i18n } = useTranslation('results');
  const formula = finalFormulaOfItem(item, i18n.language);
  if (!formula) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="final-formula">
      {t('entry.finalFrom', { formula })}
    </Text>
  );
}
