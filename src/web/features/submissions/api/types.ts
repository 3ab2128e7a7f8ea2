// What the submissions API answers, as the contract (src/contract/submissions.ts) defines it.
export type { PreFilterStatus } from '../../../../contract/common';
export type {
  JudgeView,
  MySubmission,
  MySubmissionsPage,
  OverallEntry,
  OverallPage,
  Submitted,
} from '../../../../contract/submissions';
