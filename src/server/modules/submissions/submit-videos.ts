import { canSubmitMore } from '../../../domain/packages';
import { checkEntryText } from '../../../domain/entry-text';
import { parseVideoUrl } from '../../../domain/video-url';
import type { AppContext } from '../../context';
import type { SessionUser } from '../../lib/guard';
import { findCreated, insertWithinLimit, limitReached, openContestFor, planEntries } from './entry-plan';
import * as repo from './submissions.repo';
import type { VideoSubmissionInput } from '../../../contract/submissions';

/** Video links for a video contest: each must be a YouTube or Vimeo link; the canonical form is stored. */
export async function submitVideos(
  ctx: AppContext,
  caller: SessionUser,
  contestId: string,
  input: VideoSubmissionInput,
) {
  const now = new Date();
  const { isVip, contest } = await openContestFor(ctx, caller, contestId, 'video', now);

  const urlErrors: Record<string, string> = {};
  const canonical: string[] = [];
  const titles: (string | null)[] = [];
  const existing = new Set(await repo.findVideoUrls(ctx.pool, caller.id, contest.id));
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
