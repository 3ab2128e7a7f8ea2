import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { roleEnum, userStatusEnum, localeEnum, createdAt, updatedAt } from './columns';

// Users and what signing in needs: sessions, accounts, verifications, email changes, and the sign-in and rate-limit counters.

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
    // The name printed on the participant's certificates; null: the username.
    printName: text('print_name'),
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
 * Requests counted per key (an action and a client address) in a time window that starts at the key's
 * first request, for limits every server instance shares (sign-ups, password-reset requests). One row
 * per key, incremented (or started again once its window is over) atomically (lib/rate-limit.ts).
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key] }), index('rate_limit_hits_window_idx').on(t.windowStart)],
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
