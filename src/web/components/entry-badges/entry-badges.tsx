import './translations';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Award } from '../../../domain/awards';
import type { ContestCategory } from '../../../domain/packages';
import type { PhotoCategory } from '../../../domain/contest-rules';
import type { PreFilterStatus } from '../../../domain/pre-filter';

/** Photo contests carry their subtype (wedding or family); video contests say video. */
export function ContestTypeBadge({
  category,
  photoCategory,
}: {
  category: ContestCategory;
  photoCategory: PhotoCategory | null;
}) {
  const { t } = useTranslation('badges');
  const type = category === 'video' ? 'video' : (photoCategory ?? 'photo');
  return (
    <Badge color={type === 'video' ? 'grape' : 'blue'} variant="light">
      {t(`contestType.${type}`)}
    </Badge>
  );
}

const STATUS_COLORS: Record<PreFilterStatus, string> = {
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
};

export function PreFilterBadge({ status }: { status: PreFilterStatus }) {
  const { t } = useTranslation('badges');
  return (
    <Badge color={STATUS_COLORS[status]} variant="filled" data-testid="status-badge">
      {t(`status.${status}`)}
    </Badge>
  );
}

/** 'not_judged': published results of a photo the pre-filter kept out of the judging. */
export function EvaluationBadge({ status }: { status: 'evaluated' | 'pending' | 'not_judged' }) {
  const { t } = useTranslation('badges');
  return (
    <Badge
      color={status === 'evaluated' ? 'teal' : status === 'not_judged' ? 'red' : 'gray'}
      variant="light"
      data-testid="evaluation-badge"
    >
      {t(`evaluation.${status}`)}
    </Badge>
  );
}

/** Mantine's gray outline (gray.6) is too faint on white for small text: one shade darker reads. */
export const OUTLINE_GRAY = 'gray.7';

const AWARD_COLORS: Record<Award, string> = {
  awarded: 'yellow',
  honorable: 'orange',
  not_awarded: OUTLINE_GRAY,
};

export function AwardBadge({ award }: { award: Award }) {
  const { t } = useTranslation('badges');
  return (
    <Badge color={AWARD_COLORS[award]} variant={award === 'not_awarded' ? 'outline' : 'filled'}>
      {t(`award.${award}`)}
    </Badge>
  );
}
