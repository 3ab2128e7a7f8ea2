import { isContestOpen } from './contest-dates';

// Where a contest stands for one participant, as the results hub shows it: open while they can still
// submit (a VIP's extension included), then judging until the admin publishes the results, then
// results published. "Published" is the contest's show_evaluations flag: it is the switch that lets
// participants see scores and awards, so it is the moment results reach them (docs/decisions/results.md).
export const CONTEST_PHASES = ['open', 'judging', 'results'] as const;
export type ContestPhase = (typeof CONTEST_PHASES)[number];

export function contestPhase(
  contest: { deadline: Date; showEvaluations: boolean },
  now: Date,
  isVip: boolean,
): ContestPhase {
  if (contest.showEvaluations) return 'results';
  return isContestOpen(contest, now, isVip) ? 'open' : 'judging';
}

/** True when a change of the contest's flags publishes its results (the results email goes out then). */
export function publishesResults(before: { showEvaluations: boolean }, after: { showEvaluations: boolean }) {
  return !before.showEvaluations && after.showEvaluations;
}
