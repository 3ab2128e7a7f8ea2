/**
 * Benchmark data: 2,000 contests over 5 years, 20,000 users, 500,000 submissions (photos and films)
 * with scores, comments, improvement areas, final scores, awards and completions, in a separate
 * database (the embedded cluster under .tmp/bench-data, or DATABASE_URL).
 *
 * Fast: every table is filled by one INSERT … SELECT over generate_series inside PostgreSQL, with the
 * submission indexes dropped during the load and rebuilt after. Idempotent: a database that already
 * holds the full data set is left alone (`--force` rebuilds it). Users are real Better Auth users: one
 * password hash, computed once, is shared by every account, so any of them can sign in.
 *
 *   npm run bench:seed            # seed (or check) .tmp/bench-data
 *   npm run bench:seed -- --force # drop the data and seed again
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { hashPassword } from 'better-auth/crypto';
import sharp from 'sharp';
import { AWARD_SQL, FINAL_SCORE_SQL } from '../src/domain/awards';
import { connectDatabase, migrateDatabase, type Database } from '../src/server/db/client';
import { seedPackages } from '../src/server/modules/packages/packages.seed';
import {
  ACCOUNTS,
  BENCH_DATA_DIR,
  BENCH_DOMAIN,
  BENCH_PASSWORD,
  log,
  openBenchDatabase,
  VOLUMES,
} from './common';

const JUDGE_ROLES = [
  ['prefilter', 'pre_filter_judge'],
  ['photo1', 'photo_judge_1'],
  ['photo2', 'photo_judge_2'],
  ['video1', 'video_judge_1'],
  ['video2', 'video_judge_2'],
] as const;

/** User number (1-based) of judge `n` (1..10) of role index `r` (0..4). Admin is 1. */
function judgeNumber(r: number, n: number): number {
  return 2 + r * VOLUMES.judgesPerRole + (n - 1);
}
const FIRST_JUDGE = 2;
const LAST_JUDGE = FIRST_JUDGE + JUDGE_ROLES.length * VOLUMES.judgesPerRole - 1; // 51
const HEAVY_PARTICIPANT = LAST_JUDGE + 1; // 52
const UPLOADER = LAST_JUDGE + 2; // 53
const FIRST_PARTICIPANT = LAST_JUDGE + 3; // 54

export async function isSeeded(db: Database): Promise<boolean> {
  const { rows } = await db.$client.query<{ users: number; submissions: number }>(
    `SELECT (SELECT count(*) FROM users WHERE email LIKE '%@${BENCH_DOMAIN}')::int AS users,
            (SELECT count(*) FROM submissions)::int AS submissions`,
  );
  return rows[0].users >= VOLUMES.users && rows[0].submissions >= VOLUMES.submissions;
}

