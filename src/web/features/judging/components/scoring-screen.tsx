import { Group, Select, Stack, Title } from '@mantine/core';
import {
  lazy,
  Suspense,
  useContext,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
  type ComponentProps,
} from 'react';
import { JudgeScreenPartsContext } from '../parts';
import { useTranslation } from 'react-i18next';
import { entryImageUrl } from '../../../../contract/entry-urls';
import { Pager } from '../../../components/pager';
import { isShowingServerFrame } from '../../../lib/first-frame';
import { PageLoader } from '../../../components/page-loader';
import { useCompleteEvaluation, useJudgeContests } from '../api/contests';
import { SCORING_MUTATION } from '../api/keys';
import { useScoringList } from '../api/scoring';
import type { VideoScoringItem, JudgeTab, PhotoScoringItem, ScoringCounts, ScoringItem } from '../api/types';
import { wrapIndex } from '../lib/keyboard';
import { failureMessage } from '../lib/failure';
import { VIDEO_TOAST_MS, notifyError, notifySuccess, TOAST_MS } from '../lib/notify';
import { preloadImages } from '../lib/preload';
import { useLiveProgress } from '../lib/use-live-progress';
import { shouldAdvance } from '../lib/advance';
import { useAutoAdvance } from '../lib/use-auto-advance';
import { useScoringSession } from '../lib/use-scoring-session';
import { useWhenIdle } from '../../../lib/use-when-idle';
import { VideoGrid } from './video-grid';
import { AllDone, EmptyList, ListLoader, LoadError, NoContests } from './judge-notices';
import { ProgressCard } from './progress-card';
import { ScoreBadge, ThumbGrid } from './thumb-grid';
import { CountTabs } from './count-tabs';

const TABS: JudgeTab[] = ['pending', 'high', 'low'];

// The viewer (full-screen dialog, stars, comment, improvement areas) is its own chunk, fetched once
// the grid is on screen: the grid is what the judge waits for.
const ScoringViewer = lazy(() => import('./scoring-viewer'));

function isPhoto(item: ScoringItem): item is PhotoScoringItem {
  return !('videoUrl' in item);
}

/**
 * The screen of the four scoring judges: contest selector, progress, tabs (pending, ≥ 7, ≤ 6), the
 * grid, and the viewer where digits score. Videos advance to the next video after a score (spec
 * section 2); photos stay, so the judge can add a comment, and move on with the arrow keys, unless
 * the judge turned auto-advance on.
 */
