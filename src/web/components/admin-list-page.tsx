import { Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useIsPhone } from '../lib/use-is-phone';
import { PageHeader } from './page-header';
import { ListTotal, PagedList, type PageQuery } from './paged-list';

/**
 * An admin list screen (contests, participants): its header with the button that adds one, its filters
 * beside the list's total, then the paged list: the rows as a table, or as cards on phones. `children`
 * are the dialogs the screen opens.
 */
export function AdminListPage(props: {
  title: string;
  subtitle: string;
  addLabel: string;
  onAdd: () => void;
  filters: ReactNode;
  query: PageQuery & { isFetching: boolean };
  loadErrorMessage: string;
  emptyMessage: string;
  isEmpty: boolean;
  page: number;
  onPage: (page: number) => void;
  table: ReactNode;
  cards: ReactNode;
  children: ReactNode;
}) {
  const isPhone = useIsPhone();
  const { query } = props;
  return (
    <Stack gap="lg">
      <PageHeader
        title={props.title}
        subtitle={props.subtitle}
        action={
          <Button leftSection={<IconPlus size={16} />} onClick={props.onAdd}>
            {props.addLabel}
          </Button>
        }
      />
      <Group gap="sm" align="flex-end">
        {props.filters}
        {query.data && <ListTotal total={query.data.total} />}
      </Group>

      <PagedList
        query={query}
        loadErrorMessage={props.loadErrorMessage}
        emptyMessage={props.emptyMessage}
        isEmpty={props.isEmpty}
        page={props.page}
        onPage={props.onPage}
      >
        {isPhone ? (
          <Stack gap="sm" aria-busy={query.isFetching}>
            {props.cards}
          </Stack>
        ) : (
          props.table
        )}
      </PagedList>

      {props.children}
    </Stack>
  );
}
