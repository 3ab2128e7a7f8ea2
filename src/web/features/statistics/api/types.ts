import type { AwardCountSource } from '../../../../domain/award-counts';
import type { PhotoCategory } from '../../../../domain/contest-rules';
import type { ProgressColor } from '../../../../domain/progress';
import type { JudgeRole } from '../../../../domain/roles';

/** One page of a list: `{ items, total, page, pageSize }` (docs/engineering.md). */
export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

export type JudgeProgress = {
  slot: string;
  role: JudgeRole;
  judge: { id: string; username: string } | null;
  total: number;
  evaluated: number;
  pending: number;
  percent: number;
  color: ProgressColor | null;
  completedAt: string | null;
};

export type ApprovalEmailStatus = {
  recipients: number;
  notQueued: number;
  queued: number;
  sent: number;
  failed: number;
};

export type ContestStats = {
  id: string;
  title: string;
  category: 'photo' | 'video';
  photoCategory: PhotoCategory | null;
  isExtra: boolean;
  startDay: string;
  endDay: string;
  resultDay: string;
  totals: {
    entries: number;
    photos: number;
    films: number;
    participants: number;
    preFilterPending: number;
    approved: number;
    rejected: number;
    judged: number;
    evaluated: number;
    awarded: number;
    honorable: number;
    disagreements: number;
    adjudicated: number;
  };
  judges: JudgeProgress[];
  completions: { judgeId: string; username: string; role: JudgeRole; completedAt: string }[];
  approvalEmails: ApprovalEmailStatus;
};

export type ContestStatsResponse = {
  year: number;
  years: number[];
  contestId: string | null;
  options: { id: string; title: string; category: 'photo' | 'video' }[];
  contests: ContestStats[];
};

export type StatsParticipant = {
  userId: string;
  username: string;
  email: string;
  submissionCount: number;
  paidCount: number;
  isPaid: boolean;
  approvedCount: number;
  approvalEmail: { status: 'queued' | 'sent' | 'failed'; sentAt: string | null } | null;
};

export type ScoreDistribution = {
  contestId: string;
  isExtra: boolean;
  awardedMin: number;
  final: { score: number; count: number }[];
  judges: {
    side: 1 | 2;
    role: JudgeRole;
    username: string | null;
    counts: { score: number; count: number }[];
  }[];
};

export type RankingKind = 'photo' | 'video';

export type RankingRow = {
  position: number;
  userId: string;
  username: string;
  awards: number;
  honorable: number;
  entries: number;
  yearAwards: { count: number; source: AwardCountSource };
};

export type RankingsResponse = Page<RankingRow> & {
  year: number;
  years: number[];
  kind: RankingKind;
  photoCategory: PhotoCategory | null;
};

export type AdjudicatorRefusal =
  | 'ADJUDICATOR_ROLE_MISMATCH'
  | 'ADJUDICATOR_ON_ENTRY'
  | 'JUDGE_HAS_ENTRIES'
  | 'ADJUDICATION_ALREADY_SCORED'
  | 'ENTRY_NOT_IN_DISAGREEMENT';

/** An entry whose judges disagree (or that was adjudicated), as the admin sees it. */
export type Disagreement = {
  id: string;
  title: string | null;
  participant: string;
  createdAt: string;
  image: { thumbUrl: string; previewUrl: string } | null;
  video: {
    provider: 'youtube' | 'vimeo' | null;
    url: string;
    embedUrl: string | null;
    thumbnailUrl: string | null;
  } | null;
  flagged: boolean;
  judge1: { username: string | null; score: number };
  judge2: { username: string | null; score: number };
  difference: number;
  adjudicator: { id: string; username: string | null; score: number | null } | null;
  finalScore: number | null;
  award: 'awarded' | 'honorable' | 'not_awarded' | null;
  candidates: { id: string; username: string; refusal: AdjudicatorRefusal | null }[];
};

export type DisagreementsResponse = {
  contest: { id: string; title: string; category: 'photo' | 'video'; isExtra: boolean; threshold: number };
  items: Disagreement[];
};
