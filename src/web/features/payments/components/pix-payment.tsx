import '../translations';
import { Alert, Button, CopyButton, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { IconCreditCard, IconQrcode } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency } from '../../../../domain/packages';
import { isPixCurrency } from '../../../../domain/provider-payments';
import { ApiError } from '../../../lib/api';
import { formatInstant, formatMoney } from '../../../lib/format';
import { useCheckout } from '../api/checkout';
import { useCardCheckout } from '../api/card-checkout';
import type { ParticipantOrder } from '../api/order';

type Props = {
  contestId: string;
  packageId: string;
  currency: Currency;
  amount: number;
  isUpgrade: boolean;
  /** The order and its payments as last read (lib: useOrder, polled while a Pix waits). */
  orderState: ParticipantOrder;
  disabled: boolean;
};

/**
 * Paying by Pix in the submit dialog: the button asks the server for a Pix of exactly
 * what is due, then the QR code and the copy-and-paste code show until the provider's signed
 * notification confirms it (the order is polled meanwhile). The browser never says it was paid.
 */
export function PixPayment(props: Props) {
  const { t, i18n } = useTranslation('payments');
  const checkout = useCheckout(props.contestId);
  const amount = formatMoney(props.amount, props.currency, i18n.language);
  const latest = props.orderState.payments[0] ?? null;
  const pending =
    latest?.status === 'pending' && latest.pix && latest.amount === props.amount ? latest : null;
  const lastFailed = latest && (latest.status === 'failed' || latest.status === 'expired');
  const card = useCardCheckout(props.contestId);
  const failed = checkout.error ?? card.error;
  const error = failed instanceof ApiError ? failed.code : failed ? 'INTERNAL' : null;

  // A Pix here, or Mercado Pago's card and boleto page, in reais; Stripe's card page in dollars and
  // euros. The server refuses a Pix in any other currency.
  const offersPix = isPixCurrency(props.currency);

  const cardButton = (label: string, variant: 'filled' | 'light') => (
    <Button
      variant={variant}
      color="teal"
      leftSection={<IconCreditCard size={16} />}
      loading={card.isPending}
      disabled={props.disabled}
      onClick={() => card.mutate({ packageId: props.packageId, currency: props.currency })}
    >
      {label}
    </Button>
  );

  if (!offersPix) {
    return (
      <PaymentStart failed={lastFailed ? t('payments.failedRetryCard') : null} error={error}>
        {cardButton(
          t(props.isUpgrade ? 'payments.payStripeUpgrade' : 'payments.payStripe', { amount }),
          'filled',
        )}
        <Text size="sm" c="dimmed">
          {t('payments.stripeHint')}
        </Text>
      </PaymentStart>
    );
  }

  if (!pending) {
    return (
      <PaymentStart failed={lastFailed ? t('payments.failedRetry') : null} error={error}>
        <Button
          color="teal"
          leftSection={<IconQrcode size={16} />}
          loading={checkout.isPending}
          disabled={props.disabled}
          onClick={() => checkout.mutate({ packageId: props.packageId, currency: props.currency })}
        >
          {t(props.isUpgrade ? 'payments.payPixUpgrade' : 'payments.payPix', { amount })}
        </Button>
        {cardButton(t('payments.payCard'), 'light')}
        <Text size="sm" c="dimmed">
          {t('payments.pixHint')}
        </Text>
      </PaymentStart>
    );
  }

  return (
    <Stack gap="xs" data-testid="pix-payment">
      <Group align="flex-start" gap="md" wrap="wrap">
        <Image
          src={`data:image/png;base64,${pending.pix!.qrBase64}`}
          alt={t('payments.qrAlt', { amount })}
          w={180}
          h={180}
          fit="contain"
          style={{ imageRendering: 'pixelated', border: '1px solid var(--mantine-color-gray-3)' }}
        />
        <Stack gap="xs" style={{ flex: '1 1 240px' }}>
          <Text fw={600}>{formatMoney(pending.amount, pending.currency, i18n.language)}</Text>
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              label={t('payments.copyCode')}
              value={pending.pix!.code}
              readOnly
              style={{ flex: 1 }}
              onFocus={(event) => event.currentTarget.select()}
            />
            <CopyButton value={pending.pix!.code}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy}>
                  {copied ? t('payments.copied') : t('payments.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
          {pending.expiresAt && (
            <Text size="xs" c="dimmed">
              {t('payments.expiresAt', { time: formatInstant(pending.expiresAt, i18n.language) })}
            </Text>
          )}
          <Text size="sm" role="status" data-testid="pix-waiting">
            {t('payments.waiting')}
          </Text>
        </Stack>
      </Group>
    </Stack>
  );
}

/** A payment not started yet: why the last one failed, the ways to pay, and a refusal. */
function PaymentStart(props: { failed: string | null; error: string | null; children: ReactNode }) {
  const { t } = useTranslation('payments');
  return (
    <Stack gap="xs">
      {props.failed && (
        <Text size="sm" c="orange.8">
          {props.failed}
        </Text>
      )}
      <Group gap="sm">{props.children}</Group>
      {props.error && (
        <Alert color="red" role="alert">
          {t(`errors.${props.error}`, { ns: 'common' })}
        </Alert>
      )}
    </Stack>
  );
}
