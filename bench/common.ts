import path from 'node:path';
import { sharedBuffersFor, startEmbeddedPostgres, type EmbeddedDatabase } from '../src/server/db/embedded';

// Shared by the seed and the benchmark: where the data lives and who the scenarios sign in as.

/**
 * The data set's size in submissions: BENCH_SIZE=50k|500k|5M (or `--size 5M` on the command line);
 * 500k by default. Contests and users grow with it (250 entries a contest, 25 a user, as at 500k), so
 * a contest, a judge's page and the heavy participant's ~1,000 entries look the same at every size and
 * only the tables grow. Each size has its own cluster directory; one runs at a time on the same port.
 */
export function parseSize(text: string): number {
  const match = /^(\d+(?:\.\d+)?)\s*([kKmM]?)$/.exec(text.trim());
  if (!match) throw new Error(`BENCH_SIZE: expected e.g. 50k, 500k or 5M, got "${text}"`);
  const unit = match[2].toLowerCase() === 'k' ? 1_000 : match[2].toLowerCase() === 'm' ? 1_000_000 : 1;
  return Math.round(Number(match[1]) * unit);
}

function sizeArgument(): string | undefined {
  const i = process.argv.findIndex((a) => a === '--size' || a.startsWith('--size='));
  if (i < 0) return undefined;
  return process.argv[i].includes('=') ? process.argv[i].split('=')[1] : process.argv[i + 1];
}

export const BENCH_SIZE = parseSize(sizeArgument() ?? process.env.BENCH_SIZE ?? '500k');
/** 50k, 500k, 5M: how the size is written in labels and directory names. */
export const BENCH_SIZE_LABEL =
  BENCH_SIZE >= 1_000_000 && BENCH_SIZE % 1_000_000 === 0
    ? `${BENCH_SIZE / 1_000_000}M`
    : BENCH_SIZE % 1_000 === 0
      ? `${BENCH_SIZE / 1_000}k`
      : String(BENCH_SIZE);

// 500k keeps the directory it always had, so an existing seed is reused.
export const BENCH_DATA_DIR = path.resolve(
  process.env.BENCH_DATA_DIR ??
    (BENCH_SIZE === 500_000 ? '.tmp/bench-data' : `.tmp/bench-data-${BENCH_SIZE_LABEL}`),
);
export const BENCH_DATABASE = 'jurado_bench';
// The embedded cluster listens on a fixed port so the server and the raw-SQL floors share it.
export const BENCH_PG_PORT = Number(process.env.BENCH_PG_PORT ?? 54329);

export const BENCH_PASSWORD = 'bench-password-42';
export const BENCH_DOMAIN = 'bench.test';

export const VOLUMES = {
  contests: Math.max(100, Math.round(BENCH_SIZE / 250)),
  users: Math.max(1_000, Math.round(BENCH_SIZE / 25)),
  submissions: BENCH_SIZE,
  /** The heavy participant owns every `heavyEvery`-th entry: ~1,000 at every size. */
  heavyEvery: Math.max(1, Math.round(BENCH_SIZE / 1_000)),
  judgesPerRole: 10,
  years: 5,
};

/** Known accounts (emails); judges are numbered 01..10 per role. */
export const ACCOUNTS = {
  admin: `bench-admin@${BENCH_DOMAIN}`,
  participant: `bench-participant@${BENCH_DOMAIN}`,
  uploader: `bench-uploader@${BENCH_DOMAIN}`,
  judge: (role: 'prefilter' | 'photo1' | 'photo2' | 'video1' | 'video2', n: number) =>
    `bench-${role}-${String(n).padStart(2, '0')}@${BENCH_DOMAIN}`,
};

export type BenchDatabase = { url: string; stop: () => Promise<void> };

/** DATABASE_URL when set, else the embedded cluster under .tmp/bench-data on a fixed port. */
export async function openBenchDatabase(): Promise<BenchDatabase> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => {} };
  const embedded: EmbeddedDatabase = await startEmbeddedPostgres({
    dataDir: BENCH_DATA_DIR,
    database: BENCH_DATABASE,
    port: BENCH_PG_PORT,
    // As `npm start` sizes it (src/server/main.ts); BENCH_PG_SHARED_BUFFERS_MB for an A/B.
    sharedBuffersMb: Number(process.env.BENCH_PG_SHARED_BUFFERS_MB) || sharedBuffersFor(),
  });
  return embedded;
}

export function log(message: string): void {
  console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);
}

/** The results export's filters for every entry of the data set, newest-ranked first (CSV scenario, explain x). */
export const EXPORT_EVERY_ENTRY = {
  year: null,
  timeZone: 'America/Sao_Paulo',
  category: null,
  contestId: null,
  preFilterStatus: null,
  award: null,
  sort: 'desc',
} as const;
