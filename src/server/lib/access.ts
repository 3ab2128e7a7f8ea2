import { canWithdrawEntry } from '../../domain/entry-changes';
import {
  isAssignedJudge,
  isScoringRole,
  scoringSlotOf,
  type ContestJudges,
  type JudgeSlotRule,
} from '../../domain/judge-slots';
import { isJudgeRole, type JudgeRole, type Role } from '../../domain/roles';
import type { PreFilterStatus } from '../modules/submissions/submissions.repo';
import { forbidden } from './errors';
import type { ImageVariant } from './images';
import type { RealtimeEvent } from './realtime';

// One place that answers "may this caller touch this thing". The route's `config.access` (lib/guard.ts)
// lets a role in; what follows is the finer rule about one contest, entry or event. Each answer is
// pure, from rows the caller's use case already read, and tested in access.test.ts. Whatever is not
// the caller's reads as missing (404) where saying "forbidden" would reveal that it exists.

type Caller = { id: string; role: Role };

// ---------------------------------------------------------------------------------------------
// Judges

/** The caller's judge role, or 403 for anyone who is not a judge. */
export function judgeRoleOf(caller: Caller): JudgeRole {
  if (!isJudgeRole(caller.role)) throw forbidden();
  return caller.role;
}

/** The scoring slot (photo or video judge 1 or 2) of the caller, or 403 (the pre-filter judge scores nothing). */
export function scoringRuleOf(caller: Caller): ReturnType<typeof scoringSlotOf> {
  const role = judgeRoleOf(caller);
  if (!isScoringRole(role)) throw forbidden();
  return scoringSlotOf(role);
}

/** An entry as a judge's save reads it (locked), with its contest's judges. */
export type JudgedEntry = {
  isPhoto: boolean;
  preFilterStatus: PreFilterStatus;
  judge1Id: string | null;
  judge2Id: string | null;
  judge1Score: number | null;
  judge2Score: number | null;
  contest: ContestJudges;
};

/**
 * May this judge act on this entry in their slot? 'yours'; 'withdrawn' for a photo their contest's
 * pre-filter has not approved (photo judges are told, as the photo left their screen); otherwise
 * 'not-found': an entry of a contest they do not judge, the wrong kind of entry, or one whose side
 * another judge evaluated (a previous holder of the slot), so a judge learns nothing of others' work.
 */
export function judgeAccessTo(
  rule: JudgeSlotRule,
  judgeId: string,
  entry: JudgedEntry,
): 'yours' | 'withdrawn' | 'not-found' {
  if (!isAssignedJudge(rule.role, judgeId, entry.contest)) return 'not-found';
  // The pre-filter and photo judges work on photos, video judges on videos.
  if ((rule.category === 'photo') !== entry.isPhoto) return 'not-found';
  if (rule.scoreSide !== null && entry.isPhoto && entry.preFilterStatus !== 'approved') return 'withdrawn';
  if (rule.scoreSide !== null) {
    const owner = rule.scoreSide === 1 ? entry.judge1Id : entry.judge2Id;
    const score = rule.scoreSide === 1 ? entry.judge1Score : entry.judge2Score;
    if (owner !== null ? owner !== judgeId : score !== null) return 'not-found';
  }
  return 'yours';
}

// ---------------------------------------------------------------------------------------------
// Live events (GET /api/events)

/**
 * Which events a stream's caller may receive: admins every one; a judge only events
 * about contests they are assigned to (in any slot: `isAssigned`), a resync (it names no contest), and
 * never email events.
 */
export async function canReceiveEvent(
  caller: Caller,
  event: RealtimeEvent,
  isAssigned: (contestId: string) => Promise<boolean>,
): Promise<boolean> {
  if (caller.role === 'admin') return true;
  if (event.type === 'emails') return false;
  if (event.type === 'resync') return true;
  return isAssigned(event.contestId);
}

// ---------------------------------------------------------------------------------------------
// Participants' own entries

/** An entry (or its certificate) is its owner's alone: anyone else's reads as missing. */
export function ownsEntry(caller: Caller, entry: { userId: string }): boolean {
  return entry.userId === caller.id;
}

/**
 * A participant may withdraw their entry while they could still submit it; once judging touched it,
 * only while the contest shows nothing of judging (domain/withdrawal: a refusal would tell them).
 */
export function canDeleteSubmission(
  s: { pre_filter_status: string; judge1_score: number | null; judge2_score: number | null },
  contest: { deadline: Date; showPreFilterResults: boolean; showEvaluations: boolean },
  now: Date,
  isVip: boolean,
): boolean {
  // Judging has touched the entry: the pre-filter judge decided, or a judge scored.
  const isJudged = s.pre_filter_status !== 'pending' || s.judge1_score !== null || s.judge2_score !== null;
  return canWithdrawEntry(
    {
      deadline: contest.deadline,
      isJudged,
      showsPreFilterResults: contest.showPreFilterResults,
      showsEvaluations: contest.showEvaluations,
    },
    now,
    isVip,
  );
}

// ---------------------------------------------------------------------------------------------
// Photos

export type ImageViewer = Caller;
export type ImageSubject = {
  userId: string;
  preFilterStatus: PreFilterStatus;
  /** The photo judge assigned to adjudicate this entry's disagreement, if any. */
  adjudicatorId?: string | null;
  contest: {
    showSubmissions: boolean;
    preFilterJudgeId: string | null;
    photoJudge1Id: string | null;
    photoJudge2Id: string | null;
  };
};

/**
 * Who may see a photo. Admins: every variant, the original included. The owner: thumbnail and
 * preview (and the zoom's large rendition, which follows the preview's rule everywhere: it carries no
 * metadata either). Any participant: thumbnail and preview of a contest whose entries are published
 * (show_submissions). The pre-filter judge of the contest: every photo; photo judges 1 and 2 of the
 * contest, and the photo judge adjudicating the entry: approved photos only. Judges get the preview, never the original, whose metadata could
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
      return (
        (contest.photoJudge1Id === viewer.id || subject.adjudicatorId === viewer.id) &&
        subject.preFilterStatus === 'approved'
      );
    case 'photo_judge_2':
      return (
        (contest.photoJudge2Id === viewer.id || subject.adjudicatorId === viewer.id) &&
        subject.preFilterStatus === 'approved'
      );
    default:
      return false;
  }
}
