import { ActionIcon, Badge, Card, Group, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MySubmission } from '../api/types';
import { formatDate, formatScore } from '../lib/format';
import { AwardBadge, EvaluationBadge, PreFilterBadge } from './badges';
import { EntryThumb } from '../../../components/entry-thumb';

type Props = { submission: MySubmission; onOpen: () => void; onDelete: () => void; isDeleting: boolean };

/**
 * One of my entries. The status badge and the scores appear only when the server sent them, which
 * it does only when the contest's flags allow (show_pre_filter_results, show_evaluations).
 */
export function SubmissionCard({ submission: s, onOpen, onDelete, isDeleting }: Props) {
  const { t, i18n } = useTranslation('participant');
  const date = formatDate(s.createdAt, i18n.language);
  // A photo the pre-filter did not approve is never scored: no evaluation to show.
  const evaluation = s.preFilterStatus === 'rejected' ? undefined : s.evaluation;
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      data-testid="submission-card"
      component="article"
      aria-label={t('submissions.open', { date })}
    >
      <Card.Section>
        <UnstyledButton
          onClick={onOpen}
          w="100%"
          aria-label={t('submissions.open', { date })}
          display="block"
        >
          <EntryThumb image={s.image} video={s.video} height={180} alt={s.contest.title} />
        </UnstyledButton>
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Text fw={600} size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {s.contest.title}
          </Text>
          {s.canDelete && (
            <Tooltip label={t('submissions.delete')}>
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={onDelete}
                loading={isDeleting}
                aria-label={t('submissions.deleteNamed', { date })}
                style={{ flex: 'none' }}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {t(`submissions.${s.kind}`)} · {t('submissions.submittedOn', { date })}
        </Text>
        <Group gap={6}>
          {s.preFilterStatus && <PreFilterBadge status={s.preFilterStatus} />}
          {evaluation && !s.preFilterStatus && <EvaluationBadge status={evaluation.status} />}
          {evaluation?.award && <AwardBadge award={evaluation.award} />}
          {!s.isPaid && (
            <Badge color="gray" variant="outline" size="sm">
              {t('submissions.paymentPending')}
            </Badge>
          )}
        </Group>
        {evaluation && (
          <Group gap="md" data-testid="scores">
            <Score
              label={t('submissions.judge1')}
              value={formatScore(evaluation.judge1.score, i18n.language)}
            />
            {evaluation.judge2 && (
              <Score
                label={t('submissions.judge2')}
                value={formatScore(evaluation.judge2.score, i18n.language)}
              />
            )}
            <Score
              label={t('submissions.final')}
              value={formatScore(evaluation.finalScore, i18n.language)}
              isStrong
            />
          </Group>
        )}
      </Stack>
    </Card>
  );
}

function Score({ label, value, isStrong }: { label: string; value: string; isStrong?: boolean }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size={isStrong ? 'md' : 'sm'} fw={isStrong ? 700 : 500}>
        {value}
      </Text>
    </div>
  );
}
