import { dayOf, endDayOf } from '../../../domain/contest-dates';
import { parseVideoUrl } from '../../../domain/video-url';
import { entryImageUrl } from '../../../contract/entry-urls';
import type { VideoView } from '../../../contract/submissions';
import type * as repo from './submissions.repo';

// How a contest and an entry's media look in the participant's answers (My Submissions, Overall
// Scores, the participant area) and in the judges' and admins' lists.

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

/** A stored link as answers send it: canonical, with its provider (screens build the rest from it). */
export function toVideoView(url: string): VideoView {
  const parsed = parseVideoUrl(url);
  return parsed ? { provider: parsed.provider, url: parsed.canonicalUrl } : { provider: null, url };
}

/** The two image URLs of an answer that still names them (the admins' disagreements panel). */
export function imageUrlsOf(submissionId: string) {
  return {
    thumbUrl: entryImageUrl(submissionId, 'thumb'),
    previewUrl: entryImageUrl(submissionId, 'preview'),
  };
}

/**
 * A stored photo as the lists show it: its size only. Its URLs follow from the entry's id
 * (`contract/entry-urls.ts`), so a list does not repeat them on every row.
 * Lists build their items with Object.assign rather than object spreads, which cost ~10 times as
 * much per item (6–8 against 0.2–1 µs on Node 20; bench/README.md).
 */
export function imageViewOf(row: { file_width: number | null; file_height: number | null }) {
  return { width: row.file_width, height: row.file_height };
}

/**
 * The contests of a page's rows, each once in the order they first appear: a list names a row's
 * contest by id and the page carries the contest's fields. A page of one
 * contest, the usual one, costs one comparison a row.
 */
export function pageContestsOf<R, C>(rows: readonly R[], idOf: (row: R) => string, toContest: (row: R) => C) {
  const contests: C[] = [];
  const seen = new Set<string>();
  let last: string | null = null;
  for (const row of rows) {
    const id = idOf(row);
    if (id === last) continue;
    last = id;
    if (seen.has(id)) continue;
    seen.add(id);
    contests.push(toContest(row));
  }
  return contests;
}

/** The contest an entry list row belongs to, as every entry view starts it (My Submissions, results). */
export function entryContestOf(row: repo.EntryColumns) {
  return {
    id: row.contest_id,
    title: row.contest_title,
    category: row.contest_category,
    photoCategory: row.contest_photo_category,
    isExtra: row.contest_is_extra,
    showEvaluations: row.contest_show_evaluations,
  };
}
