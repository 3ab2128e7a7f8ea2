import { formulaGuardSql, toCsvLine } from '../../../domain/csv';
import { CONTEST_TIME_ZONE } from '../../../domain/contest-dates';
import { IMPROVEMENT_AREAS, type ImprovementArea } from '../../../domain/improvement-areas';
import { buildAwardSql } from '../../../domain/awards';
import type { Locale } from '../../../domain/schemas/account';
import type { PreFilterStatus } from '../../../domain/pre-filter';
import { disagreementSql } from '../../../domain/disagreement';
import { keptScoreSql, replacedScoreSql, type ReplacedScore } from '../../../domain/score-provenance';
import { sqlLiteral } from '../../db/sql-literal';
import { translatorFor } from '../../i18n';
import type { ExportColumn } from './results-export.repo';

// The admin results export (columns in docs/decisions/results.md, 'CSV exports'). A Portuguese spreadsheet
// reads ';' between cells and ',' in decimals, an English one ',' and '.', as the participant's
// Overall Scores export does; headers and labels follow the same language. PostgreSQL writes the
// rows (results-export.repo.ts), so each cell is an SQL expression with the labels as literals.

/** The UTF-8 byte-order mark: without it Excel guesses a legacy code page and breaks accents. */
export const UTF8_BOM = '\uFEFF';

type Labels = {
  columns: readonly string[];
  photo: string;
  video: string;
  wedding: string;
  family: string;
  yes: string;
  no: string;
  status: Record<PreFilterStatus, string>;
  award: Record<'awarded' | 'honorable' | 'not_awarded', string>;
  areas: Record<ImprovementArea, string>;
  /** Beside a judge's name when the score was kept from a judge replaced since (score-provenance). */
  kept: string;
  replaced: Record<ReplacedScore, string>;
};

/** The export's headers and labels in each language, from the server's catalogs (i18n/*.json, 'export'). */
const LABELS: Record<Locale, Labels> = { pt: labelsIn('pt'), en: labelsIn('en') };

function labelsIn(locale: Locale): Labels {
  return translatorFor(locale)('export', { returnObjects: true }) as unknown as Labels;
}

export function delimiterOf(locale: Locale): string {
  return locale === 'pt' ? ';' : ',';
}

/** The header line. Lines end in LF, as PostgreSQL's COPY writes the rows' (every spreadsheet reads both). */
export function csvHeader(locale: Locale): string {
  return toCsvLine(LABELS[locale].columns, delimiterOf(locale), '\n');
}

/** A score as the spreadsheet of that language reads it: 7.5 → '7,5' in Portuguese (at most 2 decimals). */
function scoreSql(expression: string, locale: Locale): string {
  const asText = `(${expression})::float8::text`;
  return locale === 'pt' ? `replace(${asText}, '.', ',')` : asText;
}

/** The label of an enum value (compared as the enum: no cast per row), NULL for a value without one. */
function labelSql(expression: string, labels: Record<string, string>): string {
  const cases = Object.entries(labels).map(
    ([value, label]) => `WHEN ${sqlLiteral(value)} THEN ${sqlLiteral(label)}`,
  );
  return `(CASE ${expression} ${cases.join(' ')} END)`;
}

/**
 * Improvement areas as labels, in canonical order, each once (what normalizeFeedback stores),
 * comma-separated; anything stored that is not an area is left out. NULL without feedback. One
 * test per area joined by concat_ws (which skips the NULLs), not a subquery per row: the export
 * evaluates it for every entry (bench/README.md, 'Performance round 3').
 */
function areasSql(expression: string, labels: Labels): string {
  const tests = IMPROVEMENT_AREAS.map(
    (area) => `CASE WHEN ${sqlLiteral(area)} = ANY(${expression}) THEN ${sqlLiteral(labels.areas[area])} END`,
  );
  return `(CASE WHEN ${expression} IS NOT NULL THEN concat_ws(', ', ${tests.join(', ')}) END)`;
}

/**
 * The entry's normalised final (domain/normalisation), for entries whose score counts: computed once
 * per entry by the export's query (results-export.repo), read by two cells.
 */
const NORMALISED_SQL = 'p.normalised_final';

type Of = ExportColumn['of'];
/** Text someone typed: guarded against formulas, quoted. */
const text = (of: Of, sql: string): ExportColumn => ({ sql: formulaGuardSql(sql), of, isFreeText: true });
/** Our own labels joined into a list: quoted (they hold the English delimiter), nothing to guard. */
const labelList = (sql: string): ExportColumn => ({ sql, of: 'entry', isFreeText: true });
const fixed = (of: Of, sql: string): ExportColumn => ({ sql, of, isFreeText: false });

