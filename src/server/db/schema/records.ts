import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { emailStatusEnum, createdAt, id } from './columns';
import { users } from './auth';

// What the system keeps about itself: the audit log, queued emails and email opt-outs.

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
    // The audit screen's filters by actor and by action, newest first within each.
    index('audit_log_actor_idx').on(t.actorId, t.createdAt.desc()),
    index('audit_log_action_idx').on(t.action, t.createdAt.desc()),
  ],
);

/**
 * Durable email queue: one row per (event, recipient), so pressing a button twice or a restart
 * mid-batch cannot send an email twice. With no SMTP configured, rows are the dev outbox.
 */
export const emails = pgTable(
  'emails',
  {
    id: id(),
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

/**
 * Emails a user asked not to receive (deadline reminders), one row per kind. Set by the
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
