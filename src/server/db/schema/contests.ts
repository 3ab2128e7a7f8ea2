import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  contestCategoryEnum,
  photoCategoryEnum,
  currencyEnum,
  createdAt,
  updatedAt,
  id,
  money,
} from './columns';
import { users } from './auth';

// Contests and the entry packages they sell, with their prices and purchases.

/**
 * Contest days are calendar days in America/Sao_Paulo; they are stored as instants:
 * start and result at 12:00 local, the deadline as the half-open "next day 00:00 local".
 */
export const contests = pgTable(
  'contests',
  {
    id: id(),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    resultsAt: timestamp('results_at', { withTimezone: true }).notNull(),
    category: contestCategoryEnum('category').notNull(),
    photoCategory: photoCategoryEnum('photo_category'),
    rules: text('rules').notNull().default(''),
    showEvaluations: boolean('show_evaluations').notNull().default(false),
    showSubmissions: boolean('show_submissions').notNull().default(false),
    showPreFilterResults: boolean('show_pre_filter_results').notNull().default(false),
    isExtra: boolean('is_extra').notNull().default(false),
    // Entry titles could name the author: judges see them only when the admin turns this on.
    showTitlesToJudges: boolean('show_titles_to_judges').notNull().default(false),
    // Minimum photo resolution (longer side, pixels) checked on upload; null: none.
    minPhotoLongSide: integer('min_photo_long_side'),
    preFilterJudgeId: text('pre_filter_judge_id').references(() => users.id, { onDelete: 'set null' }),
    photoJudge1Id: text('photo_judge_1_id').references(() => users.id, { onDelete: 'set null' }),
    photoJudge2Id: text('photo_judge_2_id').references(() => users.id, { onDelete: 'set null' }),
    videoJudge1Id: text('video_judge_1_id').references(() => users.id, { onDelete: 'set null' }),
    videoJudge2Id: text('video_judge_2_id').references(() => users.id, { onDelete: 'set null' }),
    // Scores this far apart (or more) flag an entry for the admin (domain/disagreement).
    disagreementThreshold: smallint('disagreement_threshold').notNull().default(3),
    // The last São Paulo day of judging; judges with pending work are reminded before it.
    judgingDeadline: date('judging_deadline', { mode: 'string' }),
    // When the results were (last) published: show_evaluations turned on (lifecycle).
    resultsPublishedAt: timestamp('results_published_at', { withTimezone: true }),
    // Which finals decide the awards (domain/normalisation): 'raw' (the default) or
    // 'normalised' (per-judge z-scores), chosen by the admin before publication.
    awardBasis: text('award_basis').notNull().default('raw'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('contests_award_basis', sql`${t.awardBasis} IN ('raw', 'normalised')`),
    check('contests_disagreement_threshold_range', sql`${t.disagreementThreshold} BETWEEN 1 AND 9`),
    // The admin list pages by start, newest first; id breaks ties (start instants are all noon local).
    index('contests_starts_idx').on(t.startsAt.desc(), t.id.desc()),
    index('contests_deadline_idx').on(t.deadline),
    index('contests_judging_deadline_idx')
      .on(t.judgingDeadline)
      .where(sql`${t.judgingDeadline} IS NOT NULL`),
    index('contests_pre_filter_judge_idx').on(t.preFilterJudgeId),
    index('contests_photo_judge_1_idx').on(t.photoJudge1Id),
    index('contests_photo_judge_2_idx').on(t.photoJudge2Id),
    index('contests_video_judge_1_idx').on(t.videoJudge1Id),
    index('contests_video_judge_2_idx').on(t.videoJudge2Id),
    check('contests_title_length', sql`char_length(${t.title}) BETWEEN 1 AND 200`),
    check('contests_min_photo_long_side', sql`${t.minPhotoLongSide} BETWEEN 1 AND 20000`),
    check('contests_dates_order', sql`${t.deadline} > ${t.startsAt}`),
    check('contests_photo_category_shape', sql`(${t.category} = 'photo') = (${t.photoCategory} IS NOT NULL)`),
    check(
      'contests_judges_match_category',
      sql`(${t.category} = 'photo' AND ${t.videoJudge1Id} IS NULL AND ${t.videoJudge2Id} IS NULL)
        OR (${t.category} = 'video' AND ${t.preFilterJudgeId} IS NULL AND ${t.photoJudge1Id} IS NULL AND ${t.photoJudge2Id} IS NULL)`,
    ),
    check(
      'contests_extra_has_no_judge_2',
      sql`NOT ${t.isExtra} OR (${t.photoJudge2Id} IS NULL AND ${t.videoJudge2Id} IS NULL)`,
    ),
  ],
);

/** The contest a row belongs to: it goes with it. */
export const contestId = () =>
  uuid('contest_id')
    .notNull()
    .references(() => contests.id, { onDelete: 'cascade' });

/** The contest and the participant a row belongs to (an entry, an order, a payment): it goes with either. */
export const contestEntrant = () => ({
  contestId: contestId(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
});

export const packages = pgTable(
  'packages',
  {
    id: id(),
    category: contestCategoryEnum('category').notNull(),
    items: integer('items').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('packages_category_items_key').on(t.category, t.items),
    check('packages_items_positive', sql`${t.items} BETWEEN 1 AND 1000`),
  ],
);

export const packagePrices = pgTable(
  'package_prices',
  {
    packageId: uuid('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    currency: currencyEnum('currency').notNull(),
    amount: money('amount').notNull(),
    paymentUrl: text('payment_url'),
    // Prices by date, São Paulo calendar days: the early-bird price up to and
    // including early_until, the late price from late_from on; the regular amount in between.
    earlyAmount: money('early_amount'),
    earlyUntil: date('early_until', { mode: 'string' }),
    lateAmount: money('late_amount'),
    lateFrom: date('late_from', { mode: 'string' }),
  },
  (t) => [
    primaryKey({ columns: [t.packageId, t.currency] }),
    check('package_prices_amount_non_negative', sql`${t.amount} >= 0`),
    check(
      'package_prices_dated',
      sql`(${t.earlyAmount} IS NULL) = (${t.earlyUntil} IS NULL) AND (${t.lateAmount} IS NULL) = (${t.lateFrom} IS NULL)
        AND coalesce(${t.earlyAmount}, 0) >= 0 AND coalesce(${t.lateAmount}, 0) >= 0
        AND (${t.earlyUntil} IS NULL OR ${t.lateFrom} IS NULL OR ${t.earlyUntil} < ${t.lateFrom})`,
    ),
  ],
);

/**
 * The package a participant bought in a contest (payment reconciliation). One current row
 * per (contest, participant); choosing a larger package adds a new row (an upgrade) that records the
 * previous price as already paid, and the previous row is kept, marked superseded.
 */
export const packagePurchases = pgTable(
  'package_purchases',
  {
    id: id(),
    ...contestEntrant(),
    packageId: uuid('package_id').references(() => packages.id, { onDelete: 'set null' }),
    items: integer('items').notNull(),
    currency: currencyEnum('currency').notNull(),
    price: money('price').notNull(),
    alreadyPaid: money('already_paid').notNull().default(0),
    confirmedAmount: money('confirmed_amount').notNull().default(0),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedBy: text('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    // A discount or waiver code: `price` is what is charged after it, `discount` what it took off.
    discountCodeId: uuid('discount_code_id').references(() => discountCodes.id, { onDelete: 'set null' }),
    discount: money('discount').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('package_purchases_current_key')
      .on(t.contestId, t.userId)
      .where(sql`${t.supersededAt} IS NULL`),
    index('package_purchases_contest_user_idx').on(t.contestId, t.userId, t.createdAt),
    index('package_purchases_user_idx').on(t.userId),
    check(
      'package_purchases_amounts',
      sql`${t.price} >= 0 AND ${t.alreadyPaid} >= 0 AND ${t.confirmedAmount} >= 0`,
    ),
  ],
);

/**
 * Discount and waiver codes an admin creates per contest: a percentage (100 waives
 * the price) or a fixed amount in one currency, an optional usage limit and last valid day
 * (São Paulo). `uses` is counted by one conditional UPDATE, so the last use goes to one order only.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: id(),
    contestId: contestId(),
    code: text('code').notNull(),
    percent: integer('percent'),
    currency: currencyEnum('currency'),
    amount: money('amount'),
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    expiresOn: date('expires_on', { mode: 'string' }),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('discount_codes_contest_code_key').on(t.contestId, sql`lower(${t.code})`),
    check(
      'discount_codes_kind',
      sql`(${t.percent} BETWEEN 1 AND 100 AND ${t.currency} IS NULL AND ${t.amount} IS NULL)
        OR (${t.percent} IS NULL AND ${t.currency} IS NOT NULL AND ${t.amount} > 0)`,
    ),
    check(
      'discount_codes_uses',
      sql`${t.uses} >= 0 AND (${t.maxUses} IS NULL OR (${t.maxUses} >= 1 AND ${t.uses} <= ${t.maxUses}))`,
    ),
  ],
);
