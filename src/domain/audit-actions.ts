// Every action the audit log records (entity.verb). The admin's audit screen translates each one
// (audit.actions.<entity>.<verb> in both languages); a test keeps this list, the server's writes and
// the translations in step.
export const AUDIT_ACTIONS = [
  'contest.create',
  'contest.update',
  'contest.delete',
  'contest.preFilterVisibility',
  'contest.judge_replace',
  'contest.approval_emails',
  'contest.approval_emails_retry',
  'contest.judge_reminders',
  'user.create',
  'user.update',
  'user.delete',
  'user.role',
  'user.status',
  'user.payment',
  'award_count.set',
  'package.create',
  'package.update',
  'package.delete',
  'submission.pre_filter',
  'submission.pre_filter_undo',
  'submission.judge1_score',
  'submission.judge2_score',
  'submission.judge1_comment',
  'submission.judge2_comment',
  'submission.adjudicator_assign',
  'submission.adjudicator_score',
  'submission.adjudicator_comment',
  'completion.create',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
