import { awardFor, computeFinalScore, type Award } from './awards';
import { scoresByJudge, type ScoredEntry } from './normalisation';

// Award stability (docs/decisions/judging.md): how often an awarded entry
// keeps its award when one of its judges' scores is drawn again from that judge's own scores in the
// contest. Each round, for each awarded entry: one side (judge 1 or 2, even odds; judge 1 in an extra
// contest) is redrawn, with replacement, from its judge's scores; the final and award follow the same
// rules as the real ones (awards.ts, adjudication included). Seeded, so a figure never changes
// between two looks at the same scores.

export const STABILITY_ROUNDS = 1000;
export const STABILITY_SEED = 30;

/** mulberry32: a small 32-bit seeded generator, uniform in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type EntryStability = { id: string; award: Award; kept: number; rounds: number; stability: number };

/** Stability of every entry whose award is 'awarded' or 'honorable', in the entries' order. */
export function awardStability(
  entries: readonly ScoredEntry[],
  rounds = STABILITY_ROUNDS,
  seed = STABILITY_SEED,
): EntryStability[] {
  const byJudge = scoresByJudge(entries);
  const awarded = entries
    .map((entry) => ({ entry, award: awardFor(computeFinalScore(entry), entry.isExtra) }))
    .filter(
      (row): row is { entry: ScoredEntry; award: Award } => row.award !== null && row.award !== 'not_awarded',
    );
  const kept = awarded.map(() => 0);
  const random = mulberry32(seed);
  const draw = (judgeId: string | null, own: number): number => {
    const pool = judgeId === null ? undefined : byJudge.get(judgeId);
    if (!pool || pool.length === 0) return own;
    return pool[Math.floor(random() * pool.length)];
  };
  for (let round = 0; round < rounds; round += 1) {
    awarded.forEach(({ entry, award }, index) => {
      const side = entry.isExtra || random() < 0.5 ? 1 : 2;
      const resampled =
        side === 1
          ? { ...entry, judge1Score: draw(entry.judge1Id, entry.judge1Score as number) }
          : { ...entry, judge2Score: draw(entry.judge2Id, entry.judge2Score as number) };
      if (awardFor(computeFinalScore(resampled), entry.isExtra) === award) kept[index] += 1;
    });
  }
  return awarded.map(({ entry, award }, index) => ({
    id: entry.id,
    award,
    kept: kept[index],
    rounds,
    stability: rounds > 0 ? kept[index] / rounds : 0,
  }));
}
