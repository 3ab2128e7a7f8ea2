import type { Award } from '../../../../domain/awards';
import type { ContestCategory } from '../../../../domain/packages';
import type { PreFilterStatus } from '../../../../contract/common';
import type { DisagreementFilter, SortOrder } from '../../../../contract/results';

// What the admin results API answers, as the contract (src/contract/results.ts) defines it.
export type { PreFilterStatus } from '../../../../contract/common';
export type { JudgeView } from '../../../../contract/submissions';
export type {
  ContestOption,
  ContestOptions,
  ContestSummary,
  DisagreementFilter,
  ResultItem,
  ResultJudgeView,
  ResultsPage,
  SortOrder,
  Years,
} from '../../../../contract/results';

/** The screen's filters (URL state), sent as the list's query. */
export type ResultsFilters = {
  year: number | null;
  category: ContestCategory | null;
  contestId: string | null;
  preFilterStatus: PreFilterStatus | null;
  award: Award | null;
  disagreement: DisagreementFilter | null;
  sort: SortOrder;
};
