import { isEvaluated } from '../../../domain/awards';
import type { Currency } from '../../../domain/packages';
import { canEditEntryText } from '../../../domain/entry-changes';
import { countsInResults } from '../../../domain/results';
import { participantAdjudicationOf, type ParticipantAdjudication } from '../../../domain/score-provenance';
import { canDeleteSubmission } from '../../lib/access';
import type { VideoView } from '../../../contract/submissions';
import { entryContestOf, imageViewOf, toVideoView } from './entry-views';
import type * as repo from './submissions.repo';
import type { MySubmissionRow as MySubmissionSource } from './my-submissions.repo';

// One entry as its participant sees it: what My Submissions lists and every submitting use case answers.

type JudgeView = { score: number | null; comment: string | null; feedback: string[] };

/** 'not_judged': a photo the pre-filter kept out of the judging (shown once results are published). */
export type EvaluationStatus = 'evaluated' | 'pending' | 'not_judged';

export type MyEntryContest = {
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

/** An entry as My Submissions lists it: its contest by id, the page names it once. */
export type MySubmissionRow = {
  id: string;
  kind: 'photo' | 'video';
  createdAt: string;
  contestId: string;
  image: { width: number | null; height: number | null } | null;
  video: VideoView | null;
  title: string | null;
  /** Its place among the caller's entries in the contest (domain/entry-name). */
  number: number;
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
    status: EvaluationStatus;
    finalScore: number | null;
    award: repo.AwardValue | null;
    judge1: JudgeView;
    judge2?: JudgeView;
    /** Once an adjudicator has scored: their score and what it replaced, never who they are. */
    adjudication: ParticipantAdjudication | null;
  };
  canDelete: boolean;
};

/** An entry with its contest: what the submitting use cases answer. */
export type MySubmission = MySubmissionRow & { contest: MyEntryContest };

const NOT_JUDGED = {
  judge1_score: null,
  judge2_score: null,
  final_score: null,
  award: null,
  judge1_comment: null,
  judge2_comment: null,
  judge1_feedback: null,
  judge2_feedback: null,
  adjudicator_score: null,
} as const;

/** The contest of one of the caller's entries, as the page names it once. */
export function myEntryContestOf(row: MySubmissionSource, now: Date): MyEntryContest {
  return Object.assign(entryContestOf(row), {
    showPreFilterResults: row.contest_show_pre_filter_results,
    showSubmissions: row.contest_show_submissions,
    hasEnded: now.getTime() >= row.contest_deadline.getTime(),
  });
}

/** An entry with its contest (the submitting answers, one entry or a few). */
export function toMySubmission(row: MySubmissionSource, now: Date, isVip: boolean): MySubmission {
  return Object.assign(toMySubmissionRow(row, now, isVip), { contest: myEntryContestOf(row, now) });
}

/** An entry as My Submissions lists it: its contest by id only. */
export function toMySubmissionRow(row: MySubmissionSource, now: Date, isVip: boolean): MySubmissionRow {
  const isPhoto = row.file_key !== null;
  const item: MySubmissionRow = {
    id: row.id,
    kind: isPhoto ? 'photo' : 'video',
    createdAt: row.created_at.toISOString(),
    contestId: row.contest_id,
    image: isPhoto ? imageViewOf(row) : null,
    video: row.video_url ? toVideoView(row.video_url) : null,
    title: row.title,
    number: row.entry_number,
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
    const counts = countsInResults({ isPhoto, preFilterStatus: row.pre_filter_status });
    const judged = counts ? row : { ...row, ...NOT_JUDGED };
    item.evaluation = {
      // Published results say a photo outside the judging was not judged, not "pending".
      status: !counts
        ? 'not_judged'
        : isEvaluated({ judge1Score: judged.judge1_score, judge2Score: judged.judge2_score, isExtra })
          ? 'evaluated'
          : 'pending',
      finalScore: judged.final_score,
      award: judged.award,
      judge1: {
        score: judged.judge1_score,
        comment: judged.judge1_comment,
        feedback: judged.judge1_feedback ?? [],
      },
      adjudication: isExtra
        ? null
        : participantAdjudicationOf(judged.judge1_score, judged.judge2_score, judged.adjudicator_score),
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
