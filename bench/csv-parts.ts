/**
 * Where the CSV export's time goes (bench/README.md, 'where each target stands'): each statement
 * through COPY as the server runs it, interleaved, against the plain SELECT that is the floor.
 * The export's keys (rank, normalised final, award, list order) are stored for the run in an
 * unlogged table, to see what a stored rank would leave: the same cells from the stored keys, the
 * wide rows alone fetched in rank order, and the same rows read in table order.
 *
 *   npx tsx bench/csv-parts.ts [rounds, 3]
 */
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { buildResultsExportSelect } from '../src/server/modules/results/results-export.repo';
import { exportColumnsOf } from '../src/server/modules/results/results.csv';
import { EXPORT_EVERY_ENTRY, log, openBenchDatabase } from './common';

const FLOOR = `SELECT s.id, c.title, u.username, u.email, s.file_key, s.video_url, s.pre_filter_status,
  s.judge1_score, s.judge2_score, s.final_score, s.award, s.judge1_comment, s.judge2_comment, s.created_at
  FROM submissions s JOIN contests c ON c.id = s.contest_id JOIN users u ON u.id = s.user_id`;

async function main() {
  const rounds = Number(process.argv[2] ?? 3);
  const database = await openBenchDatabase();
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  const copy = async (sql: string) => {
    const client = await pool.connect();
    const started = performance.now();
    let bytes = 0;
    try {
      const sink = new Writable({
        write(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          done();
        },
      });
      await pipeline(client.query(copyTo(`COPY (${sql}) TO STDOUT WITH (FORMAT csv)`)), sink);
    } finally {
      client.release();
    }
    return `${((performance.now() - started) / 1000).toFixed(2)} s (${(bytes / 1e6).toFixed(0)} MB)`;
  };
  const buffered = async (sql: string) => {
    const started = performance.now();
    await pool.query({ text: sql, rowMode: 'array' });
    return `${((performance.now() - started) / 1000).toFixed(2)} s`;
  };
  try {
    const own = buildResultsExportSelect(EXPORT_EVERY_ENTRY, exportColumnsOf('pt', 'http://bench'));
    // The statement is `WITH …, keys AS (…) SELECT <cells> FROM keys k … ORDER BY <list order>`.
    const cellsAt = own.indexOf('\n    SELECT ', own.indexOf('keys AS ('));
    await pool.query('DROP TABLE IF EXISTS bench_export_keys');
    await pool.query(
      `CREATE UNLOGGED TABLE bench_export_keys AS ${own.slice(0, cellsAt)}
       SELECT row_number() OVER () AS ord, * FROM keys`,
    );
    await pool.query('CREATE UNIQUE INDEX ON bench_export_keys (ord)');
    await pool.query('VACUUM ANALYZE bench_export_keys');
    const stored = `WITH keys AS (SELECT * FROM bench_export_keys ORDER BY ord) ${own
      .slice(cellsAt)
      .replace(/ORDER BY [^\n]*$/, 'ORDER BY k.ord')}`;
    const probe = `SELECT s.* FROM bench_export_keys k
      CROSS JOIN LATERAL (SELECT * FROM submissions s WHERE s.id = k.id LIMIT 1) s ORDER BY k.ord`;
    await copy(own); // warm-up: the table's pages into memory
    for (let round = 1; round <= rounds; round++) {
      log(`round ${round}:`);
      log(`  the export's statement                     ${await copy(own)}`);
      log(`  its cells from stored keys                 ${await copy(stored)}`);
      log(`  the wide rows alone, in rank order by id   ${await copy(probe)}`);
      log(`  the wide rows alone, in table order        ${await copy('SELECT s.* FROM submissions s')}`);
      log(`  the floor (plain SELECT, buffered via pg)  ${await buffered(FLOOR)}`);
    }
  } finally {
    await pool.query('DROP TABLE IF EXISTS bench_export_keys').catch(() => {});
    await pool.end();
    await database.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
