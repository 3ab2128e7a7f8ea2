import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconClock, IconFileText, IconListNumbers, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  closingInstant,
  dayOf,
  isContestOpen,
  isInVipExtension,
  isRemainingDaysWarning,
  remainingDays,
} from '../../../../domain/contest-dates';
import type { ParticipantContest } from '../api/contests';
import { formatDay, formatMoney } from '../../../lib/format';
import { ContestTypeBadge } from '../../../components/entry-badges/entry-badges';

type Props = {
  contest: ParticipantContest;
  isVip: boolean;
  now: Date;
  onParticipate: () => void;
  onRules: () => void;
};

/**
 * One active contest. Whether it is still open, the VIP extension and the days left come from the
 * domain rules with the current time, so a page left open turns into 'Contest ended' by itself.
 */
export function ContestCard({ contest, isVip, now, onParticipate, onRules }: Props) {
  const { t, i18n } = useTranslation('participant');
  const deadline = new Date(contest.deadline);
  const isOpen = isContestOpen({ deadline }, now, isVip);
  const isExtension = isInVipExtension({ deadline }, now, isVip);
  const days = remainingDays(deadline, now, isVip);
  const isWarning = isRemainingDaysWarning(days);
  const lastDay = dayOf(new Date(closingInstant(deadline, isVip).getTime() - 1));

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      data-testid="contest-card"
      aria-label={contest.title}
      component="article"
    >
      <Stack gap="sm" h="100%">
        <Stack gap={6}>
          <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {contest.title}
          </Title>
          <Group gap="xs">
            <ContestTypeBadge category={contest.category} photoCategory={contest.photoCategory} />
            {isExtension && (
              <Badge color="orange" variant="filled" data-testid="vip-extension">
                {t('contests.vipExtension')}
              </Badge>
            )}
          </Group>
          {isExtension && (
            <Text size="xs" c="orange.9">
              {t('contests.vipExtensionUntil', { date: formatDay(lastDay, i18n.language) })}
            </Text>
          )}
        </Stack>

        <Stack gap={4}>
          <Group gap={6} wrap="nowrap">
            <IconCalendar size={16} aria-hidden="true" />
            <Text size="sm">
              {t('contests.period', {
                start: formatDay(contest.startDay, i18n.language),
                end: formatDay(contest.endDay, i18n.language),
              })}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconListNumbers size={16} aria-hidden="true" />
            <Text size="sm">
              {t('contests.resultDay', { date: formatDay(contest.resultDay, i18n.language) })}
            </Text>
          </Group>
          {isOpen && (
            <Group gap={6} wrap="nowrap">
              <IconClock
                size={16}
                aria-hidden="true"
                color={isWarning ? 'var(--mantine-color-red-7)' : undefined}
              />
              <Text
                size="sm"
                fw={600}
                c={isWarning ? 'red.7' : 'teal.8'}
                data-testid="remaining-days"
                data-warning={isWarning || undefined}
              >
                {t('contests.remaining', { count: days })}
              </Text>
            </Group>
          )}
          {contest.entries.used > 0 && (
            <Text size="sm" c="dimmed">
              {t('contests.entriesUsed', { count: contest.entries.used })}
            </Text>
          )}
          {contest.order && (
            // The order: the package bought, paid or what is due, and the entries left.
            <Text size="sm" c={contest.order.isPaid ? 'teal.8' : 'orange.8'} data-testid="contest-order">
              {t(`contests.order.${contest.category === 'photo' ? 'photo' : 'video'}`, {
                count: contest.order.items,
              })}
              {' · '}
              {contest.order.isPaid
                ? t('contests.order.paid')
                : t('contests.order.due', {
                    amount: formatMoney(contest.order.due, contest.order.currency, i18n.language),
                  })}
              {' · '}
              {t('contests.order.left', { count: contest.entries.remaining ?? 0 })}
            </Text>
          )}
        </Stack>

        <Group gap="xs" mt="auto" pt="xs">
          {isOpen ? (
            <Button leftSection={<IconSend size={16} />} onClick={onParticipate}>
              {t('contests.participate')}
            </Button>
          ) : (
            <Badge color="gray" variant="light" size="lg" data-testid="contest-ended">
              {t('contests.ended')}
            </Badge>
          )}
          <Button variant="default" leftSection={<IconFileText size={16} />} onClick={onRules}>
            {t('contests.rules')}
          </Button>
          {contest.showSubmissions && (
            <Button variant="light" component={Link} to={`/participant/submissions/${contest.id}`}>
              {t('contests.viewOverall')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
