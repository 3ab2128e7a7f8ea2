import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Multipart } from '@fastify/multipart';
import { checkEntryText } from '../../../domain/entry-text';
import type { AppContext } from '../../context';
import { AppError, validationError } from '../../lib/errors';
import type { SessionUser } from '../../lib/guard';
import { imageKeysOf, processImage } from '../../lib/images';
import { makePreviewsLater } from '../../lib/previews';
import { scratchDirOf } from '../../lib/scratch';
import { newStorageKey } from '../../lib/storage';
import {
  duplicatePhoto,
  findCreated,
  insertWithinLimit,
  limitReached,
  openContestFor,
  planEntries,
  removeFiles,
  type EntryPlan,
} from './entry-plan';
import * as repo from './submissions.repo';

// One request may carry several photos, stored all together or not at all. The web sends one file
// per request (a progress bar each); the package limit is counted over all requests anyway.
export const MAX_PHOTOS_PER_REQUEST = 10;

type ReceivedPhoto = {
  file: string;
  hash: string;
  bytes: number;
  extension: string;
  width: number;
  height: number;
  thumb: Buffer;
};

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

// What busboy (under @fastify/multipart) says of a body that is not well-formed multipart: no or a
// wrong boundary, a body that ends inside a part, a broken part header. Busboy gives these no codes.
const MALFORMED_MULTIPART =
  /^(Unexpected end of (multipart data|form|file)|Part terminated early|Multipart: Boundary not found|Malformed part header|Missing Content-Type)/;

/** Maps @fastify/multipart's limit and parse errors to what the participant can act on. */
export function multipartError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof Error && MALFORMED_MULTIPART.test(error.message)) {
    return new AppError('BAD_REQUEST', 'Send the photo as multipart/form-data');
  }
  if ((error as { name?: string }).name === 'AbortError') {
    return new AppError('BAD_REQUEST', 'The upload stopped before its end');
  }
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('IMAGE_TOO_LARGE', 'The file is larger than 40 MB');
    case 'FST_FILES_LIMIT':
      return validationError({ files: 'errors.tooManyFiles' });
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('BAD_REQUEST', 'Send the photo as multipart/form-data');
    default:
      return error;
  }
}

/**
 * Photos for a photo contest, as multipart/form-data: the fields packageId, currency and
 * paymentConfirmed ('true') first, then one or more files. Every file is checked by content and
 * gets its thumbnail before anything is stored (its preview right after the answer); the files are written under their final
 * keys only then, and the rows inserted last. Any failure removes whatever was written.
 */
