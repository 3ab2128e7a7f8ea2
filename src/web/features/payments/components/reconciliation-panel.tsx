import '../translations';
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  NumberInput,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconFileSpreadsheet, IconReceiptRefund } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { creditOf } from '../../../../domain/provider-payments';
import { currentLanguage } from '../../../i18n';
import { ApiError } from '../../../lib/api';
import { formatInstant, formatMoney } from '../../../lib/format';
import { ListTable } from '../../../components/paged-list';
import { LoadError } from '../../../components/load-error';
import { PageLoader } from '../../../components/page-loader';
import { reconciliationCsvUrl, useReconciliation, useRefund, type AdminPayment } from '../api/reconciliation';
import { PAYMENT_STATUS_COLORS as STATUS_COLORS } from '../lib/payment-status';

/**
 * Reconciliation of one contest: each order, what an admin confirmed by hand and what
 * the payment provider received, its payments with the provider's ids and states, the mismatches
 * flagged, a refund button per paid payment, and the CSV.
 */
export function ReconciliationPanel({ contestId }: { contestId: string }) {
  const { t, i18n } = useTranslation('payments');
  const reconciliation = useReconciliation(contestId);
  const [refunding, setRefunding] = useState<AdminPayment | null>(null);
  const data = reconciliation.data;
  if (reconciliation.isPending) return <PageLoader />;
  if (reconciliation.isError) {
    return (
      <LoadError
        error={reconciliation.error}
        message={t('reconciliation.loadError')}
        onRetry={() => reconciliation.refetch()}
      />
    );
  }
  const rows = data!.items;
  return (
    <Stack gap="sm" data-testid="reconciliation">
      <Group justify="space-between">
        <Title order={3} size="h4">
          {t('reconciliation.title')}
        </Title>
        <Button
          component="a"
          href={reconciliationCsvUrl(contestId, currentLanguage())}
          variant="light"
          leftSection={<IconFileSpreadsheet size={16} />}
          data-testid="reconciliation-csv"
        >
          {t('reconciliation.csv')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t(`reconciliation.provider.${providerNote(data!.provider)}`)}
      </Text>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('reconciliation.empty')}
        </Text>
      ) : (
        <ListTable
          minWidth={900}
          isBusy={reconciliation.isFetching}
          head={
            <>
              <Table.Th>{t('reconciliation.participant')}</Table.Th>
              <Table.Th>{t('reconciliation.order')}</Table.Th>
              <Table.Th>{t('reconciliation.confirmedByAdmin')}</Table.Th>
              <Table.Th>{t('reconciliation.received')}</Table.Th>
              <Table.Th>{t('reconciliation.payments')}</Table.Th>
            </>
          }
        >
          {rows.map((r) => {
            const money = (amount: number) => formatMoney(amount, r.currency, i18n.language);
            return (
              <Table.Tr key={r.userId} data-testid={`reconciliation-${r.userId}`}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {r.username}
                  </Text>
                  {r.flags.map((flag) => (
                    <Badge key={flag} color="red" variant="light" data-testid="reconciliation-flag">
                      {t(`reconciliation.flags.${flag}`)}
                    </Badge>
                  ))}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {t('reconciliation.orderLine', { count: r.items, price: money(r.price) })}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('reconciliation.confirmedDue', { confirmed: money(r.confirmed), due: money(r.due) })}
                  </Text>
                  {r.discountCode && (
                    <Text size="xs" c="dimmed" data-testid="reconciliation-discount">
                      {t('reconciliation.discountLine', { code: r.discountCode, amount: money(r.discount) })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{r.isConfirmedByAdmin ? t('reconciliation.yes') : t('reconciliation.no')}</Table.Td>
                <Table.Td>{money(r.providerNet)}</Table.Td>
                <Table.Td>
                  <Stack gap={4}>
                    {r.payments.map((p) => (
                      <Group key={p.id} gap="xs" wrap="nowrap" data-testid="provider-payment">
                        <Badge color={STATUS_COLORS[p.status]} variant="light">
                          {t(`payments.status.${p.status}`)}
                        </Badge>
                        <Text size="xs">
                          {money(p.amount)}
                          {p.refunded > 0 &&
                            ` · ${t('payments.refundedPart', { amount: money(p.refunded) })}`}
                          {` · ${p.provider} ${p.providerPaymentId} (${p.providerStatus}) · ${formatInstant(p.createdAt, i18n.language)}`}
                        </Text>
                        {creditOf(p) > 0 && (
                          <Button
                            size="compact-xs"
                            variant="subtle"
                            color="orange"
                            leftSection={<IconReceiptRefund size={14} />}
                            onClick={() => setRefunding(p)}
                            aria-label={t('refund.open', { name: r.username, id: p.providerPaymentId })}
                          >
                            {t('refund.button')}
                          </Button>
                        )}
                      </Group>
                    ))}
                  </Stack>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </ListTable>
      )}
      {refunding && <RefundModal payment={refunding} onClose={() => setRefunding(null)} />}
    </Stack>
  );
}

function RefundModal(props: { payment: AdminPayment; onClose: () => void }) {
  const { t, i18n } = useTranslation('payments');
  const refund = useRefund();
  const left = creditOf(props.payment);
  const [amount, setAmount] = useState<number | string>(left);
  const [reason, setReason] = useState('');
  const error = refund.error instanceof ApiError ? refund.error : null;
  const fieldError = (name: string) =>
    error?.fields?.[name] ? t(error.fields[name], { ns: 'common' }) : undefined;
  return (
    <Modal opened onClose={props.onClose} title={t('refund.title')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          refund.mutate(
            { paymentId: props.payment.id, amount: typeof amount === 'number' ? amount : null, reason },
            { onSuccess: props.onClose },
          );
        }}
      >
        <Stack gap="sm">
          <Text size="sm">
            {t('refund.left', { amount: formatMoney(left, props.payment.currency, i18n.language) })}
          </Text>
          <NumberInput
            label={t('refund.amount')}
            value={amount}
            onChange={setAmount}
            min={0.01}
            max={left}
            decimalScale={2}
            error={fieldError('amount')}
          />
          <Textarea
            label={t('refund.reason')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            required
            error={fieldError('reason')}
          />
          {error && !error.fields && (
            <Alert color="red" role="alert">
              {t(`errors.${error.code}`, { ns: 'common' })}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('common.cancel', { ns: 'common' })}
            </Button>
            <Button type="submit" color="orange" loading={refund.isPending}>
              {t('refund.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Which providers confirm payments (the server names them, e.g. "mercadopago+stripe"). */
function providerNote(provider: string): 'manual' | 'provider' | 'stripe' | 'both' {
  const names = provider.split('+');
  if (names.includes('mercadopago')) return names.includes('stripe') ? 'both' : 'provider';
  return names.includes('stripe') ? 'stripe' : 'manual';
}
