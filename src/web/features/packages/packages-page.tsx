import './translations';
import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTEST_CATEGORIES, CURRENCIES_BY_CATEGORY, type ContestCategory } from '../../../domain/packages';
import { confirmAction } from '../../components/confirm';
import { PageLoader } from '../../components/page-loader';
import { currentLanguage } from '../../i18n';
import { formatDay, formatMoney } from '../../lib/format';
import { errorMessage } from '../../lib/form';
import { useDeletePackage, usePackages, type AdminPackage } from './api/packages';
import { PackageFormModal, type PackageTarget } from './components/package-form-modal';
import { PageHeader } from '../../components/page-header';
import { LoadError } from '../../components/load-error';
import { EditDeleteActions } from '../../components/edit-delete-actions';
import { ScrollTable } from '../../components/scroll-table';

/** Packages and payment links (spec section 9), editable data seeded with the spec's tables. */
export default function PackagesPage() {
  const { t } = useTranslation('packages');
  const packages = usePackages();
  const remove = useDeletePackage();
  const [target, setTarget] = useState<PackageTarget | null>(null);

  async function handleDelete(pkg: AdminPackage) {
    const isConfirmed = await confirmAction({
      message: t(pkg.category === 'photo' ? 'packages.deleteConfirmPhoto' : 'packages.deleteConfirmVideo', {
        count: pkg.items,
      }),
      confirmLabel: t('common.delete', { ns: 'common' }),
    });
    if (!isConfirmed) return;
    try {
      await remove.mutateAsync(pkg.id);
    } catch (error) {
      notifications.show({
        color: 'red',
        message: errorMessage(error, t),
      });
    }
  }

  if (packages.isError) {
    return (
      <LoadError
        error={packages.error}
        message={t('packages.loadError')}
        onRetry={() => packages.refetch()}
      />
    );
  }

  const section = (category: ContestCategory) => {
    const currencies = CURRENCIES_BY_CATEGORY[category];
    const items = (packages.data?.items ?? []).filter((p) => p.category === category);
    return (
      <Stack key={category} gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4">
            {t(`packages.${category}`)}
          </Title>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => setTarget({ category, pkg: null })}
          >
            {t('packages.add')}
          </Button>
        </Group>
        <Paper withBorder radius="md">
          <ScrollTable
            minWidth={640}
            striped
            aria-label={t(`packages.${category}`)}
            head={
              <>
                <Table.Th>{t('packages.items')}</Table.Th>
                {currencies.map((currency) => (
                  <Table.Th key={currency}>{t(`packages.currencies.${currency}`)}</Table.Th>
                ))}
                <Table.Th>{t('packages.active')}</Table.Th>
                <Table.Th>{t('common.actions')}</Table.Th>
              </>
            }
          >
            {items.map((pkg) => (
              <Table.Tr key={pkg.id}>
                <Table.Td fw={600}>{pkg.items}</Table.Td>
                {currencies.map((currency) => {
                  const price = pkg.prices.find((p) => p.currency === currency);
                  return (
                    <Table.Td key={currency}>
                      {price ? (
                        <Stack gap={0}>
                          <Text size="sm">{formatMoney(price.amount, currency, currentLanguage())}</Text>
                          {price.earlyUntil !== null && price.earlyAmount !== null && (
                            <Text size="xs" c="dimmed">
                              {t('packages.earlyLine', {
                                amount: formatMoney(price.earlyAmount, currency, currentLanguage()),
                                day: formatDay(price.earlyUntil, currentLanguage()),
                              })}
                            </Text>
                          )}
                          {price.lateFrom !== null && price.lateAmount !== null && (
                            <Text size="xs" c="dimmed">
                              {t('packages.lateLine', {
                                amount: formatMoney(price.lateAmount, currency, currentLanguage()),
                                day: formatDay(price.lateFrom, currentLanguage()),
                              })}
                            </Text>
                          )}
                          {price.paymentUrl ? (
                            <Anchor
                              href={price.paymentUrl}
                              target="_blank"
                              rel="noopener noreferrer"
                              size="xs"
                              maw={220}
                              truncate
                            >
                              {price.paymentUrl}
                            </Anchor>
                          ) : (
                            <Text size="xs" c="dimmed">
                              {t('packages.noLink')}
                            </Text>
                          )}
                        </Stack>
                      ) : (
                        t('common.none')
                      )}
                    </Table.Td>
                  );
                })}
                <Table.Td>
                  <Badge variant="light" color={pkg.isActive ? 'green' : 'gray'}>
                    {pkg.isActive ? t('common.yes') : t('common.no')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <EditDeleteActions
                    onEdit={() => setTarget({ category, pkg })}
                    onDelete={() => handleDelete(pkg)}
                    editLabel={t('packages.edit', { items: pkg.items })}
                    deleteLabel={t('common.delete', {
                      name: t('packages.editTitle', { items: pkg.items }),
                    })}
                    isDeleting={remove.isPending && remove.variables === pkg.id}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
            {items.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={currencies.length + 3}>
                  <Text c="dimmed" ta="center" size="sm">
                    {t('packages.empty')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </ScrollTable>
        </Paper>
      </Stack>
    );
  };

  return (
    <Stack gap="lg">
      <PageHeader title={t('packages.title')} subtitle={t('packages.subtitle')} />
      {packages.isPending ? <PageLoader /> : CONTEST_CATEGORIES.map(section)}
      <PackageFormModal target={target} onClose={() => setTarget(null)} />
    </Stack>
  );
}
