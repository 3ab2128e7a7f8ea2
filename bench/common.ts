import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/server/db/embedded';

// Shared by the seed and the benchmark: where the data lives and who the scenarios sign in as.

export const BENCH_DATA_DIR = path.resolve(process.env.BENCH_DATA_DIR ?? '.tmp/bench-data');
export const BENCH_DATABASE = 'jurado_bench';
// The embedded cluster listens on a fixed port so the server and the raw-SQL floors share it.
export const BENCH_PG_PORT = Number(process.env.BENCH_PG_PORT ?? 54329);

export const BENCH_PASSWORD = 'bench-password-42';
export const BENCH_DOMAIN = 'bench.test';

export const VOLUMES = {
  contests: 2000,
  users: 20_000,
  submissions: 500_000,
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
  });
  return embedded;
}

export function log(message: string): void {
  console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);
}
