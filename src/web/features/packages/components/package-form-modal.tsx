import { Grid, Group, NumberInput, Switch, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { CURRENCIES_BY_CATEGORY, type ContestCategory, type Currency } from '../../../../domain/packages';
import { PACKAGE_ITEMS_MAX, packageUpdateSchema, PAYMENT_URL_MAX } from '../../../../domain/schemas/admin';
import { fieldProps, revealFirstError, useFormSave } from '../../../lib/form';
import { useSavePackage, type AdminPackage } from '../api/packages';
import { FormActions } from '../../../components/form-parts';
import { FormFrame } from '../../../components/form-frame';
import { FormModal } from '../../../components/form-modal';

type Values = {
  items: number | string;
  isActive: boolean;
  prices: {
    currency: Currency;
    amount: number | string;
    paymentUrl: string;
    earlyAmount: number | string;
    earlyUntil: string;
    lateAmount: number | string;
    lateFrom: string;
  }[];
};

function valuesOf(category: ContestCategory, pkg: AdminPackage | null): Values {
  return {
    items: pkg?.items ?? '',
    isActive: pkg?.isActive ?? true,
    // One row per currency the category is sold in (spec section 9), in that order.
    prices: CURRENCIES_BY_CATEGORY[category].map((currency) => {
      const price = pkg?.prices.find((p) => p.currency === currency);
      return {
        currency,
        amount: price?.amount ?? '',
        paymentUrl: price?.paymentUrl ?? '',
        earlyAmount: price?.earlyAmount ?? '',
        earlyUntil: price?.earlyUntil ?? '',
        lateAmount: price?.lateAmount ?? '',
        lateFrom: price?.lateFrom ?? '',
      };
    }),
  };
}

export type PackageTarget = { category: ContestCategory; pkg: AdminPackage | null };

/** Edit a package's items, prices and https payment links per currency, or add one. */
export function PackageFormModal(props: { target: PackageTarget | null; onClose: () => void }) {
  const { t } = useTranslation('packages');
  const pkg = props.target?.pkg ?? null;
  return (
    <FormModal
      opened={props.target !== null}
      onClose={props.onClose}
      title={pkg ? t('packages.editTitle', { items: pkg.items }) : t('packages.addTitle')}
      size="lg"
      fullScreenOnPhones
    >
      {props.target && (
        <PackageForm key={pkg?.id ?? props.target.category} target={props.target} onDone={props.onClose} />
      )}
    </FormModal>
  );
}

function PackageForm({ target, onDone }: { target: PackageTarget; onDone: () => void }) {
  const { t } = useTranslation('packages');
  const save = useSavePackage();
  const { error, trySave } = useFormSave();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: valuesOf(target.category, target.pkg),
    validate: schemaResolver(packageUpdateSchema),
  });

  async function handleSubmit(values: Values) {
    const body = packageUpdateSchema.parse(values);
    await trySave(form, async () => {
      if (target.pkg) await save.mutateAsync({ id: target.pkg.id, body });
      else await save.mutateAsync({ id: null, body: { ...body, category: target.category } });
      notifications.show({ color: 'green', message: t('packages.saved') });
      onDone();
    });
  }

  return (
    <FormFrame onSubmit={form.onSubmit(handleSubmit, revealFirstError)} error={error}>
      <Group align="flex-end">
        <NumberInput
          label={t('packages.items')}
          required
          min={1}
          max={PACKAGE_ITEMS_MAX}
          allowDecimal={false}
          allowNegative={false}
          w={140}
          {...fieldProps(form, 'items', t)}
        />
        <Switch
          label={t('packages.active')}
          pb={8}
          {...form.getInputProps('isActive', { type: 'checkbox' })}
        />
      </Group>
      {form.getValues().prices.map((price, index) => (
        <Grid key={price.currency} role="group" aria-label={t(`packages.currencies.${price.currency}`)}>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <NumberInput
              label={t('packages.price', { currency: t(`packages.currencies.${price.currency}`) })}
              required
              min={0}
              decimalScale={2}
              allowNegative={false}
              prefix={prefixOf(price.currency)}
              {...fieldProps(form, `prices.${index}.amount`, t)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TextInput
              label={t('packages.link', { currency: t(`packages.currencies.${price.currency}`) })}
              placeholder={t('packages.linkPlaceholder')}
              type="url"
              maxLength={PAYMENT_URL_MAX}
              {...fieldProps(form, `prices.${index}.paymentUrl`, t)}
            />
          </Grid.Col>
          <DatedPriceFields form={form} index={index} currency={price.currency} />
        </Grid>
      ))}
      <FormActions onCancel={onDone} isSaving={save.isPending} submitLabel={t('common.save')} />
    </FormFrame>
  );
}

const prefixOf = (currency: Currency) => (currency === 'BRL' ? 'R$ ' : currency === 'USD' ? 'US$ ' : '€ ');

/**
 * The optional early-bird price (up to and including a day) and late price (from a day on), São
 * Paulo calendar days; the server charges the price of the day.
 */
function DatedPriceFields(props: {
  form: ReturnType<typeof useForm<Values>>;
  index: number;
  currency: Currency;
}) {
  const { t } = useTranslation('packages');
  const { form, index, currency } = props;
  const money = { min: 0, decimalScale: 2, allowNegative: false, prefix: prefixOf(currency) };
  return (
    <>
      <Grid.Col span={{ base: 6, sm: 3 }}>
        <NumberInput
          label={t('packages.earlyAmount')}
          {...money}
          {...fieldProps(form, `prices.${index}.earlyAmount`, t)}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3 }}>
        <TextInput
          type="date"
          label={t('packages.earlyUntil')}
          {...fieldProps(form, `prices.${index}.earlyUntil`, t)}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3 }}>
        <NumberInput
          label={t('packages.lateAmount')}
          {...money}
          {...fieldProps(form, `prices.${index}.lateAmount`, t)}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3 }}>
        <TextInput
          type="date"
          label={t('packages.lateFrom')}
          {...fieldProps(form, `prices.${index}.lateFrom`, t)}
        />
      </Grid.Col>
    </>
  );
}
