import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { useContestFairness } from '../api/fairness';
import { NormalisedComparison } from './normalised-comparison';

/**
 * Rankings, one contest chosen: raw and normalised finals side by side, and the choice. Its own module,
 * loaded when a contest is chosen: Rankings opens on all contests, without the fairness panels' code.
 */
export default function RankingsNormalised({ contestId }: { contestId: string }) {
  const { t } = useTranslation('fairness');
  const fairness = useContestFairness(contestId);
  if (fairness.isPending) return null;
  if (fairness.isError) {
    return <LoadError error={fairness.error} message={t('errors.load')} onRetry={() => fairness.refetch()} />;
  }
  return (
    <NormalisedComparison
      key={`${fairness.data.awardBasis}-${String(fairness.data.isPublished)}`}
      fairness={fairness.data}
    />
  );
}
