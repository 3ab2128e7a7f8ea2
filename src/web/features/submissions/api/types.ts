// What the submissions API answers, as the contract (src/contract/submissions.ts) defines it.
export type { Page, PreFilterStatus } from '../../../../contract/common';
export type {
  ContestView,
  FilterContest,
  ImageView,
  JudgeView,
  MySubmission,
  MySubmissionFilters,
  MySubmissionsPage,
  OverallEntry,
  OverallPage,
  Submitted,
  VideoView,
} from '../../../../contract/submissions';
export type { PhotoCategory } from '../../../../domain/contest-rules';
