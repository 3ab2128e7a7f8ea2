import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { isUuid } from '../../../domain/ids';
import type { AppContext } from '../../context';
import { canViewSubmissionImage, type ImageSubject } from '../../lib/access';
import { notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/guard';
import { contentTypeOf, imageKeysOf, type ImageVariant } from '../../lib/images';
import { previewStream } from '../../lib/previews';
import * as repo from './submissions.repo';

export type ImageResponse =
  | { notModified: true; etag: string }
  | {
      notModified: false;
      etag: string;
      contentType: string;
      bytes: number;
      stream: Readable;
      /** Set for originals: served as a download. */
      downloadName: string | null;
    };

export async function readImage(
  ctx: AppContext,
  caller: SessionUser,
  submissionId: string,
  variant: ImageVariant,
  ifNoneMatch: string | undefined,
): Promise<ImageResponse> {
  const row = isUuid(submissionId) ? await repo.findImageSubject(ctx.pool, submissionId) : null;
  if (!row || row.file_key === null) throw notFound();
  const subject: ImageSubject = {
    userId: row.user_id,
    preFilterStatus: row.pre_filter_status,
    adjudicatorId: row.adjudicator_id,
    contest: {
      showSubmissions: row.show_submissions,
      preFilterJudgeId: row.pre_filter_judge_id,
      photoJudge1Id: row.photo_judge_1_id,
      photoJudge2Id: row.photo_judge_2_id,
    },
  };
  if (!canViewSubmissionImage(caller, subject, variant)) throw notFound();

  const key = imageKeysOf(row.file_key)[variant];
  // Keys are never reused, so what is stored under one never changes: the key is the version.
  const etag = `"${createHash('sha256').update(key).digest('base64url').slice(0, 27)}"`;
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return { notModified: true, etag };
  }
  const stored =
    variant === 'preview' || variant === 'large'
      ? await previewStream(ctx.storage, row.file_key, variant)
      : await ctx.storage.getStream(key);
  if (!stored) throw notFound();
  const extension = path.extname(row.file_key);
  return {
    notModified: false,
    etag,
    contentType: contentTypeOf(key, variant),
    bytes: stored.bytes,
    stream: stored.stream,
    downloadName: variant === 'original' ? `jurado-${row.id}${extension}` : null,
  };
}
