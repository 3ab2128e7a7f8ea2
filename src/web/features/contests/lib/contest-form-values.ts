import {
  CONTEST_FORM_DEFAULTS,
  normalizeContestInput,
  replacedScoringSlots,
  type ContestInput,
  type JudgeSlot,
} from '../../../../domain/contest-rules';
import type { AdminContestDetails } from '../api/contests';

/** The form's values for a stored contest, or the defaults for a new one. */
export function valuesOf(contest: AdminContestDetails | null): ContestInput {
  if (!contest) return { ...CONTEST_FORM_DEFAULTS };
  return {
    title: contest.title,
    startDay: contest.startDay,
    endDay: contest.endDay,
    resultDay: contest.resultDay,
    category: contest.category,
    photoCategory: contest.photoCategory,
    rules: contest.rules,
    showEvaluations: contest.showEvaluations,
    showSubmissions: contest.showSubmissions,
    showPreFilterResults: contest.showPreFilterResults,
    isExtra: contest.isExtra,
    showTitlesToJudges: contest.showTitlesToJudges,
    minPhotoLongSide: contest.minPhotoLongSide,
    preFilterJudgeId: contest.preFilterJudgeId,
    photoJudge1Id: contest.photoJudge1Id,
    photoJudge2Id: contest.photoJudge2Id,
    videoJudge1Id: contest.videoJudge1Id,
    videoJudge2Id: contest.videoJudge2Id,
    disagreementThreshold: contest.disagreementThreshold,
    judgingDeadlineDay: contest.judgingDeadlineDay,
  };
}

export type Replacement = { slot: JudgeSlot; names: string[]; scored: number; commented: number };

/**
 * The scoring slots this save hands to someone else while evaluations by others stand on them: the
 * admin is asked whether those are kept or set aside (the server asks the same, 409 otherwise).
 */
export function replacementsOf(
  contest: AdminContestDetails | null,
  stored: ContestInput,
  values: ContestInput,
): Replacement[] {
  if (!contest) return [];
  const next = normalizeContestInput(values);
  return replacedScoringSlots(stored, next).flatMap((slot) => {
    const others = (contest.evaluations[slot] ?? []).filter((e) => e.judgeId !== next[slot]);
    if (others.length === 0) return [];
    return [
      {
        slot,
        names: others.map((e) => e.username ?? '—'),
        scored: others.reduce((n, e) => n + e.scored, 0),
        commented: others.reduce((n, e) => n + e.commented, 0),
      },
    ];
  });
}