async function timed(label: string, db: Database, sql: string, params: unknown[] = []): Promise<void> {
  const started = performance.now();
  const result = await db.$client.query(sql, params);
  log(`${label}: ${result.rowCount ?? 0} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

function userSql(): string {
  // Judges: bench-<role>-NN; the heavy participant and the uploader (a VIP, so uploads need no
  // package); everyone else userNNNNN, a fifth of them members, a tenth VIPs.
  const judgeCases = JUDGE_ROLES.map(
    ([slug, role], r) =>
      `WHEN i BETWEEN ${judgeNumber(r, 1)} AND ${judgeNumber(r, VOLUMES.judgesPerRole)}
         THEN row('bench-${slug}-' || lpad((i - ${judgeNumber(r, 1) - 1})::text, 2, '0'), '${role}')::bench_user`,
  ).join('\n');
  return `
    CREATE TYPE pg_temp.bench_user AS (username text, role user_role);
    INSERT INTO users (id, username, email, email_verified, role, status, country, state_code, city_code, city_name,
                       locale, created_at, updated_at)
    SELECT 'bench' || lpad(i::text, 6, '0'), (u).username, (u).username || '@${BENCH_DOMAIN}', true, (u).role,
      (CASE WHEN i = ${UPLOADER} THEN 'vip' WHEN i % 10 = 0 THEN 'vip' WHEN i % 5 = 0 THEN 'member' ELSE 'regular' END)::user_status,
      CASE WHEN i % 7 = 0 THEN 'PT' ELSE 'BR' END,
      CASE WHEN i % 7 = 0 THEN NULL ELSE '35' END,
      CASE WHEN i % 7 = 0 THEN NULL ELSE '3550308' END,
      CASE WHEN i % 7 = 0 THEN 'Lisboa' ELSE NULL END,
      (CASE WHEN i % 4 = 0 THEN 'en' ELSE 'pt' END)::locale,
      now() - ((${VOLUMES.users} - i) * interval '2 hours'), now()
    FROM generate_series(1, ${VOLUMES.users}) AS i,
    LATERAL (SELECT CASE
      WHEN i = 1 THEN row('bench-admin', 'admin')::bench_user
      ${judgeCases}
      WHEN i = ${HEAVY_PARTICIPANT} THEN row('bench-participant', 'participant')::bench_user
      WHEN i = ${UPLOADER} THEN row('bench-uploader', 'participant')::bench_user
      ELSE row('user' || lpad(i::text, 6, '0'), 'participant')::bench_user END AS u) AS x`;
}

function judgeIdSql(r: number, contestExpr: string): string {
  return `'bench' || lpad((${judgeNumber(r, 1)} + (${contestExpr}) % ${VOLUMES.judgesPerRole})::text, 6, '0')`;
}

/** The newest contests that stay open to scores at every size (see contestSql). */
const OPEN_CONTESTS_AT_LEAST = 50;

function contestSql(): string {
  // One contest every ~0.9 days for 5 years up to today; 70% photo, 10% extra. Days are São Paulo
  // days: start and result at 12:00 local (15:00Z), the deadline at 00:00 local after the 30th day.
  const span = `interval '${VOLUMES.years * 365} days'`;
  return `
    INSERT INTO contests (id, title, starts_at, deadline, results_at, category, photo_category, rules,
      show_evaluations, show_submissions, show_pre_filter_results, is_extra,
      pre_filter_judge_id, photo_judge_1_id, photo_judge_2_id, video_judge_1_id, video_judge_2_id, created_at)
    SELECT md5('contest' || n)::uuid, title, starts_at, starts_at + interval '30 days 9 hours',
      starts_at + interval '45 days', category::contest_category, photo_category::photo_category, rules,
      is_judged, is_judged, is_judged, is_extra,
      CASE WHEN category = 'photo' THEN ${judgeIdSql(0, 'n')} END,
      CASE WHEN category = 'photo' THEN ${judgeIdSql(1, 'n')} END,
      CASE WHEN category = 'photo' AND NOT is_extra THEN ${judgeIdSql(2, 'n')} END,
      CASE WHEN category = 'video' THEN ${judgeIdSql(3, 'n')} END,
      CASE WHEN category = 'video' AND NOT is_extra THEN ${judgeIdSql(4, 'n')} END,
      starts_at - interval '20 days'
    FROM (
      SELECT n,
        date_trunc('day', now() - ${span} + (${span} * n / ${VOLUMES.contests})) + interval '15 hours' AS starts_at,
        -- Category, extra and judges vary independently: judges go round by n % 10, category by
        -- (n / 10) % 10, so every judge has photo and film contests, old and recent.
        CASE WHEN (n / 10) % 10 < 7 THEN 'photo' ELSE 'video' END AS category,
        CASE WHEN (n / 10) % 10 < 7 THEN (CASE WHEN (n / 3) % 2 = 0 THEN 'wedding' ELSE 'family' END) END AS photo_category,
        n % 7 = 3 AS is_extra,
        (CASE WHEN (n / 10) % 10 < 7 THEN 'Concurso de fotografia ' ELSE 'Concurso de filmes ' END) || n AS title,
        repeat('Regras do concurso: envie trabalhos autorais, sem marca d''água. ', 8) AS rules,
        -- Results are out 60 days after the start, except for the newest 50 contests: at 50k the 60
        -- days hold about six contests, too few for every judge to have a photo contest still open
        -- to scores ((b), (f), the soak); at 500k and 5M the 60 days already hold more than 50.
        date_trunc('day', now() - ${span} + (${span} * n / ${VOLUMES.contests})) + interval '60 days' < now()
          AND n < ${VOLUMES.contests - OPEN_CONTESTS_AT_LEAST} AS is_judged
      FROM generate_series(0, ${VOLUMES.contests - 1}) AS n
    ) c`;
}

function submissionSql(): string {
  // Later contests get more entries (the association grows): contest n ~ 2000·sqrt(u). Contests
  // whose results are out are fully judged (85% of photos approved); recent ones are in progress.
  // Scores are whole numbers around 6.5; comments on 40% of scores, improvement areas on 30%.
  const normal = `sqrt(-2 * ln(1 - random())) * cos(2 * pi() * random())`;
  const score = `greatest(1, least(10, round(6.6 + 1.5 * ${normal})))::smallint`;
  const comments = `(ARRAY['Boa composição, mas a luz estoura no vestido.', 'Momento bem capturado; o enquadramento corta a mão.',
    'Excelente direção dos noivos.', 'Edição pesada demais nas cores de pele.', 'A história não fica clara nesta imagem.',
    NULL, NULL, NULL, NULL, NULL])[1 + floor(random() * 10)::int]`;
  const feedback = `string_to_array((ARRAY['light', 'composition,light', 'editing', 'direction,message',
    'originality', 'composition,message,editing', NULL, NULL, NULL, NULL])[1 + floor(random() * 10)::int], ',')`;
  return `
    INSERT INTO submissions (contest_id, user_id, file_key, file_width, file_height, file_bytes, video_url,
      pre_filter_status, is_paid, package_id, currency, amount, judge1_score, judge2_score, final_score, award,
      judge1_comment, judge2_comment, judge1_feedback, judge2_feedback, created_at, updated_at, judge1_id, judge2_id)
    SELECT contest_id, user_id, file_key, file_width, file_height, file_bytes, video_url, pre_filter_status,
      is_paid, package_id, currency, amount, judge1_score, judge2_score,
      ${FINAL_SCORE_SQL}, (${AWARD_SQL})::award,
      CASE WHEN judge1_score IS NOT NULL THEN c1 END, CASE WHEN judge2_score IS NOT NULL THEN c2 END,
      CASE WHEN judge1_score IS NOT NULL AND is_photo THEN f1 END,
      CASE WHEN judge2_score IS NOT NULL AND is_photo THEN f2 END,
      created_at, created_at,
      -- An evaluation belongs to the judge who gave it (issue 14): the contest's judge on that side.
      CASE WHEN judge1_score IS NOT NULL THEN contest_judge1 END,
      CASE WHEN judge2_score IS NOT NULL THEN contest_judge2 END
    FROM (
      SELECT x.*,
        CASE WHEN judged_ok AND (is_judged OR random() < 0.3) THEN ${score} END AS judge1_score,
        CASE WHEN judged_ok AND NOT is_extra AND (is_judged OR random() < 0.3) THEN ${score} END AS judge2_score,
        -- No disagreement is adjudicated yet (FINAL_SCORE_SQL reads the column).
        NULL::smallint AS adjudicator_score
      FROM (
        SELECT s.*, (NOT s.is_photo OR s.pre_filter_status = 'approved') AS judged_ok
        FROM (
          SELECT i, c.id AS contest_id, c.category = 'photo' AS is_photo, c.is_extra, c.is_judged,
            c.judge1_id AS contest_judge1, c.judge2_id AS contest_judge2,
            CASE WHEN i % ${VOLUMES.heavyEvery} = 0 THEN 'bench' || lpad('${HEAVY_PARTICIPANT}', 6, '0')
                 ELSE 'bench' || lpad((${FIRST_PARTICIPANT} + (i::bigint * 104729) % (${VOLUMES.users - FIRST_PARTICIPANT + 1}))::text, 6, '0') END AS user_id,
            CASE WHEN c.category = 'photo' THEN 'bench/' || md5('s' || i) || '.jpg' END AS file_key,
            CASE WHEN c.category = 'photo' THEN 6000 END AS file_width,
            CASE WHEN c.category = 'photo' THEN 4000 END AS file_height,
            CASE WHEN c.category = 'photo' THEN 8000000 + (i % 4000000) END AS file_bytes,
            CASE WHEN c.category = 'video' THEN 'https://www.youtube.com/watch?v=' || substr(md5('v' || i), 1, 11) END AS video_url,
            (CASE WHEN c.category = 'video' THEN 'pending'
                  WHEN c.is_judged THEN (CASE WHEN random() < 0.85 THEN 'approved' ELSE 'rejected' END)
                  ELSE (ARRAY['approved','approved','approved','approved','approved','rejected','pending','pending','pending','pending'])[1 + floor(random() * 10)::int]
             END)::pre_filter_status AS pre_filter_status,
            random() > 0.05 AS is_paid,
            p.id AS package_id, 'BRL'::currency AS currency, pp.amount,
            least(now() - interval '1 minute', c.starts_at + (c.deadline - c.starts_at) * random()) AS created_at,
            ${comments} AS c1, ${comments} AS c2, ${feedback} AS f1, ${feedback} AS f2
          FROM (SELECT i, least(${VOLUMES.contests - 1}, floor(${VOLUMES.contests} * sqrt(random()))::int) AS n
                FROM generate_series(1, ${VOLUMES.submissions}) AS i) g
          JOIN bench_contest_order o ON o.n = g.n
          JOIN bench_contests c ON c.id = o.id
          LEFT JOIN packages p ON p.category = c.category AND p.items = 2
          LEFT JOIN package_prices pp ON pp.package_id = p.id AND pp.currency = 'BRL'
        ) s
      ) x
    ) y`;
}

async function writeThumbnails(db: Database): Promise<number> {
  // The judge screen measured by Lighthouse shows 100 thumbnails: give every photo of the newest
  // contests of judge photo1-01 real files (a few small WebP images, reused), preview included.
  const { rows } = await db.$client.query<{ file_key: string }>(
    `SELECT s.file_key FROM submissions s JOIN contests c ON c.id = s.contest_id
     WHERE c.photo_judge_1_id = (SELECT id FROM users WHERE email = $1) AND s.file_key IS NOT NULL
       AND c.id IN (SELECT id FROM contests WHERE photo_judge_1_id = (SELECT id FROM users WHERE email = $1)
                    ORDER BY starts_at DESC LIMIT 3)`,
    [ACCOUNTS.judge('photo1', 1)],
  );
  const colours = ['#c08457', '#5b7db1', '#8fae6b', '#b35c7a', '#d9b44a', '#6b6bb3'];
  const thumbs: Buffer[] = [];
  const previews: Buffer[] = [];
  for (const colour of colours) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1067"><rect width="100%" height="100%" fill="${colour}"/><circle cx="800" cy="530" r="300" fill="#fff8"/></svg>`;
    const preview = await sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer();
    previews.push(preview);
    thumbs.push(await sharp(preview).resize(400, 400, { fit: 'inside' }).webp({ quality: 82 }).toBuffer());
  }
  const uploads = path.join(BENCH_DATA_DIR, 'uploads');
  let i = 0;
  for (const { file_key } of rows) {
    const target = path.join(uploads, ...file_key.split('/'));
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(`${target}.thumb.webp`, thumbs[i % thumbs.length]);
    await writeFile(`${target}.preview.webp`, previews[i % previews.length]);
    i++;
  }
  return rows.length;
}

