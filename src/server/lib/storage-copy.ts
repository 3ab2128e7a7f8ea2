import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { createS3Client, createS3Storage, type S3Settings } from './s3-storage';
import { isStorageKey } from './storage';

export type CopyReport = {
  /** Uploaded by this run. */
  copied: number;
  /** Already in the bucket with the same size (copied by an earlier run). */
  skipped: number;
  /** Files under the folder that are not stored files (temporary '.part' files, strays). */
  ignored: string[];
  bytes: number;
};

const FILES_AT_ONCE = 4;

async function storedSize(client: S3Client, bucket: string, key: string): Promise<number | null> {
  try {
    const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return head.ContentLength ?? null;
  } catch (error) {
    const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
    if (e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404) return null;
    throw error;
  }
}

/**
 * Copies a local-disk install's files (DATA_DIR/uploads) into a bucket under the same keys, so the
 * database's file keys stay valid when the server switches to S3. Safe to run again: a file already
 * in the bucket with the same size is skipped (keys are never reused and an S3 object exists only
 * once its upload completed, so the same size means the same file), so an interrupted copy resumes
 * where it stopped. Local files are left in place.
 */
export async function copyUploadsToS3(
  uploadsDir: string,
  settings: S3Settings,
  options: { client?: S3Client; onFile?: (key: string, action: 'copied' | 'skipped') => void } = {},
): Promise<CopyReport> {
  const client = options.client ?? createS3Client(settings);
  const storage = createS3Storage(settings, client);
  const report: CopyReport = { copied: 0, skipped: 0, ignored: [], bytes: 0 };

  let entries;
  try {
    entries = await readdir(uploadsDir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return report;
    throw error;
  }
  const keys: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const key = path.relative(uploadsDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (isStorageKey(key)) keys.push(key);
    else report.ignored.push(key);
  }
  keys.sort();

  let next = 0;
  async function copyNext(): Promise<void> {
    while (next < keys.length) {
      const key = keys[next++];
      const file = path.join(uploadsDir, ...key.split('/'));
      const { size } = await stat(file);
      if ((await storedSize(client, settings.bucket, key)) === size) {
        report.skipped++;
        options.onFile?.(key, 'skipped');
        continue;
      }
      await storage.put(key, createReadStream(file));
      report.copied++;
      report.bytes += size;
      options.onFile?.(key, 'copied');
    }
  }
  await Promise.all(Array.from({ length: FILES_AT_ONCE }, copyNext));
  return report;
}
