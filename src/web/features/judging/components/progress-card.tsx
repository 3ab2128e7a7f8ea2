import { Alert, Badge, Button, Card, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { confirmAction } from '../../../components/confirm';
import { useTranslation } from 'react-i18next';
import { progressColor } from '../../../../domain/progress';
import type { JudgeContest } from '../api/types';
import { Count } from '../../../components/count';

function Stat(props: { label: string; value: number; testId: string; color?: string }) {
  return (
    <Stack gap={0} data-testid={props.testId}>
      <Text size="xs" c="dimmed" fw={500} tt="uppercase">
        {props.label}
      </Text>
      <Text fz={26} fw={700} lh={1.2} c={props.color} data-testid={`${props.testId}-value`}>
        <Count value={props.value} />
      </Text>
    </Stack>
  );
}

/**
 * One contest's progress for the judge: total, evaluated, pending, and the completion button, shown
 * only when nothing is pending and the judge has not completed yet (then 'Evaluation Completed').
 */
export function ProgressCard(props: {
  contest: JudgeContest;
  totalLabel: string;
  evaluatedLabel?: string;
  pendingLabel?: string;
  completeLabel: string;
  isCompleting: boolean;
  onComplete: () => void;
}) {
  const { t } = useTranslation('judging');
  const { contest } = props;
  const { total, evaluated, pending } = contest.counts;
  const ratio = total === 0 ? 0 : evaluated / total;

  // Irreversible for the judge: completing locks what they gave; only an admin reopens it.
  async function handleComplete() {
    const isConfirmed = await confirmAction({
      message: t('common.completeConfirm', { title: contest.title }),
      confirmLabel: props.completeLabel,
      danger: false,
    });
    if (isConfirmed) props.onComplete();
  }
  return (
    <Card withBorder radius="md" padding="md" data-testid={`contest-card-${contest.id}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} lineClamp={2}>
            {contest.title}
          </Text>
          {contest.isExtra && (
            <Badge variant="light" color="grape">
              {t('common.extra')}
            </Badge>
          )}
        </Group>
        <SimpleGrid cols={3} spacing="xs">
          <Stat label={props.totalLabel} value={total} testId="count-total" />
          <Stat
            label={props.evaluatedLabel ?? t('common.evaluated')}
            value={evaluated}
            testId="count-evaluated"
            color="green.8"
          />
          <Stat
            label={props.pendingLabel ?? t('common.pending')}
            value={pending}
            testId="count-pending"
            color={pending > 0 ? 'orange.8' : undefined}
          />
        </SimpleGrid>
        <Progress value={ratio * 100} color={progressColor(ratio)} size="sm" aria-hidden="true" />
        {contest.resultsPublished && (
          <Alert color="blue" variant="light" p="xs" data-testid="results-published">
            <Text size="sm">{t('common.resultsPublished')}</Text>
          </Alert>
        )}
        {contest.completedAt ? (
          <>
            <Group gap={6} c="green.8" data-testid="evaluation-completed">
              <IconCircleCheck size={18} />
              <Text size="sm" fw={600}>
                {t('common.evaluationCompleted')}
              </Text>
            </Group>
            {pending > 0 && (
              // Entries that arrived after the completion (late approvals): still to do; the rest stays locked.
              <Alert color="orange" variant="light" p="xs" data-testid="completed-with-pending">
                <Text size="sm">{t('common.completedWithPending', { count: pending })}</Text>
              </Alert>
            )}
          </>
        ) : (
          pending === 0 &&
          total > 0 && (
            <Button color="green" onClick={handleComplete} loading={props.isCompleting}>
              {props.completeLabel}
            </Button>
          )
        )}
      </Stack>
    </Card>
  );
}
