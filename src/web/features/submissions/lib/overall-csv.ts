import type { TFunction } from 'i18next';
import { dayOf } from '../../../../domain/contest-dates';
import type { CsvCell } from '../../../../domain/csv';
import { formatDate, formatNumber } from '../../../lib/format';
import type { OverallEntry, OverallPage } from '../api/types';

/** A score in the spreadsheet's language (7,5 in Portuguese); an empty cell when there is none. */
function scoreCell(score: number | null | undefined, language: string): CsvCell {
  return score === null || score === undefined ? '' : formatNumber(score, language, 1);
}

/** The São Paulo day an entry was sent: 05/03/2026 in Portuguese, 2026-03-05 (ISO) in English. */
function dayCell(iso: string, language: string): CsvCell {
  return language === 'en' ? dayOf(new Date(iso)) : formatDate(iso, language, { numeric: true });
}

/** A photo's pre-filter state; a film, which skips the pre-filter, says so instead of an empty cell. */
function statusCell(entry: OverallEntry, t: TFunction): CsvCell {
  if (entry.kind === 'video') return t('statusLabel.film');
  return entry.preFilterStatus ? t(`statusLabel.${entry.preFilterStatus}`) : '';
}

/**
 * The rows of the Overall Scores CSV (one page, as on screen): the same columns as the table, statuses
 * and awards as the singular labels of an entry (never the filter's plural options), and empty cells
 * where the screen shows a dash, and each entry by the one name the screens give it (`nameOf`,
 * domain/entry-name). `t` is the participant namespace's.
 */
export function overallCsvRows(
  data: OverallPage,
  t: TFunction,
  language: string,
  nameOf: (entry: OverallEntry) => string,
): CsvCell[][] {
  const { contest } = data;
  const showStatus = contest.showPreFilterResults;
  const showScores = contest.showEvaluations;
  const showJudge2 = showScores && !contest.isExtra;
  const offset = (data.page - 1) * data.pageSize;
  const header: CsvCell[] = [
    t('overall.columns.position'),
    t('overall.columns.participant'),
    t('overall.columns.type'),
    t('overall.columns.title'),
    ...(showStatus ? [t('overall.columns.status')] : []),
    ...(showScores ? [t('overall.columns.judge1')] : []),
    ...(showJudge2 ? [t('overall.columns.judge2'), t('overall.columns.adjudication')] : []),
    ...(showScores ? [t('overall.columns.final'), t('overall.columns.award')] : []),
    t('overall.columns.submitted'),
  ];
  const row = (entry: OverallEntry, index: number): CsvCell[] => [
    offset + index + 1,
    entry.username,
    t(`submissions.${entry.kind}`),
    nameOf(entry),
    ...(showStatus ? [statusCell(entry, t)] : []),
    ...(showScores ? [scoreCell(entry.evaluation?.judge1Score, language)] : []),
    ...(showJudge2
      ? [
          scoreCell(entry.evaluation?.judge2Score, language),
          scoreCell(entry.evaluation?.adjudication?.score, language),
        ]
      : []),
    ...(showScores
      ? [
          scoreCell(entry.evaluation?.finalScore, language),
          entry.evaluation?.award ? t(`award.${entry.evaluation.award}`) : '',
        ]
      : []),
    dayCell(entry.createdAt, language),
  ];
  return [header, ...data.items.map(row)];
}
