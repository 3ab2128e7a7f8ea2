// Judging progress as the admin statistics show it (spec section 9): a bar per judge, green at 80 %
// or more, yellow at 50 % or more, else red.

export const PROGRESS_GREEN_MIN = 0.8;
export const PROGRESS_YELLOW_MIN = 0.5;

export type ProgressColor = 'green' | 'yellow' | 'red';

export type Progress = {
  total: number;
  evaluated: number;
  pending: number;
  /** Whole percent, rounded down: 100 only when nothing is pending (199 of 200 reads 99, not 100). */
  percent: number;
  /** null when there is nothing to evaluate: an empty contest is neither behind nor done. */
  color: ProgressColor | null;
};

/** The colour of a ratio of evaluated to total work (0 to 1). Thresholds compare the exact ratio. */
export function progressColor(ratio: number): ProgressColor {
  if (ratio >= PROGRESS_GREEN_MIN) return 'green';
  if (ratio >= PROGRESS_YELLOW_MIN) return 'yellow';
  return 'red';
}

export function progressOf(evaluated: number, total: number): Progress {
  const safeTotal = Math.max(0, total);
  const done = Math.min(Math.max(0, evaluated), safeTotal);
  if (safeTotal === 0) return { total: 0, evaluated: 0, pending: 0, percent: 0, color: null };
  return {
    total: safeTotal,
    evaluated: done,
    pending: safeTotal - done,
    percent: Math.floor((done * 100) / safeTotal),
    color: progressColor(done / safeTotal),
  };
}
