import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { preFilterStatusEnum, awardEnum, currencyEnum, createdAt, updatedAt, id, money } from './columns';
import { users } from './auth';
import { contestEntrant, contestId, packages } from './contests';

// Entries and their judging: completions, award counts, set-aside evaluations.

export const submissions = pgTable(
  'submissions',
  {
    id: id(),
    ...contestEntrant(),
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
    amount: money('amount'),
    judge1Score: smallint('judge1_score'),
    judge2Score: smallint('judge2_score'),
    finalScore: numeric('final_score', { precision: 4, scale: 2, mode: 'number' }),
    award: awardEnum('award'),
    judge1Comment: text('judge1_comment'),
    judge2Comment: text('judge2_comment'),
    judge1Feedback: text('judge1_feedback').array(),
    judge2Feedback: text('judge2_feedback').array(),
    // Who gave the judge-1 / judge-2 evaluation (score, comment, areas): a score belongs to a judge,
    // not to the slot, so a judge who takes over a slot never sees or overwrites it (docs/decisions/judging.md).
    judge1Id: text('judge1_id').references(() => users.id, { onDelete: 'set null' }),
    judge2Id: text('judge2_id').references(() => users.id, { onDelete: 'set null' }),
    // Adjudication of a disagreement (docs/decisions/judging.md): a third judge the admin assigns, scoring blind.
    adjudicatorId: text('adjudicator_id').references(() => users.id, { onDelete: 'set null' }),
    adjudicatorScore: smallint('adjudicator_score'),
    // The adjudicator's own comment (adjudication uses the scoring viewer, comment included);
    // seen by the admin beside their score, never by the participant or the other judges.
    adjudicatorComment: text('adjudicator_comment'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('submissions_contest_created_idx').on(t.contestId, t.createdAt.desc()),
    // Judge grids: one contest (or a judge's few), one pre-filter status, newest first. Also every
    // read of one contest's rows by status. (contest, status) alone and (contest, final score) were
    // dropped: the first is this one's prefix, the second served no query, and each
    // index is one more entry written by every score save, which can never be a HOT update
    // (docs/decisions/performance.md).
    index('submissions_contest_status_created_idx').on(t.contestId, t.preFilterStatus, t.createdAt.desc()),
    // A scoring judge's order counts each entry's round among the participant's entries in the
    // contest (judging.repo JUDGE_ROUND_JOIN): one probe of a few rows per listed entry.
    index('submissions_contest_user_idx').on(t.contestId, t.userId),
    // My Submissions: a participant's page is read in this order straight from the index (ties by id).
    index('submissions_user_created_idx').on(t.userId, t.createdAt.desc(), t.id),
    index('submissions_created_idx').on(t.createdAt),
    // A judge's progress per contest (judging.repo countsSql) is counted from these alone (index-only
    // scans): read through the table it touched one heap page per entry, ~29,000 pages for a judge
    // of 140 contests, seconds when they were not cached. The photo index serves the pre-filter (by
    // status) and the photo judges (approved, then their side); the predicates are workSql's.
    index('submissions_photo_judging_idx')
      .on(t.contestId, t.preFilterStatus, t.judge1Id, t.judge1Score, t.judge2Id, t.judge2Score)
      .where(sql`${t.fileKey} IS NOT NULL`),
    index('submissions_video_judging_idx')
      .on(t.contestId, t.judge1Id, t.judge1Score, t.judge2Id, t.judge2Score)
      .where(sql`${t.videoUrl} IS NOT NULL`),
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
    contestId: contestId(),
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

/**
 * A pre-filter judge's decisions: one row per action, a single photo or a bulk selection,
 * with each photo's status before it, so the judge's last decision can be undone (docs/decisions/judging.md).
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

/**
 * An admin's amendment of a published result: the scores before and after, the final score
 * and award it gave, and the reason. Kept when the admin is deleted; goes with its entry.
 */
export const resultAmendments = pgTable(
  'result_amendments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    contestId: contestId(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    before: jsonb('before').notNull(),
    after: jsonb('after').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('result_amendments_submission_idx').on(t.submissionId, t.createdAt.desc()),
    index('result_amendments_contest_idx').on(t.contestId, t.createdAt.desc()),
  ],
);
