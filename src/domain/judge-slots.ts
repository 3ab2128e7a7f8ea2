import { findSlotForRole, JUDGE_SLOTS, type JudgeSlot } from './contest-rules';
import type { ContestCategory } from './packages';
import type { JudgeRole } from './roles';

// How a judge role acts on a contest. A judge is a judge of a contest only through the one slot its
// role can fill (contest-rules JUDGE_SLOTS); this adds what judging needs on top: which contest column
// holds the slot, and which pair of score columns (judge 1 or judge 2) the role writes.

/** The contest column holding each judge slot. */
export const SLOT_COLUMNS = {
  preFilterJudgeId: 'pre_filter_judge_id',
  photoJudge1Id: 'photo_judge_1_id',
  photoJudge2Id: 'photo_judge_2_id',
  videoJudge1Id: 'video_judge_1_id',
  videoJudge2Id: 'video_judge_2_id',
} as const satisfies Record<JudgeSlot, string>;

export type SlotColumn = (typeof SLOT_COLUMNS)[JudgeSlot];

/** 1 writes judge1_score/comment/feedback, 2 writes the judge2_* columns. */
export type ScoreSide = 1 | 2;

export type JudgeSlotRule = {
  role: JudgeRole;
  slot: JudgeSlot;
  slotColumn: SlotColumn;
  category: ContestCategory;
  /** null for the pre-filter judge, who approves and rejects but never scores. */
  scoreSide: ScoreSide | null;
};

export type ScoringRole = Exclude<JudgeRole, 'pre_filter_judge'>;
export const SCORING_ROLES = [
  'photo_judge_1',
  'photo_judge_2',
  'video_judge_1',
  'video_judge_2',
] as const satisfies readonly ScoringRole[];
export const PHOTO_SCORING_ROLES = [
  'photo_judge_1',
  'photo_judge_2',
] as const satisfies readonly ScoringRole[];
export const VIDEO_SCORING_ROLES = [
  'video_judge_1',
  'video_judge_2',
] as const satisfies readonly ScoringRole[];

export function isScoringRole(role: JudgeRole): role is ScoringRole {
  return role !== 'pre_filter_judge';
}

/** The slot, column, category and score side of a judge role. */
export function judgeSlotOf(role: JudgeRole): JudgeSlotRule {
  const slot = findSlotForRole(role);
  const definition = JUDGE_SLOTS[slot];
  return {
    role,
    slot,
    slotColumn: SLOT_COLUMNS[slot],
    category: definition.category,
    scoreSide: role === 'pre_filter_judge' ? null : definition.isSecondJudge ? 2 : 1,
  };
}

/** A judge's slot in a scoring role; the score side is then always set. */
export function scoringSlotOf(role: ScoringRole): JudgeSlotRule & { scoreSide: ScoreSide } {
  return judgeSlotOf(role) as JudgeSlotRule & { scoreSide: ScoreSide };
}

export type ContestJudges = {
  category: ContestCategory;
  isExtra: boolean;
} & Record<JudgeSlot, string | null>;

/**
 * Whether `userId` judges `contest` in `role`: the role's slot names them and the contest is of the
 * role's category. Extra contests have no second judge, so a judge-2 role never judges one even if a
 * stale assignment were left behind.
 */
export function isAssignedJudge(role: JudgeRole, userId: string, contest: ContestJudges): boolean {
  const rule = judgeSlotOf(role);
  if (contest.category !== rule.category) return false;
  if (rule.scoreSide === 2 && contest.isExtra) return false;
  return contest[rule.slot] === userId;
}
