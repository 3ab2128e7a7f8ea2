import { DisagreementsPanel } from '../../features/adjudication/components/disagreements-panel';
import { ContestFairnessPanel, YearFairnessPanel } from '../../features/fairness/components/fairness-panel';
import { DiscountCodesPanel } from '../../features/payments/components/discount-codes-panel';
import { ReconciliationPanel } from '../../features/payments/components/reconciliation-panel';
import StatisticsPage, { type StatisticsPanels } from '../../features/statistics/statistics-page';

// /admin/statistics: the statistics screen with the adjudication, fairness and payments panels of a
// year or a contest.
const panels: StatisticsPanels = {
  year: (year) => <YearFairnessPanel year={year} />,
  contestJudging: (contestId) => (
    <>
      <DisagreementsPanel key={`d-${contestId}`} contestId={contestId} />
      <ContestFairnessPanel key={`f-${contestId}`} contestId={contestId} />
    </>
  ),
  contestPayments: (contestId) => (
    <>
      <ReconciliationPanel key={`r-${contestId}`} contestId={contestId} />
      <DiscountCodesPanel key={`c-${contestId}`} contestId={contestId} />
    </>
  ),
};

export default function StatisticsScreen() {
  return <StatisticsPage panels={panels} />;
}
