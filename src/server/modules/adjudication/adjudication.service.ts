import {
  adjudicatorRefusal,
  adjudicatorRolesOf,
  type AdjudicatedEntry,
  type AdjudicatorCandidate,
} from '../../../domain/adjudication';
import type { ContestCategory } from '../../../domain/packages';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { queueAssignmentNotice } from '../judge-reminders/assignment-notice';
import { recordAudit } from '../../lib/audit';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../../domain/ids';
import type { SessionUser } from '../../lib/guard';
import { imageUrlsOf, imageViewOf, toVideoView } from '../submissions/entry-views';
import * as repo from './adjudication.repo';

// Adjudication of disagreements (docs/decisions/judging.md). The admin sees a contest's flagged
// entries with both judges and assigns an adjudicator; the adjudicator sees only the entry and their
// own score (blind and independent), and their score enters the stored final score and award.

function entryOf(
  row: {
    judge1_id: string | null;
    judge2_id: string | null;
    adjudicator_score: number | null;
    flagged: boolean;
  },
  contest: { category: ContestCategory; slot_judge_ids: (string | null)[] },
): AdjudicatedEntry {
  return {
    category: contest.category,
    judgeIds: [row.judge1_id, row.judge2_id, ...contest.slot_judge_ids],
    isFlagged: row.flagged,
    adjudicatorScore: row.adjudicator_score,
  };
}

function candidateOf(row: { id: string; role: AdjudicatorCandidate['role']; has_entries: boolean }) {
  return { id: row.id, role: row.role, hasEntriesInContest: row.has_entries };
}

/** GET /api/admin/contests/:id/disagreements: the flagged entries and who may adjudicate each. */
export async function listDisagreements(ctx: AppContext, contestId: string) {
  const db = ctx.pool;
  const contest = await repo.findContest(db, contestId);
  if (!contest) throw notFound();
  const [rows, candidates] = await Promise.all([
    repo.listDisagreements(db, contestId),
    repo.listCandidates(db, contestId, adjudicatorRolesOf(contest.category)),
  ]);
  return {
    contest: {
      id: contest.id,
      title: contest.title,
      category: contest.category,
      isExtra: contest.is_extra,
      threshold: contest.disagreement_threshold,
    },
    items: rows.map((row) => {
      const entry = entryOf(row, contest);
      return {
        id: row.id,
        title: row.title,
        participant: row.participant,
        createdAt: row.created_at.toISOString(),
        image: row.is_photo ? imageUrlsOf(row.id) : null,
        video: row.video_url ? toVideoView(row.video_url) : null,
        flagged: row.flagged,
        judge1: { username: row.judge1_username, score: row.judge1_score },
        judge2: { username: row.judge2_username, score: row.judge2_score },
        difference: Math.abs(row.judge1_score - row.judge2_score),
        adjudicator: row.adjudicator_id
          ? { id: row.adjudicator_id, username: row.adjudicator_username, score: row.adjudicator_score }
          : null,
        finalScore: row.final_score,
        award: row.award,
        // Who may be assigned (or what stops each candidate), so the screen never offers a refusal.
        candidates: candidates.map((candidate) => ({
          id: candidate.id,
          username: candidate.username,
          refusal:
            row.adjudicator_id === candidate.id
              ? null
              : adjudicatorRefusal(candidateOf(candidate), { ...entry, adjudicatorScore: null }),
        })),
      };
    }),
  };
}

