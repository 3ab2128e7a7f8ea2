import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Award } from '../../../../domain/awards';
import type { PreFilterStatus } from '../api/types';
import type { ResultRow } from '../lib/result-rows';

const STATUS_COLORS: Record<PreFilterStatus, string> = {
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
};
const AWARD_COLORS: Record<Award, string> = { awarded: 'yellow', honorable: 'orange', not_awarded: 'gray' };

export function AwardBadge({ award }: { award: Award }) {
  const { t } = useTranslation('results');
  return (
    <Badge
      color={AWARD_COLORS[award]}
      variant={award === 'not_awarded' ? 'outline' : 'filled'}
      data-testid="award-badge"
      data-award={award}
      style={{ flex: 'none', maxWidth: 'none' }}
    >
      {t(`award.${award}`)}
    </Badge>
  );
}

/**
 * The status of an entry: a photo's pre-filter decision, or a video's evaluation status (videos skip
 * the pre-filter; spec section 4).
 */
export function StatusBadge({ item }: { item: ResultRow }) {
  const { t } = useTranslation('results');
  if (item.preFilterStatus) {
    return (
      <Badge color={STATUS_COLORS[item.preFilterStatus]} variant="light" data-testid="status-badge">
        {t(`status.${item.preFilterStatus}`)}
      </Badge>
    );
  }
  return (
    <Badge
      color={item.evaluationStatus === 'evaluated' ? 'teal' : 'gray'}
      variant="light"
      data-testid="status-badge"
    >
      {t(`evaluation.${item.evaluationStatus}`)}
    </Badge>
  );
}

export function ContestTypeBadge({ contest }: { contest: ResultRow['contest'] }) {
  const { t } = useTranslation('results');
  const type = contest.category === 'video' ? 'video' : (contest.photoCategory ?? 'wedding');
  return (
    <>
      <Badge color={contest.category === 'video' ? 'grape' : 'blue'} variant="light">
        {t(`contestType.${type}`)}
      </Badge>
      {contest.isExtra && (
        <Badge color="gray" variant="outline">
          {t('contestType.extra')}
        </Badge>
      )}
    </>
  );
}
