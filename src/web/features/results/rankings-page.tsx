import './translations';
import { Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { useMemo, useState, type ReactNode } from 'react';
import { resultRowsOf } from './lib/result-rows';
import { useTranslation } from 'react-i18next';
import { useResultYears } from './api/options';
import { useResults } from './api/results';
import { AwardedZipButton } from './components/awarded-zip-button';
import { ExportButton } from './components/export-button';
import { FilterBar } from './components/filter-bar';
import { RankingCard } from './components/ranking-card';
import { RankingLightbox } from './components/ranking-lightbox';
import { useUrlFilters } from './lib/url-filters';
import { ResultsList } from './components/results-list';
import { PageHeader } from '../../components/page-header';
import { ProgressiveList } from '../../components/progressive-list';

/** /admin/rankings (spec section 2, Admin Rankings): every entry, ranked, with scores and downloads. */
/**
 * `contestNote`: what another feature says about the chosen contest's ranking (the fairness feature:
 * whether its awards follow normalised scores), composed by app/screens/rankings-screen.tsx.
 */
export default function RankingsPage({ contestNote }: { contestNote?: (contestId: string) => ReactNode }) {
  const { t } = useTranslation('results');
  const { filters, page, update } = useUrlFilters({ hasYear: true });
  const years = useResultYears();
  const results = useResults(filters, page);
  const [open, setOpen] = useState<number | null>(null);
  const items = useMemo(() => resultRowsOf(results.data), [results.data]);

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('rankings.title')}
        subtitle={t('rankings.subtitle')}
        action={
          <Group gap="sm">
            {filters.contestId && (
              <AwardedZipButton contestId={filters.contestId} summary={results.data?.summary ?? null} />
            )}
            <ExportButton filters={filters} isEmpty={!results.data || results.data.total === 0} />
          </Group>
        }
      />

      <FilterBar filters={filters} onChange={update} years={years.data ?? []} statusMode="preFilter">
        <Select
          label={t('filters.sort')}
          data={[
            { value: 'desc', label: t('filters.highest') },
            { value: 'asc', label: t('filters.lowest') },
          ]}
          value={filters.sort}
          onChange={(value) => update({ sort: value ?? 'desc' })}
          allowDeselect={false}
          w={{ base: '100%', xs: 170 }}
        />
      </FilterBar>

      {filters.contestId && contestNote?.(filters.contestId)}

      <ResultsList
        results={results}
        page={page}
        onPage={(p) => update({ page: p })}
        isEmpty={items.length === 0}
      >
        <SimpleGrid
          cols={{ base: 1, xs: 2, md: 3, xl: 4 }}
          spacing="md"
          aria-busy={results.isFetching}
          data-testid="result-grid"
        >
          <ProgressiveList items={items}>
            {(item, index) => <RankingCard key={item.id} item={item} onOpen={() => setOpen(index)} />}
          </ProgressiveList>
        </SimpleGrid>
      </ResultsList>
      <RankingLightbox items={items} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />
    </Stack>
  );
}
