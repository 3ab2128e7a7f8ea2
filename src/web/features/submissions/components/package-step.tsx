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
import { IconCircleCheck, IconClock, IconCreditCard, IconExternalLink } from '@tabler/icons-react';
import { createContext, useContext, type ComponentProps, type ComponentType } from 'react';
import type { CodeField } from '../../payments/components/code-field';
import type { PaymentHistory } from '../../payments/components/payment-history';
import type { PixPayment } from '../../payments/components/pix-payment';
import { useTranslation } from 'react-i18next';
import { CURRENCIES_BY_CATEGORY, type ContestCategory, type Currency } from '../../../../domain/packages';
import type { PaymentMode } from '../../../../domain/payments';
import type { ContestPackage } from '../../packages/api/offered-packages';
import type { ParticipantOrder } from '../../payments/api/order';
import { formatDay, formatMoney } from '../../../lib/format';
import { packageRefusal, visiblePackages, type PaymentStep } from '../lib/package-choice';
import { StepTitle } from './step-title';

/**
 * The payments feature's parts this step shows (its Pix payment, discount code field and payment
 * history), given by the screen that composes the two features (app/screens/participant-contests-screen.tsx):
 * a feature never imports another's components.
 */
export type PaymentParts = {
  Pix: ComponentType<ComponentProps<typeof PixPayment>>;
  Code: ComponentType<ComponentProps<typeof CodeField>>;
  History: ComponentType<ComponentProps<typeof PaymentHistory>>;
};

export const PaymentPartsContext = createContext<PaymentParts | null>(null);

function usePaymentParts(): PaymentParts {
  const parts = useContext(PaymentPartsContext);
  if (!parts) throw new Error('PackageStep needs the payment parts (PaymentPartsContext)');
  return parts;
}

type Props = {
  contestId: string;
  category: ContestCategory;
  /** The participant's order and provider payments (polled while a Pix waits). */
  orderState: ParticipantOrder;
  /** How the chosen currency is paid, and what the payment step asks (lib/package-choice). */
  mode: PaymentMode;
  step: PaymentStep;
  /** Entries left in the package held. */
  remaining: number;
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
 * package, and its payment: nothing for the package already held, else exactly what is due (the
 * difference on an upgrade), on the package's page with the 'payment completed' confirmation
 * (manual mode) or by Pix through the payment provider.
 */
export function PackageStep(props: Props) {
  const { t, i18n } = useTranslation('submissions');
  const { Code, History } = usePaymentParts();
  const currencies = CURRENCIES_BY_CATEGORY[props.category];
  const order = props.orderState.order;
  const offered = visiblePackages(props.packages ?? [], props.currency, order);
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
            onChange={(value) => props.onCurrency(value)}
            // The order's currency only: amounts in two currencies cannot be set off.
            data={currencies.map((c) => ({
              value: c,
              label: t(`submit.currencies.${c}`),
              disabled: order !== null && order.currency !== c,
            }))}
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
                const refusal = packageRefusal(order, pkg, props.currency, props.mode);
                return (
                  <Radio.Card
                    key={pkg.id}
                    value={pkg.id}
                    radius="md"
                    p="sm"
                    disabled={props.disabled || refusal !== null}
                    // Named by what it shows (package, price, why it cannot be chosen): WCAG 2.5.3.
                    data-testid="package-option"
                    title={refusal ? t(refusal, { ns: 'common' }) : undefined}
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
                        {pkgPrice.changesOn !== null && pkgPrice.nextAmount !== null && (
                          <Text size="xs" c="dimmed" data-testid="price-changes">
                            {t('submit.priceChanges', {
                              amount: formatMoney(pkgPrice.nextAmount, props.currency, i18n.language),
                              day: formatDay(pkgPrice.changesOn, i18n.language),
                            })}
                          </Text>
                        )}
                        {refusal && (
                          <Text size="xs" c="orange.8">
                            {t(refusal, { ns: 'common' })}
                          </Text>
                        )}
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
        <PaymentStepBody {...props} />
        {order?.discountCode && (
          <Text size="sm" data-testid="order-discount">
            {t('submit.discounted', {
              code: order.discountCode,
              amount: formatMoney(order.discount, order.currency, i18n.language),
            })}
          </Text>
        )}
        {props.packageId &&
          (props.step.kind === 'link' || props.step.kind === 'pix') &&
          !props.step.isUpgrade &&
          !order?.discountCode && (
            <Code
              contestId={props.contestId}
              packageId={props.packageId}
              currency={props.currency}
              disabled={props.disabled}
            />
          )}
        <History payments={props.orderState.payments} />
      </Stack>
    </>
  );
}

/** Step 2 by what the choice asks (lib/package-choice paymentStepOf). */
function PaymentStepBody(props: Props) {
  const { t, i18n } = useTranslation('submissions');
  const { Pix } = usePaymentParts();
  const step = props.step;
  const kind = props.category === 'photo' ? 'photo' : 'video';
  const money = (amount: number) => formatMoney(amount, props.currency, i18n.language);
  switch (step.kind) {
    case 'choose':
      return (
        <Text size="sm" c="dimmed">
          {t('submit.choosePackageFirst')}
        </Text>
      );
    case 'held':
      return (
        <Alert
          color={step.isPaid ? 'teal' : 'yellow'}
          icon={step.isPaid ? <IconCircleCheck size={18} /> : <IconClock size={18} />}
          data-testid="order-held"
        >
          {t(step.isPaid ? `submit.heldPaid_${kind}` : `submit.heldPending_${kind}`, { count: step.items })}
          {t('submit.entriesLeft', { count: props.remaining })} {t('submit.noPayAgain')}
        </Alert>
      );
    case 'pix':
      return (
        <Pix
          contestId={props.contestId}
          packageId={props.packageId!}
          currency={props.currency}
          amount={step.amount}
          isUpgrade={step.isUpgrade}
          orderState={props.orderState}
          disabled={props.disabled}
        />
      );
    case 'link':
      return (
        <>
          <Group gap="sm">
            <Button
              component="a"
              href={step.url}
              target="_blank"
              rel="noopener"
              leftSection={<IconCreditCard size={16} />}
              rightSection={<IconExternalLink size={14} />}
              color="teal"
            >
              {t('submit.pay')}
            </Button>
            <Text size="sm" c="dimmed" data-testid="pay-amount">
              {t(step.isUpgrade ? 'submit.payUpgradeHint' : 'submit.payHint', { amount: money(step.amount) })}
            </Text>
          </Group>
          {step.isUpgrade && step.linkAmount !== step.amount && (
            <Alert color="yellow" data-testid="link-amount-note">
              {t('submit.upgradeLinkNote', { price: money(step.linkAmount), amount: money(step.amount) })}
            </Alert>
          )}
          <Checkbox
            label={
              step.isUpgrade
                ? t('submit.paymentConfirmUpgrade', { amount: money(step.amount) })
                : t('submit.paymentConfirm')
            }
            checked={props.paymentConfirmed}
            onChange={(event) => props.onPaymentConfirmed(event.currentTarget.checked)}
            disabled={props.disabled}
            error={
              props.fieldErrors.paymentConfirmed
                ? t(props.fieldErrors.paymentConfirmed, { ns: 'common' })
                : undefined
            }
          />
        </>
      );
  }
}
