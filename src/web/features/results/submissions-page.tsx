import './translations';
import { Button, SimpleGrid, Stack } from '@mantine/core';
import { IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResults } from './api/results';
import { resultRowsOf, type ResultRow } from './lib/result-rows';
import { BrowserCard } from './components/browser-card';
import { DetailsModal } from './components/details-modal';
import { ExportButton } from './components/export-button';
import { FilterBar } from './components/filter-bar';
import { useUrlFilters } from './lib/url-filters';
import { EmptyList } from '../../components/paged-list';
import { ResultsList } from './components/results-list';
import { PageHeader } from '../../components/page-header';

/**
 * /admin/submissions (spec section 2, the admin submissions browser 'Contest Submissions'): every
 * entry of every contest, 50 a page, with the details a participant would see once published.
 */
export default function SubmissionsBrowserPage() {
  const { t } = useTranslation('results');
  const { filters, page, update } = useUrlFilters({ hasYear: false });
  const results = useResults(filters, page);
  const [open, setOpen] = useState<ResultRow | null>(null);
  const items = useMemo(() => resultRowsOf(results.data), [results.data]);
  const isDesc = filters.sort === 'desc';

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('browser.title')}
        subtitle={t('browser.subtitle')}
        action={<ExportButton filters={filters} isEmpty={!results.data || results.data.total === 0} />}
      />

      <FilterBar filters={filters} onChange={update} statusMode="status">
        <Button
          variant="default"
          leftSection={isDesc ? <IconSortDescending size={16} /> : <IconSortAscending size={16} />}
          onClick={() => update({ sort: isDesc ? 'asc' : 'desc' })}
          title={t('filters.sort')}
          data-testid="sort-toggle"
        >
          {isDesc ? t('filters.highToLow') : t('filters.lowToHigh')}
        </Button>
      </FilterBar>

      <ResultsList results={results} page={page} onPage={(p) => update({ page: p })} isEmpty={false}>
        {items.length === 0 ? (
          <EmptyList message={t('list.empty')} />
        ) : (
          <SimpleGrid
            cols={{ base: 2, sm: 3, md: 4, xl: 5 }}
            spacing="md"
            aria-busy={results.isFetching}
            data-testid="browser-grid"
          >
            {items.map((item) => (
              <BrowserCard key={item.id} item={item} onOpen={() => setOpen(item)} />
            ))}
          </SimpleGrid>
        )}
      </ResultsList>
      <DetailsModal item={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
