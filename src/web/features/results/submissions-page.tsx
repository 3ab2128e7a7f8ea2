import './translations';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/page-loader';
import { Pager } from '../../components/pager';
import { useContestOptions } from './api/options';
import { useResults } from './api/results';
import type { ResultItem } from './api/types';
import { BrowserCard } from './components/browser-card';
import { DetailsModal } from './components/details-modal';
import { ExportButton } from './components/export-button';
import { FilterBar } from './components/filter-bar';
import { LoadError } from '../../components/load-error';
import { SummaryCards } from './components/summary-cards';
import { useUrlFilters } from './lib/url-filters';
import { pageRange } from '../../../domain/pagination';

/**
 * /admin/submissions (spec section 2, the admin submissions browser 'Contest Submissions'): every
 * entry of every contest, 50 a page, with the details a participant would see once published.
 */
export default function SubmissionsBrowserPage() {
  const { t } = useTranslation('results');
  const { filters, page, update } = useUrlFilters({ hasYear: false });
  const contests = useContestOptions({ year: null, category: filters.category });
  const results = useResults(filters, page);
  const [open, setOpen] = useState<ResultItem | null>(null);
  const items = results.data?.items ?? [];
  const isDesc = filters.sort === 'desc';

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Title order={2}>{t('browser.title')}</Title>
          <Text c="dimmed" size="sm">
            {t('browser.subtitle')}
          </Text>
        </Stack>
        <ExportButton filters={filters} isEmpty={!results.data || results.data.total === 0} />
      </Group>

      <FilterBar filters={filters} onChange={update} contests={contests.data ?? []} statusMode="status">
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

      {results.data?.summary && <SummaryCards summary={results.data.summary} />}

      {results.isError && !results.data ? (
        <LoadError error={results.error} message={t('list.loadError')} onRetry={() => results.refetch()} />
      ) : results.isPending ? (
        <PageLoader />
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
          {items.length === 0 ? (
            <Paper withBorder p="xl" radius="md">
              <Text c="dimmed" ta="center" data-testid="empty">
                {t('list.empty')}
              </Text>
            </Paper>
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
      <DetailsModal item={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
