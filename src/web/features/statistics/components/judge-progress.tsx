import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../../domain/schemas/account';
import type { JudgeProgress } from '../api/types';
import { formatInstant } from '../../../lib/format';

/** One judge's bar: green from 80 %, yellow from 50 %, else red (the colour comes from the domain rule). */
export function JudgeProgressRow({
  contestId,
  judge,
  locale,
}: {
  contestId: string;
  judge: JudgeProgress;
  locale: Locale;
}) {
  const { t } = useTranslation('statistics');
  const role = t(`roles.${judge.role}`);
  // "avaliadas" photos, "avaliados" films.
  const evaluatedKey = judge.role.startsWith('video_')
    ? 'contest.evaluatedVideoCount'
    : 'contest.evaluatedCount';
  return (
    <Stack gap={4} data-testid={`judge-${contestId}-${judge.role}`} data-color={judge.color ?? 'none'}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="baseline">
        <Text size="sm" fw={600} lineClamp={2}>
          {role}
          <Text span size="sm" fw={400} c={judge.judge ? undefined : 'dimmed'}>
            {' · '}
            {judge.judge ? judge.judge.username : t('contest.notAssigned')}
          </Text>
        </Text>
        <Text size="sm" fw={700} data-testid="judge-percent" style={{ whiteSpace: 'nowrap' }}>
          {judge.total === 0 ? '—' : `${judge.percent}%`}
        </Text>
      </Group>
      <Progress
        value={judge.percent}
        color={judge.color ?? 'gray'}
        size="lg"
        radius="xl"
        aria-label={t('contest.progressLabel', { role, percent: judge.percent })}
      />
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed" data-testid="judge-counts">
          {judge.total === 0
            ? t('contest.nothingYet')
            : [
                t(evaluatedKey, { count: judge.evaluated }),
                // Scores kept from a judge replaced since: done, but not this judge's.
                ...(judge.kept > 0 ? [t('contest.keptCount', { count: judge.kept })] : []),
                t('contest.pendingCount', { count: judge.pending }),
              ].join(' · ')}
        </Text>
        {judge.completedAt && (
          <Badge size="sm" variant="light" color="green" leftSection={<IconCircleCheck size={12} />}>
            {t('contest.completedOn', { date: formatInstant(judge.completedAt, locale) })}
          </Badge>
        )}
      </Group>
    </Stack>
  );
}
