import './translations';
import { Badge, Button, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconArrowBackUp, IconX } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../components/confirm';
import { entryImageUrl } from '../../../contract/entry-urls';
import type { PreFilterPage as PreFilterList } from '../../../contract/judging';
import { PRE_FILTER_PAGE_SIZE } from '../../../domain/pagination';
import { Pager } from '../../components/pager';
import { PageLoader } from '../../components/page-loader';
import { useCompleteEvaluation, useJudgeContests } from './api/contests';
import { judgingKeys, PRE_FILTER_MUTATION } from './api/keys';
import { useChangePreFilterStatus, usePreFilterList } from './api/pre-filter';
import type { PreFilterCounts, PreFilterItem, PreFilterStatus } from './api/types';
import { EmptyList, ListLoader, LoadError, NoContests } from './components/judge-notices';
import { Lightbox } from './components/lightbox';
import { ZoomablePhoto } from './components/zoomable-photo';
import { useZoom } from './lib/use-zoom';
import { useUndoMemory } from './lib/use-undo-memory';
import { PreFilterToolbar } from './components/pre-filter-toolbar';
import { CountTabs } from './components/count-tabs';
import { ProgressCard } from './components/progress-card';
import { ThumbGrid } from './components/thumb-grid';
import { undecidedFrom, wrapIndex } from './lib/keyboard';
import { failureMessage } from './lib/failure';
import { notifyError, notifySuccess } from './lib/notify';
import { preloadImages } from './lib/preload';
import { useLiveProgress } from './lib/use-live-progress';
import { PRE_FILTER_STATUSES } from '../../../domain/pre-filter';

const TABS: readonly PreFilterStatus[] = PRE_FILTER_STATUSES;

/** The title of a row's contest: the page names each of its contests once. */
function contestTitleOf(page: Pick<PreFilterList, 'contests'> | undefined, contestId: string) {
  return page?.contests.find((c) => c.id === contestId)?.title;
}

