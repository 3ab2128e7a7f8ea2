import { ActionIcon, Badge, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MySubmission } from '../api/types';
import { formatDate, formatScore } from '../../../lib/format';
import {
  AwardBadge,
  EvaluationBadge,
  OUTLINE_GRAY,
  PreFilterBadge,
} from '../../../components/entry-badges/entry-badges';
import { EntryThumb } from '../../../components/entry-thumb';
import { AdjudicationNote, isReplacedSide } from './adjudication-note';
import { useEntryName } from '../../../lib/entry-name';
import { Hint } from '../../../components/hint';

type Props = {
  submission: MySubmission;
  onOpen: () => void;
  onDelete: () => void;
  onEditText: () => void;
  isDeleting: boolean;
};

/**
 * One of my entries. The status badge and the scores appear only when the server sent them, which
 * it does only when the contest's flags allow (show_pre_filter_results, show_evaluations).
 */
export function SubmissionCard({ submission: s, onOpen, onDelete, onEditText, isDeleting }: Props) {
  const { t, i18n } = useTranslation('submissions');
  const date = formatDate(s.createdAt, i18n.language);
  const name = useEntryName()(s);
  const labels = { name, contest: s.contest.title, date };
  // A photo the pre-filter did not approve is never scored: no evaluation to show, only its state.
  const evaluation =
    s.preFilterStatus === 'rejected' || s.evaluation?.status === 'not_judged' ? undefined : s.evaluation;
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      data-testid="submission-card"
      component="article"
      aria-label={t('submissions.cardLabel', labels)}
    >
      <Card.Section>
        <UnstyledButton
          onClick={onOpen}
          w="100%"
          aria-label={t('submissions.openNamed', labels)}
          display="block"
        >
          <EntryThumb id={s.id} image={s.image} video={s.video} height={180} alt={name} />
        </UnstyledButton>
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text
              fw={600}
              size="sm"
              lineClamp={2}
              style={{ overflowWrap: 'anywhere' }}
              data-testid="entry-title"
            >
              {name}
            </Text>
            <Text size="xs" lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
              {s.contest.title}
            </Text>
          </Stack>
          <Group gap={2} wrap="nowrap" style={{ flex: 'none' }}>
            {s.canEditText && (
              <Hint label={t('entryText.edit')}>
                <ActionIcon
                  variant="subtle"
                  onClick={onEditText}
                  aria-label={t('entryText.editNamed', labels)}
                >
                  <IconPencil size={16} />
                </ActionIcon>
              </Hint>
            )}
            {s.canDelete && (
              <Hint label={t('submissions.delete')}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  onClick={onDelete}
                  loading={isDeleting}
                  aria-label={t('submissions.deleteNamedEntry', labels)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Hint>
            )}
          </Group>
        </Group>
        {s.caption && (
          <Text size="xs" lineClamp={2} data-testid="entry-caption">
            {s.caption}
          </Text>
        )}
        {s.video && (
          <Text size="xs" c="dimmed" lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
            {s.video.url}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t(`submissions.${s.kind}`)} · {t('submissions.submittedOn', { date })}
        </Text>
        <Group gap={6}>
          {s.preFilterStatus && <PreFilterBadge status={s.preFilterStatus} />}
          {s.evaluation && !s.preFilterStatus && <EvaluationBadge status={s.evaluation.status} />}
          {evaluation?.award && <AwardBadge award={evaluation.award} />}
          {!s.isPaid && (
            <Badge color={OUTLINE_GRAY} variant="outline" size="sm">
              {t('submissions.paymentPending')}
            </Badge>
          )}
        </Group>
        {evaluation && (
          <Group gap="md" data-testid="scores">
            <Score
              label={t('submissions.judge1')}
              value={formatScore(evaluation.judge1.score, i18n.language)}
              isReplaced={isReplacedSide(evaluation, 'judge1')}
            />
            {evaluation.judge2 && (
              <Score
                label={t('submissions.judge2')}
                value={formatScore(evaluation.judge2.score, i18n.language)}
                isReplaced={isReplacedSide(evaluation, 'judge2')}
              />
            )}
            {evaluation.adjudication && (
              <Score
                label={t('submissions.adjudication')}
                value={formatScore(evaluation.adjudication.score, i18n.language)}
              />
            )}
            <Score
              label={t('submissions.final')}
              value={formatScore(evaluation.finalScore, i18n.language)}
              isStrong
            />
          </Group>
        )}
        {evaluation?.adjudication && <AdjudicationNote evaluation={evaluation} />}
      </Stack>
    </Card>
  );
}

function Score({
  label,
  value,
  isStrong,
  isReplaced,
}: {
  label: string;
  value: string;
  isStrong?: boolean;
  isReplaced?: boolean;
}) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text
        size={isStrong ? 'md' : 'sm'}
        fw={isStrong ? 700 : 500}
        td={isReplaced ? 'line-through' : undefined}
        c={isReplaced ? 'dimmed' : undefined}
      >
        {value}
      </Text>
    </div>
  );
}