/**
 * The export's columns in one language (docs/decisions/results.md, 'CSV exports'): free text (titles, names,
 * emails, comments, links) guarded against formulas (domain/csv) and quoted; fixed labels, ids,
 * scores and dates as they are. Judge 2's four cells stay empty in an extra contest. `publicUrl`
 * makes a photo's cell the admin's download of its original; a film's is its stored (canonical) link.
 */
export function exportColumnsOf(locale: Locale, publicUrl: string): ExportColumn[] {
  const l = LABELS[locale];
  const yesNo = (condition: string) =>
    `(CASE WHEN ${condition} THEN ${sqlLiteral(l.yes)} ELSE ${sqlLiteral(l.no)} END)`;
  const isPhoto = 'p.file_key IS NOT NULL';
  const secondJudge = (sql: string) => `(CASE WHEN NOT c.is_extra THEN ${sql} END)`;
  const category = `(CASE WHEN c.category = 'video' THEN ${sqlLiteral(l.video)}
      WHEN c.photo_category = 'wedding' THEN ${sqlLiteral(`${l.photo} · ${l.wedding}`)}
      WHEN c.photo_category = 'family' THEN ${sqlLiteral(`${l.photo} · ${l.family}`)}
      ELSE ${sqlLiteral(l.photo)} END)`;
  // A side's judge is the one who gave its score (marked when kept after a replacement), else the
  // slot's holder, who is to score it (docs/decisions/results.md).
  const judgeName = (side: 1 | 2) =>
    `(CASE WHEN p.judge${side}_score IS NULL THEN c.holder${side}_username
      WHEN ${keptScoreSql(`p.judge${side}_score`, `p.judge${side}_id`, `c.holder${side}_id`)}
        THEN g${side}.username || ${sqlLiteral(` (${l.kept})`)}
      ELSE g${side}.username END)`;
  const noExtra = (sql: string) => `(CASE WHEN NOT c.is_extra THEN ${sql} END)`;
  // Judges' scores are whole numbers; only the final score has decimals.
  return [
    fixed('entry', 'p.id'),
    text('contest', 'c.title'),
    fixed('contest', category),
    fixed('contest', yesNo('c.is_extra')),
    fixed('entry', `(CASE WHEN ${isPhoto} THEN ${sqlLiteral(l.photo)} ELSE ${sqlLiteral(l.video)} END)`),
    text('participant', 'u.username'),
    text('participant', 'u.email'),
    fixed('entry', `(CASE WHEN ${isPhoto} THEN ${labelSql('p.pre_filter_status', l.status)} END)`),
    text('entry', judgeName(1)),
    fixed('entry', 'p.judge1_score::text'),
    text('entry', 'p.judge1_comment'),
    labelList(areasSql('p.judge1_feedback', l)),
    text('entry', secondJudge(judgeName(2))),
    fixed('entry', secondJudge('p.judge2_score::text')),
    text('entry', secondJudge('p.judge2_comment')),
    labelList(secondJudge(areasSql('p.judge2_feedback', l))),
    text('entry', noExtra('ad.username')),
    fixed('entry', noExtra('p.adjudicator_score::text')),
    fixed('entry', noExtra(labelSql(replacedScoreSql('p'), l.replaced))),
    fixed('entry', yesNo(disagreementSql('p', 'c'))),
    fixed('entry', 'p.rank::text'),
    fixed('entry', scoreSql('p.ranked_score', locale)),
    fixed('entry', labelSql('p.ranked_award', l.award)),
    // The final and award under per-judge normalisation, whichever decided the awards.
    fixed('entry', scoreSql(NORMALISED_SQL, locale)),
    fixed('entry', labelSql(buildAwardSql(NORMALISED_SQL), l.award)),
    fixed('entry', yesNo('p.is_paid')),
    fixed('entry', localDateTimeSql('p.created_at')),
    text(
      'entry',
      `(CASE WHEN ${isPhoto} THEN ${sqlLiteral(`${publicUrl}/api/images/`)} || p.id || '/original' ELSE p.video_url END)`,
    ),
    text('entry', 'p.title'),
    text('entry', 'p.caption'),
  ];
}

/** 'YYYY-MM-DD HH:mm' in São Paulo (the contests' zone): a date and time every spreadsheet recognises. */
export function localDateTimeSql(expression: string): string {
  return `to_char(${expression} AT TIME ZONE ${sqlLiteral(CONTEST_TIME_ZONE)}, 'YYYY-MM-DD HH24:MI')`;
}
