import type { Currency } from '../../../../domain/packages';
import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconClock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { Pager } from '../../../components/pager';
import { useSetPayment, useStatsParticipants } from '../api/participants';
import type { StatsParticipant } from '../api/types';
import { LoadError } from '../../../components/load-error';
import { ListTable } from '../../../components/paged-list';
import { formatMoney } from '../../../lib/format';
import { useIsPhone } from '../../../lib/use-is-phone';
import { Count } from '../../../components/count';

const TOAST_MS = 3000;
const EMAIL_COLORS = { queued: 'blue', sent: 'green', failed: 'red' } as const;

/** The participants of one contest with the Paid/Pending toggle (spec section 2 and 4). */
export function ParticipantsTable({ contestId }: { contestId: string }) {
  const { t, i18n } = useTranslation('statistics');
  const [page, setPage] = useState(1);
  const participants = useStatsParticipants(contestId, page);
  const payment = useSetPayment(contestId);
  const money = (amount: number, currency: Currency) => formatMoney(amount, currency, i18n.language);
  const isMobile = useIsPhone();

  async function handleToggle(p: StatsParticipant) {
    try {
      await payment.mutateAsync({ userId: p.userId, isPaid: !p.isPaid });
      notifications.show({ color: 'green', autoClose: TOAST_MS, message: t('participants.updated') });
    } catch {
      notifications.show({ color: 'red', autoClose: TOAST_MS, message: t('participants.updateError') });
    }
  }

  let body;
  if (participants.isPending) body = <PageLoader />;
  else if (participants.isError) {
    body = (
      <LoadError
        error={participants.error}
        message={t('errors.participants')}
        onRetry={() => participants.refetch()}
      />
    );
  } else if (participants.data.items.length === 0) {
    body = (
      <Text c="dimmed" size="sm" py="md" ta="center">
        {t('empty.participants')}
      </Text>
    );
  } else {
    const data = participants.data;
    const notification = (p: StatsParticipant) =>
      p.approvalEmail ? (
        <Badge variant="light" color={EMAIL_COLORS[p.approvalEmail.status]}>
          {t(`participants.emailStatus.${p.approvalEmail.status}`)}
        </Badge>
      ) : (
        <Text size="sm" c="dimmed">
          {t('participants.emailStatus.none')}
        </Text>
      );
    // What the participant bought, what was confirmed and what is due (payment reconciliation).
    const purchase = (p: StatsParticipant) => {
      const bought = p.purchase;
      if (!bought) {
        return (
          <Text size="sm" c="dimmed" data-testid="purchase">
            {t('payments.noPackage')}
          </Text>
        );
      }
      const upgrade = bought.upgradedFrom.at(-1);
      return (
        <Stack gap={0} data-testid="purchase">
          <Text size="sm" fw={500}>
            {t('payments.package', { count: bought.items, price: money(bought.price, bought.currency) })}
          </Text>
          {upgrade && (
            <Text size="xs" data-testid="purchase-upgrade">
              {t('payments.upgradedFrom', {
                count: upgrade.items,
                paid: money(bought.alreadyPaid, bought.currency),
                difference: money(bought.upgradeDifference, bought.currency),
              })}
            </Text>
          )}
          <Text size="xs" data-testid="purchase-confirmed">
            {t('payments.confirmedDue', {
              confirmed: money(bought.confirmed, bought.currency),
              due: money(bought.due, bought.currency),
            })}
          </Text>
        </Stack>
      );
    };
    const toggle = (p: StatsParticipant) => (
      <Button
        size="xs"
        variant="light"
        color={p.isPaid ? 'green' : 'orange'}
        leftSection={p.isPaid ? <IconCheck size={14} /> : <IconClock size={14} />}
        onClick={() => handleToggle(p)}
        disabled={payment.isPending && payment.variables?.userId === p.userId}
        miw={96}
        aria-label={
          p.isPaid
            ? t('participants.markPending', { name: p.username })
            : t('participants.markPaid', { name: p.username })
        }
        data-testid="payment-toggle"
        data-paid={p.isPaid}
      >
        {p.isPaid ? t('participants.paid') : t('participants.pending')}
      </Button>
    );
    const list = isMobile ? (
      <Stack gap="xs" aria-busy={participants.isFetching}>
        {data.items.map((p) => (
          <Paper key={p.userId} withBorder radius="md" p="sm" data-testid={`participant-${p.userId}`}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {p.username}
                </Text>
                <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                  {p.email}
                </Text>
                <Text size="xs">
                  {t('participants.submissions')}: <Count value={p.submissionCount} /> ·{' '}
                  {t('participants.approved')}: <Count value={p.approvedCount} />
                </Text>
                {purchase(p)}
              </Stack>
              <Stack gap={6} align="flex-end">
                {toggle(p)}
                {notification(p)}
              </Stack>
            </Group>
          </Paper>
        ))}
      </Stack>
    ) : (
      <ListTable
        minWidth={960}
        isBusy={participants.isFetching}
        head={
          <>
            <Table.Th>{t('participants.name')}</Table.Th>
            <Table.Th>{t('participants.email')}</Table.Th>
            <Table.Th ta="right">{t('participants.submissions')}</Table.Th>
            <Table.Th ta="right">{t('participants.approved')}</Table.Th>
            <Table.Th>{t('payments.column')}</Table.Th>
            <Table.Th>{t('participants.notification')}</Table.Th>
            <Table.Th>{t('participants.payment')}</Table.Th>
          </>
        }
      >
        {data.items.map((p) => (
          <Table.Tr key={p.userId} data-testid={`participant-${p.userId}`}>
            <Table.Td>
              <Text size="sm" fw={500}>
                {p.username}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" style={{ wordBreak: 'break-all' }}>
                {p.email}
              </Text>
            </Table.Td>
            <Table.Td ta="right">
              <Count value={p.submissionCount} />
            </Table.Td>
            <Table.Td ta="right">
              <Count value={p.approvedCount} />
            </Table.Td>
            <Table.Td>{purchase(p)}</Table.Td>
            <Table.Td>{notification(p)}</Table.Td>
            <Table.Td>{toggle(p)}</Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
    );
    body = (
      <>
        {list}
        <Pager page={data.page} total={data.total} pageSize={data.pageSize} onChange={setPage} />
      </>
    );
  }

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={3} size="h4">
          {t('participants.title')}
        </Title>
        {participants.data && (
          <Text size="sm" c="dimmed">
            {participants.data.total}
          </Text>
        )}
      </Group>
      {body}
    </Stack>
  );
}
