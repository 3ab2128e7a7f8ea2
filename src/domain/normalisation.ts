import { awardFor, computeFinalScore, SCORE_MAX, SCORE_MIN, type Award } from './awards';
import { meanOf, roundTo, sdOf } from './judge-calibration';

// Per-judge z-score normalisation (docs/decisions/judging.md). Each judge's
// scores are standardised over their own scores in the contest, then mapped back to the panel's
// mean and spread (every judge score of the contest) and clamped to the 1–10 scale:
//
//   normalised = clamp(panelMean + panelSd × (score − judgeMean) / judgeSd, 1, 10)
//
// A judge with fewer than NORMALISATION_MIN_SCORES scores, or whose scores are all the same (no
// spread to standardise by), keeps their raw scores. The final is then computed by the same rule as
// the raw final (the mean of the two; an adjudicator's score, never normalised, replaces the judge
// it replaced on the raw scores), and the award by the same award lines (awards.ts).

export const NORMALISATION_MIN_SCORES = 10;

export const AWARD_BASES = ['raw', 'normalised'] as const;
export type AwardBasis = (typeof AWARD_BASES)[number];

export type ScoredEntry = {
  id: string;
  isExtra: boolean;
  judge1Id: string | null;
  judge1Score: number | null;
  judge2Id: string | null;
  judge2Score: number | null;
  adjudicatorScore: number | null;
};

export type JudgeScale = { mean: number; sd: number };

export type Normalisation = {
  panel: JudgeScale | null;
  /** The judges normalised, with their own mean and spread; a judge not here keeps raw scores. */
  judges: Map<string, JudgeScale>;
};

/** The scores each judge gave, by judge id (a score whose judge is unknown counts in the panel only). */
export function scoresByJudge(entries: readonly ScoredEntry[]): Map<string, number[]> {
  const byJudge = new Map<string, number[]>();
  const add = (judgeId: string | null, score: number | null) => {
    if (judgeId === null || score === null) return;
    const list = byJudge.get(judgeId) ?? [];
    list.push(score);
    byJudge.set(judgeId, list);
  };
  for (const entry of entries) {
    add(entry.judge1Id, entry.judge1Score);
    if (!entry.isExtra) add(entry.judge2Id, entry.judge2Score);
  }
  return byJudge;
}

/** Every judge score of the entries (the second side not in extra contests). */
export function panelScores(entries: readonly ScoredEntry[]): number[] {
  return entries.flatMap((entry) =>
    [entry.judge1Score, entry.isExtra ? null : entry.judge2Score].filter((score) => score !== null),
  );
}

export function normalisationOf(entries: readonly ScoredEntry[]): Normalisation {
  const all = panelScores(entries);
  const panelMean = meanOf(all);
  const panelSd = sdOf(all);
  const judges = new Map<string, JudgeScale>();
  if (panelMean === null || panelSd === null) return { panel: null, judges };
  for (const [judgeId, scores] of scoresByJudge(entries)) {
    const sd = sdOf(scores) as number;
    if (scores.length >= NORMALISATION_MIN_SCORES && sd > 0) {
      judges.set(judgeId, { mean: meanOf(scores) as number, sd });
    }
  }
  return { panel: { mean: panelMean, sd: panelSd }, judges };
}

/** One judge's score on the panel's scale, or the raw score when the judge is not normalised. */
export function normalisedScore(norm: Normalisation, judgeId: string | null, score: number): number {
  const scale = judgeId === null ? undefined : norm.judges.get(judgeId);
  if (!scale || !norm.panel) return score;
  const value = norm.panel.mean + (norm.panel.sd * (score - scale.mean)) / scale.sd;
  return Math.min(SCORE_MAX, Math.max(SCORE_MIN, value));
}

/** The entry's final on the normalised scores (2 decimals), or null while a needed score is missing. */
export function normalisedFinal(norm: Normalisation, entry: ScoredEntry): number | null {
  const raw = computeFinalScore(entry);
  if (raw === null) return null;
  const n1 = normalisedScore(norm, entry.judge1Id, entry.judge1Score as number);
  if (entry.isExtra) return roundTo(n1, 2);
  const n2 = normalisedScore(norm, entry.judge2Id, entry.judge2Score as number);
  const adjudicator = entry.adjudicatorScore;
  if (adjudicator === null) return roundTo((n1 + n2) / 2, 2);
  // The judge replaced is the one the adjudication replaced on the raw scores (what the adjudicator saw).
  const raw1 = entry.judge1Score as number;
  const raw2 = entry.judge2Score as number;
  const distance1 = Math.abs(raw1 - adjudicator);
  const distance2 = Math.abs(raw2 - adjudicator);
  // Equally far: adjudicatedFinalScore's own rule, the judges' mean stands.
  if (distance1 === distance2) return roundTo((n1 + n2) / 2, 2);
  return roundTo(((distance1 < distance2 ? n1 : n2) + adjudicator) / 2, 2);
}

