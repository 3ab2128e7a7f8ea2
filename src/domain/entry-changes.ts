import { isContestOpen } from './contest-dates';

// What a participant may still change on an entry they have submitted: its text, or the entry itself.
// Kept apart from the text rules (entry-text.ts) so that the text form loads them without the contest
// calendar (dayjs and its time-zone data).

/**
 * An entry's title and caption: editable while its author could still submit it (deadline, or a
 * VIP's extension).
 */
export function canEditEntryText(contest: { deadline: Date }, now: Date, isVip: boolean): boolean {
  return isContestOpen(contest, now, isVip);
}

// When a participant may withdraw (delete) an entry. While they could still submit it (deadline, VIP
// extension), and as long as judging has not touched it — but whether judging touched it may only
// count when the contest already shows the participant the pre-filter decision or the scores.
// Otherwise a withdrawal refused (or a delete button gone) would tell them that judging happened
// while every result flag is off. Before those flags are on, a withdrawal takes
// the judges' marks on that entry with it; results are not final before the deadline anyway.
export function canWithdrawEntry(
  entry: {
    deadline: Date;
    isJudged: boolean;
    showsPreFilterResults: boolean;
    showsEvaluations: boolean;
  },
  now: Date,
  isVip: boolean,
): boolean {
  if (!isContestOpen(entry, now, isVip)) return false;
  const showsJudging = entry.showsPreFilterResults || entry.showsEvaluations;
  return !(entry.isJudged && showsJudging);
}
