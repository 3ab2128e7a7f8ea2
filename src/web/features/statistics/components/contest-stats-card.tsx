import { Badge, Button, Card, Divider, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMailForward, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../../domain/schemas/account';
import { confirmAction } from '../../../components/confirm';
import { useRetryApprovalEmails, useSendApprovalEmails } from '../api/approval-emails';
import { JudgeReminders } from './judge-reminders';
import { approvalConfirmation } from '../lib/approval-confirmation';
import type { ContestStats } from '../api/types';
import { formatDay, formatInstant } from '../../../lib/format';
import { JudgeProgressRow } from './judge-progress';
import { PaymentTotals } from './payment-totals';
import { Count } from '../../../components/count';

// Spec section 9: toasts last 3 seconds.
const TOAST_MS = 3000;

function Stat({
  label,
  value,
  testId,
  color,
}: {
  label: string;
  value: number;
  testId: string;
  color?: string;
}) {
  return (
    <Stack gap={0} data-testid={testId}>
      <Text size="xs" c="dimmed" fw={500} tt="uppercase" lineClamp={1}>
        {label}
      </Text>
      <Text fz={24} fw={700} lh={1.2} c={color}>
        <Count value={value} />
      </Text>
    </Stack>
  );
}

function ApprovalEmails({ contest }: { contest: ContestStats }) {
  const { t } = useTranslation('statistics');
  const send = useSendApprovalEmails();
  const retry = useRetryApprovalEmails();
  const mail = contest.approvalEmails;

  async function handleSend() {
    // Nobody to write to (seen here, or by the server when sending): said in a toast, never as a
    // dialog offering to send nothing.
    const sayNobodyApproved = () =>
      notifications.show({
        color: 'gray',
        autoClose: TOAST_MS,
        message: t('approval.confirmNone', { title: contest.title }),
      });
    const confirmation = approvalConfirmation(mail);
    if (confirmation.key === 'confirmNone') {
      sayNobodyApproved();
      return;
    }
    const isConfirmed = await confirmAction({
      message: t(`approval.${confirmation.key}`, { count: confirmation.count, title: contest.title }),
      confirmLabel: t('approval.send'),
      danger: false,
    });
    if (!isConfirmed) return;
    try {
      const result = await send.mutateAsync(contest.id);
      if (result.recipients === 0) {
        sayNobodyApproved();
        return;
      }
      notifications.show({
        color: 'green',
        autoClose: TOAST_MS,
        title: t('approval.sent'),
        message: t('approval.queuedDetail', { queued: result.queued, already: result.alreadyQueued }),
      });
    } catch {
      notifications.show({ color: 'red', autoClose: TOAST_MS, message: t('approval.error') });
    }
  }

  async function handleRetry() {
    try {
      const result = await retry.mutateAsync(contest.id);
      notifications.show({
        color: 'green',
        autoClose: TOAST_MS,
        message: t('approval.retried', { count: result.requeued }),
      });
    } catch {
      notifications.show({ color: 'red', autoClose: TOAST_MS, message: t('approval.error') });
    }
  }

  const statuses = [
    { key: 'recipients', value: mail.recipients, color: 'gray' },
    { key: 'sent', value: mail.sent, color: 'green' },
    { key: 'queued', value: mail.queued, color: 'blue' },
    { key: 'failed', value: mail.failed, color: 'red' },
    { key: 'notQueued', value: mail.notQueued, color: 'orange' },
  ] as const;

  return (
    <Stack gap="xs" data-testid={`approval-${contest.id}`}>
      <Text size="sm" fw={600}>
        {t('approval.title')}
      </Text>
      <Group gap={6}>
        {statuses.map((s) => (
          <Badge
            key={s.key}
            variant={s.value > 0 && s.key !== 'recipients' ? 'light' : 'outline'}
            color={s.value > 0 ? s.color : 'gray'}
            data-testid={`approval-${s.key}`}
          >
            {t(`approval.status.${s.key}`)}: {s.value}
          </Badge>
        ))}
      </Group>
      <Group gap="xs">
        <Button
          leftSection={<IconMailForward size={16} />}
          onClick={handleSend}
          loading={send.isPending}
          size="sm"
        >
          {t('approval.send')}
        </Button>
        {mail.failed > 0 && (
          <Button
            variant="light"
            color="red"
            leftSection={<IconRefresh size={16} />}
            onClick={handleRetry}
            loading={retry.isPending}
            size="sm"
          >
            {t('approval.retry', { count: mail.failed })}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** One contest of the Contests tab: totals, each judge's progress, completions and approval emails. */
export function ContestStatsCard({ contest, locale }: { contest: ContestStats; locale: Locale }) {
  const { t } = useTranslation('statistics');
  const { totals } = contest;
  const isPhoto = contest.category === 'photo';
  return (
    <Card withBorder radius="md" padding="md" data-testid={`contest-stats-${contest.id}`}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2}>
            <Title order={3} size="h4">
              {contest.title}
            </Title>
            <Text size="sm" c="dimmed">
              {t('contest.period', {
                start: formatDay(contest.startDay, locale),
                end: formatDay(contest.endDay, locale),
              })}
            </Text>
          </Stack>
          <Group gap={4}>
            <Badge variant="light" color={isPhoto ? 'violet' : 'cyan'} style={{ overflow: 'visible' }}>
              {isPhoto && contest.photoCategory
                ? `${t('contest.category.photo')} · ${t(`contest.category.${contest.photoCategory}`)}`
                : t('contest.category.video')}
            </Badge>
            {contest.isExtra && (
              <Badge variant="light" color="orange">
                {t('contest.extra')}
              </Badge>
            )}
          </Group>
        </Group>

        <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm">
          <Stat
            label={isPhoto ? t('contest.totalPhotos') : t('contest.totalVideos')}
            value={isPhoto ? totals.photos : totals.films}
            testId="stat-total"
          />
          <Stat label={t('contest.participants')} value={totals.participants} testId="stat-participants" />
          {isPhoto ? (
            <Stat
              label={t('contest.approved')}
              value={totals.approved}
              testId="stat-approved"
              color="green.8"
            />
          ) : (
            <Stat
              label={t('contest.evaluatedVideos')}
              value={totals.evaluated}
              testId="stat-evaluated"
              color="green.8"
            />
          )}
          <Stat
            label={isPhoto ? t('contest.awarded') : t('contest.awardedVideos')}
            value={totals.awarded}
            testId="stat-awarded"
            color="violet.7"
          />
        </SimpleGrid>
        {!contest.isExtra && (
          <Text
            size="sm"
            c={totals.disagreements > totals.adjudicated ? 'orange.8' : 'dimmed'}
            data-testid="stat-disagreements"
          >
            {t('disagreements.count', { count: totals.disagreements, adjudicated: totals.adjudicated })}
          </Text>
        )}

        <Stack gap="sm">
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={600}>
              {t('contest.judgeProgress')}
            </Text>
            <JudgeReminders contest={contest} />
          </Group>
          {contest.judges.map((judge) => (
            <JudgeProgressRow key={judge.role} contestId={contest.id} judge={judge} locale={locale} />
          ))}
        </Stack>

        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('contest.completions')}
          </Text>
          {contest.completions.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('contest.noCompletions')}
            </Text>
          ) : (
            <List size="sm" spacing={2} data-testid="completions">
              {contest.completions.map((c) => (
                <List.Item key={c.judgeId}>
                  <Text span size="sm" fw={500}>
                    {c.username}
                  </Text>{' '}
                  <Text span size="sm" c="dimmed">
                    ({t(`roles.${c.role}`, { defaultValue: c.role })}) —{' '}
                    {formatInstant(c.completedAt, locale)}
                  </Text>
                </List.Item>
              ))}
            </List>
          )}
        </Stack>

        <PaymentTotals
          totals={contest.payments}
          title={t('payments.contestTitle')}
          testId={`payments-${contest.id}`}
        />

        <Divider />
        <ApprovalEmails contest={contest} />
      </Stack>
    </Card>
  );
}
