import type { FeedbackContest, FeedbackPack } from '../../../contract/participant';
import { averageFinal, percentileRank } from '../../../domain/feedback-pack';
import { isImprovementArea } from '../../../domain/improvement-areas';
import type { Locale } from '../../../domain/schemas/account';
import type { AppContext } from '../../context';
import type { SessionUser } from '../../lib/guard';
import { translatorFor } from '../../i18n';
import { feedbackPdf } from './feedback-pdf';
import * as repo from './feedback.repo';

// The entrant's feedback pack (docs/decisions/judging.md): per entry both
// judges' comments and improvement areas, anonymous ("Judge 1", "Judge 2": the side, never the
// person), the final, the contest's average and the entry's percentile. Only contests whose
// evaluations are shown; only entries that count and have a final. An extra contest has one judge.

function judgesOf(row: repo.FeedbackEntryRow) {
  const side = (n: 1 | 2, comment: string | null, areas: string[] | null) => ({
    side: n,
    comment: comment && comment.trim() !== '' ? comment : null,
    areas: (areas ?? []).filter(isImprovementArea),
  });
  const judges = [side(1, row.judge1_comment, row.judge1_feedback)];
  if (!row.is_extra) judges.push(side(2, row.judge2_comment, row.judge2_feedback));
  return judges;
}

/** GET /api/participant/feedback */
export async function getFeedbackPack(ctx: AppContext, caller: SessionUser): Promise<FeedbackPack> {
  const db = ctx.pool;
  const rows = await repo.listFeedbackEntries(db, caller.id);
  const finals = await repo.listContestFinals(db, [...new Set(rows.map((row) => row.contest_id))]);
  const items: FeedbackContest[] = [];
  for (const row of rows) {
    let item = items.at(-1);
    if (item?.contest.id !== row.contest_id) {
      item = {
        contest: {
          id: row.contest_id,
          title: row.contest_title,
          category: row.category,
          photoCategory: row.photo_category,
          isExtra: row.is_extra,
        },
        average: averageFinal(finals.get(row.contest_id) ?? []),
        entries: [],
      };
      items.push(item);
    }
    item.entries.push({
      id: row.id,
      title: row.title,
      kind: row.file_key === null ? 'video' : 'photo',
      number: row.number,
      finalScore: row.final_score,
      award: row.award,
      percentile: percentileRank(row.final_score, finals.get(row.contest_id) ?? []),
      judges: judgesOf(row),
    });
  }
  return { items };
}

/** GET /api/participant/feedback.pdf: the same pack on one page, in the caller's language. */
export async function getFeedbackPdf(ctx: AppContext, caller: SessionUser, locale: Locale) {
  const pack = await getFeedbackPack(ctx, caller);
  const t = translatorFor(locale);
  const pdf = await feedbackPdf(pack, {
    locale,
    username: caller.username,
    association: ctx.config.associationName,
    t: (key, options) => t(key, options),
  });
  return { pdf, fileName: locale === 'pt' ? 'jurado-devolutiva.pdf' : 'jurado-feedback.pdf' };
}
