import { numeric, pgEnum, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ROLES, USER_STATUSES } from '../../../domain/roles';
import { PRE_FILTER_STATUSES } from '../../../domain/pre-filter';

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

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** A row's own id, drawn by the database. */
export const id = () => uuid('id').primaryKey().defaultRandom();

/** An amount of money in a currency's unit, two decimals. */
export const money = <Name extends string>(name: Name) =>
  numeric(name, { precision: 10, scale: 2, mode: 'number' });
