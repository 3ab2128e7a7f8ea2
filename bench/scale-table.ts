/**
 * The "how cost grows" table (issue 16, target 7) from the last run at each size:
 *   BENCH_SIZE=50k BENCH_ONLY=b,c,d,e,csv npm run bench   (and 500k, 5M)
 *   npx tsx bench/scale-table.ts                          # reads .tmp/bench-last-<size>.json
 * Each cell is the HTTP figure over its floor from the same run; the last row is the growth from
 * 500k to 5M (goal: reads ≤ 1.5×, CSV rate flat, save unchanged).
 */
import { existsSync, readFileSync } from 'node:fs';

type Row = { figure: string; value: string; baseline: string; ratio: string };
type Run = {
  size: string;
  rows: Row[];
  csvRate: number | null;
  loadBefore: string;
  loadAfter: string;
  at: string;
};

const SIZES = ['50k', '500k', '5M'];
const READS = [
  ['(c) rankings p95', '(c) admin rankings (contest + award, by score): p95'],
  ['(d) judge queue p95', '(d) judge pending queue (100 rows): p95'],
  ['(e) My Submissions p95', '(e) My Submissions (50 of ~1,000): p95'],
] as const;
const SAVE = '(b) score save, 200 closed-loop conn.: req/s';

const runs = new Map<string, Run>();
for (const size of SIZES) {
  const file = `.tmp/bench-last-${size}.json`;
  if (existsSync(file)) runs.set(size, JSON.parse(readFileSync(file, 'utf8')) as Run);
}

/** The first number of a cell ("35.0 ms", "2269 req/s (…)"). */
const numberOf = (text: string) => Number(/[\d.]+/.exec(text.replace(/,/g, ''))?.[0] ?? NaN);
const rowOf = (run: Run | undefined, figure: string) => run?.rows.find((r) => r.figure === figure);
const cell = (run: Run | undefined, figure: string) => {
  const row = rowOf(run, figure);
  if (!row) return 'not run';
  return `${numberOf(row.value)} / ${numberOf(row.baseline)} = ${row.ratio}`;
};
const growth = (figure: string, pick: (row: Row) => string) => {
  const [small, large] = [rowOf(runs.get('500k'), figure), rowOf(runs.get('5M'), figure)];
  if (!small || !large) return '—';
  return `${(numberOf(pick(large)) / numberOf(pick(small))).toFixed(2)}×`;
};

const header = [
  'size (run at, load before → after)',
  ...READS.map(([label]) => label),
  'score save (req/s)',
  'CSV rows/s',
];
const lines = [header, header.map(() => '---')];
for (const size of SIZES) {
  const run = runs.get(size);
  const when = run
    ? `${run.at.slice(11, 16)} UTC, ${run.loadBefore.split(' / ')[0]} → ${run.loadAfter.split(' / ')[0]}`
    : 'not run';
  lines.push([
    `${size} (${when})`,
    ...READS.map(([, figure]) => cell(run, figure)),
    cell(run, SAVE),
    run?.csvRate ? `${Math.round(run.csvRate).toLocaleString('en-US')}` : 'not run',
  ]);
}
lines.push([
  'growth 500k → 5M (HTTP; SQL floor)',
  ...READS.map(([, figure]) => `${growth(figure, (r) => r.value)}; ${growth(figure, (r) => r.baseline)}`),
  `${growth(SAVE, (r) => r.value)}; ${growth(SAVE, (r) => r.baseline)}`,
  runs.get('500k')?.csvRate && runs.get('5M')?.csvRate
    ? `${(runs.get('5M')!.csvRate! / runs.get('500k')!.csvRate!).toFixed(2)}×`
    : '—',
]);
for (const line of lines) console.log(`| ${line.join(' | ')} |`);
