import type { Table } from 'drizzle-orm';
import { describe, expectTypeOf, it } from 'vitest';
import type * as adjudication from '../modules/adjudication/adjudication.repo';
import type * as audit from '../modules/audit/audit.repo';
import type * as auth from '../modules/auth/auth.repo';
import type * as fairness from '../modules/fairness/fairness.repo';
import type * as judging from '../modules/judging/judging.repo';
import type * as feedback from '../modules/participant/feedback.repo';
import type * as judgingUpdates from '../modules/judging/judging-updates.repo';
import type * as lifecycle from '../modules/lifecycle/lifecycle.repo';
import type * as notifications from '../modules/notifications/notifications.repo';
import type * as packages from '../modules/packages/packages.repo';
import type * as payments from '../modules/payments/payments.repo';
import type * as providerPayments from '../modules/payments/provider-payments.repo';
import type * as providerCheckouts from '../modules/payments/provider-checkouts.repo';
import type * as discountCodes from '../modules/payments/discount-codes.repo';
import type * as recognition from '../modules/recognition/recognition.repo';
import type * as judgeReminders from '../modules/judge-reminders/judge-reminders.repo';
import type * as results from '../modules/results/results.repo';
import type * as statistics from '../modules/statistics/statistics.repo';
import type * as yearRankings from '../modules/statistics/year-rankings.repo';
import type * as mySubmissions from '../modules/submissions/my-submissions.repo';
import type * as submissionsRepo from '../modules/submissions/submissions.repo';
import type * as users from '../modules/users/users.repo';
import type * as preFilterDecisions from '../modules/judging/pre-filter-decisions.repo';
import type * as loginThrottle from '../modules/auth/login-throttle.repo';
import type * as participant from '../modules/participant/participant.repo';
import type * as awardedZip from '../modules/results/awarded-zip.repo';
import type * as contests from '../modules/contests/contests.repo';
import type * as mail from '../lib/mail.repo';
import type * as schema from './schema';
import type { SharedKeys, SqlRowOf } from './sql-row';

// The repos write SQL by hand and type its rows by hand (snake_case, as pg returns them). Every field
// of those row types named like a column of the table it is read from must have that column's type
// in the Drizzle schema: a column renamed, retyped or made nullable there fails `npm run typecheck`
// here (these checks are types; the test runner only lists them).

/**
 * The fields the row type names like a column of the table but types beyond it (never when none). A
 * row may be narrower than its column (a query that filters out nulls, an enum narrowed to the roles
 * it selects; a field only some queries read is optional), never wider.
 */
type Mismatched<Row, T extends Table> = {
  [K in SharedKeys<Row, T>]: [Exclude<Row[K], undefined>] extends [SqlRowOf<T>[K]] ? never : K;
}[SharedKeys<Row, T>];

type Submissions = typeof schema.submissions;
type Users = typeof schema.users;
type Contests = typeof schema.contests;

