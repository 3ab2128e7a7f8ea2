import { RankingsNormalised } from '../../features/fairness/components/fairness-panel';
import RankingsPage from '../../features/results/rankings-page';

// /admin/rankings: the ranking, with the fairness feature's word on a chosen contest's award basis.
export default function RankingsScreen() {
  return (
    <RankingsPage contestNote={(contestId) => <RankingsNormalised key={contestId} contestId={contestId} />} />
  );
}
