import type { AmendmentBody } from '../../../contract/lifecycle';
import { awardFor, computeFinalScore, type Award } from '../../../domain/awards';
import { isDisagreement } from '../../../domain/disagreement';
import { isUuid } from '../../../domain/ids';
import { isAwardChanged, isResultChanged } from '../../../domain/results-lifecycle';
import type { Locale } from '../../../domain/schemas/account';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { translatorFor } from '../../i18n';
import { recordAudit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/guard';
import { escapeHtml } from '../../lib/html';
import type { EmailMessage } from '../../lib/mail';
import { toAmendmentView } from './amendment-views';
import * as repo from './lifecycle.repo';

// An admin's amendment of a published result (docs/decisions/results.md): the only
// change a published result takes. The reason is required; the final score and award are recomputed
// with the domain rule (an adjudication whose disagreement ends is cleared, as on a judge's save);
// the participant is told in their language when their result moved; the certificate and badge
// follow the stored award, so they are re-issued or revoked with it, and the verification page says
// when the result was amended.

function amendmentEmail(p: {
  amendmentId: number;
  username: string;
  email: string;
  locale: Locale;
  contestTitle: string;
  entryTitle: string | null;
  reason: string;
  before: { finalScore: number | null; award: Award | null };
  after: { finalScore: number | null; award: Award | null };
  publicUrl: string;
}): EmailMessage {
  const t = translatorFor(p.locale);
  const score = (value: number | null) =>
    value === null
      ? '—'
      : new Intl.NumberFormat(p.locale === 'pt' ? 'pt-BR' : 'en', { minimumFractionDigits: 1 }).format(value);
  const award = (value: Award | null) => t(`email.amendment.award.${value ?? 'none'}`);
  const url = `${p.publicUrl}/participant/results`;
  const lines = [
    t('email.greeting', { username: p.username }),
    t('email.amendment.body', {
      contest: p.contestTitle,
      entry: p.entryTitle ?? t('email.amendment.untitled'),
    }),
    t('email.amendment.change', {
      beforeScore: score(p.before.finalScore),
      beforeAward: award(p.before.award),
      afterScore: score(p.after.finalScore),
      afterAward: award(p.after.award),
    }),
    t('email.amendment.reason', { reason: p.reason }),
    t('email.amendment.see', { url }),
    t('email.signature'),
  ];
  return {
    dedupeKey: `amendment:${p.amendmentId}`,
    to: p.email,
    subject: t('email.amendment.subject', { contest: p.contestTitle }),
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
  };
}

/** POST /api/admin/submissions/:id/amendment */
export async function amendResult(ctx: AppContext, caller: SessionUser, id: string, body: AmendmentBody) {
  if (!isUuid(id)) throw notFound();
  const done = await inTransaction(ctx.db, async (client) => {
    const row = await repo.lockAmendable(client, id);
    if (!row) throw notFound();
    if (!row.show_evaluations) throw new AppError('RESULTS_NOT_PUBLISHED', 'Nothing published to amend');
    if (!row.counts) throw notFound();
    // One score moves every normalised score of its judge, so other entries' awards: a
    // contest whose awards are normalised is corrected by unpublishing and publishing again.
    if (row.award_basis === 'normalised') {
      throw new AppError('AMENDMENT_NORMALISED', 'The awards are decided by normalised scores');
    }
    if (row.is_extra && body.judge2Score !== undefined) {
      throw new AppError('VALIDATION_FAILED', 'Extra contests have one judge', {
        judge2Score: 'errors.lifecycle.noSecondJudge',
      });
    }
    const judge1Score = body.judge1Score ?? row.judge1_score;
    const judge2Score = body.judge2Score ?? row.judge2_score;
    if (judge1Score === row.judge1_score && judge2Score === row.judge2_score) {
      throw new AppError('AMENDMENT_UNCHANGED', 'The amendment changes no score');
    }
    // The same rule as a judge's save: an adjudication stands only while the judges disagree.
    const keepsAdjudication = isDisagreement({
      judge1Score,
      judge2Score,
      isExtra: row.is_extra,
      threshold: row.disagreement_threshold,
    });
    const adjudicatorScore = keepsAdjudication ? row.adjudicator_score : null;
    const finalScore = computeFinalScore({
      judge1Score,
      judge2Score,
      isExtra: row.is_extra,
      adjudicatorScore,
    });
    const award = awardFor(finalScore, row.is_extra);
    await repo.writeAmendedScores(client, id, {
      judge1Score,
      judge2Score,
      adjudicatorId: keepsAdjudication ? row.adjudicator_id : null,
      adjudicatorScore,
      finalScore,
      award,
    });
    const before = {
      judge1Score: row.judge1_score,
      judge2Score: row.judge2_score,
      adjudicatorScore: row.adjudicator_score,
      finalScore: row.final_score,
      award: row.award,
    };
    const after = { judge1Score, judge2Score, adjudicatorScore, finalScore, award };
    const amendmentId = await repo.insertAmendment(client, {
      submissionId: id,
      contestId: row.contest_id,
      actorId: caller.id,
      reason: body.reason,
      before,
      after,
    });
    await recordAudit(client, caller.id, 'submission.amend', id, {
      before,
      after: { ...after, reason: body.reason, amendmentId, certificate: certificateChangeOf(before, after) },
    });
    return { row, amendmentId, before, after };
  });
  const { row, amendmentId, before, after } = done;
  // Stored in the durable queue (one email per amendment) once the amendment has committed.
  const isNotified =
    isResultChanged(before, after) &&
    (await ctx.mailer.enqueue(
      amendmentEmail({
        amendmentId,
        username: row.username,
        email: row.email,
        locale: row.locale,
        contestTitle: row.contest_title,
        entryTitle: row.title,
        reason: body.reason,
        before,
        after,
        publicUrl: ctx.config.publicUrl,
      }),
    ));
  ctx.realtime.publishSoon({ type: 'contest-progress', contestId: row.contest_id });
  return {
    amendment: toAmendmentView(await repo.findAmendment(ctx.pool, amendmentId)),
    notified: isNotified,
  };
}

/** What became of the entry's certificate and badge (they follow the stored award). */
function certificateChangeOf(
  before: { finalScore: number | null; award: Award | null },
  after: { finalScore: number | null; award: Award | null },
): 'unchanged' | 'reissued' | 'revoked' | 'issued' {
  if (!isAwardChanged(before, after)) return 'unchanged';
  const isRecognised = (award: Award | null) => award === 'awarded' || award === 'honorable';
  if (isRecognised(before.award) && isRecognised(after.award)) return 'reissued';
  return isRecognised(after.award) ? 'issued' : 'revoked';
}
