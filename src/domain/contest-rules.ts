import { z } from 'zod';
import { isIsoDay } from './contest-dates';
import {
  DISAGREEMENT_THRESHOLD_DEFAULT,
  DISAGREEMENT_THRESHOLD_MAX,
  DISAGREEMENT_THRESHOLD_MIN,
} from './disagreement';
import { CONTEST_CATEGORIES, type ContestCategory } from './packages';
import type { JudgeRole } from './roles';
import { isSingleLine } from './text';

export const PHOTO_CATEGORIES = ['wedding', 'family'] as const;
export type PhotoCategory = (typeof PHOTO_CATEGORIES)[number];

export const CONTEST_TITLE_MAX = 200;
export const CONTEST_RULES_MAX = 20_000;
// A minimum photo resolution, on the longer side, in pixels (none when null). Bounded by what an
// upload can be at all (100 megapixels).
export const MIN_LONG_SIDE_MAX = 20_000;

const isoDaySchema = z
  .string({ error: 'errors.contest.dateRequired' })
  .min(1, { error: 'errors.contest.dateRequired', abort: true })
  .refine(isIsoDay, { error: 'errors.contest.dateInvalid' });

// Forms send '' for "no judge"; store it as null so "unassigned" has one representation.
const judgeIdSchema = z
  .string()
  .trim()
  .max(100, { error: 'errors.contest.invalidJudge' })
  .nullable()
  .default(null)
  .transform((id) => (id === '' ? null : id));

/**
 * The contest form (spec section 5). Error messages are i18n keys. Coupling between fields
 * (category, extra, judges) is not an error: normalizeContestInput applies it before storing.
 */
export const contestInputSchema = z
  .object({
    title: z
      .string({ error: 'errors.contest.titleRequired' })
      .trim()
      .min(1, { error: 'errors.contest.titleRequired' })
      .max(CONTEST_TITLE_MAX, { error: 'errors.contest.titleTooLong' })
      .refine(isSingleLine, { error: 'errors.invalidCharacters' }),
    startDay: isoDaySchema,
    endDay: isoDaySchema,
    resultDay: isoDaySchema,
    category: z.enum(CONTEST_CATEGORIES, { error: 'errors.contest.categoryRequired' }),
    photoCategory: z
      .enum(PHOTO_CATEGORIES, { error: 'errors.contest.photoCategoryInvalid' })
      .nullable()
      .default(null),
    rules: z.string().max(CONTEST_RULES_MAX, { error: 'errors.contest.rulesTooLong' }).default(''),
    showEvaluations: z.boolean().default(false),
    showSubmissions: z.boolean().default(false),
    showPreFilterResults: z.boolean().default(false),
    isExtra: z.boolean().default(false),
    // Entry titles could name the author: judges see none unless the admin turns this on.
    showTitlesToJudges: z.boolean().default(false),
    minPhotoLongSide: z
      .number({ error: 'errors.contest.minLongSideInvalid' })
      .int({ error: 'errors.contest.minLongSideInvalid' })
      .min(1, { error: 'errors.contest.minLongSideInvalid' })
      .max(MIN_LONG_SIDE_MAX, { error: 'errors.contest.minLongSideInvalid' })
      .nullable()
      .default(null),
    preFilterJudgeId: judgeIdSchema,
    photoJudge1Id: judgeIdSchema,
    photoJudge2Id: judgeIdSchema,
    videoJudge1Id: judgeIdSchema,
    videoJudge2Id: judgeIdSchema,
    disagreementThreshold: z
      .number({ error: 'errors.contest.thresholdInvalid' })
      .int({ error: 'errors.contest.thresholdInvalid' })
      .min(DISAGREEMENT_THRESHOLD_MIN, { error: 'errors.contest.thresholdInvalid' })
      .max(DISAGREEMENT_THRESHOLD_MAX, { error: 'errors.contest.thresholdInvalid' })
      .default(DISAGREEMENT_THRESHOLD_DEFAULT),
    // The last day of judging: judges with pending work are reminded before it.
    judgingDeadlineDay: z
      .union([z.literal(''), isoDaySchema])
      .nullable()
      .default(null)
      .transform((day) => (day === '' ? null : day)),
    // Asked only when a scoring judge who has evaluated entries is replaced (replacedScoringSlots).
    previousEvaluations: z
      .enum(['keep', 'fresh'], { error: 'errors.contest.replacementDecisionInvalid' })
      .optional(),
    // Publishing with items still open (the publish checklist) needs the admin's confirmation.
    confirmPublish: z.boolean({ error: 'errors.invalidField' }).optional(),
  })
  .superRefine((contest, ctx) => {
    if (contest.category === 'photo' && contest.photoCategory === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['photoCategory'],
        message: 'errors.contest.photoCategoryRequired',
      });
    }
    // ISO days compare correctly as strings. A one-day contest (end = start) is allowed.
    // zod still runs this refinement when a field has a non-fatal issue, so compare valid days only.
    const hasDays = [contest.startDay, contest.endDay, contest.resultDay].every(isIsoDay);
    if (hasDays && contest.endDay < contest.startDay) {
      ctx.addIssue({ code: 'custom', path: ['endDay'], message: 'errors.contest.endBeforeStart' });
    }
    // Results cannot be announced before entries close. The same day is allowed: the result day
    // is only shown to users; scores become visible when the admin turns show_evaluations on.
    if (hasDays && contest.resultDay < contest.endDay) {
      ctx.addIssue({ code: 'custom', path: ['resultDay'], message: 'errors.contest.resultBeforeEnd' });
    }
    // Judging ends once entries have closed; entries arriving later would be pending after it.
    if (hasDays && isIsoDay(contest.judgingDeadlineDay) && contest.judgingDeadlineDay < contest.endDay) {
      ctx.addIssue({
        code: 'custom',
        path: ['judgingDeadlineDay'],
        message: 'errors.contest.judgingDeadlineBeforeEnd',
      });
    }
  });