export function ScoringScreen(props: { kind: 'photo' | 'video' }) {
  const { kind } = props;
  const { t } = useTranslation('judging');
  const parts = useContext(JudgeScreenPartsContext);
  const section = kind === 'photo' ? 'photo' : 'video';
  const toastMs = kind === 'video' ? VIDEO_TOAST_MS : TOAST_MS;
  useLiveProgress(SCORING_MUTATION);
  const contests = useJudgeContests<ScoringCounts>();
  const complete = useCompleteEvaluation();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [tab, setTab] = useState<JudgeTab>('pending');
  const [page, setPage] = useState(1);
  const [autoAdvance, setAutoAdvance] = useAutoAdvance(kind);

  // The list is asked for as soon as the contests are known; the screen is drawn from deferred copies
  // of both answers, so drawing it (the selector, the progress, up to 100 thumbnails) is interruptible
  // and the browser stays responsive; until then the loader or the previous page stays on screen.
  // `null` is their first value, even when the answers are already there (prefetched): a first render
  // is otherwise drawn in one piece. Not while the server's drawing of the screen is shown
  // (lib/first-frame.ts): the first render then draws what the server drew, and takes its place.
  const listContest = contests.data?.find((c) => c.id === chosenId) ?? contests.data?.[0] ?? null;
  const list = useScoringList(kind, listContest?.id ?? null, tab, page);
  const drawnByServer = isShowingServerFrame();
  const contestsData = useDeferredValue(contests.data, drawnByServer ? contests.data : null);
  const contest = contestsData?.find((c) => c.id === chosenId) ?? contestsData?.[0] ?? null;
  const session = useScoringSession<ScoringItem>({
    scoreError: (error) => notifyError(failureMessage(error, t, t('messages.scoreError')), toastMs),
    commentError: (error) => notifyError(failureMessage(error, t, t('messages.commentError')), toastMs),
    commentSaved: () => notifySuccess(t('messages.commentsSaved'), toastMs),
  });
  const listData = useDeferredValue(list.data, drawnByServer ? list.data : null);
  const gridItems = useMemo(() => (listData?.items ?? []).map(session.withOwn), [listData, session.withOwn]);
  const viewerItems = session.items;
  const index = viewerItems ? wrapIndex(session.index, viewerItems.length) : 0;
  const current = viewerItems?.[index] ?? null;

  useEffect(() => {
    if (!viewerItems || viewerItems.length < 2) return;
    const around = [index + 1, index - 1, index + 2].map(
      (i) => viewerItems[wrapIndex(i, viewerItems.length)],
    );
    preloadImages(around.map((item) => (isPhoto(item) ? entryImageUrl(item.id, 'preview') : null)));
  }, [index, viewerItems]);

  if (contests.isError) return <LoadError />;
  if (contestsData == null) return <PageLoader />;
  if (!contest) {
    return (
      <Stack gap="lg">
        {parts && (
          <Suspense fallback={null}>
            <parts.AdjudicationsWaiting />
          </Suspense>
        )}
        <NoContests />
      </Stack>
    );
  }

  const move = (step: number) => viewerItems && session.setIndex(wrapIndex(index + step, viewerItems.length));
  const score = (item: ScoringItem, value: number) => {
    if (!session.saveScore(item, value)) return;
    // On to the next entry when the judge chose so (films by default), through the pending tab only.
    const count = viewerItems?.length ?? 0;
    if (shouldAdvance({ isOn: autoAdvance, tab, index, count })) session.setIndex(index + 1);
  };

  const counts = contest.counts;
  const tabCount: Record<JudgeTab, number> = { pending: counts.pending, high: counts.high, low: counts.low };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={2}>{t(`${section}.title`)}</Title>
        <Select
          label={t('common.contest')}
          w={{ base: '100%', xs: 360 }}
          data={contestsData.map((c) => ({ value: c.id, label: c.title }))}
          value={contest.id}
          onChange={(value) => {
            if (!value) return;
            setChosenId(value);
            setPage(1);
          }}
          allowDeselect={false}
          data-testid="contest-select"
        />
      </Group>

      {parts && (
        <Suspense fallback={null}>
          <parts.AdjudicationsWaiting />
        </Suspense>
      )}

      <ProgressCard
        contest={contest}
        totalLabel={t(`${section}.total`)}
        evaluatedLabel={kind === 'video' ? t('video.evaluated') : undefined}
        pendingLabel={kind === 'video' ? t('video.pending') : undefined}
        completeLabel={t('common.markEvaluationComplete')}
        isCompleting={complete.isPending}
        onComplete={() =>
          complete.mutate(contest.id, {
            onSuccess: () => notifySuccess(t('messages.completed'), toastMs),
            onError: (error) => notifyError(failureMessage(error, t, t('messages.completeError')), toastMs),
          })
        }
      />

      <CountTabs
        tabs={TABS}
        value={tab}
        counts={tabCount}
        colors={{ high: 'green', low: 'orange' }}
        label={(value) => t(`${section}.tabs.${value}`)}
        onChange={(value) => {
          setTab(value ?? 'pending');
          setPage(1);
        }}
      />

      {list.isError ? (
        <LoadError />
      ) : listData == null ? (
        <ListLoader />
      ) : gridItems.length === 0 && tab === 'pending' && counts.total > 0 && counts.pending === 0 ? (
        <AllDone total={counts.total} isCompleted={contest.completedAt !== null} />
      ) : gridItems.length === 0 ? (
        <EmptyList />
      ) : kind === 'photo' ? (
        <ThumbGrid
          items={gridItems as PhotoScoringItem[]}
          imageOf={(item) => entryImageUrl(item.id, 'thumb')}
          badgeOf={(item) => <ScoreBadge score={item.score} />}
          onOpen={(at) => session.open(gridItems, at)}
        />
      ) : (
        <VideoGrid items={gridItems as VideoScoringItem[]} onOpen={(at) => session.open(gridItems, at)} />
      )}

      <Pager
        page={page}
        total={listData?.total ?? 0}
        pageSize={listData?.pageSize ?? 50}
        onChange={setPage}
      />

      {listData != null && parts && (
        <Suspense fallback={null}>
          <parts.Calibration contestId={contest.id} />
        </Suspense>
      )}

      <ViewerWhenIdle
        isReady={listData != null}
        kind={kind}
        current={current}
        index={index}
        count={viewerItems?.length ?? 0}
        offset={(page - 1) * (listData?.pageSize ?? 0)}
        total={listData?.total ?? 0}
        title={contest.title}
        hint={t(`${section}.keysHint`)}
        autoAdvance={{ value: autoAdvance, onChange: setAutoAdvance }}
        onClose={session.close}
        onMove={move}
        onScore={score}
        onSaveFeedback={session.saveFeedback}
      />
    </Stack>
  );
}

/**
 * The viewer, mounted once the grid is on screen and the browser is idle, or at once when an entry is
 * opened. Its own component, so that mounting it redraws only itself.
 */
function ViewerWhenIdle({ isReady, ...props }: ComponentProps<typeof ScoringViewer> & { isReady: boolean }) {
  const isMounted = useWhenIdle(isReady, props.current !== null);
  return isMounted ? (
    <Suspense fallback={null}>
      <ScoringViewer {...props} />
    </Suspense>
  ) : null;
}
