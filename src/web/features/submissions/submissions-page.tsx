import './translations';
import { Button, EmptyState, Group, Select, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { IconPhotoOff, IconPlus } from '@tabler/icons-react';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { Award } from '../../../domain/awards';
import { pageCount, pageRange } from '../../../domain/pagination';
import { confirmAction } from '../../components/confirm';
import { ApiError } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { errorMessage } from '../../lib/form';
import { Pager } from '../../components/pager';
import { useMySubmissionFilters } from './api/my-submission-filters';
import { useDeleteSubmission, useMySubmissions, type MySubmissionsQuery } from './api/my-submissions';
import type { MySubmission, PreFilterStatus } from './api/types';
import { LoadError } from '../../components/load-error';
import { EntryTextModal } from './components/entry-text-modal';
import { SubmissionCard } from './components/submission-card';
import { SubmissionViewer } from './components/submission-viewer';
import { SummaryCards } from './components/summary-cards';
import { useNow } from '../../lib/use-now';
import { PRE_FILTER_STATUSES, showsPreFilterStatus } from '../../../domain/pre-filter';
import { queryKeys } from '../../../contract/query-keys';
import { withParams } from '../../lib/url-params';
import { withPageContests } from '../../lib/page-contests';
import { FilterSelect } from '../../components/filter-select';
import { ProgressiveList } from '../../components/progressive-list';

const STATUSES: readonly PreFilterStatus[] = PRE_FILTER_STATUSES;
const AWARDS: Award[] = ['awarded', 'honorable', 'not_awarded'];

function readQuery(params: URLSearchParams): MySubmissionsQuery {
  const page = Number(params.get('page') ?? '1');
  const year = Number(params.get('year'));
  const status = params.get('status') as PreFilterStatus | null;
  const award = params.get('award') as Award | null;
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    year: Number.isInteger(year) && year > 0 ? year : undefined,
    contestId: params.get('contest') ?? undefined,
    status: status && STATUSES.includes(status) ? status : undefined,
    award: award && AWARDS.includes(award) ? award : undefined,
    sort: params.get('sort') === 'score' ? 'score' : undefined,
  };
}

