import { Group, Loader, Select } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContestCategory } from '../../../../domain/packages';
import { useContestOptions } from '../api/options';
import type { ContestOption, ResultsFilters } from '../api/types';
import { PRE_FILTER_STATUSES } from '../../../../domain/pre-filter';

const ALL = 'all';

type Props = {
  filters: ResultsFilters;
  onChange: (next: Partial<ResultsFilters>) => void;
  /** Rankings filter by year; the submissions browser does not. */
  years?: readonly number[];
  /** 'preFilter' (rankings: hidden for videos) or 'status' (browser: always shown). */
  statusMode: 'preFilter' | 'status';
  /** Controls drawn after the filters, in the same wrapping row (the sort). */
  children?: React.ReactNode;
};

const NO_CONTESTS: readonly ContestOption[] = [];

/**
 * The selects of both results screens. Each change goes back to the first page. The contest list
 * (every contest of the year and category: ~2,000 over five years) is fetched when the select is
 * first opened, or at once when the address names a contest, not with every visit to the screen.
 */
export function FilterBar({ filters, onChange, years, statusMode, children }: Props) {
  const { t } = useTranslation('results');
  const [isContestListWanted, setContestListWanted] = useState(false);
  const contestList = useContestOptions(
    { year: filters.year, category: filters.category },
    isContestListWanted || filters.contestId !== null,
  );
  const contests = contestList.data ?? NO_CONTESTS;
  const chosen = contests.find((c) => c.id === filters.contestId) ?? null;
  const category: ContestCategory | null = filters.category ?? chosen?.category ?? null;
  // Videos skip the pre-filter: the rankings hide its filter for them (spec section 2).
  const showStatus = statusMode === 'status' || category !== 'video';
  const width = { base: '100%', xs: 190 };
  // The same array while the contests are the same: the Select re-parses its options (~2,000) whenever
  // it gets a new one, and the screen re-renders as its cards are drawn in steps.
  const allContests = t('filters.allContests');
  const contestOptions = useMemo(
    () => [{ value: ALL, label: allContests }, ...contests.map((c) => ({ value: c.id, label: c.title }))],
    [contests, allContests],
  );

  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-testid="filters">
      {years && (
        <Select
          label={t('filters.year')}
          data={[
            { value: ALL, label: t('filters.allYears') },
            ...years.map((y) => ({ value: String(y), label: String(y) })),
          ]}
          value={filters.year === null ? ALL : String(filters.year)}
          onChange={(value) =>
            onChange({ year: !value || value === ALL ? null : Number(value), contestId: null })
          }
          allowDeselect={false}
          w={{ base: '100%', xs: 160 }}
        />
      )}
      <Select
        label={t('filters.category')}
        data={[
          { value: ALL, label: t('filters.allCategories') },
          { value: 'photo', label: t('filters.photo') },
          { value: 'video', label: t('filters.video') },
        ]}
        value={filters.category ?? ALL}
        onChange={(value) => {
          const next = !value || value === ALL ? null : value;
          onChange({
            category: next,
            // A contest of the other category, or a pre-filter status for videos, would match nothing.
            contestId: next && chosen && chosen.category !== next ? null : filters.contestId,
            preFilterStatus: next === 'video' && statusMode === 'preFilter' ? null : filters.preFilterStatus,
          });
        }}
        allowDeselect={false}
        w={{ base: '100%', xs: 160 }}
      />
      <Select
        label={t('filters.contest')}
        placeholder={t('filters.contestPlaceholder')}
        data={contestOptions}
        value={filters.contestId ?? ALL}
        onChange={(value) => {
          const contest = contests.find((c) => c.id === value) ?? null;
          onChange({
            contestId: contest?.id ?? null,
            preFilterStatus:
              contest?.category === 'video' && statusMode === 'preFilter' ? null : filters.preFilterStatus,
          });
        }}
        searchable
        allowDeselect={false}
        onDropdownOpen={() => setContestListWanted(true)}
        rightSection={contestList.isFetching ? <Loader size="xs" /> : undefined}
        nothingFoundMessage={contestList.isPending ? t('filters.loadingContests') : t('list.empty')}
        w={{ base: '100%', xs: 300 }}
        data-testid="contest-filter"
      />
      {showStatus && (
        <Select
          label={statusMode === 'preFilter' ? t('filters.preFilterStatus') : t('filters.status')}
          data={[
            { value: ALL, label: t('filters.allStatuses') },
            ...PRE_FILTER_STATUSES.map((s) => ({
              value: s,
              label: t(`statusOption.${s}`),
            })),
          ]}
          value={filters.preFilterStatus ?? ALL}
          onChange={(value) =>
            onChange({
              preFilterStatus: !value || value === ALL ? null : value,
            })
          }
          allowDeselect={false}
          w={width}
        />
      )}
      <Select
        label={statusMode === 'preFilter' ? t('filters.award') : t('filters.awards')}
        data={[
          { value: ALL, label: t('filters.allAwards') },
          ...(['awarded', 'honorable', 'not_awarded'] as const).map((a) => ({
            value: a,
            label: t(`awardOption.${a}`),
          })),
        ]}
        value={filters.award ?? ALL}
        onChange={(value) => onChange({ award: !value || value === ALL ? null : value })}
        allowDeselect={false}
        w={width}
      />
      <Select
        label={t('filters.disagreement')}
        data={[
          { value: ALL, label: t('filters.allDisagreements') },
          ...(['flagged', 'awaiting', 'adjudicated'] as const).map((d) => ({
            value: d,
            label: t(`disagreementOption.${d}`),
          })),
        ]}
        value={filters.disagreement ?? ALL}
        onChange={(value) =>
          onChange({
            disagreement: !value || value === ALL ? null : value,
          })
        }
        allowDeselect={false}
        w={width}
        data-testid="disagreement-filter"
      />
      {children}
    </Group>
  );
}
