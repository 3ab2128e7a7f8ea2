import '../translations';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { valueOfKind } from '../../../../domain/discount-codes';
import { CURRENCIES, type Currency } from '../../../../domain/packages';
import { ApiError } from '../../../lib/api';
import { formatDay, formatMoney } from '../../../lib/format';
import { LabelledSegmentedControl } from '../../../components/labelled-segmented-control';
import { ListTable } from '../../../components/paged-list';
import { LoadError } from '../../../components/load-error';
import { PageLoader } from '../../../components/page-loader';
import {
  useCreateCode,
  useDiscountCodes,
  useSetCodeActive,
  type DiscountCodeView,
} from '../api/discount-codes';

type Draft = {
  code: string;
  kind: 'percent' | 'fixed';
  percent: number | string;
  currency: Currency;
  amount: number | string;
  maxUses: number | string;
  expiresOn: string;
};

const EMPTY: Draft = {
  code: '',
  kind: 'percent',
  percent: 100,
  currency: 'BRL',
  amount: '',
  maxUses: '',
  expiresOn: '',
};

/**
 * A contest's discount and waiver codes: create one (a percentage, 100 waives the
 * price, or a fixed amount in a currency; a usage limit and a last day, both optional), see how
 * often each was used, disable or enable it. The server checks every rule.
 */
export function DiscountCodesPanel({ contestId }: { contestId: string }) {
  const { t, i18n } = useTranslation('payments');
  const codes = useDiscountCodes(contestId);
  const create = useCreateCode(contestId);
  const setActive = useSetCodeActive(contestId);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const failure = create.error instanceof ApiError ? create.error : null;
  const fieldError = (name: string) =>
    failure?.fields?.[name] ? t(failure.fields[name], { ns: 'common' }) : undefined;
  const describe = (c: DiscountCodeView) =>
    c.percent !== null ? `${c.percent}%` : formatMoney(c.amount ?? 0, c.currency ?? 'BRL', i18n.language);

  if (codes.isPending) return <PageLoader />;
  if (codes.isError) {
    return <LoadError error={codes.error} message={t('codes.loadError')} onRetry={() => codes.refetch()} />;
  }
  return (
    <Stack gap="sm" data-testid="discount-codes">
      <Title order={3} size="h4">
        {t('codes.title')}
      </Title>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate(
            {
              code: draft.code,
              kind: draft.kind,
              ...valueOfKind(draft),
              maxUses: draft.maxUses,
              expiresOn: draft.expiresOn,
            } as never,
            { onSuccess: () => setDraft(EMPTY) },
          );
        }}
      >
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={t('codes.code')}
            value={draft.code}
            onChange={(e) => set('code', e.currentTarget.value)}
            error={fieldError('code')}
            maxLength={40}
            required
            w={180}
          />
          <LabelledSegmentedControl
            label={t('codes.kind')}
            labelId="code-kind"
            value={draft.kind}
            onChange={(v) => set('kind', v)}
            data={[
              { value: 'percent', label: t('codes.percentKind') },
              { value: 'fixed', label: t('codes.fixedKind') },
            ]}
          />
          {draft.kind === 'percent' ? (
            <NumberInput
              label={t('codes.percent')}
              value={draft.percent}
              onChange={(v) => set('percent', v)}
              min={1}
              max={100}
              allowDecimal={false}
              suffix="%"
              error={fieldError('percent')}
              w={110}
            />
          ) : (
            <>
              <Select
                label={t('codes.currency')}
                value={draft.currency}
                onChange={(v) => set('currency', v ?? 'BRL')}
                data={CURRENCIES.map((c) => ({ value: c, label: c }))}
                allowDeselect={false}
                w={100}
              />
              <NumberInput
                label={t('codes.amount')}
                value={draft.amount}
                onChange={(v) => set('amount', v)}
                min={0}
                decimalScale={2}
                error={fieldError('amount')}
                w={120}
              />
            </>
          )}
          <NumberInput
            label={t('codes.maxUses')}
            value={draft.maxUses}
            onChange={(v) => set('maxUses', v)}
            min={1}
            allowDecimal={false}
            error={fieldError('maxUses')}
            w={130}
          />
          <TextInput
            type="date"
            label={t('codes.expiresOn')}
            value={draft.expiresOn}
            onChange={(e) => set('expiresOn', e.currentTarget.value)}
            error={fieldError('expiresOn')}
            w={170}
          />
          <Button type="submit" mt={24} leftSection={<IconPlus size={16} />} loading={create.isPending}>
            {t('codes.create')}
          </Button>
        </Group>
      </form>
      {failure && !failure.fields && (
        <Alert color="red" role="alert">
          {t(`errors.${failure.code}`, { ns: 'common' })}
        </Alert>
      )}
      {codes.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('codes.empty')}
        </Text>
      ) : (
        <ListTable
          minWidth={600}
          isBusy={codes.isFetching}
          head={
            <>
              <Table.Th>{t('codes.code')}</Table.Th>
              <Table.Th>{t('codes.discount')}</Table.Th>
              <Table.Th>{t('codes.uses')}</Table.Th>
              <Table.Th>{t('codes.expiresOn')}</Table.Th>
              <Table.Th>{t('codes.active')}</Table.Th>
            </>
          }
        >
          {codes.data.items.map((c) => (
            <Table.Tr key={c.id} data-testid="discount-code">
              <Table.Td fw={600}>{c.code}</Table.Td>
              <Table.Td>{describe(c)}</Table.Td>
              <Table.Td>{c.maxUses === null ? c.uses : `${c.uses} / ${c.maxUses}`}</Table.Td>
              <Table.Td>{c.expiresOn ? formatDay(c.expiresOn, i18n.language) : t('codes.noExpiry')}</Table.Td>
              <Table.Td>
                <Switch
                  checked={c.isActive}
                  aria-label={t('codes.activeOf', { code: c.code })}
                  onChange={(e) => setActive.mutate({ id: c.id, isActive: e.currentTarget.checked })}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      )}
    </Stack>
  );
}
