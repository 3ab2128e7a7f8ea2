import type { PoolClient } from 'pg';
import { normalisedResults } from '../../../domain/normalisation';
import * as contests from '../contests/contests.service';
import * as repo from './fairness.repo';
import { scoredEntryOf } from './fairness.service';

// Which finals are stored (docs/decisions/judging.md). While results are unpublished every
// entry stores its raw final and award (judges' saves write them). Publishing a contest whose award
// basis is 'normalised' stores the normalised finals and awards in the same transaction, so every
// reader of the stored result (participants, emails, certificates, badges, gallery, CSV) follows the
// admin's choice; unpublishing stores the raw ones again. The judges' scores are never changed.

/** At publication: the normalised finals and awards replace the raw ones when the contest chose them. */
export async function storeChosenFinals(client: PoolClient, contestId: string): Promise<void> {
  const contest = await repo.findContest(client, contestId);
  if (contest?.award_basis !== 'normalised') return;
  const entries = (await repo.listContestScores(client, contestId)).map(scoredEntryOf);
  await repo.writeFinals(
    client,
    normalisedResults(entries).map((result) => ({
      id: result.id,
      finalScore: result.normalisedFinal,
      award: result.normalisedAward,
    })),
  );
}

/** At unpublication: every entry's raw final and award again. */
export async function storeRawFinals(client: PoolClient, contestId: string): Promise<void> {
  await contests.recomputeScores(client, contestId);
}