/** /judge/pre-filter: the pre-filter judge approves or rejects the photos of their contests. */
export default function PreFilterPage() {
  const { t } = useTranslation('judging');
  useLiveProgress(PRE_FILTER_MUTATION);
  const contests = useJudgeContests<PreFilterCounts>();
  const complete = useCompleteEvaluation();
  const [contestId, setContestId] = useState<string | null>(null);
  const [status, setStatus] = useState<PreFilterStatus>('pending');
  const [page, setPage] = useState(1);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // Bulk decisions: the photos chosen belong to one tab page; another page starts empty.
  const [selecting, setSelecting] = useState(false);
  const scope = `${contestId}|${status}|${page}`;
  const [selection, setSelection] = useState<{ scope: string; ids: ReadonlySet<string> }>({
    scope,
    ids: new Set(),
  });
  const [canUndo, setCanUndo] = useUndoMemory();

  const list = usePreFilterList(contestId, status, page);
  const listKey = judgingKeys.preFilter(contestId, status, page);
  const change = useChangePreFilterStatus({
    onError: (error) => notifyError(failureMessage(error, t, t('messages.statusError'))),
  });
  const items = useMemo(() => list.data?.items ?? [], [list.data]);
  const chosenIds = selection.scope === scope ? selection.ids : null;
  const chosen = useMemo(
    () => (chosenIds ? items.filter((item) => chosenIds.has(item.id)) : []),
    [chosenIds, items],
  );
  const choose = (ids: string[]) => setSelection({ scope, ids: new Set(ids) });
  const toggleChosen = (id: string) =>
    choose(chosenIds?.has(id) ? [...chosenIds].filter((other) => other !== id) : [...(chosenIds ?? []), id]);

  // A decided photo leaves the list: the viewer shows the one that took its place, and closes when
  // nothing is left. A page emptied by decisions goes back one page.
  const index = openIndex === null || items.length === 0 ? null : wrapIndex(openIndex, items.length);
  const current = index === null ? null : items[index];
  // The pre-filter judge looks for technical faults: the same zoom and pan as the scoring viewer.
  const zoom = useZoom(
    current,
    (step) => index !== null && setOpenIndex(wrapIndex(index + step, items.length)),
  );
  // Photos decided whose answer has not come back yet: a key pressed before the list drops them
  // decides the next photo, not the same one twice.
  const deciding = useRef(new Set<string>());
  useEffect(() => {
    if (openIndex !== null && list.data && items.length === 0) setOpenIndex(null);
    if (list.data && items.length === 0 && page > 1 && !list.isPlaceholderData) setPage(page - 1);
  }, [items.length, list.data, list.isPlaceholderData, openIndex, page]);

  useEffect(() => {
    if (index === null || items.length < 2) return;
    preloadImages(
      [1, -1, 2].map((step) => entryImageUrl(items[wrapIndex(index + step, items.length)].id, 'preview')),
    );
  }, [index, items]);

  const totals = useMemo(() => {
    const sum = { pending: 0, approved: 0, rejected: 0 };
    for (const c of contests.data ?? []) {
      if (contestId && c.id !== contestId) continue;
      sum.pending += c.counts.pending;
      sum.approved += c.counts.approved;
      sum.rejected += c.counts.rejected;
    }
    return sum;
  }, [contests.data, contestId]);

  if (contests.isPending) return <PageLoader />;
  if (contests.isError) return <LoadError />;
  if (contests.data.length === 0) return <NoContests />;

  const decide = async (item: PreFilterItem, to: PreFilterStatus) => {
    if (item.preFilterStatus === to) return;
    // A decided photo taken back to pending leaves the judges' work and the results: asked first.
    if (to === 'pending') {
      const isSure = await confirmAction({
        message: t(`preFilter.confirmPending.${item.preFilterStatus}`),
        confirmLabel: t('preFilter.moveToPending'),
        danger: false,
      });
      if (!isSure) return;
    }
    deciding.current.add(item.id);
    change
      .mutateAsync({ item, status: to, listKey })
      .catch(() => undefined) // the mutation's own onError tells the judge
      .finally(() => deciding.current.delete(item.id));
    setCanUndo(true);
    setAnnouncement(t(`preFilter.announced.${to}`));
  };

  const onComplete = (id: string) =>
    complete.mutate(id, {
      onSuccess: () => notifySuccess(t('messages.completed')),
      onError: (error) => notifyError(failureMessage(error, t, t('messages.completeError'))),
    });

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2}>{t('preFilter.title')}</Title>
        <Text c="dimmed" size="sm">
          {t('preFilter.subtitle')}
        </Text>
      </Stack>

      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {contests.data.map((contest) => (
          <ProgressCard
            key={contest.id}
            contest={contest}
            totalLabel={t('preFilter.totalPhotos')}
            completeLabel={t('common.markComplete')}
            isCompleting={complete.isPending && complete.variables === contest.id}
            onComplete={() => onComplete(contest.id)}
          />
        ))}
      </SimpleGrid>

      {contests.data.length > 1 && (
        <Select
          label={t('preFilter.contest')}
          maw={360}
          data={[
            { value: '', label: t('preFilter.allContests') },
            ...contests.data.map((c) => ({ value: c.id, label: c.title })),
          ]}
          value={contestId ?? ''}
          onChange={(value) => {
            setContestId(value ? value : null);
            setPage(1);
          }}
          allowDeselect={false}
        />
      )}

      <CountTabs
        tabs={TABS}
        value={status}
        counts={totals}
        colors={{ approved: 'green', rejected: 'red' }}
        label={(tab) => t(`preFilter.tabs.${tab}`)}
        onChange={(tab) => {
          setStatus(tab ?? 'pending');
          setPage(1);
        }}
      />

      <PreFilterToolbar
        items={items}
        status={status}
        selecting={selecting}
        onSelectingChange={setSelecting}
        chosen={chosen}
        onChosenChange={choose}
        canUndo={canUndo}
        onDecided={() => setCanUndo(true)}
        onUndone={() => setCanUndo(false)}
      />

      {list.isPending ? (
        <ListLoader />
      ) : list.isError ? (
        <LoadError />
      ) : items.length === 0 ? (
        <EmptyList />
      ) : (
        <ThumbGrid
          items={items}
          imageOf={(item) => entryImageUrl(item.id, 'thumb')}
          onOpen={selecting ? (i) => toggleChosen(items[i].id) : setOpenIndex}
          isSelected={selecting ? (item) => chosenIds?.has(item.id) ?? false : undefined}
          selectLabel={selecting ? (i) => t('preFilter.bulk.select', { index: i + 1 }) : undefined}
        />
      )}

      <Pager page={page} total={list.data?.total ?? 0} pageSize={PRE_FILTER_PAGE_SIZE} onChange={setPage} />

      <Lightbox
        opened={current !== null}
        onClose={() => setOpenIndex(null)}
        onPrevious={() => index !== null && setOpenIndex(wrapIndex(index - 1, items.length))}
        onNext={() => index !== null && setOpenIndex(wrapIndex(index + 1, items.length))}
        onKey={(key) => {
          const k = key.toLowerCase();
          if (!current || current.preFilterStatus !== 'pending' || (k !== 'a' && k !== 'r')) return false;
          const target = undecidedFrom(items, index ?? 0, deciding.current);
          if (target) void decide(target, k === 'a' ? 'approved' : 'rejected');
          return true;
        }}
        index={index ?? 0}
        count={items.length}
        // The place in the whole tab, not in the page: "3 of 108", never "100 of 100".
        position={(page - 1) * PRE_FILTER_PAGE_SIZE + (index ?? 0) + 1}
        total={list.data?.total}
        announcement={announcement}
        title={current ? contestTitleOf(list.data, current.contestId) : undefined}
        hint={status === 'pending' ? t('preFilter.keysHint') : t('preFilter.keysHintDecided')}
        testId="pre-filter-lightbox"
        mediaKeys={current ? zoom.onKey : undefined}
        mediaHint={current ? t('inspect.keysHint') : undefined}
        media={
          current && (
            <ZoomablePhoto
              id={current.id}
              zoom={zoom}
              alt={t('common.photoAlt', {
                index: (page - 1) * PRE_FILTER_PAGE_SIZE + (index ?? 0) + 1,
                count: list.data?.total ?? items.length,
              })}
            />
          )
        }
        actions={
          current && (
            <Group justify="center" gap="sm">
              {current.preFilterStatus === 'pending' ? (
                <>
                  <Button
                    color="green"
                    leftSection={<IconCheck size={18} />}
                    onClick={() => decide(current, 'approved')}
                  >
                    {t('preFilter.approve')}
                  </Button>
                  <Button
                    color="red"
                    leftSection={<IconX size={18} />}
                    onClick={() => decide(current, 'rejected')}
                  >
                    {t('preFilter.reject')}
                  </Button>
                </>
              ) : (
                <>
                  <Badge color={current.preFilterStatus === 'approved' ? 'green' : 'red'} size="lg">
                    {t(`preFilter.status.${current.preFilterStatus}`)}
                  </Badge>
                  <Button
                    variant="white"
                    color="dark"
                    leftSection={<IconArrowBackUp size={18} />}
                    onClick={() => void decide(current, 'pending')}
                  >
                    {t('preFilter.moveToPending')}
                  </Button>
                </>
              )}
            </Group>
          )
        }
      />
    </Stack>
  );
}
