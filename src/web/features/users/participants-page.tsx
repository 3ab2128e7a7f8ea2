import './translations';
import { ActionIcon, Badge, Group, Select, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconSearch, IconTrophy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  isRole,
  nextStatus,
  roleBadgeColor,
  USER_STATUSES,
  ROLES,
  type UserStatus,
} from '../../../domain/roles';
import { confirmAction } from '../../components/confirm';
import { currentLanguage } from '../../i18n';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/form';
import { useMe } from '../../lib/session';
import { useChangeStatus, useDeleteUser, useUsers, type AdminUser } from './api/users';
import { AwardCountModal } from './components/award-count-modal';
import { AdminListPage } from '../../components/admin-list-page';
import { isForbidden, LoadError } from '../../components/load-error';
import { UserFormModal } from './components/user-form-modal';
import { contestYearOf } from '../../../domain/contest-dates';
import { EditDeleteActions } from '../../components/edit-delete-actions';
import { ListCard, ListTable } from '../../components/paged-list';
import { pageOf, withParams } from '../../lib/url-params';
import { Hint } from '../../components/hint';

const ALL = 'all';
const SEARCH_DEBOUNCE_MS = 350;
const STATUS_COLORS: Record<UserStatus, string> = { vip: 'yellow', member: 'teal', regular: 'gray' };

function isStatus(value: string | null): value is UserStatus {
  return (USER_STATUSES as readonly string[]).includes(value ?? '');
}

