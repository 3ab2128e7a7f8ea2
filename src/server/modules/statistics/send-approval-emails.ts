import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../../lib/audit';
import type { SessionUser } from '../../lib/guard';
import { approvalEmail } from './approval.emails';
import * as repo from './statistics.repo';
import { APPROVAL_EMAIL_SPACING_SECONDS, requireContest } from './statistics.service';

// ---------------------------------------------------------------------------------------------
// Approval emails

/**
 * Queues one approval email per participant with an entry counting in results (approved photos;
 * for videos every participant, as videos have no pre-filter), in their language. Each email has the
 * dedupe key approval:<contest>:<participant>, so a second press, a press in parallel, or a press
 * after a restart queues nothing twice; a participant approved later gets theirs on the next press.
 * Batches of one contest are serialised by an advisory lock, so the answers of two parallel presses
 * add up: one gets {queued: n}, the other {alreadyQueued: n}.
 */
export async function sendApprovalEmails(ctx: AppContext, caller: SessionUser, contestId: string) {
  const contest = await requireContest(ctx, contestId);
  const result = await inTransaction(ctx.db, async (client) => {
    await repo.lockApprovalBatch(client, contestId);
    const recipients = await repo.listApprovalRecipients(ctx.pool, contestId);
    let queued = 0;
    let alreadyQueued = 0;
    for (const r of recipients) {
      const message = approvalEmail({
        contestId,
        contestTitle: contest.title,
        category: contest.category,
        userId: r.user_id,
        username: r.username,
        email: r.email,
        locale: r.locale,
        entries: r.entries,
        publicUrl: ctx.config.publicUrl,
        isPublished: contest.show_evaluations,
      });
      // Each email commits on its own: a batch cut short by a crash keeps what it queued.
      const isNew = await ctx.mailer.enqueue(message, {
        startAfterSeconds: queued * APPROVAL_EMAIL_SPACING_SECONDS || undefined,
      });
      if (isNew) queued += 1;
      else alreadyQueued += 1;
    }
    if (queued > 0) {
      await recordAudit(client, caller.id, 'contest.approval_emails', contestId, {
        after: { recipients: recipients.length, queued, alreadyQueued },
      });
      await ctx.realtime.publish(client, { type: 'emails', contestId });
    }
    return { recipients: recipients.length, queued, alreadyQueued };
  });
  return result;
}

/** Queues the contest's failed approval emails again (fresh attempts), paced like a batch. */
export async function retryApprovalEmails(ctx: AppContext, caller: SessionUser, contestId: string) {
  await requireContest(ctx, contestId);
  const failed = await repo.listFailedApprovalEmails(ctx.pool, contestId);
  const requeued = await ctx.mailer.requeueFailed(failed, { spacingSeconds: APPROVAL_EMAIL_SPACING_SECONDS });
  if (requeued.length > 0) {
    await inTransaction(ctx.db, async (client) => {
      await recordAudit(client, caller.id, 'contest.approval_emails_retry', contestId, {
        after: { requeued: requeued.length },
      });
      await ctx.realtime.publish(client, { type: 'emails', contestId });
    });
  }
  return { requeued: requeued.length };
}
