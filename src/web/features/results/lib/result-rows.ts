import type { ResultContest, ResultItem, ResultsPage } from '../../../../contract/results';
import { withPageContests } from '../../../lib/page-contests';

/** A results row with its contest joined back: the page names each contest once. */
export type ResultRow = ResultItem & { contest: ResultContest };

/** The page's rows, each with its contest (lib/page-contests). */
export function resultRowsOf(page: ResultsPage | undefined): ResultRow[] {
  return withPageContests(page);
}
