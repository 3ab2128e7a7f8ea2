import type { Currency } from '../../../../domain/packages';
import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { scrollableRegion } from '../../../components/paged-list';
import { formatMoney } from '../../../lib/format';
import type { CurrencyTotals } from '../api/types';

/** Packages bought, confirmed and due, one row per currency (payment reconciliation). */
export function PaymentTotals({
  totals,
  title,
  testId,
}: {
  totals: CurrencyTotals[];
  title: string;
  testId: string;
}) {
  const { t, i18n } = useTranslation('statistics');
  const money = (amount: number, currency: Currency) => formatMoney(amount, currency, i18n.language);
  return (
    <Stack gap={4} data-testid={testId}>
      <Text size="sm" fw={600} id={`${testId}-title`}>
        {title}
      </Text>
      {totals.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('payments.none')}
        </Text>
      ) : (
        <Table.ScrollContainer
          minWidth={420}
          type="native"
          {...scrollableRegion(undefined, `${testId}-title`)}
        >
          <Table withTableBorder verticalSpacing={4} aria-labelledby={`${testId}-title`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('payments.currency')}</Table.Th>
                <Table.Th ta="right">{t('payments.participants')}</Table.Th>
                <Table.Th ta="right">{t('payments.expected')}</Table.Th>
                <Table.Th ta="right">{t('payments.confirmed')}</Table.Th>
                <Table.Th ta="right">{t('payments.due')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {totals.map((row) => (
                <Table.Tr key={row.currency} data-testid={`${testId}-${row.currency}`}>
                  <Table.Td>{row.currency}</Table.Td>
                  <Table.Td ta="right">{row.participants}</Table.Td>
                  <Table.Td ta="right">{money(row.expected, row.currency)}</Table.Td>
                  <Table.Td ta="right">{money(row.confirmed, row.currency)}</Table.Td>
                  <Table.Td ta="right">{money(row.due, row.currency)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