export async function submitPhotos(
  ctx: AppContext,
  caller: SessionUser,
  contestId: string,
  uploadParts: AsyncIterable<Multipart>,
  /** Aborted when the client goes away mid-upload: the upload stops and its scratch files go. */
  signal: AbortSignal = new AbortController().signal,
) {
  const parts = untilAborted(uploadParts, signal);
  // The deadline is checked against the moment the upload began: a 40 MB photo started at
  // 23:59 is not refused because the last byte arrived after midnight.
  const now = new Date();
  const { isVip, contest } = await openContestFor(ctx, caller, contestId, 'photo', now);

  const scratch = scratchDirOf(ctx.config.dataDir);
  await mkdir(scratch, { recursive: true });
  const tempDir = await mkdtemp(path.join(scratch, 'upload-'));
  const written: string[] = [];
  try {
    const choice: Record<string, string> = {};
    const received: ReceivedPhoto[] = [];
    let plan: EntryPlan | null = null;
    // An optional title and caption (fields `title`, `caption`) go with the photos of the request.
    const textOf = () => checkEntryText({ title: choice.title, caption: choice.caption }, true);
    const planFor = () =>
      planEntries(
        ctx,
        caller,
        contest,
        isVip,
        {
          packageId: choice.packageId,
          currency: choice.currency,
          paymentConfirmed: choice.paymentConfirmed === 'true',
        },
        textOf().fields,
      );
    try {
      for await (const part of parts) {
        if (part.type === 'field') {
          // The form's fields skip the edge's input check (they arrive with the stream): no NUL either.
          if (typeof part.value === 'string' && part.value.includes('\u0000')) {
            throw validationError({ [part.fieldname]: 'errors.invalidCharacters' });
          }
          if (typeof part.value === 'string' && plan === null) choice[part.fieldname] = part.value;
          continue;
        }
        // Fields come first, so the package and the limit are known when the photo starts: they are
        // checked while its first bytes are received (an accepted photo does not wait for these
        // reads), and a participant at their limit is refused without waiting for a 40 MB upload.
        const file = path.join(tempDir, `upload-${received.length}`);
        const output = createWriteStream(file);
        const receiving = pipeline(part.file, output, { signal });
        // The body may end or break while the checks below wait for the database ("Unexpected end of
        // multipart data"): the failure is handled (awaited below) from this moment on, never left as
        // an unhandled rejection that would end the process.
        receiving.catch(() => undefined);
        try {
          plan ??= await planFor();
          if (received.length >= MAX_PHOTOS_PER_REQUEST)
            throw validationError({ files: 'errors.tooManyFiles' });
          if (plan.used + received.length + 1 > plan.limit) throw limitReached(plan);
        } catch (error) {
          output.destroy();
          await receiving.catch(() => undefined);
          throw error;
        }
        await receiving;
        if (part.file.truncated) throw new AppError('IMAGE_TOO_LARGE', 'The file is larger than 40 MB');
        const bytes = (await stat(file)).size;
        const image = await processImage(file, bytes);
        // A minimum resolution set by the contest, on the longer side (upright).
        const min = contest.min_photo_long_side ?? null;
        if (min !== null && Math.max(image.width, image.height) < min) {
          throw new AppError('IMAGE_TOO_SMALL', `The photo must be at least ${min} px on its longer side`);
        }
        const hash = await sha256Of(file);
        if (received.some((r) => r.hash === hash)) throw duplicatePhoto();
        received.push({ file, bytes, hash, ...image });
      }
    } catch (error) {
      throw multipartError(error);
    }
    plan ??= await planFor();
    if (received.length === 0) throw validationError({ files: 'errors.photoRequired' });
    const entered = await repo.findEnteredHashes(
      ctx.pool,
      caller.id,
      contest.id,
      received.map((r) => r.hash),
    );
    if (entered.length > 0) throw duplicatePhoto();

    const entries = [];
    const { title, caption } = textOf();
    for (const photo of received) {
      const keys = imageKeysOf(newStorageKey(`photos/${contest.id}`, photo.extension));
      written.push(keys.original, keys.preview, keys.thumb);
      // Both at once; the received file becomes the original (a rename, not a copy). The preview is
      // made after the answer (lib/previews.ts).
      const stored = await Promise.allSettled([
        ctx.storage.putFile(keys.original, photo.file),
        ctx.storage.put(keys.thumb, photo.thumb),
      ]);
      const failed = stored.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
      entries.push({
        fileKey: keys.original,
        fileWidth: photo.width,
        fileHeight: photo.height,
        fileBytes: photo.bytes,
        videoUrl: null,
        contentHash: photo.hash,
        title,
        caption,
      });
    }
    const ids = await insertWithinLimit(ctx, caller, contest, plan, entries);
    written.length = 0;
    makePreviewsLater(
      ctx.storage,
      entries.map((e) => e.fileKey),
      ctx.log,
    );
    return findCreated(ctx, caller, ids, isVip);
  } catch (error) {
    await removeFiles(ctx, written);
    throw error;
  } finally {
    await rm(tempDir, { recursive: true, force: true });
  }
}

/**
 * The parts of an upload, ending with the signal's reason when it is aborted: a client that hangs up
 * between two parts never sends the end busboy waits for, so the wait must be cut from outside.
 */
async function* untilAborted<T>(source: AsyncIterable<T>, signal: AbortSignal): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  const aborted = new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason as Error);
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
  });
  aborted.catch(() => undefined);
  try {
    for (;;) {
      const next = await Promise.race([iterator.next(), aborted]);
      if (next.done) return;
      yield next.value;
    }
  } finally {
    // Not awaited: the source's return waits behind its pending next(), which a hung-up body never
    // settles.
    iterator.return?.()?.catch(() => undefined);
  }
}