/**
 * Data seeded before evaluations carried their judge (issue 14) has scores without judge ids, which
 * the judge screens treat as a previous holder's work: give each such score its contest's judge.
 */
async function fillJudgeIds(db: Database): Promise<void> {
  for (const side of [1, 2] as const) {
    await timed(
      `judge ${side} ids of seeded scores`,
      db,
      `UPDATE submissions s SET judge${side}_id = coalesce(c.photo_judge_${side}_id, c.video_judge_${side}_id)
       FROM contests c
       WHERE c.id = s.contest_id AND s.judge${side}_score IS NOT NULL AND s.judge${side}_id IS NULL`,
    );
  }
  await db.$client.query('VACUUM (ANALYZE) submissions');
}

export async function seed(db: Database, options: { force?: boolean } = {}): Promise<void> {
  await migrateDatabase(db);
  if (!options.force && (await isSeeded(db))) {
    await fillJudgeIds(db);
    log('bench data already present (use --force to rebuild)');
    return;
  }
  const started = performance.now();
  const client = db.$client;
  await seedPackages(db);
  const hash = await hashPassword(BENCH_PASSWORD);

  // Bulk load on one connection: no fsync wait per statement, room to sort for the index builds.
  const c = await client.connect();
  const sessionDb = { $client: c } as unknown as Database;
  try {
    await c.query(`SET synchronous_commit = off; SET maintenance_work_mem = '256MB'; SET work_mem = '64MB'`);
    // One transaction: a failure leaves the database as it was, indexes included.
    await c.query('BEGIN');
    await c.query(`SELECT setseed(0.42)`);
    await c.query(
      `TRUNCATE users, sessions, accounts, verifications, contests, submissions, evaluation_completions,
         award_counts, audit_log, emails, login_failures CASCADE`,
    );
    await timed('users', sessionDb, userSql());
    await timed(
      'accounts',
      sessionDb,
      `INSERT INTO accounts (id, account_id, provider_id, user_id, password, created_at, updated_at)
       SELECT 'acc-' || id, id, 'credential', id, $1, created_at, created_at FROM users`,
      [hash],
    );
    await timed('contests', sessionDb, contestSql());
    await c.query(`CREATE TEMP TABLE bench_contests AS
      SELECT id, category, is_extra, starts_at, deadline, results_at < now() AS is_judged,
        coalesce(photo_judge_1_id, video_judge_1_id) AS judge1_id,
        coalesce(photo_judge_2_id, video_judge_2_id) AS judge2_id FROM contests;
      CREATE TEMP TABLE bench_contest_order AS
      SELECT (row_number() OVER (ORDER BY starts_at, id) - 1)::int AS n, id FROM contests;
      CREATE UNIQUE INDEX ON bench_contest_order (n); CREATE UNIQUE INDEX ON bench_contests (id); ANALYZE bench_contests; ANALYZE bench_contest_order`);

    const { rows: indexes } = await c.query<{ indexname: string; indexdef: string }>(
      `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'submissions' AND indexname <> 'submissions_pkey'`,
    );
    for (const index of indexes) await c.query(`DROP INDEX ${index.indexname}`);
    await timed('submissions', sessionDb, submissionSql());
    const indexStart = performance.now();
    for (const index of indexes) await c.query(index.indexdef);
    log(`submission indexes rebuilt in ${((performance.now() - indexStart) / 1000).toFixed(1)} s`);

    await timed(
      'completions',
      sessionDb,
      `INSERT INTO evaluation_completions (judge_id, contest_id, completed_at)
       SELECT j.judge_id, c.id, c.results_at - interval '3 days'
       FROM contests c CROSS JOIN LATERAL (VALUES (c.pre_filter_judge_id), (c.photo_judge_1_id), (c.photo_judge_2_id),
         (c.video_judge_1_id), (c.video_judge_2_id)) AS j(judge_id)
       WHERE c.show_evaluations AND j.judge_id IS NOT NULL`,
    );
    await timed(
      'award counts',
      sessionDb,
      `INSERT INTO award_counts (user_id, year, award_count)
       SELECT user_id, EXTRACT(YEAR FROM created_at)::int, count(*)::int FROM submissions
       WHERE award = 'awarded' AND user_id LIKE 'bench00%' AND user_id < 'bench000200' GROUP BY 1, 2`,
    );
    await c.query('COMMIT');
    await c.query('ANALYZE');
  } catch (error) {
    await c.query('ROLLBACK');
    throw error;
  } finally {
    c.release();
  }
  const files = await writeThumbnails(db);
  log(`wrote thumbnail and preview files for ${files} photos`);
  log(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function main() {
  const database = await openBenchDatabase();
  const db = connectDatabase(database.url, { max: 4 });
  try {
    await seed(db, { force: process.argv.includes('--force') });
    const { rows } = await db.$client.query(
      `SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM contests)::int AS contests,
         (SELECT count(*) FROM submissions)::int AS submissions,
         (SELECT count(*) FROM submissions WHERE video_url IS NOT NULL)::int AS films,
         (SELECT count(*) FROM submissions WHERE judge1_score IS NOT NULL)::int AS scored,
         (SELECT count(*) FROM submissions WHERE judge1_comment IS NOT NULL)::int AS comments,
         (SELECT count(*) FROM evaluation_completions)::int AS completions`,
    );
    log(`data: ${JSON.stringify(rows[0])}`);
    log(
      `accounts: ${ACCOUNTS.admin}, ${ACCOUNTS.judge('photo1', 1)} … , ${ACCOUNTS.participant}; password ${BENCH_PASSWORD}`,
    );
  } finally {
    await db.$client.end();
    await database.stop();
  }
}

if (import.meta.url === pathToFileURL(path.resolve(process.argv[1] ?? '')).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