/** My Submissions (spec section 2): filters, summary for one contest, the card grid and the pager. */
export default function SubmissionsPage() {
  const { t, i18n } = useTranslation('submissions');
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const list = useMySubmissions(query);
  const remove = useDeleteSubmission();
  const [viewing, setViewing] = useState<MySubmission | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [editing, setEditing] = useState<MySubmission | null>(null);

  const filters = useMySubmissionFilters();
  const now = useNow();
  const facets = filters.data;
  // Built once per answer, not per render (the list re-renders as its cards are drawn in steps).
  const contestOptions = useMemo(
    () => (facets?.contests ?? []).map((c) => ({ value: c.id, label: c.title })),
    [facets],
  );
  const chosenContest = facets?.contests.find((c) => c.id === query.contestId) ?? null;
  // Status only where the contest shows pre-filter results; award and sort only once its
  // evaluations are shown and it has ended (the server ignores them otherwise, too). Until the
  // filters arrive, the all-contests view takes the page's word for it (its first frame), so the
  // filter is drawn with the page instead of pushing the list down when they come.
  const queryClient = useQueryClient();
  const isStatusShown = query.contestId
    ? Boolean(chosenContest && showsPreFilterStatus(chosenContest))
    : facets
      ? facets.contests.some(showsPreFilterStatus)
      : queryClient.getQueryData<boolean>(queryKeys.myStatusFilterShown) === true;
  const isAwardShown = Boolean(
    chosenContest?.showEvaluations && now.getTime() >= Date.parse(chosenContest.deadline),
  );

  function setFilter(changes: Record<string, string | null>) {
    setParams(withParams(params, { ...changes, page: null }), { replace: true });
  }

  function setPage(page: number) {
    setParams(withParams(params, { page }));
    window.scrollTo({ top: 0 });
  }

  async function handleDelete(submission: MySubmission) {
    // The spec's question, then what exactly goes.
    const name = submission.title
      ? `“${submission.title}”`
      : t('submissions.sentOn', { date: formatDate(submission.createdAt, i18n.language) });
    const what = t(
      submission.kind === 'photo' ? 'submissions.deleteWhatPhoto' : 'submissions.deleteWhatVideo',
      {
        name,
        contest: submission.contest.title,
      },
    );
    const isConfirmed = await confirmAction({
      message: `${t('submissions.deleteConfirm')} ${what}`,
      confirmLabel: t('submissions.delete'),
    });
    if (!isConfirmed) return;
    setDeletingId(submission.id);
    try {
      await remove.mutateAsync(submission.id);
      notifications.show({ color: 'green', message: t('submissions.deleted') });
    } catch (error) {
      // A refusal says why (e.g. the contest has closed); only a failure with no reason gets the
      // spec's generic message.
      const hasReason = error instanceof ApiError && error.status >= 400 && error.status < 500;
      notifications.show({
        color: 'red',
        message: hasReason ? errorMessage(error, t) : t('submissions.deleteError'),
      });
    } finally {
      setDeletingId(null);
    }
  }

  // The cards are drawn in a background render React can pause (a deferred value), not in the task
  // that takes the answer: Lighthouse's blocking time on a phone fell from 477 to 274 ms on average
  // (bench/README.md, 'My Submissions A/B').
  const data = useDeferredValue(list.data);
  // Each row names its contest by id; the page carries each contest once.
  const rows = useMemo(() => withPageContests(data), [data]);
  // Deleting the last entry of the last page leaves it empty: show the page before instead.
  const lastPage = data ? pageCount(data.total, data.pageSize) : 0;
  const range = data ? pageRange(data.page, data.pageSize, data.items.length) : { from: 1, to: 0 };
  useEffect(() => {
    if (data && data.items.length === 0 && data.page > 1 && lastPage >= 1) setPage(lastPage);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, lastPage]);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2}>{t('submissions.title')}</Title>
          <Text c="dimmed">{t('submissions.subtitle')}</Text>
        </div>
        <Button
          component={Link}
          to="/participant/contests"
          variant="light"
          leftSection={<IconPlus size={16} />}
        >
          {t('submissions.newEntry')}
        </Button>
      </Group>

      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="sm">
        <FilterSelect
          label={t('submissions.year')}
          allLabel={t('submissions.allYears')}
          options={(facets?.years ?? []).map((y) => ({ value: String(y), label: String(y) }))}
          value={query.year ? String(query.year) : null}
          onChange={(value) => setFilter({ year: value })}
        />
        <FilterSelect
          label={t('submissions.contest')}
          allLabel={t('submissions.allContests')}
          options={contestOptions}
          value={query.contestId}
          onChange={(value) =>
            setFilter({
              contest: value,
              status: null,
              award: null,
              sort: null,
            })
          }
          searchable
        />
        {isStatusShown && (
          <FilterSelect
            label={t('submissions.status')}
            allLabel={t('submissions.allStatuses')}
            options={STATUSES.map((s) => ({ value: s, label: t(`statusOption.${s}`) }))}
            value={query.status}
            onChange={(value) => setFilter({ status: value })}
          />
        )}
        {isAwardShown && (
          <>
            <FilterSelect
              label={t('submissions.award')}
              allLabel={t('submissions.allAwards')}
              options={AWARDS.map((a) => ({ value: a, label: t(`awardOption.${a}`) }))}
              value={query.award}
              onChange={(value) => setFilter({ award: value })}
            />
            <Select
              label={t('submissions.sort')}
              data={[
                { value: 'newest', label: t('submissions.sortNewest') },
                { value: 'score', label: t('submissions.sortScore') },
              ]}
              value={query.sort ?? 'newest'}
              onChange={(value) => setFilter({ sort: value === 'score' ? 'score' : null })}
              allowDeselect={false}
            />
          </>
        )}
      </SimpleGrid>

      {filters.isError && (
        <LoadError message={t('submissions.filtersLoadError')} onRetry={() => void filters.refetch()} />
      )}

      {data?.summary && <SummaryCards summary={data.summary} />}

      {list.isError ? (
        <LoadError message={t('submissions.loadError')} onRetry={() => void list.refetch()} />
      ) : !data ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} h={300} radius="md" />
          ))}
        </SimpleGrid>
      ) : data.items.length === 0 ? (
        <EmptyState
          icon={<IconPhotoOff size={28} />}
          title={t('submissions.empty')}
          py="xl"
          data-testid="submissions-empty"
        />
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('submissions.showingRange', { from: range.from, to: range.to, count: data.total })}
          </Text>
          <SimpleGrid
            cols={{ base: 1, xs: 2, md: 3, lg: 4 }}
            style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
          >
            <ProgressiveList items={rows}>
              {(submission) => (
                <SubmissionCard
                  key={submission.id}
                  submission={submission}
                  onOpen={() => setViewing(submission)}
                  onEditText={() => setEditing(submission)}
                  onDelete={() => void handleDelete(submission)}
                  isDeleting={deletingId === submission.id}
                />
              )}
            </ProgressiveList>
          </SimpleGrid>
          <Pager page={data.page} total={data.total} pageSize={data.pageSize} onChange={setPage} />
        </>
      )}
      <SubmissionViewer submission={viewing} onClose={() => setViewing(null)} />
      <EntryTextModal submission={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
