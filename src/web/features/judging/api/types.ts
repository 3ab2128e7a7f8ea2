// What the judging API answers, as the contract (src/contract/judging.ts) defines it.
export type { Page, PreFilterStatus } from '../../../../contract/common';
export type {
  Completion,
  JudgeContest,
  JudgeContests,
  JudgeCounts,
  JudgeTab,
  PhotoScoringItem,
  PreFilterCounts,
  PreFilterItem,
  ScoringCounts,
  ScoringItem,
  VideoScoringItem,
} from '../../../../contract/judging';
