import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ROLES, USER_STATUSES } from '../../domain/roles';
import { PRE_FILTER_STATUSES } from '../../domain/pre-filter';

// Enumerations live in the database too, so a bad state cannot be stored by any code path.
export const roleEnum = pgEnum('user_role', ROLES);
export const userStatusEnum = pgEnum('user_status', USER_STATUSES);
export const localeEnum = pgEnum('locale', ['pt', 'en']);
export const contestCategoryEnum = pgEnum('contest_category', ['photo', 'video']);
export const photoCategoryEnum = pgEnum('photo_category', ['wedding', 'family']);
export const preFilterStatusEnum = pgEnum('pre_filter_status', PRE_FILTER_STATUSES);
export const awardEnum = pgEnum('award', ['awarded', 'honorable', 'not_awarded']);
export const currencyEnum = pgEnum('currency', ['BRL', 'USD', 'EUR']);
export const emailStatusEnum = pgEnum('email_status', ['queued', 'sent', 'failed']);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * One table for the auth identity and the profile (DESIGN.md §2). Better Auth reads and writes it
 * through the property names below; `name` is Better Auth's field and holds the username.
 * Location: ISO 3166-1 alpha-2 country; for Brazil the IBGE state and municipality codes,
 * elsewhere a free-text city.
 */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('username').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    role: roleEnum('role').notNull().default('participant'),
    status: userStatusEnum('status').notNull().default('regular'),
    // Null only for the first admin, created before anyone could say where they live.
    country: text('country'),
    stateCode: text('state_code'),
    cityCode: text('city_code'),
    cityName: text('city_name'),
    locale: localeEnum('locale').notNull().default('pt'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.name})`),
    // The admin user list filters by role or status and sorts by username (case-insensitive);
    // its search is a substring match (ILIKE '%…%') on username and email, served by trigram indexes.
    index('users_role_username_idx').on(t.role, sql`lower(${t.name})`),
    index('users_status_username_idx').on(t.status, sql`lower(${t.name})`),
    index('users_username_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('users_created_idx').on(t.createdAt),
    check('users_country_code', sql`${t.country} ~ '^[A-Z]{2}$'`),
    check(
      'users_location_shape',
      sql`(${t.country} IS NULL AND ${t.stateCode} IS NULL AND ${t.cityCode} IS NULL AND ${t.cityName} IS NULL)
        OR (${t.country} = 'BR' AND ${t.stateCode} IS NOT NULL AND ${t.cityCode} IS NOT NULL)
        OR (${t.country} <> 'BR' AND ${t.stateCode} IS NULL AND ${t.cityCode} IS NULL AND ${t.cityName} IS NOT NULL)`,
    ),
    check('users_username_length', sql`char_length(${t.name}) BETWEEN 1 AND 40`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/**
 * Contest days are calendar days in America/Sao_Paulo; they are stored as instants:
 * start and result at 12:00 local, the deadline as the half-open "next day 00:00 local".
 */
export const contests = pgTable(
  'contests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
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
    // The last São Paulo day of judging; judges with pending work are reminded before it (issue 14).
    judgingDeadline: date('judging_deadline', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
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

export const packages = pgTable(
  'packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
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
    amount: numeric('amount', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    paymentUrl: text('payment_url'),
  },
  (t) => [
    primaryKey({ columns: [t.packageId, t.currency] }),
    check('package_prices_amount_non_negative', sql`${t.amount} >= 0`),
  ],
);

export const submissions = pgTable(
  'submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contestId: uuid('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // A photo has a stored file; a video has a link. Exactly one of the two.
    fileKey: text('file_key'),
    fileWidth: integer('file_width'),
    fileHeight: integer('file_height'),
    fileBytes: integer('file_bytes'),
    // SHA-256 of the original as received: the same file twice in one contest by one participant is refused.
    contentHash: text('content_hash'),
    videoUrl: text('video_url'),
    // Entry title (photo or video) and caption (photos), set by the participant until the deadline.
    title: text('title'),
    caption: text('caption'),
    preFilterStatus: preFilterStatusEnum('pre_filter_status').notNull().default('pending'),
    isPaid: boolean('is_paid').notNull().default(false),
    packageId: uuid('package_id').references(() => packages.id, { onDelete: 'set null' }),
    currency: currencyEnum('currency'),
    amount: numeric('amount', { precision: 10, scale: 2, mode: 'number' }),
    judge1Score: smallint('judge1_score'),
    judge2Score: smallint('judge2_score'),
    finalScore: numeric('final_score', { precision: 4, scale: 2, mode: 'number' }),
    award: awardEnum('award'),
    judge1Comment: text('judge1_comment'),
    judge2Comment: text('judge2_comment'),
    judge1Feedback: text('judge1_feedback').array(),
    judge2Feedback: text('judge2_feedback').array(),
    // Who gave the judge-1 / judge-2 evaluation (score, comment, areas): a score belongs to a judge,
    // not to the slot, so a judge who takes over a slot never sees or overwrites it (decisions.md).
    judge1Id: text('judge1_id').references(() => users.id, { onDelete: 'set null' }),
    judge2Id: text('judge2_id').references(() => users.id, { onDelete: 'set null' }),
    // Adjudication of a disagreement (decisions.md): a third judge the admin assigns, scoring blind.
    adjudicatorId: text('adjudicator_id').references(() => users.id, { onDelete: 'set null' }),
    adjudicatorScore: smallint('adjudicator_score'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('submissions_contest_created_idx').on(t.contestId, t.createdAt.desc()),
    index('submissions_contest_status_idx').on(t.contestId, t.preFilterStatus),
    // Judge grids: one contest (or a judge's few), one pre-filter status, newest first.
    index('submissions_contest_status_created_idx').on(t.contestId, t.preFilterStatus, t.createdAt.desc()),
    index('submissions_contest_score_idx').on(t.contestId, t.finalScore),
    // My Submissions: a participant's page is read in this order straight from the index (ties by id).
    index('submissions_user_created_idx').on(t.userId, t.createdAt.desc(), t.id),
    index('submissions_created_idx').on(t.createdAt),
    index('submissions_judge1_idx').on(t.judge1Id),
    index('submissions_judge2_idx').on(t.judge2Id),
    index('submissions_adjudicator_idx')
      .on(t.adjudicatorId)
      .where(sql`${t.adjudicatorId} IS NOT NULL`),

    uniqueIndex('submissions_same_file_key')
      .on(t.contestId, t.userId, t.contentHash)
      .where(sql`${t.contentHash} IS NOT NULL`),
    // Admin rankings across contests (results module): the final score that counts — a photo only
    // while approved, since one moved out of approved keeps its scores — in both directions, nulls
    // last, newest first among ties. The expression must stay identical to RANKED_SCORE_SQL.
    index('submissions_ranked_desc_idx').on(
      sql`(CASE WHEN ${t.fileKey} IS NULL OR ${t.preFilterStatus} = 'approved' THEN ${t.finalScore} END) DESC NULLS LAST`,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('submissions_ranked_asc_idx').on(
      sql`(CASE WHEN ${t.fileKey} IS NULL OR ${t.preFilterStatus} = 'approved' THEN ${t.finalScore} END) ASC NULLS LAST`,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    check('submissions_photo_or_film', sql`(${t.fileKey} IS NOT NULL) <> (${t.videoUrl} IS NOT NULL)`),
    check('submissions_title_length', sql`char_length(${t.title}) BETWEEN 1 AND 120`),
    check('submissions_caption_length', sql`char_length(${t.caption}) BETWEEN 1 AND 1000`),
    check('submissions_caption_photo_only', sql`${t.caption} IS NULL OR ${t.fileKey} IS NOT NULL`),
    check('submissions_judge1_score_range', sql`${t.judge1Score} BETWEEN 1 AND 10`),
    check('submissions_judge2_score_range', sql`${t.judge2Score} BETWEEN 1 AND 10`),
    check('submissions_adjudicator_score_range', sql`${t.adjudicatorScore} BETWEEN 1 AND 10`),
    check('submissions_final_score_range', sql`${t.finalScore} BETWEEN 1 AND 10`),
    check(
      'submissions_feedback_keys',
      sql`${t.judge1Feedback} <@ ARRAY['composition','direction','light','message','editing','originality']::text[]
        AND ${t.judge2Feedback} <@ ARRAY['composition','direction','light','message','editing','originality']::text[]`,
    ),
  ],
);

export const evaluationCompletions = pgTable(
  'evaluation_completions',
  {
    judgeId: text('judge_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contestId: uuid('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.judgeId, t.contestId] }),
    index('completions_contest_idx').on(t.contestId),
  ],
);

export const awardCounts = pgTable(
  'award_counts',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    awardCount: integer('award_count').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.year] }),
    check('award_counts_non_negative', sql`${t.awardCount} >= 0`),
    check('award_counts_year_range', sql`${t.year} BETWEEN 2000 AND 2200`),
  ],
);

/**
 * Evaluations taken off an entry when the admin replaced its judge and chose to start the new judge
 * fresh: no longer counted, never shown to the new judge, kept here (and in the audit log) rather
 * than deleted.
 */
export const setAsideEvaluations = pgTable(
  'set_aside_evaluations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    side: smallint('side').notNull(),
    judgeId: text('judge_id').references(() => users.id, { onDelete: 'set null' }),
    score: smallint('score'),
    comment: text('comment'),
    feedback: text('feedback').array(),
    setAsideBy: text('set_aside_by').references(() => users.id, { onDelete: 'set null' }),
    setAsideAt: timestamp('set_aside_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('set_aside_evaluations_submission_idx').on(t.submissionId),
    check('set_aside_evaluations_side', sql`${t.side} IN (1, 2)`),
  ],
);

/** Who did what, when, with the row before and after. Kept when the actor is deleted. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc()),
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
  ],
);

/**
 * Durable email queue: one row per (event, recipient), so pressing a button twice or a restart
 * mid-batch cannot send an email twice. With no SMTP configured, rows are the dev outbox.
 */
export const emails = pgTable(
  'emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    status: emailStatusEnum('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    transport: text('transport'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('emails_created_idx').on(t.createdAt.desc())],
);

/** Failed sign-ins per account and per address, for throttling across server instances. */
export const loginFailures = pgTable(
  'login_failures',
  {
    key: text('key').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_key_idx').on(t.key, t.failedAt)],
);

/**
 * Requests counted per key (an action and a client address) and fixed time window, for limits every
 * server instance shares (sign-ups, password-reset requests). One row per key and window, incremented
 * atomically (lib/rate-limit.ts).
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index('rate_limit_hits_window_idx').on(t.windowStart),
  ],
);

/**
 * A change of email address waiting for its confirmation: the link sent to the new address carries a
 * token whose SHA-256 is kept here; the change takes effect when it is used (once, before it expires).
 * One pending change per user: asking again replaces it.
 */
export const emailChanges = pgTable('email_changes', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  newEmail: text('new_email').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/**
 * The package a participant bought in a contest (issue 15, payment reconciliation). One current row
 * per (contest, participant); choosing a larger package adds a new row (an upgrade) that records the
 * previous price as already paid, and the previous row is kept, marked superseded.
 */
export const packagePurchases = pgTable(
  'package_purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contestId: uuid('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: uuid('package_id').references(() => packages.id, { onDelete: 'set null' }),
    items: integer('items').notNull(),
    currency: currencyEnum('currency').notNull(),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    alreadyPaid: numeric('already_paid', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    confirmedAmount: numeric('confirmed_amount', { precision: 10, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedBy: text('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
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
 * Emails a user asked not to receive (issue 15: deadline reminders), one row per kind. Set by the
 * unsubscribe link in the email itself, removed by "receive them again" on its page.
 */
export const emailOptOuts = pgTable(
  'email_opt_outs',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check('email_opt_outs_kind', sql`${t.kind} IN ('reminders')`),
  ],
);

/**
 * A pre-filter judge's decisions (issue 14): one row per action, a single photo or a bulk selection,
 * with each photo's status before it, so the judge's last decision can be undone (decisions.md).
 * `entries` is `[{ id, from }]`; every photo went to `to_status`.
 */
export const preFilterDecisions = pgTable(
  'pre_filter_decisions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    judgeId: text('judge_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toStatus: preFilterStatusEnum('to_status').notNull(),
    entries: jsonb('entries').notNull(),
    createdAt: createdAt(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [index('pre_filter_decisions_judge_idx').on(t.judgeId, t.id.desc())],
);