/** PUT /api/admin/submissions/:id/adjudicator: assigns (or, before they score, replaces) the adjudicator. */
export async function assignAdjudicator(
  ctx: AppContext,
  caller: SessionUser,
  submissionId: string,
  adjudicatorId: string,
) {
  const contestId = await inTransaction(ctx.db, async (client) => {
    const row = await repo.lockEntry(client, submissionId);
    if (!row) throw notFound();
    const candidate = await repo.lockCandidate(client, adjudicatorId, row.contest_id);
    if (!candidate) {
      throw new AppError('VALIDATION_FAILED', 'Unknown adjudicator', {
        adjudicatorId: 'errors.adjudication.adjudicatorNotFound',
      });
    }
    if (row.adjudicator_id === candidate.id && row.adjudicator_score === null) return row.contest_id;
    const refusal = adjudicatorRefusal(candidateOf(candidate), entryOf(row, row));
    if (refusal) throw new AppError(refusal, refusal);
    await repo.setAdjudicator(client, row.id, candidate.id);
    await recordAudit(client, caller.id, 'submission.adjudicator_assign', row.id, {
      before: { adjudicatorId: row.adjudicator_id },
      after: { adjudicatorId: candidate.id },
    });
    await queueAssignmentNotice(ctx, client, {
      kind: 'adjudicator',
      contestId: row.contest_id,
      judgeId: candidate.id,
    });
    return row.contest_id;
  });
  ctx.realtime.publishSoon({ type: 'contest-progress', contestId });
  return { ok: true as const };
}

function categoryOf(caller: SessionUser): ContestCategory {
  if (caller.role === 'photo_judge_1' || caller.role === 'photo_judge_2') return 'photo';
  if (caller.role === 'video_judge_1' || caller.role === 'video_judge_2') return 'video';
  throw forbidden();
}

/** GET /api/judge/adjudications: the caller's entries to adjudicate, blind. */
export async function listMyAdjudications(ctx: AppContext, caller: SessionUser) {
  const rows = await repo.listAssigned(ctx.pool, caller.id, categoryOf(caller));
  return {
    items: rows.map((row) => ({
      id: row.id,
      contestId: row.contest_id,
      contestTitle: row.contest_title,
      createdAt: row.created_at.toISOString(),
      ...(row.title ? { title: row.title } : {}),
      image: row.is_photo ? imageViewOf(row) : null,
      video: row.video_url ? toVideoView(row.video_url) : null,
      score: row.adjudicator_score,
      comment: row.adjudicator_comment,
    })),
  };
}

/** Why the adjudicator's save found no row: their assignment is locked or ineligible now, else 404. */
async function refusalOf(ctx: AppContext, caller: SessionUser, submissionId: string): Promise<AppError> {
  const lock = isUuid(submissionId)
    ? await repo.findAdjudicationLock(ctx.pool, caller.id, submissionId)
    : null;
  if (!lock) return notFound();
  if (lock.published) return new AppError('RESULTS_PUBLISHED', 'The results are published');
  if (lock.on_entry) return new AppError('ADJUDICATOR_ON_ENTRY', 'The adjudicator is on the entry');
  if (lock.entrant) return new AppError('JUDGE_HAS_ENTRIES', 'The adjudicator has entries in the contest');
  if (!lock.flagged) return new AppError('ENTRY_NOT_IN_DISAGREEMENT', 'The judges no longer disagree');
  return notFound();
}

/** PUT /api/judge/adjudications/:id/feedback: the adjudicator's comment, as a judge's (trimmed, empty = none). */
export async function saveAdjudicatorComment(
  ctx: AppContext,
  caller: SessionUser,
  submissionId: string,
  comment: string | null,
) {
  const row = await repo.saveAdjudicatorComment(
    ctx.pool,
    caller.id,
    submissionId,
    categoryOf(caller),
    comment,
  );
  if (!row) throw await refusalOf(ctx, caller, submissionId);
  return { id: row.id, comment: row.comment };
}

/** PUT /api/judge/adjudications/:id/score: the adjudicator's score (they may correct it). */
export async function saveAdjudicatorScore(
  ctx: AppContext,
  caller: SessionUser,
  submissionId: string,
  score: number,
) {
  const row = await repo.saveAdjudicatorScore(ctx.pool, caller.id, submissionId, categoryOf(caller), score);
  if (!row) throw await refusalOf(ctx, caller, submissionId);
  if (row.changed) ctx.realtime.publishSoon({ type: 'contest-progress', contestId: row.contest_id });
  return { id: row.id, score };
}
