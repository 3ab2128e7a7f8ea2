import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Multipart } from '@fastify/multipart';
import { isEvaluated } from '../../../domain/awards';
import { isUuid } from '../../../domain/ids';
import { CONTEST_TIME_ZONE, dayOf, deadlineOf, endDayOf, isContestOpen } from '../../../domain/contest-dates';
import {
  canSubmitMore,
  CURRENCIES,
  entryLimitFor,
  isCurrencyAllowed,
  type Currency,
} from '../../../domain/packages';
import { PAGE_SIZE, computePageOffset } from '../../../domain/pagination';
import { canEditEntryText, checkEntryText } from '../../../domain/entry-text';
import { countsInResults } from '../../../domain/results';
import { canWithdrawEntry } from '../../../domain/withdrawal';
import type { EntryTextInput } from '../../../domain/schemas/entry-text';
import type { Role } from '../../../domain/roles';
import { parseVideoUrl } from '../../../domain/video-url';
import type { AppContext } from '../../context';
import { inTransaction } from '../../lib/audit';
import { AppError, isUniqueViolation, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/guard';
import { contentTypeOf, imageKeysOf, processImage, type ImageVariant } from '../../lib/images';
import { makePreviewsLater, previewStream } from '../../lib/previews';
import { newStorageKey } from '../../lib/storage';
import * as repo from './submissions.repo';
import type { FilmSubmissionInput, MySubmissionsQuery, OverallQuery } from '../../../contract/submissions';

export { isUuid };

// One request may carry several photos, stored all together or not at all. The web sends one file
// per request (a progress bar each); the package limit is counted over all requests anyway.
export const MAX_PHOTOS_PER_REQUEST = 10;

function validationError(fields: Record<string, string>): AppError {
  return new AppError('VALIDATION_FAILED', 'Invalid input', fields);
}

/** Is this caller a VIP right now? Read from the database, so a status change counts at once. */
export async function isVipCaller(ctx: AppContext, userId: string): Promise<boolean> {
  return (await repo.findUserStatus(ctx.db.$client, userId)) === 'vip';
}

// ---------------------------------------------------------------------------------------------
// Contests as a participant sees them

export type ContestView = {
  id: string;
  title: string;
  category: 'photo' | 'video';
  photoCategory: 'wedding' | 'family' | null;
  isExtra: boolean;
  showSubmissions: boolean;
  showEvaluations: boolean;
  showPreFilterResults: boolean;
  startDay: string;
  endDay: string;
  resultDay: string;
  /** The normal deadline (first instant no longer accepted), the same for everyone. */
  deadline: string;
  hasEnded: boolean;
};

export function toContestView(c: Omit<repo.ContestRow, 'rules'>, now: Date): ContestView {
  return {
    id: c.id,
    title: c.title,
    category: c.category,
    photoCategory: c.photo_category,
    isExtra: c.is_extra,
    showSubmissions: c.show_submissions,
    showEvaluations: c.show_evaluations,
    showPreFilterResults: c.show_pre_filter_results,
    startDay: dayOf(c.starts_at),
    endDay: endDayOf(c.deadline),
    resultDay: dayOf(c.results_at),
    deadline: c.deadline.toISOString(),
    hasEnded: now.getTime() >= c.deadline.getTime(),
  };
}

// ---------------------------------------------------------------------------------------------
// Submitting

type EntryChoice = {
  packageId?: string | null;
  currency?: string | null;
  paymentConfirmed?: boolean | null;
};

type EntryPlan = {
  limit: number;
  used: number;
  packageId: string | null;
  currency: Currency | null;
  amount: number | null;
  isPaid: boolean;
};

/** Whether the caller is a VIP, and the contest if they may submit to it now in this category. */
async function openContestFor(
  ctx: AppContext,
  caller: SessionUser,
  contestId: string,
  category: 'photo' | 'video',
  now: Date,
): Promise<{ isVip: boolean; contest: repo.ContestRow }> {
  // Two independent reads, at once.
  const [isVip, contest] = await Promise.all([
    isVipCaller(ctx, caller.id),
    isUuid(contestId) ? repo.findContest(ctx.db.$client, contestId) : null,
  ]);
  if (!contest) throw notFound();
  if (contest.category !== category) {
    throw new AppError(
      'CONTEST_CATEGORY_MISMATCH',
      category === 'photo'
        ? 'This contest takes film links, not photos'
        : 'This contest takes photos, not film links',
    );
  }
  if (!isContestOpen(contest, now, isVip)) {
    throw new AppError('CONTEST_CLOSED', 'This contest no longer accepts entries');
  }
  return { isVip, contest };
}

/** Field errors of the package choice (a VIP makes none: no package, no payment). */
function checkEntryChoice(
  category: 'photo' | 'video',
  isVip: boolean,
  choice: EntryChoice,
): Record<string, string> {
  if (isVip) return {};
  const fields: Record<string, string> = {};
  if (!choice.packageId) {
    fields.packageId = category === 'photo' ? 'errors.photoPackageRequired' : 'errors.videoPackageRequired';
  } else if (!isUuid(choice.packageId)) {
    fields.packageId = 'errors.packageUnavailable';
  }
  if (!choice.currency) fields.currency = 'errors.currencyRequired';
  else if (
    !(CURRENCIES as readonly string[]).includes(choice.currency) ||
    !isCurrencyAllowed(category, choice.currency as Currency)
  ) {
    fields.currency = 'errors.currencyNotAllowed';
  }
  if (choice.paymentConfirmed !== true) fields.paymentConfirmed = 'errors.paymentNotConfirmed';
  return fields;
}

/**
 * What the entries will be recorded with, and how many the caller may still add. A VIP needs no
 * package and is paid; anyone else's package must be active, of the contest's category, and priced
 * in the chosen currency. The limit is the chosen package's items counted over ALL the caller's
 * entries in the contest (domain/packages), not over this request.
 */
async function planEntries(
  ctx: AppContext,
  caller: SessionUser,
  contest: repo.ContestRow,
  isVip: boolean,
  choice: EntryChoice,
  extraFieldErrors: Record<string, string> = {},
): Promise<EntryPlan> {
  const fields = { ...extraFieldErrors, ...checkEntryChoice(contest.category, isVip, choice) };
  if (Object.keys(fields).length > 0) throw validationError(fields);
  const used = await repo.countEntries(ctx.db.$client, caller.id, contest.id);
  if (isVip) {
    const limit = entryLimitFor({ isVip: true, packageItems: null });
    return { limit, used, packageId: null, currency: null, amount: null, isPaid: true };
  }
  const currency = choice.currency as Currency;
  const pkg = await repo.findPackageChoice(ctx.db.$client, choice.packageId as string, currency);
  if (!pkg || !pkg.is_active || pkg.category !== contest.category) {
    throw validationError({ packageId: 'errors.packageUnavailable' });
  }
  if (pkg.amount === null) throw validationError({ currency: 'errors.currencyNotAllowed' });
  // Nobody can have paid for a price with no payment link: "I have paid" cannot be true (defect 3).
  if (pkg.payment_url === null) throw validationError({ packageId: 'errors.paymentLinkMissing' });
  const limit = entryLimitFor({ isVip: false, packageItems: pkg.items });
  return { limit, used, packageId: pkg.id, currency, amount: pkg.amount, isPaid: false };
}

function limitReached(plan: EntryPlan): AppError {
  return new AppError(
    'ENTRY_LIMIT_REACHED',
    `You can only submit ${plan.limit} entries in this contest with this package`,
    { files: 'errors.entryLimitReached' },
  );
}

/**
 * Inserts the entries if they still fit, under a per-(participant, contest) lock: parallel
 * requests queue here, each counts what the previous ones committed, so the limit holds exactly.
 */
async function insertWithinLimit(
  ctx: AppContext,
  caller: SessionUser,
  contest: repo.ContestRow,
  plan: EntryPlan,
  entries: Omit<
    repo.NewSubmission,
    'contestId' | 'userId' | 'isPaid' | 'packageId' | 'currency' | 'amount'
  >[],
): Promise<string[]> {
  try {
    const ids = await inTransaction(ctx.db, async (client) => {
      await repo.lockEntries(client, caller.id, contest.id);
      const used = await repo.countEntries(client, caller.id, contest.id);
      if (!canSubmitMore({ packageItems: plan.limit, alreadySubmitted: used, adding: entries.length })) {
        throw limitReached({ ...plan, used });
      }
      return repo.insertSubmissions(
        client,
        entries.map((e) => ({
          ...e,
          contestId: contest.id,
          userId: caller.id,
          isPaid: plan.isPaid,
          packageId: plan.packageId,
          currency: plan.currency,
          amount: plan.amount,
        })),
      );
    });
    // New entries move the judges' counters and lists: open judge screens refetch (issue 14).
    ctx.realtime.publishSoon({ type: 'contest-progress', contestId: contest.id });
    return ids;
  } catch (error) {
    // The contest (or package) was deleted while the upload ran.
    if ((error as { code?: string }).code === '23503') throw notFound();
    // The same file sent twice at once: the unique index decides.
    if (isUniqueViolation(error, 'submissions_same_file_key')) throw duplicatePhoto();
    throw error;
  }
}

type ReceivedPhoto = {
  file: string;
  hash: string;
  bytes: number;
  extension: string;
  width: number;
  height: number;
  thumb: Buffer;
};

const duplicatePhoto = () =>
  new AppError('DUPLICATE_PHOTO', 'This same file is already entered in this contest');

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
 * gets its preview and thumbnail before anything is stored; the files are written under their final
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

  const tempDir = await mkdtemp(path.join(os.tmpdir(), 'jurado-upload-'));
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
        // an unhandled rejection that would end the process (issue 11 item 5).
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
      ctx.db.$client,
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
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
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

async function removeFiles(ctx: AppContext, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  try {
    await ctx.storage.delete(keys);
  } catch (error) {
    ctx.log.error({ err: error, keys }, 'stored files could not be removed');
  }
}

/** Film links for a film contest: each must be a YouTube or Vimeo link; the canonical form is stored. */
export async function submitFilms(
  ctx: AppContext,
  caller: SessionUser,
  contestId: string,
  input: FilmSubmissionInput,
) {
  const now = new Date();
  const { isVip, contest } = await openContestFor(ctx, caller, contestId, 'video', now);

  const urlErrors: Record<string, string> = {};
  const canonical: string[] = [];
  const titles: (string | null)[] = [];
  const existing = new Set(await repo.findVideoUrls(ctx.db.$client, caller.id, contest.id));
  input.urls.forEach((raw, index) => {
    if (raw.trim() === '') return; // an empty input row of the dialog
    const parsed = parseVideoUrl(raw);
    if (!parsed) urlErrors[`urls.${index}`] = 'errors.videoUrlInvalid';
    else if (existing.has(parsed.canonicalUrl) || canonical.includes(parsed.canonicalUrl)) {
      urlErrors[`urls.${index}`] = 'errors.videoUrlDuplicate';
    } else {
      // Each link may come with a title at the same position (`titles`).
      const text = checkEntryText({ title: input.titles?.[index] }, false);
      if (text.fields.title) urlErrors[`titles.${index}`] = text.fields.title;
      canonical.push(parsed.canonicalUrl);
      titles.push(text.title);
    }
  });
  if (canonical.length === 0 && Object.keys(urlErrors).length === 0)
    urlErrors.urls = 'errors.videoUrlRequired';

  const plan = await planEntries(ctx, caller, contest, isVip, input, urlErrors);
  if (!canSubmitMore({ packageItems: plan.limit, alreadySubmitted: plan.used, adding: canonical.length })) {
    throw limitReached(plan);
  }
  const ids = await insertWithinLimit(
    ctx,
    caller,
    contest,
    plan,
    canonical.map((videoUrl, index) => ({
      fileKey: null,
      fileWidth: null,
      fileHeight: null,
      fileBytes: null,
      videoUrl,
      title: titles[index],
      caption: null,
    })),
  );
  return findCreated(ctx, caller, ids, isVip);
}

async function findCreated(ctx: AppContext, caller: SessionUser, ids: string[], isVip: boolean) {
  const rows = await repo.findMySubmissions(ctx.db.$client, caller.id, ids);
  const now = new Date();
  return rows.map((row) => toMySubmission(row, now, isVip));
}

// ---------------------------------------------------------------------------------------------
// Reading one's own submissions

type JudgeView = { score: number | null; comment: string | null; feedback: string[] };

export type MySubmission = {
  id: string;
  kind: 'photo' | 'video';
  createdAt: string;
  contest: {
    id: string;
    title: string;
    category: 'photo' | 'video';
    photoCategory: 'wedding' | 'family' | null;
    isExtra: boolean;
    showEvaluations: boolean;
    showPreFilterResults: boolean;
    showSubmissions: boolean;
    hasEnded: boolean;
  };
  image: { thumbUrl: string; previewUrl: string; width: number | null; height: number | null } | null;
  video: VideoView | null;
  title: string | null;
  /** Photos only. */
  caption: string | null;
  /** The title and caption may still be changed (until the deadline, or a VIP's extension). */
  canEditText: boolean;
  isPaid: boolean;
  package: { id: string; items: number | null; currency: Currency | null; amount: number | null } | null;
  /** Only when the contest shows pre-filter results (photos only). */
  preFilterStatus?: repo.PreFilterStatus;
  /** Only when the contest shows evaluations. judge2 is absent in extra contests. */
  evaluation?: {
    status: 'evaluated' | 'pending';
    finalScore: number | null;
    award: repo.AwardValue | null;
    judge1: JudgeView;
    judge2?: JudgeView;
  };
  canDelete: boolean;
};

type VideoView = {
  provider: 'youtube' | 'vimeo' | null;
  url: string;
  embedUrl: string | null;
  thumbnailUrl: string | null;
};

export function toVideoView(url: string): VideoView {
  const parsed = parseVideoUrl(url);
  if (!parsed) return { provider: null, url, embedUrl: null, thumbnailUrl: null };
  return {
    provider: parsed.provider,
    url: parsed.canonicalUrl,
    embedUrl: parsed.embedUrl,
    thumbnailUrl: parsed.thumbnailUrl,
  };
}

export function imageUrlsOf(submissionId: string) {
  return { thumbUrl: `/api/images/${submissionId}/thumb`, previewUrl: `/api/images/${submissionId}/preview` };
}

/** Judging has touched the entry: the pre-filter judge decided, or a judge scored. */
function isJudged(s: {
  pre_filter_status: string;
  judge1_score: number | null;
  judge2_score: number | null;
}) {
  return s.pre_filter_status !== 'pending' || s.judge1_score !== null || s.judge2_score !== null;
}

/**
 * A participant may withdraw an entry while they could still submit it; once judging touched it,
 * only while the contest shows nothing of judging (domain/withdrawal: a refusal would tell them).
 */
export function canDeleteSubmission(
  s: { pre_filter_status: string; judge1_score: number | null; judge2_score: number | null },
  contest: { deadline: Date; showPreFilterResults: boolean; showEvaluations: boolean },
  now: Date,
  isVip: boolean,
): boolean {
  return canWithdrawEntry(
    {
      deadline: contest.deadline,
      isJudged: isJudged(s),
      showsPreFilterResults: contest.showPreFilterResults,
      showsEvaluations: contest.showEvaluations,
    },
    now,
    isVip,
  );
}

const NOT_JUDGED = {
  judge1_score: null,
  judge2_score: null,
  final_score: null,
  award: null,
  judge1_comment: null,
  judge2_comment: null,
  judge1_feedback: null,
  judge2_feedback: null,
} as const;

export function toMySubmission(row: repo.MySubmissionRow, now: Date, isVip: boolean): MySubmission {
  const isPhoto = row.file_key !== null;
  const item: MySubmission = {
    id: row.id,
    kind: isPhoto ? 'photo' : 'video',
    createdAt: row.created_at.toISOString(),
    contest: {
      id: row.contest_id,
      title: row.contest_title,
      category: row.contest_category,
      photoCategory: row.contest_photo_category,
      isExtra: row.contest_is_extra,
      showEvaluations: row.contest_show_evaluations,
      showPreFilterResults: row.contest_show_pre_filter_results,
      showSubmissions: row.contest_show_submissions,
      hasEnded: now.getTime() >= row.contest_deadline.getTime(),
    },
    image: isPhoto ? { ...imageUrlsOf(row.id), width: row.file_width, height: row.file_height } : null,
    video: row.video_url ? toVideoView(row.video_url) : null,
    title: row.title,
    caption: row.caption,
    canEditText: canEditEntryText({ deadline: row.contest_deadline }, now, isVip),
    isPaid: row.is_paid,
    package: row.package_id
      ? { id: row.package_id, items: row.package_items, currency: row.currency, amount: row.amount }
      : null,
    canDelete: canDeleteSubmission(
      row,
      {
        deadline: row.contest_deadline,
        showPreFilterResults: row.contest_show_pre_filter_results,
        showEvaluations: row.contest_show_evaluations,
      },
      now,
      isVip,
    ),
  };
  if (isPhoto && row.contest_show_pre_filter_results) item.preFilterStatus = row.pre_filter_status;
  if (row.contest_show_evaluations) {
    const isExtra = row.contest_is_extra;
    // A photo the pre-filter moved out of approved keeps its scores for the judges, but they are
    // stale: it reads as never judged (domain/results).
    const judged = countsInResults({ isPhoto, preFilterStatus: row.pre_filter_status })
      ? row
      : { ...row, ...NOT_JUDGED };
    item.evaluation = {
      status: isEvaluated({ judge1Score: judged.judge1_score, judge2Score: judged.judge2_score, isExtra })
        ? 'evaluated'
        : 'pending',
      finalScore: judged.final_score,
      award: judged.award,
      judge1: {
        score: judged.judge1_score,
        comment: judged.judge1_comment,
        feedback: judged.judge1_feedback ?? [],
      },
    };
    // Extra contests have no second judge, and its feedback is not shown (spec section 9).
    if (!isExtra) {
      item.evaluation.judge2 = {
        score: judged.judge2_score,
        comment: judged.judge2_comment,
        feedback: judged.judge2_feedback ?? [],
      };
    }
  }
  return item;
}

/** First instant of a year and of the next one, in the contest time zone. */
export function yearRange(year: number): { from: Date; to: Date } {
  return { from: deadlineOf(`${year - 1}-12-31`), to: deadlineOf(`${year}-12-31`) };
}

export function currentYear(now: Date): number {
  return Number(dayOf(now).slice(0, 4));
}

export async function listMine(ctx: AppContext, caller: SessionUser, query: MySubmissionsQuery) {
  const now = new Date();
  const db = ctx.db.$client;
  const contestId = query.contestId && isUuid(query.contestId) ? query.contestId : null;
  if (query.contestId && !contestId) throw validationError({ contestId: 'errors.invalidField' });
  const range = query.year ? yearRange(query.year) : null;
  const [{ rows, total, callerStatus }, counts] = await Promise.all([
    repo.listMySubmissions(db, {
      userId: caller.id,
      from: range?.from ?? null,
      to: range?.to ?? null,
      contestId,
      status: query.status ?? null,
      award: query.award ?? null,
      sortByScore: query.sort === 'score',
      now,
      limit: PAGE_SIZE,
      offset: computePageOffset(query.page, PAGE_SIZE),
    }),
    contestId ? repo.summarizeMyContest(db, caller.id, contestId) : null,
  ]);
  // VIP status is read with the page, so a status change counts at once (the VIP extension).
  const isVip = callerStatus === 'vip';
  const summary = counts
    ? {
        contestId: contestId as string,
        total: counts.total,
        approved: counts.show_pre_filter_results ? counts.approved : null,
        awarded: counts.show_evaluations ? counts.awarded : null,
        honorable: counts.show_evaluations ? counts.honorable : null,
      }
    : null;
  return {
    items: rows.map((row) => toMySubmission(row, now, isVip)),
    total,
    page: query.page,
    pageSize: PAGE_SIZE,
    summary,
  };
}

/** A contest in My Submissions' contest filter: what decides which other filters it offers. */
export type FilterContest = {
  id: string;
  title: string;
  category: 'photo' | 'video';
  showPreFilterResults: boolean;
  showEvaluations: boolean;
  /** The normal deadline (ISO instant): award filter and score sort only once it has passed. */
  deadline: string;
};

/**
 * The years and contests My Submissions can filter by: those the caller has entries in. Its own
 * request, fetched once by the page, instead of hundreds of contests repeated in every page of the
 * list (bench/README.md, scenario e).
 */
export async function listMySubmissionFilters(ctx: AppContext, caller: SessionUser) {
  const { years, contests } = await repo.findMySubmissionFilters(
    ctx.db.$client,
    caller.id,
    CONTEST_TIME_ZONE,
  );
  return {
    years,
    contests: contests.map((c): FilterContest => ({
      id: c.id,
      title: c.title,
      category: c.category,
      showPreFilterResults: c.show_pre_filter_results,
      showEvaluations: c.show_evaluations,
      deadline: c.deadline.toISOString(),
    })),
  };
}

/** The caller changes the title (and, for a photo, the caption) of their entry, until the deadline. */
export async function updateMyEntryText(
  ctx: AppContext,
  caller: SessionUser,
  id: string,
  input: EntryTextInput,
): Promise<MySubmission> {
  if (!isUuid(id)) throw notFound();
  const now = new Date();
  const isVip = await isVipCaller(ctx, caller.id);
  await inTransaction(ctx.db, async (client) => {
    const row = await repo.lockOwnedSubmission(client, id, caller.id);
    if (!row) throw notFound();
    const text = checkEntryText(input, row.file_key !== null);
    if (Object.keys(text.fields).length > 0) throw validationError(text.fields);
    if (!canEditEntryText({ deadline: row.deadline }, now, isVip)) {
      throw new AppError('ENTRY_TEXT_LOCKED', 'Titles and captions cannot change after the deadline');
    }
    await repo.updateEntryText(client, id, text);
  });
  const [row] = await repo.findMySubmissions(ctx.db.$client, caller.id, [id]);
  return toMySubmission(row, now, isVip);
}

export async function deleteMine(ctx: AppContext, caller: SessionUser, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound();
  const now = new Date();
  const isVip = await isVipCaller(ctx, caller.id);
  const fileKey = await inTransaction(ctx.db, async (client) => {
    const row = await repo.lockOwnedSubmission(client, id, caller.id);
    // Someone else's entry answers exactly like a missing one: its existence is not revealed.
    if (!row) throw notFound();
    if (!isContestOpen({ deadline: row.deadline }, now, isVip)) {
      throw new AppError('SUBMISSION_NOT_DELETABLE', 'Entries cannot be withdrawn after the contest closed');
    }
    const contest = {
      deadline: row.deadline,
      showPreFilterResults: row.show_pre_filter_results,
      showEvaluations: row.show_evaluations,
    };
    if (!canDeleteSubmission(row, contest, now, isVip)) {
      throw new AppError('SUBMISSION_NOT_DELETABLE', 'Entries cannot be withdrawn once judging has started');
    }
    await repo.deleteSubmission(client, id);
    return row.file_key;
  });
  // After the commit: a failure here leaves unreachable files (logged), never a row without files.
  if (fileKey) await removeFiles(ctx, Object.values(imageKeysOf(fileKey)));
}

// ---------------------------------------------------------------------------------------------
// Overall scores of a published contest

export async function listOverall(
  ctx: AppContext,
  caller: SessionUser,
  contestId: string,
  query: OverallQuery,
) {
  const now = new Date();
  const contest = isUuid(contestId) ? await repo.findContest(ctx.db.$client, contestId) : null;
  if (!contest) throw notFound();
  if (!contest.show_submissions) {
    throw new AppError('SUBMISSIONS_NOT_PUBLISHED', 'The entries of this contest are not published');
  }
  const showStatus = contest.show_pre_filter_results;
  const showScores = contest.show_evaluations;
  const { rows, total } = await repo.listContestSubmissions(ctx.db.$client, {
    contestId: contest.id,
    // Filters on hidden data are ignored rather than refused: the answer must not depend on it.
    status: showStatus ? (query.status ?? null) : null,
    kind: query.kind ?? null,
    award: showScores ? (query.award ?? null) : null,
    sortByScore: showScores && (query.sort ?? 'score') === 'score',
    limit: PAGE_SIZE,
    offset: computePageOffset(query.page, PAGE_SIZE),
  });
  return {
    contest: toContestView(contest, now),
    items: rows.map((row) => {
      const isPhoto = row.file_key !== null;
      return {
        id: row.id,
        kind: isPhoto ? ('photo' as const) : ('video' as const),
        createdAt: row.created_at.toISOString(),
        // Usernames are public names (decisions.md); emails and locations are never sent here.
        username: row.username,
        title: row.title,
        isMine: row.user_id === caller.id,
        image: isPhoto ? { ...imageUrlsOf(row.id), width: row.file_width, height: row.file_height } : null,
        video: row.video_url ? toVideoView(row.video_url) : null,
        ...(isPhoto && showStatus ? { preFilterStatus: row.pre_filter_status } : {}),
        ...(showScores
          ? {
              // A photo out of 'approved' keeps stale scores (domain/results): it shows none.
              evaluation: {
                finalScore: row.counts_in_results ? row.final_score : null,
                award: row.counts_in_results ? row.award : null,
                judge1Score: row.counts_in_results ? row.judge1_score : null,
                ...(contest.is_extra ? {} : { judge2Score: row.counts_in_results ? row.judge2_score : null }),
              },
            }
          : {}),
      };
    }),
    total,
    page: query.page,
    pageSize: PAGE_SIZE,
  };
}

// ---------------------------------------------------------------------------------------------
// Images

export type ImageViewer = { id: string; role: Role };
export type ImageSubject = {
  userId: string;
  preFilterStatus: repo.PreFilterStatus;
  contest: {
    showSubmissions: boolean;
    preFilterJudgeId: string | null;
    photoJudge1Id: string | null;
    photoJudge2Id: string | null;
  };
};

/**
 * Who may see a photo. Admins: every variant, the original included. The owner: thumbnail and
 * preview. Any participant: thumbnail and preview of a contest whose entries are published
 * (show_submissions). The pre-filter judge of the contest: every photo; photo judges 1 and 2 of the
 * contest: approved photos only. Judges get the preview, never the original, whose metadata could
 * name the photographer. Everyone else: nothing (answered as 404).
 */
export function canViewSubmissionImage(
  viewer: ImageViewer,
  subject: ImageSubject,
  variant: ImageVariant,
): boolean {
  if (viewer.role === 'admin') return true;
  if (variant === 'original') return false;
  const { contest } = subject;
  switch (viewer.role) {
    case 'participant':
      return subject.userId === viewer.id || contest.showSubmissions;
    case 'pre_filter_judge':
      return contest.preFilterJudgeId === viewer.id;
    case 'photo_judge_1':
      return contest.photoJudge1Id === viewer.id && subject.preFilterStatus === 'approved';
    case 'photo_judge_2':
      return contest.photoJudge2Id === viewer.id && subject.preFilterStatus === 'approved';
    default:
      return false;
  }
}

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
  const row = isUuid(submissionId) ? await repo.findImageSubject(ctx.db.$client, submissionId) : null;
  if (!row || row.file_key === null) throw notFound();
  const subject: ImageSubject = {
    userId: row.user_id,
    preFilterStatus: row.pre_filter_status,
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
    variant === 'preview' ? await previewStream(ctx.storage, row.file_key) : await ctx.storage.getStream(key);
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
