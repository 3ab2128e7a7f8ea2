import { JUDGE_SLOT_NAMES, JUDGE_SLOTS, type JudgeSlot } from '../../domain/contest-rules';

// A contest row holds each slot's judge in the column named after the slot's role
// (photo_judge_1_id); queries that join the judge's account name their username <role>_username.

type SlotRole = (typeof JUDGE_SLOTS)[JudgeSlot]['role'];

/** A slot's judge: their id and username, or null when the slot is empty (the API's `SlotJudge`). */
export type SlotJudge = { id: string; username: string } | null;
export type JudgeIdColumn = `${SlotRole}_id`;
export type JudgeNameColumn = `${SlotRole}_username`;

/** The judge usernames a query joins beside a contest's judge ids. */
export type JudgeNameColumns = Record<JudgeNameColumn, string | null>;
/** A contest's judge ids and their usernames. */
export type JudgeColumns = Record<JudgeIdColumn, string | null> & JudgeNameColumns;

/** The contest columns that hold a judge, in slot order. */
export const JUDGE_ID_COLUMNS: readonly JudgeIdColumn[] = JUDGE_SLOT_NAMES.map(
  (slot) => `${JUDGE_SLOTS[slot].role}_id` as const,
);

/** The judge on a slot of a row with both columns: their id and username, or null when the slot is empty. */
export function judgeOnSlot(row: JudgeColumns, slot: JudgeSlot): SlotJudge {
  const { role } = JUDGE_SLOTS[slot];
  const id = row[`${role}_id`];
  return id ? { id, username: row[`${role}_username`] ?? '' } : null;
}

/** Every slot's judge of a row with both columns. */
export function judgesOnSlots(row: JudgeColumns): Record<JudgeSlot, SlotJudge> {
  return Object.fromEntries(JUDGE_SLOT_NAMES.map((slot) => [slot, judgeOnSlot(row, slot)])) as Record<
    JudgeSlot,
    SlotJudge
  >;
}
