import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import type { AwardedZipQuery } from '../../../contract/results';
import { awardedArchiveName, awardedFileNames } from '../../../domain/awarded-files';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/guard';
import * as repo from './awarded-zip.repo';
import { findContestTitle } from './results.repo';

// A contest's awarded and honourable-mention originals in one ZIP. The archive is written
// as it is sent: one original at a time is read from storage (disk or S3) and copied into the answer,
// stored without recompression (JPEG and PNG do not shrink), so memory holds a buffer, never a file.

/** The rows whose original is in storage (a few checks at a time); a missing one is logged. */
async function presentOnly(ctx: AppContext, rows: repo.AwardedRow[]): Promise<repo.AwardedRow[]> {
  const present: repo.AwardedRow[] = [];
  for (let start = 0; start < rows.length; start += 8) {
    const batch = rows.slice(start, start + 8);
    const found = await Promise.all(batch.map((row) => ctx.storage.exists(row.file_key)));
    batch.forEach((row, index) => {
      if (found[index]) present.push(row);
      else ctx.log.warn({ submissionId: row.id }, 'awarded ZIP: original missing from storage');
    });
  }
  return present;
}

export type AwardedZip = { fileName: string; stream: Readable };

/**
 * The archive for one contest. 404 for an unknown contest; a contest with no awarded or
 * honourable-mention photo (films, or nothing scored yet) answers AWARDED_ZIP_EMPTY rather than an
 * empty archive. An original missing from storage is left out and logged, so one lost file does not
 * cost the admin the others (their ranks and names stay as they are).
 */
export async function awardedZip(
  ctx: AppContext,
  caller: SessionUser,
  contestId: string,
  query: AwardedZipQuery,
): Promise<AwardedZip> {
  const locale = query.locale ?? caller.locale;
  const title = await findContestTitle(ctx.pool, contestId);
  if (title === null) throw notFound();
  const rows = await presentOnly(ctx, await repo.listAwarded(ctx.pool, contestId));
  if (rows.length === 0) {
    throw new AppError('AWARDED_ZIP_EMPTY', 'This contest has no awarded or honourable-mention photos');
  }
  const names = awardedFileNames(
    title,
    rows.map((row) => ({
      award: row.award,
      rank: row.rank,
      participant: row.participant,
      extension: path.extname(row.file_key),
    })),
    locale,
  );
  const zip = new ZipFile();
  const mtime = new Date();
  rows.forEach((row, index) => {
    zip.addReadStreamLazy(names[index], { compress: false, mtime }, (done) => {
      ctx.storage.getStream(row.file_key).then(
        (stored) => {
          if (stored) return done(null, stored.stream);
          // Deleted between the check and now: the archive cannot take the entry back.
          done(new Error(`original of ${row.id} vanished from storage`), new PassThrough());
        },
        (error: unknown) => done(error, new PassThrough()),
      );
    });
  });
  zip.end();
  const out = new PassThrough();
  pipeline(zip.outputStream, out).catch((error: unknown) => {
    if ((error as { code?: string }).code !== 'ERR_STREAM_PREMATURE_CLOSE') {
      ctx.log.error({ err: error, contestId }, 'awarded ZIP failed');
    }
  });
  zip.on('error', (error: unknown) => out.destroy(error as Error));
  return { fileName: awardedArchiveName(title, locale), stream: out };
}
