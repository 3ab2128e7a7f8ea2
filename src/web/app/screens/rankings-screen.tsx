import { lazy, Suspense } from 'react';
import RankingsPage from '../../features/results/rankings-page';

// The fairness feature's word on a chosen contest's award basis: loaded when a contest is chosen (its
// own chunk), and drawn in its own Suspense so the ranking stays on screen meanwhile.
const RankingsNormalised = lazy(() => import('../../features/fairness/components/rankings-normalised'));

/** /admin/rankings: the ranking, with the fairness feature's note on a chosen contest. */
export default function RankingsScreen() {
  return (
    <RankingsPage
      contestNote={(contestId) => (
        <Suspense fallback={null}>
          <RankingsNormalised key={contestId} contestId={contestId} />
        </Suspense>
      )}
    />
  );
}
