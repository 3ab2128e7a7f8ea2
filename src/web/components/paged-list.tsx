import { Paper, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from './load-error';
import { PageLoader } from './page-loader';
import { Pager } from './pager';

export type PageQuery = {
  data?: { total: number; pageSize: number };
  error: unknown;
  isError: boolean;
  isPending: boolean;
  refetch: () => unknown;
};

/**
 * The body of a paged admin list: its first load (a loader, or the failure with a retry), the empty
 * message, the rows (`children`: the table, or cards on phones), a failed refresh under the rows that
 * still show, and the pager.
 */
export function PagedList(props: {
  query: PageQuery;
  loadErrorMessage: string;
  emptyMessage: string;
  isEmpty: boolean;
  page: number;
  onPage: (page: number) => void;
  children: ReactNode;
}) {
  const { query } = props;
  const loadError = (
    <LoadError error={query.error} message={props.loadErrorMessage} onRetry={() => void query.refetch()} />
  );
  return (
    <>
      {query.isError && !query.data ? (
        loadError
      ) : query.isPending ? (
        <PageLoader />
      ) : props.isEmpty ? (
        <EmptyList message={props.emptyMessage} />
      ) : (
        props.children
      )}
      {query.isError && query.data && loadError}
      {query.data && (
        <Pager
          page={props.page}
          total={query.data.total}
          pageSize={query.data.pageSize}
          onChange={props.onPage}
        />
      )}
    </>
  );
}

/** What an empty list says instead of its rows. */
export function EmptyList({ message }: { message: string }) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Text c="dimmed" ta="center" data-testid="empty">
        {message}
      </Text>
    </Paper>
  );
}

/**
 * A sideways-scrolling table container reachable with the keyboard (WCAG 2.1.1: arrow keys scroll it
 * once focused), named as a region.
 */
export function scrollableRegion(label: string | undefined, labelledBy?: string) {
  const isNamed = Boolean(label || labelledBy);
  return {
    tabIndex: 0,
    role: isNamed ? 'region' : undefined,
    'aria-label': label,
    'aria-labelledby': labelledBy,
  };
}

/** A list as a table (wide screens): scrolls sideways below `minWidth`. */
export function ListTable(props: {
  minWidth: number;
  /** The table's name, also the name of its scrolling region. */
  label?: string;
  isBusy: boolean;
  head: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={props.minWidth} type="native" {...scrollableRegion(props.label)}>
        <Table
          striped
          highlightOnHover
          verticalSpacing="sm"
          aria-busy={props.isBusy}
          aria-label={props.label}
        >
          <Table.Thead>
            <Table.Tr>{props.head}</Table.Tr>
          </Table.Thead>
          <Table.Tbody>{props.children}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/** One row of a list as a card (phones), named for screen readers. */
export function ListCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={label}>
      <Stack gap={8}>{children}</Stack>
    </Paper>
  );
}

/** How many rows the whole list has ('230 in total'), beside its filters. */
export function ListTotal({ total }: { total: number }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed" pb={8}>
      {t('common.total', { count: total })}
    </Text>
  );
}
