import type { FastifyBaseLogger } from 'fastify';
import { isUuid } from '../../../domain/ids';
import { poolOf, type Database } from '../../db/client';
import type { Jobs } from '../../lib/jobs';
import type { Storage } from '../../lib/storage';
import { fileKeysOfContest } from './orphan-files.repo';

/**
 * Stored files no entry refers to: an original and thumbnail stored by an upload whose server was killed
 * before its row was written, or the renditions of a withdrawn entry when their removal failed. Found by
 * listing `photos/` (keys are photos/<contest>/<random><ext>, and .thumb/.preview/.large.webp beside
 * each original), checked against the contest's entries, and deleted once older than a day: an upload
 * in progress stores its files a moment before its row, and a day leaves room for any clock skew.
 */
export const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;
export const STORAGE_SWEEP_QUEUE = 'storage-sweep';
/** Hourly, at a minute nothing else runs; pg-boss gives each run to one server. */
const SWEEP_CRON = '41 * * * *';
const DELETES_AT_ONCE = 100;

const RENDITION_SUFFIX = /\.(?:thumb|preview|large)\.webp$/;

export async function sweepOrphanFiles(
  deps: { db: Database; storage: Storage },
  now = new Date(),
): Promise<{ listed: number; deleted: number }> {
  let listed = 0;
  let deleted = 0;
  let pending: string[] = [];
  // The listing comes a contest folder at a time: one contest's keys are held at once.
  let contest = { id: '', keys: new Set<string>() };
  const flush = async () => {
    if (pending.length === 0) return;
    await deps.storage.delete(pending);
    deleted += pending.length;
    pending = [];
  };
  for await (const { key, modifiedAt } of deps.storage.list('photos/')) {
    listed++;
    if (now.getTime() - modifiedAt.getTime() < ORPHAN_GRACE_MS) continue;
    const [, contestId] = key.split('/');
    // Not a key this server makes: left alone.
    if (!contestId || !isUuid(contestId)) continue;
    if (contest.id !== contestId)
      contest = { id: contestId, keys: await fileKeysOfContest(poolOf(deps.db), contestId) };
    if (contest.keys.has(key.replace(RENDITION_SUFFIX, ''))) continue;
    pending.push(key);
    if (pending.length >= DELETES_AT_ONCE) await flush();
  }
  await flush();
  return { listed, deleted };
}

export async function startStorageSweepWorker(
  jobs: Jobs,
  deps: { db: Database; storage: Storage; log: FastifyBaseLogger },
): Promise<void> {
  await jobs.boss.schedule(STORAGE_SWEEP_QUEUE, SWEEP_CRON);
  await jobs.boss.work(STORAGE_SWEEP_QUEUE, { batchSize: 1 }, async () => {
    const result = await sweepOrphanFiles(deps);
    deps.log.info(result, 'storage sweep: stored files no entry refers to, older than a day, deleted');
  });
}
