import './translations';
import { Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/page-loader';
import { Pager } from '../../components/pager';
import { useContestOptions, useResultYears } from './api/options';
import { useResults } from './api/results';
import type { SortOrder } from './api/types';
import { AwardedZipButton } from './components/awarded-zip-button';
import { ExportButton } from './components/export-button';
import { FilterBar } from './components/filter-bar';
import { LoadError } from '../../components/load-error';
import { RankingCard } from './components/ranking-card';
import { RankingLightbox } from './components/ranking-lightbox';
import { SummaryCards } from './components/summary-cards';
import { useUrlFilters } from './lib/url-filters';
import { pageRange } from '../../../domain/pagination';

/** /admin/rankings (spec section 2, Admin Rankings): every entry, ranked, with scores and downloads. */
export default function RankingsPage() {
  const { t } = useTranslation('results');
  const { filters, page, update } = useUrlFilters({ hasYear: true });
  const years = useResultYears();
  const contests = useContestOptions({ year: filters.year, category: filters.category });
  const results = useResults(filters, page);
  const [open, setOpen] = useState<number | null>(null);
  const items = results.data?.items ?? [];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Title order={2}>{t('rankings.title')}</Title>
          <Text c="dimmed" size="sm">
            {t('rankings.subtitle')}
          </Text>
        </Stack>
        <Group gap="sm">
          {filters.contestId && (
            <AwardedZipButton contestId={filters.contestId} summary={results.data?.summary ?? null} />
          )}
          <ExportButton filters={filters} isEmpty={!results.data || results.data.total === 0} />
        </Group>
      </Group>

      <FilterBar
        filters={filters}
        onChange={update}
        contests={contests.data ?? []}
        years={years.data ?? []}
        statusMode="preFilter"
      >
        <Select
          label={t('filters.sort')}
          data={[
            { value: 'desc', label: t('filters.highest') },
            { value: 'asc', label: t('filters.lowest') },
          ]}
          value={filters.sort}
          onChange={(value) => update({ sort: (value ?? 'desc') as SortOrder })}
          allowDeselect={false}
          w={{ base: '100%', xs: 170 }}
        />
      </FilterBar>

      {results.data?.summary && <SummaryCards summary={results.data.summary} />}

      {results.isError && !results.data ? (
        <LoadError error={results.error} message={t('list.loadError')} onRetry={() => results.refetch()} />
      ) : results.isPending ? (
        <PageLoader />
      ) : items.length === 0 ? (
        <Paper withBorder p="xl" radius="md">
          <Text c="dimmed" ta="center" data-testid="empty">
            {t('list.empty')}
          </Text>
        </Paper>
      ) : (
        <>
          <Text size="sm" c="dimmed" data-testid="showing">
            {items.length === 0
              ? t('list.showing', { shown: 0, total: results.data.total })
              : t('list.showingRange', {
                  ...pageRange(results.data.page, results.data.pageSize, items.length),
                  total: results.data.total,
                })}
          </Text>
          <SimpleGrid
            cols={{ base: 1, xs: 2, md: 3, xl: 4 }}
            spacing="md"
            aria-busy={results.isFetching}
            data-testid="result-grid"
          >
            {items.map((item, index) => (
              <RankingCard key={item.id} item={item} onOpen={() => setOpen(index)} />
            ))}
          </SimpleGrid>
        </>
      )}
      {results.isError && results.data && (
        <LoadError error={results.error} message={t('list.loadError')} onRetry={() => results.refetch()} />
      )}
      {results.data && (
        <Pager
          page={page}
          total={results.data.total}
          pageSize={results.data.pageSize}
          onChange={(p) => update({ page: p })}
        />
      )}
      <RankingLightbox items={items} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />
    </Stack>
  );
}
