import '../translations';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatInstant, formatMoney } from '../../../lib/format';
import type { ParticipantOrder } from '../api/order';
import { PAYMENT_STATUS_COLORS as STATUS_COLORS } from '../lib/payment-status';

/** The participant's provider payments in a contest with their states (the same five the admin sees). */
export function PaymentHistory({ payments }: { payments: ParticipantOrder['payments'] }) {
  const { t, i18n } = useTranslation('payments');
  if (payments.length === 0) return null;
  return (
    <Stack gap={4} data-testid="payment-history" role="group" aria-label={t('history.title')}>
      <Text size="xs" fw={600}>
        {t('history.title')}
      </Text>
      {payments.map((p) => (
        <Group key={p.id} gap="xs" wrap="wrap" data-testid="payment-history-item">
          <Badge color={STATUS_COLORS[p.status]} variant="light">
            {t(`payments.status.${p.status}`)}
          </Badge>
          <Text size="xs">
            {`${t(`history.method.${p.method === 'pix' || p.method === 'card' || p.method === 'boleto' ? p.method : 'other'}`)} ${formatMoney(p.amount, p.currency, i18n.language)}`}
            {p.upgradeItems !== null && ` · ${t('history.upgradeTo', { count: p.upgradeItems })}`}
            {p.refunded > 0 &&
              ` · ${t('payments.refundedPart', { amount: formatMoney(p.refunded, p.currency, i18n.language) })}`}
            {` · ${formatInstant(p.createdAt, i18n.language)}`}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
