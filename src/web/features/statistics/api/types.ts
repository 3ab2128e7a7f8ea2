// What the statistics API answers, as the contract (src/contract/statistics.ts) defines it.
export type { Page } from '../../../../contract/common';
export type {
  ApprovalEmailsResult,
  ApprovalEmailsRetry,
  ApprovalEmailStatus,
  ContestStats,
  ContestStatsResponse,
  CurrencyTotals,
  JudgeProgress,
  PaymentResult,
  Purchase,
  RankingKind,
  RankingRow,
  RankingsResponse,
  ScoreDistribution,
  StatsParticipant,
} from '../../../../contract/statistics';
