import type { Database } from '../src/server/db/client';
import * as resultsRepo from '../src/server/modules/results/results.repo';

/** The SQL the rankings endpoint runs for one page (contest + award, by score: one statement with its
 * total and the contest's summary), straight through pg. */
export function rankingsFloor(pool: Database['$client'], contestId: string): () => Promise<unknown> {
  const filter: resultsRepo.ResultsFilter = {
    year: null,
    timeZone: 'America/Sao_Paulo',
    category: null,
    contestId,
    preFilterStatus: null,
    award: 'awarded',
    sort: 'desc',
  };
  return () => resultsRepo.listResults(pool, filter, 50, 0);
}
