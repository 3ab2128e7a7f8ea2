/**
 * EXPLAIN (ANALYZE, BUFFERS) of the scenario queries on the bench database — where the time goes.
 *   npx tsx bench/explain.ts [c|d|e|j|x]   (j: a judge's contest list with its progress counts;
 *   x: the admin CSV export's query, every entry, as COPY runs it)
 * Not while npm run bench is running: both start the embedded cluster.
 */
import { judgeSlotOf } from '../src/domain/judge-slots';
import { connectDatabase, migrateDatabase } from '../src/server/db/client';
import { ACCOUNTS, EXPORT_EVERY_ENTRY, openBenchDatabase } from './common';
import { rankingsFloor } from './rankings';

async function main() {
  const database = await openBenchDatabase();
  const db = connectDatabase(database.url, { max: 2 });
  await migrateDatabase(db); // the plans of the schema the server would run (its start migrates too)
  const pool = db.$client;
  pool.on('error', () => {}); // the cluster stopping under an idle connection at the end
  // Capture the text and parameters of every query a repo call makes, then EXPLAIN each.
  const captured: { text: string; values: unknown[] }[] = [];
  const spy = {
    // Repos pass text and values, or a query config (named statements: db/prepared.ts).
    query: async (query: string | { text: string; values?: unknown[] }, values: unknown[] = []) => {
      const text = typeof query === 'string' ? query : query.text;
      const params = typeof query === 'string' ? values : (query.values ?? []);
      captured.push({ text, values: params });
      return pool.query(text, params);
    },
  } as unknown as typeof pool;
  const idOf = async (email: string) =>
    (await pool.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email])).rows[0].id;
  try {
    const judgeId = await idOf(ACCOUNTS.judge('photo1', 1));
    const rule = judgeSlotOf('photo_judge_1');
    const judging = await import('../src/server/modules/judging/judging.repo');
    const submissions = await import('../src/server/modules/submissions/my-submissions.repo');
    const contestId = (await judging.listAssignedContests(pool, rule, judgeId))[0].id;
    const participantId = await idOf(ACCOUNTS.participant);
    const which = process.argv[2] ?? 'all';
    if (which === 'all' || which === 'c') {
      const { rows } = await pool.query<{ id: string }>(
        `SELECT contest_id AS id FROM submissions WHERE award = 'awarded' GROUP BY contest_id ORDER BY count(*) DESC LIMIT 1`,
      );
      await rankingsFloor(spy, rows[0].id)();
    }
    if (which === 'all' || which === 'd') {
      await judging.listWork(spy, rule, judgeId, { contestId, tab: 'pending', limit: 100, offset: 0 });
    }
    if (which === 'all' || which === 'e') {
      await submissions.listMySubmissions(spy, {
        userId: participantId,
        from: null,
        to: null,
        contestId: null,
        status: null,
        award: null,
        sortByScore: false,
        now: new Date(),
        limit: 50,
        offset: 0,
      });
      await submissions.findMySubmissionFilters(spy, participantId, 'America/Sao_Paulo');
    }
    if (which === 'all' || which === 'j') await judging.listAssignedContests(spy, rule, judgeId);
    if (which === 'x') {
      const { buildResultsExportSelect } = await import('../src/server/modules/results/results-export.repo');
      const { exportColumnsOf } = await import('../src/server/modules/results/results.csv');
      captured.push({
        text: buildResultsExportSelect(EXPORT_EVERY_ENTRY, exportColumnsOf('pt', 'http://x')),
        values: [],
      });
    }
    for (const q of captured) {
      const { rows } = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${q.text}`, q.values);
      console.log(`\n=== ${q.text.replace(/\s+/g, ' ').slice(0, 160)}`);
      for (const r of rows) console.log(r['QUERY PLAN']);
    }
  } finally {
    await pool.end();
    await database.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