/** /admin/participants (spec section 2, Admin Participants). Filters and page live in the URL. */
export default function ParticipantsPage() {
  const { t } = useTranslation('users');
  const locale = currentLanguage();
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const q = params.get('q') ?? '';
  const roleParam = params.get('role');
  const role = isRole(roleParam) ? roleParam : null;
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : null;

  const [search, setSearch] = useState(q);
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const users = useUsers({ page, q, role, status, locale });
  const changeStatus = useChangeStatus();
  const remove = useDeleteUser();
  const [form, setForm] = useState<{ isOpen: boolean; user: AdminUser | null }>({
    isOpen: false,
    user: null,
  });
  const [awardsOf, setAwardsOf] = useState<AdminUser | null>(null);
  const year = users.data?.year ?? contestYearOf(new Date());

  function update(next: { q?: string; role?: string | null; status?: string | null; page?: number }) {
    const changes = { q: next.q, role: next.role, status: next.status, page: next.page ?? 1 };
    setParams(withParams(params, changes), { replace: 'q' in next });
  }

  useEffect(() => {
    if (debouncedSearch !== q) update({ q: debouncedSearch });
    // Only a new debounced text moves the filter; `q` changes with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);

  async function handleStatus(user: AdminUser) {
    try {
      await changeStatus.mutateAsync({ id: user.id, status: nextStatus(user.status) });
      notifications.show({ color: 'green', message: t('users.statusUpdated') });
    } catch {
      notifications.show({ color: 'red', message: t('users.statusError') });
    }
  }

  async function handleDelete(user: AdminUser) {
    const isConfirmed = await confirmAction({
      message: t('users.deleteConfirm', { name: user.username }),
      confirmLabel: t('common.delete', { ns: 'common' }),
    });
    if (!isConfirmed) return;
    try {
      await remove.mutateAsync(user.id);
      notifications.show({ color: 'green', message: t('users.deleted') });
      if (users.data && users.data.items.length === 1 && page > 1) update({ page: page - 1 });
    } catch (error) {
      // A refusal has a reason the admin can act on (last admin, judged work); show it.
      const isRefusal = error instanceof ApiError && error.status === 409;
      notifications.show({
        color: 'red',
        title: t('users.deleteRefused', { name: user.username }),
        message: errorMessage(error, t),
        autoClose: isRefusal ? 8000 : 3000,
      });
    }
  }

  if (isForbidden(users.error)) return <LoadError error={users.error} message="" onRetry={() => undefined} />;

  const items = (users.data?.items ?? []).map((user) => {
    const isSelf = user.id === me.data?.id;
    const isChanging = changeStatus.isPending && changeStatus.variables?.id === user.id;
    const next = nextStatus(user.status);
    const cycleLabel = t('users.cycleStatus', {
      name: user.username,
      status: t(`statuses.${user.status}`),
      next: t(`statuses.${next}`),
    });
    const identity = (
      <>
        <Text size="sm" fw={500}>
          {user.username}
          {isSelf && (
            <Text span size="xs" c="dimmed">
              {' '}
              ({t('users.you')})
            </Text>
          )}
        </Text>
        <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
          {user.email}
        </Text>
      </>
    );
    const role = (
      <Badge color={roleBadgeColor(user.role)} variant="light" style={{ textTransform: 'none' }}>
        {t(`roles.${user.role}`)}
      </Badge>
    );
    const status = (
      <Hint label={cycleLabel} withArrow multiline w={240}>
        <Badge
          component="button"
          type="button"
          color={STATUS_COLORS[user.status]}
          variant="filled"
          disabled={isChanging}
          onClick={() => handleStatus(user)}
          aria-label={cycleLabel}
          style={{ cursor: isChanging ? 'wait' : 'pointer', opacity: isChanging ? 0.6 : 1 }}
        >
          {t(`statuses.${user.status}`)}
        </Badge>
      </Hint>
    );
    const location = user.place ? (
      <>
        <Text size="sm">
          {[user.place.city, user.place.stateUf].filter(Boolean).join(' – ') || t('common.none')}
        </Text>
        <Text size="xs" c="dimmed">
          {user.place.country}
        </Text>
      </>
    ) : (
      <Text size="sm" c="dimmed">
        {t('common.none')}
      </Text>
    );
    const awards = (
      <Group gap={6} wrap="nowrap">
        <Text
          size="sm"
          fw={500}
          miw={20}
          ta="right"
          data-testid="award-count"
          title={t(`users.awardSource.${user.awardSource}`)}
        >
          {user.awardCount}
        </Text>
        <Hint label={t('users.editAwards', { name: user.username })} withArrow>
          <ActionIcon
            variant="subtle"
            color="yellow"
            onClick={() => setAwardsOf(user)}
            aria-label={t('users.editAwards', { name: user.username })}
          >
            <IconTrophy size={18} />
          </ActionIcon>
        </Hint>
      </Group>
    );
    const actions = (
      <EditDeleteActions
        onEdit={() => setForm({ isOpen: true, user })}
        onDelete={() => handleDelete(user)}
        editLabel={t('common.edit', { name: user.username })}
        deleteLabel={t('common.delete', { name: user.username })}
        isDeleting={remove.isPending && remove.variables === user.id}
        isDeleteDisabled={isSelf}
      />
    );
    return { user, identity, role, status, location, awards, actions };
  });

  const table = (
    <ListTable
      minWidth={860}
      isBusy={users.isFetching}
      head={
        <>
          <Table.Th>{t('users.columns.user')}</Table.Th>
          <Table.Th>{t('users.columns.role')}</Table.Th>
          <Table.Th>{t('users.columns.status')}</Table.Th>
          <Table.Th>{t('users.columns.location')}</Table.Th>
          <Table.Th>{t('users.columns.awards', { year })}</Table.Th>
          <Table.Th>{t('common.actions')}</Table.Th>
        </>
      }
    >
      {items.map((item) => (
        <Table.Tr key={item.user.id}>
          <Table.Td>{item.identity}</Table.Td>
          <Table.Td>{item.role}</Table.Td>
          <Table.Td>{item.status}</Table.Td>
          <Table.Td>{item.location}</Table.Td>
          <Table.Td>{item.awards}</Table.Td>
          <Table.Td>{item.actions}</Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );

  // Phones: one card per user with the same controls.
  const cards = items.map((item) => (
    <ListCard key={item.user.id} label={item.user.username}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div style={{ minWidth: 0 }}>{item.identity}</div>
        {item.actions}
      </Group>
      <Group gap="xs">
        {item.role}
        {item.status}
      </Group>
      <Group justify="space-between" align="flex-end" wrap="nowrap">
        <div>{item.location}</div>
        <Group gap={4} wrap="nowrap">
          <Text size="xs" c="dimmed">
            {t('users.columns.awards', { year })}
          </Text>
          {item.awards}
        </Group>
      </Group>
    </ListCard>
  ));

  return (
    <AdminListPage
      title={t('users.title')}
      subtitle={t('users.subtitle')}
      addLabel={t('users.add')}
      onAdd={() => setForm({ isOpen: true, user: null })}
      filters={
        <>
          <TextInput
            label={t('users.search')}
            placeholder={t('users.searchPlaceholder')}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            type="search"
            maxLength={100}
            w={{ base: '100%', sm: 280 }}
          />
          <Select
            label={t('users.role')}
            data={[
              { value: ALL, label: t('users.allRoles') },
              ...ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) })),
            ]}
            value={role ?? ALL}
            onChange={(value) => update({ role: value === ALL ? null : value })}
            allowDeselect={false}
            w={{ base: '100%', xs: 220 }}
          />
          <Select
            label={t('users.status')}
            data={[
              { value: ALL, label: t('users.allStatuses') },
              ...USER_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) })),
            ]}
            value={status ?? ALL}
            onChange={(value) => update({ status: value === ALL ? null : value })}
            allowDeselect={false}
            w={{ base: '100%', xs: 180 }}
          />
        </>
      }
      query={users}
      loadErrorMessage={t('users.loadError')}
      emptyMessage={t('users.empty')}
      isEmpty={items.length === 0}
      page={page}
      onPage={(p) => update({ page: p })}
      table={table}
      cards={cards}
    >
      <UserFormModal
        opened={form.isOpen}
        user={form.user}
        onClose={() => setForm((f) => ({ ...f, isOpen: false }))}
      />
      <AwardCountModal user={awardsOf} year={year} onClose={() => setAwardsOf(null)} />
    </AdminListPage>
  );
}
