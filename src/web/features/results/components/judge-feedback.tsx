import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isImprovementArea } from '../../../../domain/improvement-areas';
import type { JudgeView, ResultItem } from '../api/types';
import { formatScore } from '../../../lib/format';

/** A judge is named by the contest's assigned judge for the slot, else 'Judge 1' / 'Judge 2'. */
export function judgeLabel(item: ResultItem, slot: 1 | 2, t: (key: string) => string): string {
  const username = slot === 1 ? item.contest.judges.judge1 : item.contest.judges.judge2;
  return username ?? t(`entry.judge${slot}`);
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
  judge: JudgeView;
  areasOnlyWithoutComment?: boolean;
  testId?: string;
}) {
  const { t, i18n } = useTranslation('results');
  const areas = judge.feedback.filter(isImprovementArea);
  const showAreas = areas.length > 0 && !(areasOnlyWithoutComment && judge.comment);
  return (
    <Stack gap={4} data-testid={testId}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={600} size="sm" truncate>
          {label}
        </Text>
        <Text fw={700} size="sm" data-testid="judge-score">
          {formatScore(judge.score, i18n.language)}
        </Text>
      </Group>
      {judge.comment ? (
        <Text
          size="sm"
          style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          data-testid="judge-comment"
        >
          <Text span c="dimmed" size="sm">
            {t('entry.comments')}:{' '}
          </Text>
          {judge.comment}
        </Text>
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
