import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../components/paged-list';
import type { useResults } from '../api/results';
import { ShowingRange } from './showing-range';
import { SummaryCards } from './summary-cards';

/**
 * The results under an admin screen's filters (rankings, submissions browser): the chosen contest's
 * summary, then the page of entries (`children`) under the range it shows, and the pager. With
 * `isEmpty`, the list says it is empty instead of the range and the entries.
 */
export function ResultsList(props: {
  results: ReturnType<typeof useResults>;
  page: number;
  onPage: (page: number) => void;
  isEmpty: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('results');
  const { data } = props.results;
  return (
    <>
      {data?.summary && <SummaryCards summary={data.summary} />}

      <PagedList
        query={props.results}
        loadErrorMessage={t('list.loadError')}
        emptyMessage={t('list.empty')}
        isEmpty={props.isEmpty}
        page={props.page}
        onPage={props.onPage}
      >
        {data && <ShowingRange page={data} shown={data.items.length} />}
        {props.children}
      </PagedList>
    </>
  );
}