/** What the form holds (defaults not yet applied) and what the server stores. */
export type ContestFormValues = z.input<typeof contestInputSchema>;
export type ContestInput = z.output<typeof contestInputSchema>;

// Spec section 5: a new contest defaults to a wedding photo contest with every flag off.
export const CONTEST_FORM_DEFAULTS = {
  title: '',
  startDay: '',
  endDay: '',
  resultDay: '',
  category: 'photo',
  photoCategory: 'wedding',
  rules: '',
  showEvaluations: false,
  showSubmissions: false,
  showPreFilterResults: false,
  isExtra: false,
  showTitlesToJudges: false,
  minPhotoLongSide: null,
  preFilterJudgeId: null,
  photoJudge1Id: null,
  photoJudge2Id: null,
  videoJudge1Id: null,
  videoJudge2Id: null,
  disagreementThreshold: DISAGREEMENT_THRESHOLD_DEFAULT,
  judgingDeadlineDay: null,
} as const satisfies ContestFormValues;

type JudgeSlotDefinition = { category: ContestCategory; role: JudgeRole; isSecondJudge: boolean };

/** Each judge field of a contest, the category it serves and the role its user must have. */
export const JUDGE_SLOTS = {
  preFilterJudgeId: { category: 'photo', role: 'pre_filter_judge', isSecondJudge: false },
  photoJudge1Id: { category: 'photo', role: 'photo_judge_1', isSecondJudge: false },
  photoJudge2Id: { category: 'photo', role: 'photo_judge_2', isSecondJudge: true },
  videoJudge1Id: { category: 'video', role: 'video_judge_1', isSecondJudge: false },
  videoJudge2Id: { category: 'video', role: 'video_judge_2', isSecondJudge: true },
} as const satisfies Record<string, JudgeSlotDefinition>;

export type JudgeSlot = keyof typeof JUDGE_SLOTS;

export const JUDGE_SLOT_NAMES = Object.keys(JUDGE_SLOTS) as JudgeSlot[];

/** The slots a contest uses: its category's judges, without the second judge in an extra contest. */
export function slotsForCategory(category: ContestCategory, isExtra: boolean): JudgeSlot[] {
  return JUDGE_SLOT_NAMES.filter((slot) => {
    const definition = JUDGE_SLOTS[slot];
    return definition.category === category && !(isExtra && definition.isSecondJudge);
  });
}

/** The one slot a judge role can fill; a judge acts on a contest only through this slot. */
export function findSlotForRole(role: JudgeRole): JudgeSlot {
  return JUDGE_SLOT_NAMES.find((slot) => JUDGE_SLOTS[slot].role === role) as JudgeSlot;
}

/**
 * Applies the form coupling of spec section 4 so stored contests never carry judges the contest
 * cannot use (they would otherwise see it in their list): only the slots of slotsForCategory keep
 * their judge, and a video contest has no photo category.
 */
export function normalizeContestInput(input: ContestInput): ContestInput {
  const usedSlots = new Set(slotsForCategory(input.category, input.isExtra));
  const judges = Object.fromEntries(
    JUDGE_SLOT_NAMES.map((slot) => [slot, usedSlots.has(slot) ? input[slot] : null]),
  ) as Pick<ContestInput, JudgeSlot>;
  return {
    ...input,
    ...judges,
    photoCategory: input.category === 'photo' ? input.photoCategory : null,
  };
}

/**
 * What happens to the evaluations a replaced judge already gave (docs/decisions/judging.md, "Judge assignment"):
 * `keep` leaves their scores attributed to them and counting, and the new judge evaluates only the
 * entries they had not scored; `fresh` sets those evaluations aside (kept on record, no longer
 * counted) and the new judge evaluates every entry.
 */
export const REPLACEMENT_CHOICES = ['keep', 'fresh'] as const;
export type ReplacementChoice = (typeof REPLACEMENT_CHOICES)[number];

/** Slots whose score goes into the final score; the pre-filter judge only approves and rejects. */
export const SCORING_SLOT_NAMES = JUDGE_SLOT_NAMES.filter((slot) => slot !== 'preFilterJudgeId');

/**
 * The scoring slots a save hands to a different user. Clearing a slot replaces nobody (the
 * evaluations stay with their judge); the question comes when someone new takes the slot.
 */
export function replacedScoringSlots(
  before: Record<JudgeSlot, string | null>,
  after: Record<JudgeSlot, string | null>,
): JudgeSlot[] {
  return SCORING_SLOT_NAMES.filter((slot) => after[slot] !== null && after[slot] !== before[slot]);
}

/** 1 for the judge-1 slots, 2 for the judge-2 slots: which evaluation columns the slot writes. */
export function scoreSideOfSlot(slot: JudgeSlot): 1 | 2 {
  return JUDGE_SLOTS[slot].isSecondJudge ? 2 : 1;
}
