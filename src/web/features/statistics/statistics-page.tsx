import './translations';
import { Badge, Group, SegmentedControl, Select, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconChartBar, IconTrophy } from '@tabler/icons-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PHOTO_CATEGORIES, type PhotoCategory } from '../../../domain/contest-rules';
import { PageLoader } from '../../components/page-loader';
import { currentLanguage } from '../../i18n';
import { useContestStats } from './api/contest-stats';
import { useYearRankings } from './api/year-rankings';
import { ContestStatsCard } from './components/contest-stats-card';
import { LoadError } from '../../components/load-error';
import { ParticipantsTable } from './components/participants-table';
import { PaymentTotals } from './components/payment-totals';
import { YearRankingsTable } from './components/year-rankings-table';
import { useLiveStats } from './lib/use-live-stats';
import { contestYearOf } from '../../../domain/contest-dates';
import { withParams } from '../../lib/url-params';

// The charting library (recharts) is only fetched when a contest's charts are shown.
const ScoreCharts = lazy(() => import('./components/score-charts'));

/**
 * What other features show on this screen (app/screens/statistics-screen.tsx composes them; a feature
 * never imports another): under the year's contests, beside a contest's judging figures, and after
 * its participants (payments).
 */
export type StatisticsPanels = {
  year?: (year: number) => ReactNode;
  contestJudging?: (contestId: string) => ReactNode;
  contestPayments?: (contestId: string) => ReactNode;
};

const TABS = ['contests', 'rankings'] as const;
type Tab = (typeof TABS)[number];
const ALL = 'all';

function readYear(value: string | null): number | null {
  const year = Number(value);
  return Number.isInteger(year) && year >= 2000 && year <= 2200 ? year : null;
}

function yearOptions(years: number[] | undefined, year: number) {
  const all = [...new Set([...(years ?? []), year, contestYearOf(new Date())])].sort((a, b) => b - a);
  return all.map((y) => ({ value: String(y), label: String(y) }));
}

function ContestsTab({
  year,
  contestId,
  onChange,
  panels,
}: {
  year: number;
  contestId: string | null;
  onChange: (next: Record<string, string | null>) => void;
  panels: StatisticsPanels;
}) {
  const { t } = useTranslation('statistics');
  const locale = currentLanguage();
  const stats = useContestStats({ year, contestId });
  const data = stats.data;
  const contestOptions = [
    { value: ALL, label: t('filters.allContests') },
    ...(data?.options ?? []).map((o) => ({ value: o.id, label: o.title })),
  ];
  const chosen = contestId && data?.contests.find((c) => c.id === contestId);

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('filters.year')}
          data={yearOptions(data?.years, year)}
          value={String(year)}
          onChange={(value) => onChange({ year: value, contest: null })}
          allowDeselect={false}
          w={120}
        />
        <Select
          label={t('filters.contest')}
          data={contestOptions}
          value={contestId ?? ALL}
          onChange={(value) => onChange({ contest: value === ALL ? null : value })}
          allowDeselect={false}
          searchable
          w={{ base: '100%', xs: 320 }}
          data-testid="contest-filter"
        />
        <Badge variant="dot" color="green" size="lg" style={{ textTransform: 'none' }} visibleFrom="sm">
          {t('live')}
        </Badge>
      </Group>

      {stats.isPending ? (
        <PageLoader />
      ) : stats.isError ? (
        <LoadError error={stats.error} message={t('errors.contests')} onRetry={() => stats.refetch()} />
      ) : data!.contests.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('empty.contests', { year })}
        </Text>
      ) : (
        <>
          {!chosen && (
            <PaymentTotals
              totals={data!.payments}
              title={t('payments.yearTitle', { year })}
              testId="payments-year"
            />
          )}
          <SimpleGrid cols={{ base: 1, lg: chosen ? 1 : 2 }} spacing="md">
            {data!.contests.map((contest) => (
              <ContestStatsCard key={contest.id} contest={contest} locale={locale} />
            ))}
          </SimpleGrid>
          {!chosen && panels.year?.(year)}
        </>
      )}

      {chosen && (
        <>
          {panels.contestJudging?.(chosen.id)}
          <ParticipantsTable key={chosen.id} contestId={chosen.id} />
          {panels.contestPayments?.(chosen.id)}
          <Suspense fallback={<PageLoader />}>
            <ScoreCharts contestId={chosen.id} />
          </Suspense>
        </>
      )}
    </Stack>
  );
}

function RankingsTab({
  year,
  photoCategory,
  onChange,
}: {
  year: number;
  photoCategory: PhotoCategory | null;
  onChange: (next: Record<string, string | null>) => void;
}) {
  const { t } = useTranslation('statistics');
  // The same request as the photographers' first page: it also carries the years to offer.
  const photographers = useYearRankings({ kind: 'photo', year, photoCategory, page: 1 });
  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('filters.year')}
          data={yearOptions(photographers.data?.years, year)}
          value={String(year)}
          onChange={(value) => onChange({ year: value })}
          allowDeselect={false}
          w={120}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('filters.photoCategory')}
          </Text>
          <SegmentedControl
            value={photoCategory ?? ALL}
            onChange={(value) => onChange({ category: value === ALL ? null : value })}
            data={[
              { value: ALL, label: t('filters.all') },
              { value: 'wedding', label: t('filters.wedding') },
              { value: 'family', label: t('filters.family') },
            ]}
            aria-label={t('filters.photoCategory')}
            data-testid="photo-category"
          />
        </Stack>
      </Group>
      <Text size="sm" c="dimmed">
        {t('rankings.explain')}
      </Text>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <YearRankingsTable
          key={`photo-${year}-${photoCategory}`}
          kind="photo"
          year={year}
          photoCategory={photoCategory}
        />
        <YearRankingsTable key={`video-${year}`} kind="video" year={year} photoCategory={null} />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        * {t('rankings.manualHint')}
      </Text>
    </Stack>
  );
}

/** /admin/statistics (spec section 2, 'Admin Statistics (two tabs)'). Tab and filters live in the URL. */
export default function StatisticsPage({ panels = {} }: { panels?: StatisticsPanels }) {
  const { t } = useTranslation('statistics');
  const [params, setParams] = useSearchParams();
  useLiveStats();
  const tabParam = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(tabParam ?? '') ? (tabParam as Tab) : 'contests';
  const year = readYear(params.get('year')) ?? contestYearOf(new Date());
  const contestId = params.get('contest');
  const categoryParam = params.get('category');
  const photoCategory = (PHOTO_CATEGORIES as readonly string[]).includes(categoryParam ?? '')
    ? (categoryParam as PhotoCategory)
    : null;

  function update(next: Record<string, string | null>) {
    setParams(withParams(params, next), { replace: true });
  }

  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={2}>{t('title')}</Title>
        <Text c="dimmed" size="sm">
          {t('subtitle')}
        </Text>
      </Stack>
      <Tabs
        value={tab}
        onChange={(value) => update({ tab: value === 'contests' ? null : value })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="contests" leftSection={<IconChartBar size={16} />}>
            {t('tabs.contests')}
          </Tabs.Tab>
          <Tabs.Tab value="rankings" leftSection={<IconTrophy size={16} />}>
            {t('tabs.rankings')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="contests" pt="md">
          <ContestsTab year={year} contestId={contestId} onChange={update} panels={panels} />
        </Tabs.Panel>
        <Tabs.Panel value="rankings" pt="md">
          <RankingsTab year={year} photoCategory={photoCategory} onChange={update} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