describe('hand-written row types', () => {
  it('agree with the schema on every column they name', () => {
    expectTypeOf<Mismatched<judging.WorkRow, Submissions>>().toBeNever();
    expectTypeOf<Mismatched<judgingUpdates.LockedSubmissionRow, Submissions>>().toBeNever();
    expectTypeOf<Mismatched<judgingUpdates.EntryRow, Submissions>>().toBeNever();
    expectTypeOf<Mismatched<judgingUpdates.SavedScoreRow, Submissions>>().toBeNever();
    expectTypeOf<Mismatched<mySubmissions.MySubmissionRow, Submissions>>().toBeNever();
    expectTypeOf<Mismatched<submissionsRepo.OwnedSubmissionRow, Submissions>>().toBeNever();
    expectTypeOf<Mismatched<submissionsRepo.ImageSubjectRow, Submissions>>().toBeNever();
    expectTypeOf<Mismatched<submissionsRepo.OverallRow, Submissions>>().toBeNever();
    expectTypeOf<Mismatched<results.ResultRow, Submissions>>().toBeNever();
    expectTypeOf<Mismatched<recognition.RecognisedEntryRow, Submissions>>().toBeNever();
    expectTypeOf<Mismatched<adjudication.DisagreementRow, Submissions>>().toBeNever();
    expectTypeOf<Mismatched<adjudication.LockedEntryRow, Submissions>>().toBeNever();
    expectTypeOf<Mismatched<adjudication.AssignedRow, Submissions>>().toBeNever();
    expectTypeOf<Mismatched<submissionsRepo.PackageChoiceRow, typeof schema.packages>>().toBeNever();
    expectTypeOf<Mismatched<packages.PackageRow, typeof schema.packages>>().toBeNever();
    expectTypeOf<Mismatched<payments.PurchaseRow, typeof schema.packagePurchases>>().toBeNever();
    expectTypeOf<Mismatched<payments.HistoryRow, typeof schema.packagePurchases>>().toBeNever();
    expectTypeOf<
      Mismatched<providerPayments.ProviderPaymentRow, typeof schema.providerPayments>
    >().toBeNever();
    expectTypeOf<
      Mismatched<providerCheckouts.ProviderCheckoutRow, typeof schema.providerCheckouts>
    >().toBeNever();
    expectTypeOf<Mismatched<discountCodes.DiscountCodeRow, typeof schema.discountCodes>>().toBeNever();
    expectTypeOf<Mismatched<users.UserRow, Users>>().toBeNever();
    expectTypeOf<Mismatched<users.UserListRow, Users>>().toBeNever();
    expectTypeOf<Mismatched<auth.ProfileRow, Users>>().toBeNever();
    expectTypeOf<Mismatched<statistics.ParticipantRow, Users>>().toBeNever();
    expectTypeOf<Mismatched<statistics.RecipientRow, Users>>().toBeNever();
    expectTypeOf<Mismatched<statistics.CompletionRow, typeof schema.evaluationCompletions>>().toBeNever();
    expectTypeOf<Mismatched<judgeReminders.PendingJudgeRow, Users>>().toBeNever();
    expectTypeOf<Mismatched<yearRankings.RankingRow, Users>>().toBeNever();
    expectTypeOf<Mismatched<fairness.ScoreRow, Submissions>>().toBeNever();
    expectTypeOf<Mismatched<feedback.FeedbackEntryRow, Submissions>>().toBeNever();
    expectTypeOf<Mismatched<fairness.FairnessContestRow, typeof schema.contests>>().toBeNever();
    expectTypeOf<Mismatched<audit.AuditRow, typeof schema.auditLog>>().toBeNever();
    expectTypeOf<Mismatched<notifications.OutboxRow, typeof schema.emails>>().toBeNever();
    expectTypeOf<Mismatched<lifecycle.LifecycleContestRow, typeof schema.contests>>().toBeNever();
    expectTypeOf<Mismatched<lifecycle.AmendableRow, Submissions>>().toBeNever();
    expectTypeOf<Mismatched<lifecycle.JudgeRow, Users>>().toBeNever();
    // Moved out of services and lib into repositories, or not checked before.
    expectTypeOf<Mismatched<judging.ContestProgressRow, Contests>>().toBeNever();
    expectTypeOf<Mismatched<judgingUpdates.ScoreLockRow, Submissions>>().toBeNever();
    expectTypeOf<Mismatched<preFilterDecisions.SelectedRow, Submissions>>().toBeNever();
    expectTypeOf<Mismatched<preFilterDecisions.TargetRow, Submissions>>().toBeNever();
    expectTypeOf<Mismatched<preFilterDecisions.DecisionRow, typeof schema.preFilterDecisions>>().toBeNever();
    expectTypeOf<Mismatched<packages.PriceRow, typeof schema.packagePrices>>().toBeNever();
    expectTypeOf<Mismatched<loginThrottle.AttemptCountRow, typeof schema.loginFailures>>().toBeNever();
    expectTypeOf<Mismatched<mySubmissions.MyContestSummaryRow, Contests>>().toBeNever();
    expectTypeOf<Mismatched<mySubmissions.ContestSummaryRow, Contests>>().toBeNever();
    expectTypeOf<Mismatched<mySubmissions.FilterContestRow, Contests>>().toBeNever();
    expectTypeOf<Mismatched<submissionsRepo.EntryColumns, Submissions>>().toBeNever();
    expectTypeOf<Mismatched<submissionsRepo.ContestRow, Contests>>().toBeNever();
    expectTypeOf<Mismatched<participant.ParticipantContestRow, Contests>>().toBeNever();
    expectTypeOf<Mismatched<participant.EnteredContestRow, Contests>>().toBeNever();
    expectTypeOf<Mismatched<yearRankings.YearTotalRow, Users>>().toBeNever();
    expectTypeOf<Mismatched<statistics.ContestOptionRow, Contests>>().toBeNever();
    expectTypeOf<Mismatched<statistics.ContestStatsRow, Contests>>().toBeNever();
    expectTypeOf<Mismatched<statistics.ContestRow, Contests>>().toBeNever();
    expectTypeOf<Mismatched<statistics.ApprovalEmailCountsRow, typeof schema.emails>>().toBeNever();
    expectTypeOf<Mismatched<statistics.ScoreCountRow, Submissions>>().toBeNever();
    expectTypeOf<Mismatched<judgeReminders.CompletionNoticeRow, Contests>>().toBeNever();
    expectTypeOf<Mismatched<judgeReminders.AssignmentNoticeRow, Contests>>().toBeNever();
    expectTypeOf<Mismatched<judgeReminders.AssignmentNoticeRow, Users>>().toBeNever();
    expectTypeOf<Mismatched<results.ContestSummaryRow, Contests>>().toBeNever();
    expectTypeOf<Mismatched<results.ContestOptionRow, Contests>>().toBeNever();
    expectTypeOf<Mismatched<awardedZip.AwardedRow, Submissions>>().toBeNever();
    expectTypeOf<Mismatched<recognition.GalleryContestRow, Contests>>().toBeNever();
    expectTypeOf<Mismatched<recognition.GalleryEntryRow, Submissions>>().toBeNever();
    expectTypeOf<Mismatched<providerPayments.ReceiptRecipientRow, Users>>().toBeNever();
    expectTypeOf<
      Mismatched<providerPayments.ReconciliationOrderRow, typeof schema.packagePurchases>
    >().toBeNever();
    expectTypeOf<Mismatched<lifecycle.ChecklistCountsRow, Contests>>().toBeNever();
    expectTypeOf<Mismatched<lifecycle.AmendmentRow, typeof schema.resultAmendments>>().toBeNever();
    expectTypeOf<Mismatched<lifecycle.AmendableListRow, Submissions>>().toBeNever();
    expectTypeOf<Mismatched<adjudication.AdjudicationLockRow, Submissions>>().toBeNever();
    expectTypeOf<Mismatched<adjudication.DisagreementContestRow, Contests>>().toBeNever();
    expectTypeOf<Mismatched<adjudication.CandidateRow, Users>>().toBeNever();
    // A date column read without ::text comes back from pg as a Date (Drizzle's string mode is its own).
    expectTypeOf<Mismatched<Omit<contests.ContestRow, 'judging_deadline'>, Contests>>().toBeNever();
    expectTypeOf<Mismatched<Omit<contests.ContestListRow, 'judging_deadline'>, Contests>>().toBeNever();
    expectTypeOf<Mismatched<mail.DeliveryRow, typeof schema.emails>>().toBeNever();
  });
});
