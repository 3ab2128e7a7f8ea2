import type { PoolClient } from 'pg';
import { dayOf, longDayText } from '../../../domain/contest-dates';
import { JUDGE_SLOTS, type JudgeSlot } from '../../../domain/contest-rules';
import { homeRouteOf } from '../../../domain/roles';
import type { AppContext } from '../../context';
import { translatorFor } from '../../i18n';
import { escapeHtml } from '../../lib/html';
import type { Jobs } from '../../lib/jobs';
import type { EmailMessage } from '../../lib/mail';
import * as repo from './judge-reminders.repo';

// Judges and adjudicators are told of their assignment (docs/decisions/judging.md,
// "Deadlines, reminders and notices"). The change that assigns them queues one job in its own transaction (no notice for a
// change that rolls back); the job stores the email in the judge's language under a unique key:
// `judge-assigned:<contest>:<slot>:<judge>` (once per contest, slot and judge, however often the form
// is saved) and `adjudicator-assigned:<contest>:<judge>:<São Paulo day>` (one a day per contest, with
// the count of entries then waiting, rather than one per entry assigned).

export const JUDGE_ASSIGNED_QUEUE = 'judge-assigned';

export type AssignmentNotice =
  | { kind: 'slot'; contestId: string; judgeId: string; slot: JudgeSlot }
  | { kind: 'adjudicator'; contestId: string; judgeId: string };

export async function queueAssignmentNotice(
  ctx: AppContext,
  client: PoolClient,
  notice: AssignmentNotice,
): Promise<void> {
  await ctx.jobs.sendInTransaction(client, JUDGE_ASSIGNED_QUEUE, notice, {
    retryLimit: 5,
    retryBackoff: true,
  });
}

/** One notice per slot whose judge is new (created, or changed to someone else). */
export async function queueSlotNotices(
  ctx: AppContext,
  client: PoolClient,
  contestId: string,
  before: Partial<Record<JudgeSlot, string | null>>,
  after: Partial<Record<JudgeSlot, string | null>>,
): Promise<void> {
  for (const slot of Object.keys(JUDGE_SLOTS) as JudgeSlot[]) {
    const judgeId = after[slot];
    if (judgeId && judgeId !== before[slot]) {
      await queueAssignmentNotice(ctx, client, { kind: 'slot', contestId, judgeId, slot });
    }
  }
}

export function assignmentEmail(
  notice: AssignmentNotice,
  row: repo.AssignmentNoticeRow,
  publicUrl: string,
  now: Date,
): EmailMessage {
  const t = translatorFor(row.locale);
  const isAdjudication = notice.kind === 'adjudicator';
  const url = `${publicUrl}${isAdjudication ? '/judge/adjudication' : homeRouteOf(row.role)}`;
  const role = isAdjudication
    ? t('email.assigned.adjudicator')
    : t(`email.judgeCompleted.roles.${JUDGE_SLOTS[notice.slot].role}`);
  const task = isAdjudication
    ? t('email.assigned.taskAdjudication', { count: row.waiting })
    : t(`email.assigned.task.${JUDGE_SLOTS[notice.slot].role}`);
  const when = row.judging_deadline
    ? t('email.assigned.deadline', { day: longDayText(row.judging_deadline, row.locale) })
    : t('email.assigned.results', { day: longDayText(dayOf(row.results_at), row.locale) });
  const vars = { contest: row.contest_title, role };
  const intro = t('email.assigned.body', vars);
  const greeting = t('email.greeting', { username: row.username });
  const signature = t('email.signature');
  const paragraphs = [intro, task, when];
  return {
    dedupeKey: isAdjudication
      ? `adjudicator-assigned:${notice.contestId}:${notice.judgeId}:${dayOf(now)}`
      : `judge-assigned:${notice.contestId}:${notice.slot}:${notice.judgeId}`,
    to: row.email,
    subject: t('email.assigned.subject', vars),
    text: [
      greeting,
      '',
      ...paragraphs.flatMap((p) => [p, '']),
      t('email.assigned.open', { url }),
      '',
      signature,
    ].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
      `<p><a href="${escapeHtml(url)}">${escapeHtml(t('email.assigned.link'))}</a></p>`,
      `<p>${escapeHtml(signature)}</p>`,
    ].join('\n'),
  };
}

/**
 * Stores the notice, if the judge still holds the assignment (a slot changed again, or an
 * adjudication already scored or cleared, before the job ran, tells nobody). True when stored.
 */
export async function sendAssignmentNotice(ctx: AppContext, notice: AssignmentNotice, now = new Date()) {
  const row = await repo.findAssignmentNoticeRow(ctx.pool, notice.contestId, notice.judgeId);
  if (!row) return false;
  if (notice.kind === 'adjudicator' && row.waiting === 0) return false;
  if (notice.kind === 'slot') {
    const holder = await repo.findSlotHolder(ctx.pool, notice.contestId, notice.slot);
    if (holder !== notice.judgeId) return false;
  }
  return ctx.mailer.enqueue(assignmentEmail(notice, row, ctx.config.publicUrl, now));
}

export async function startAssignmentNoticeWorker(jobs: Jobs, ctx: AppContext): Promise<void> {
  await jobs.boss.work<AssignmentNotice>(JUDGE_ASSIGNED_QUEUE, { batchSize: 1 }, async ([job]) => {
    if (job) await sendAssignmentNotice(ctx, job.data);
  });
}
