import './translations';
import { Badge, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { confirmAction } from '../../components/confirm';
import { currentLanguage } from '../../i18n';
import { errorMessage } from '../../lib/form';
import {
  useContests,
  useContestYears,
  useDeleteContest,
  useSetPreFilterVisibility,
  type AdminContest,
} from './api/contests';
import { ContestFormModal } from './components/contest-form-modal';
import { ResultsLifecycleModal } from './components/results-lifecycle-modal';
import { AdminListPage } from '../../components/admin-list-page';
import { isForbidden, LoadError } from '../../components/load-error';
import { formatDay } from '../../lib/format';
import { EditDeleteActions } from '../../components/edit-delete-actions';
import { ListCard, ListTable } from '../../components/paged-list';
import { withParams } from '../../lib/url-params';
import { Count } from '../../components/count';

const ALL_YEARS = 'all';

function readPositiveInt(value: string | null): number | null {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
}

/** /admin/contests (spec section 2, Admin Contests). Page and year live in the URL. */
export default function ContestsPage() {
  const { t } = useTranslation('contests');
  const locale = currentLanguage();
  const [params, setParams] = useSearchParams();
  const page = readPositiveInt(params.get('page')) ?? 1;
  const year = readPositiveInt(params.get('year'));
  const contests = useContests({ page, year });
  const years = useContestYears();
  const toggle = useSetPreFilterVisibility();
  const remove = useDeleteContest();
  const [modal, setModal] = useState<{ isOpen: boolean; id: string | null }>({ isOpen: false, id: null });
  const [lifecycleOf, setLifecycleOf] = useState<AdminContest | null>(null);

  function update(next: { page?: number; year?: number | null }) {
    setParams(withParams(params, { year: next.year === undefined ? year : next.year, page: next.page ?? 1 }));
  }

  async function handleToggle(contest: AdminContest) {
    const visible = !contest.showPreFilterResults;
    try {
      await toggle.mutateAsync({ id: contest.id, visible });
      notifications.show({
        color: 'green',
        autoClose: 3000,
        message: visible ? t('contests.preFilterVisible') : t('contests.preFilterHidden'),
      });
    } catch {
      notifications.show({ color: 'red', message: t('contests.updateError') });
    }
  }

  async function handleDelete(contest: AdminContest) {
    const isConfirmed = await confirmAction({
      // Names what goes: the contest and how many entries.
      message:
        contest.submissionCount > 0
          ? t('contests.deleteConfirmEntries', { title: contest.title, count: contest.submissionCount })
          : t('contests.deleteConfirm', { title: contest.title }),
      confirmLabel: t('common.delete', { ns: 'common' }),
    });
    if (!isConfirmed) return;
    try {
      await remove.mutateAsync(contest.id);
      notifications.show({ color: 'green', message: t('contests.deleted') });
      // The last row of the last page leaves that page empty: step back one.
      if (contests.data && contests.data.items.length === 1 && page > 1) update({ page: page - 1 });
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('contests.deleteRefused', { title: contest.title }),
        message: errorMessage(error, t),
      });
    }
  }

  if (isForbidden(contests.error)) {
    return <LoadError error={contests.error} message="" onRetry={() => undefined} />;
  }

  const yearOptions = [
    { value: ALL_YEARS, label: t('contests.allYears') },
    ...(years.data?.years ?? []).map((y) => ({ value: String(y), label: String(y) })),
  ];
  // A year typed in the URL that has no contests still shows in the filter.
  if (year !== null && !yearOptions.some((o) => o.value === String(year))) {
    yearOptions.push({ value: String(year), label: String(year) });
  }

  const categoryLabel = (c: AdminContest) =>
    c.category === 'photo' && c.photoCategory
      ? t('contests.category.photoWith', { sub: t(`contests.category.${c.photoCategory}`) })
      : t(`contests.category.${c.category}`);

  const items = (contests.data?.items ?? []).map((contest) => {
    const isToggling = toggle.isPending && toggle.variables?.id === contest.id;
    const stateLabel = contest.showPreFilterResults ? t('contests.visible') : t('contests.hidden');
    const title = (
      <Group gap={6} wrap="nowrap">
        <Text fw={500} size="sm">
          {contest.title}
        </Text>
        {contest.isExtra && (
          <Badge size="xs" variant="light" color="orange">
            {t('contests.extra')}
          </Badge>
        )}
      </Group>
    );
    const period = (
      <>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {t('contests.periodRange', {
            start: formatDay(contest.startDay, locale),
            end: formatDay(contest.endDay, locale),
          })}
        </Text>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t('contests.resultOn', { date: formatDay(contest.resultDay, locale) })}
        </Text>
      </>
    );
    const evaluations = (
      <Group gap={6} wrap="nowrap">
        <Badge variant="light" color={contest.showEvaluations ? 'green' : 'gray'}>
          {contest.showEvaluations ? t('common.yes') : t('common.no')}
        </Badge>
        <Button
          size="xs"
          variant="subtle"
          onClick={() => setLifecycleOf(contest)}
          aria-label={t('lifecycle.openLabel', { title: contest.title })}
        >
          {t('lifecycle.open')}
        </Button>
      </Group>
    );
    const preFilter = (
      <Button
        size="xs"
        variant={contest.showPreFilterResults ? 'light' : 'default'}
        color={contest.showPreFilterResults ? 'green' : 'gray'}
        leftSection={contest.showPreFilterResults ? <IconEye size={14} /> : <IconEyeOff size={14} />}
        disabled={isToggling}
        onClick={() => handleToggle(contest)}
        aria-label={t('contests.toggleVisibility', { title: contest.title, state: stateLabel })}
        miw={100}
      >
        {stateLabel}
      </Button>
    );
    const actions = (
      <EditDeleteActions
        onEdit={() => setModal({ isOpen: true, id: contest.id })}
        onDelete={() => handleDelete(contest)}
        editLabel={t('common.edit', { name: contest.title })}
        deleteLabel={t('common.delete', { name: contest.title })}
        isDeleting={remove.isPending && remove.variables === contest.id}
      />
    );
    return { contest, title, category: categoryLabel(contest), period, evaluations, preFilter, actions };
  });

  const table = (
    <ListTable
      minWidth={960}
      isBusy={contests.isFetching}
      head={
        <>
          <Table.Th>{t('contests.columns.contest')}</Table.Th>
          <Table.Th>{t('contests.columns.category')}</Table.Th>
          <Table.Th>{t('contests.columns.period')}</Table.Th>
          <Table.Th ta="right">{t('contests.columns.participants')}</Table.Th>
          <Table.Th ta="right">{t('contests.columns.submissions')}</Table.Th>
          <Table.Th>{t('contests.columns.showEvaluations')}</Table.Th>
          <Table.Th>{t('contests.columns.preFilterResults')}</Table.Th>
          <Table.Th>{t('common.actions')}</Table.Th>
        </>
      }
    >
      {items.map((item) => (
        <Table.Tr key={item.contest.id}>
          <Table.Td>{item.title}</Table.Td>
          <Table.Td>
            <Text size="sm">{item.category}</Text>
          </Table.Td>
          <Table.Td>{item.period}</Table.Td>
          <Table.Td ta="right">
            <Count value={item.contest.participantCount} />
          </Table.Td>
          <Table.Td ta="right">
            <Count value={item.contest.submissionCount} />
          </Table.Td>
          <Table.Td>{item.evaluations}</Table.Td>
          <Table.Td>{item.preFilter}</Table.Td>
          <Table.Td>{item.actions}</Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );

  // Phones: one card per contest, every column still there with its label.
  const cards = items.map((item) => (
    <ListCard key={item.contest.id} label={item.contest.title}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2}>
          {item.title}
          <Text size="xs" c="dimmed">
            {item.category}
          </Text>
        </Stack>
        {item.actions}
      </Group>
      <div>{item.period}</div>
      <Group gap="lg">
        <CardCount label={t('contests.columns.participants')} value={item.contest.participantCount} />
        <CardCount label={t('contests.columns.submissions')} value={item.contest.submissionCount} />
      </Group>
      <Group justify="space-between" gap="xs">
        <CardField label={t('contests.columns.showEvaluations')}>{item.evaluations}</CardField>
        <CardField label={t('contests.columns.preFilterResults')}>{item.preFilter}</CardField>
      </Group>
    </ListCard>
  ));

  return (
    <AdminListPage
      title={t('contests.title')}
      subtitle={t('contests.subtitle')}
      addLabel={t('contests.create')}
      onAdd={() => setModal({ isOpen: true, id: null })}
      filters={
        <Select
          label={t('contests.year')}
          data={yearOptions}
          value={year === null ? ALL_YEARS : String(year)}
          onChange={(value) => update({ year: value && value !== ALL_YEARS ? Number(value) : null })}
          allowDeselect={false}
          w={180}
        />
      }
      query={contests}
      loadErrorMessage={t('contests.loadError')}
      emptyMessage={year === null ? t('contests.empty') : t('contests.emptyYear', { year })}
      isEmpty={items.length === 0}
      page={page}
      onPage={(p) => update({ page: p })}
      table={table}
      cards={cards}
    >
      <ContestFormModal
        opened={modal.isOpen}
        contestId={modal.id}
        onClose={() => setModal((m) => ({ ...m, isOpen: false }))}
      />
      <ResultsLifecycleModal contest={lifecycleOf} onClose={() => setLifecycleOf(null)} />
    </AdminListPage>
  );
}

/** A count on a contest's phone card, after its column's name. */
function CardCount({ label, value }: { label: string; value: number }) {
  return (
    <Text size="xs" c="dimmed">
      {label}:{' '}
      <Text span size="sm" c="var(--mantine-color-text)" fw={500}>
        <Count value={value} />
      </Text>
    </Text>
  );
}

/** A badge or a control on a contest's phone card, after its column's name. */
function CardField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap={6}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {children}
    </Group>
  );
}
