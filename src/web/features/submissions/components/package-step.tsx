import {
  Alert,
  Button,
  Checkbox,
  Group,
  Radio,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { IconCreditCard, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES_BY_CATEGORY, type ContestCategory, type Currency } from '../../../../domain/packages';
import type { ContestPackage } from '../../packages/api/offered-packages';
import { formatMoney } from '../../../lib/format';
import { StepTitle } from './step-title';

type Props = {
  category: ContestCategory;
  packages: ContestPackage[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  currency: Currency;
  onCurrency: (currency: Currency) => void;
  packageId: string | null;
  onPackage: (id: string) => void;
  paymentConfirmed: boolean;
  onPaymentConfirmed: (value: boolean) => void;
  disabled: boolean;
  fieldErrors: Record<string, string>;
};

/**
 * Steps 1 and 2 of the dialog for a non-VIP: the currency (photo: BRL/USD, video: BRL/EUR), the
 * package, its payment page (a new tab) and the 'payment completed' confirmation.
 */
export function PackageStep(props: Props) {
  const { t, i18n } = useTranslation('submissions');
  const currencies = CURRENCIES_BY_CATEGORY[props.category];
  const offered = (props.packages ?? []).filter((p) =>
    p.prices.some((price) => price.currency === props.currency),
  );
  const chosen = offered.find((p) => p.id === props.packageId) ?? null;
  const price = chosen?.prices.find((p) => p.currency === props.currency) ?? null;
  const itemsKey = props.category === 'photo' ? 'submit.photoItems' : 'submit.videoItems';

  return (
    <>
      <Stack gap="sm">
        <StepTitle number={1} title={t('submit.packageStep')} />
        <div>
          <Text size="sm" fw={500} mb={4} id="currency-label">
            {t('submit.currency')}
          </Text>
          <SegmentedControl
            aria-labelledby="currency-label"
            value={props.currency}
            onChange={(value) => props.onCurrency(value as Currency)}
            data={currencies.map((c) => ({ value: c, label: t(`submit.currencies.${c}`) }))}
            disabled={props.disabled}
          />
        </div>
        {props.isError ? (
          <Alert color="red" role="alert">
            <Group justify="space-between" gap="xs">
              <Text size="sm">{t('submit.packagesError')}</Text>
              <Button size="xs" variant="white" color="red" onClick={props.onRetry}>
                {t('common.retry', { ns: 'common' })}
              </Button>
            </Group>
          </Alert>
        ) : props.isLoading ? (
          <SimpleGrid cols={{ base: 2, sm: 3 }}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} h={64} />
            ))}
          </SimpleGrid>
        ) : offered.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('submit.noPackages')}
          </Text>
        ) : (
          <Radio.Group
            value={props.packageId}
            onChange={props.onPackage}
            label={t('submit.package')}
            error={props.fieldErrors.packageId ? t(props.fieldErrors.packageId, { ns: 'common' }) : undefined}
          >
            <SimpleGrid cols={{ base: 2, sm: 3 }} mt={6} spacing="xs">
              {offered.map((pkg) => {
                const pkgPrice = pkg.prices.find((p) => p.currency === props.currency)!;
                const label = t(itemsKey, { count: pkg.items });
                const amount = formatMoney(pkgPrice.amount, props.currency, i18n.language);
                return (
                  <Radio.Card
                    key={pkg.id}
                    value={pkg.id}
                    radius="md"
                    p="sm"
                    disabled={props.disabled}
                    aria-label={`${label} — ${amount}`}
                    data-testid="package-option"
                  >
                    <Group wrap="nowrap" gap="xs" align="flex-start">
                      <Radio.Indicator size="sm" mt={2} />
                      <div>
                        <Text fw={600} size="sm">
                          {label}
                        </Text>
                        <Text size="sm" c="dimmed">
                          {amount}
                        </Text>
                      </div>
                    </Group>
                  </Radio.Card>
                );
              })}
            </SimpleGrid>
          </Radio.Group>
        )}
      </Stack>

      <Stack gap="sm">
        <StepTitle number={2} title={t('submit.paymentStep')} />
        {!chosen || !price ? (
          <Text size="sm" c="dimmed">
            {t('submit.choosePackageFirst')}
          </Text>
        ) : price.paymentUrl ? (
          <Group gap="sm">
            <Button
              component="a"
              href={price.paymentUrl}
              target="_blank"
              rel="noopener"
              leftSection={<IconCreditCard size={16} />}
              rightSection={<IconExternalLink size={14} />}
              color="teal"
            >
              {t('submit.pay')}
            </Button>
            <Text size="sm" c="dimmed">
              {t('submit.payHint', { amount: formatMoney(price.amount, props.currency, i18n.language) })}
            </Text>
          </Group>
        ) : (
          <Text size="sm" c="orange.8">
            {t('submit.noPaymentLink')}
          </Text>
        )}
        <Checkbox
          label={t('submit.paymentConfirm')}
          // Nobody can have paid through a link that does not exist (defect 3).
          checked={props.paymentConfirmed && Boolean(price?.paymentUrl)}
          onChange={(event) => props.onPaymentConfirmed(event.currentTarget.checked)}
          disabled={props.disabled || !chosen || !price?.paymentUrl}
          error={
            props.fieldErrors.paymentConfirmed
              ? t(props.fieldErrors.paymentConfirmed, { ns: 'common' })
              : undefined
          }
        />
      </Stack>
    </>
  );
}