export type NormalisedResult = {
  id: string;
  rawFinal: number | null;
  rawAward: Award | null;
  normalisedFinal: number | null;
  normalisedAward: Award | null;
  isAwardChanged: boolean;
};

/** Raw and normalised finals and awards of every entry, side by side. */
export function normalisedResults(entries: readonly ScoredEntry[]): NormalisedResult[] {
  const norm = normalisationOf(entries);
  return entries.map((entry) => {
    const rawFinal = computeFinalScore(entry);
    const rawAward = awardFor(rawFinal, entry.isExtra);
    const final = normalisedFinal(norm, entry);
    const award = awardFor(final, entry.isExtra);
    return {
      id: entry.id,
      rawFinal,
      rawAward,
      normalisedFinal: final,
      normalisedAward: award,
      isAwardChanged: rawAward !== award,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// SQL twins, for the results export (PostgreSQL writes its rows): the same formula over float8,
// tested equal to the functions above against a real database (normalisation-sql.api.test.ts).

/**
 * The counted judge scores of the contests `contestIdsSql` selects, as rows (contest_id, judge_id,
 * score): judge 1's, and judge 2's outside extra contests (`countsIn` is countsInResultsSql('s')).
 */
export function judgeScoresSql(contestIdsSql: string, countsIn: string): string {
  return `SELECT s.contest_id, s.judge1_id AS judge_id, s.judge1_score::float8 AS score
      FROM submissions s WHERE s.contest_id IN (${contestIdsSql}) AND s.judge1_score IS NOT NULL AND ${countsIn}
    UNION ALL
    SELECT s.contest_id, s.judge2_id, s.judge2_score::float8
      FROM submissions s JOIN contests c ON c.id = s.contest_id
      WHERE s.contest_id IN (${contestIdsSql}) AND NOT c.is_extra AND s.judge2_score IS NOT NULL AND ${countsIn}`;
}

/** Each judge's mean, population spread and count per contest, from a relation `scores` (judgeScoresSql). */
export const JUDGE_SCALES_SQL = `SELECT contest_id, judge_id, avg(score) AS mean, stddev_pop(score) AS sd,
    count(*) AS n FROM scores WHERE judge_id IS NOT NULL GROUP BY contest_id, judge_id`;
/** The panel's mean and spread per contest (every counted score). */
export const PANEL_SCALES_SQL = `SELECT contest_id, avg(score) AS mean, stddev_pop(score) AS sd
    FROM scores GROUP BY contest_id`;

/** SQL twin of normalisedScore: `scale` and `panel` are aliases of JUDGE_SCALES_SQL / PANEL_SCALES_SQL rows. */
export function normalisedScoreSql(score: string, scale: string, panel: string): string {
  return `(CASE WHEN ${scale}.n >= ${NORMALISATION_MIN_SCORES} AND ${scale}.sd > 0 AND ${panel}.sd IS NOT NULL
    THEN LEAST(${SCORE_MAX}::float8, GREATEST(${SCORE_MIN}::float8,
      ${panel}.mean + ${panel}.sd * (${score} - ${scale}.mean) / ${scale}.sd))
    ELSE ${score}::float8 END)`;
}

/**
 * SQL twin of normalisedFinal over the entry alias `s` (judge1_score, judge2_score, adjudicator_score),
 * the contest's `isExtra` expression and the two judges' scales `scale1`, `scale2` and `panel`.
 */
export function normalisedFinalSql(
  s: string,
  isExtra: string,
  scale1: string,
  scale2: string,
  panel: string,
): string {
  const n1 = normalisedScoreSql(`${s}.judge1_score`, scale1, panel);
  const n2 = normalisedScoreSql(`${s}.judge2_score`, scale2, panel);
  const d1 = `abs(${s}.judge1_score - ${s}.adjudicator_score)`;
  const d2 = `abs(${s}.judge2_score - ${s}.adjudicator_score)`;
  const round = (expression: string) => `ROUND((${expression})::numeric, 2)`;
  return `(CASE WHEN ${isExtra} THEN ${round(n1)}
    WHEN ${s}.judge1_score IS NULL OR ${s}.judge2_score IS NULL THEN NULL
    WHEN ${s}.adjudicator_score IS NULL OR ${d1} = ${d2} THEN ${round(`(${n1} + ${n2}) / 2`)}
    WHEN ${d1} < ${d2} THEN ${round(`(${n1} + ${s}.adjudicator_score) / 2`)}
    ELSE ${round(`(${n2} + ${s}.adjudicator_score) / 2`)} END)`;
}
