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
  };
  judges: JudgeProgress[];
  completions: { judgeId: string; username: string; role: JudgeRole; completedAt: string }[];
  approvalEmails: ApprovalEmailStatus;
  payments: CurrencyTotals[];
};

/** Packages bought in one currency: their prices, what was confirmed and what is still due. */
export type CurrencyTotals = {
  currency: 'BRL' | 'USD' | 'EUR';
  participants: number;
  expected: number;
  confirmed: number;
  due: number;
};

/** The package a participant bought in a contest (upgrades keep what was already paid). */
export type Purchase = {
  items: number;
  currency: 'BRL' | 'USD' | 'EUR';
  price: number;
  alreadyPaid: number;
  upgradeDifference: number;
  confirmed: number;
  due: number;
  upgradedFrom: { items: number; price: number }[];
};

export type ContestStatsResponse = {
  year: number;
  years: number[];
  contestId: string | null;
  options: { id: string; title: string; category: 'photo' | 'video' }[];
  contests: ContestStats[];
  payments: CurrencyTotals[];
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
  purchase: Purchase | null;
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
