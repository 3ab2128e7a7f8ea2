import { z } from 'zod';
import { AUDIT_ACTIONS } from '../audit-actions';
import { isIsoDay } from '../contest-dates';
import { UUID_PATTERN } from '../ids';
import { CONTEST_CATEGORIES, CURRENCIES } from '../packages';
import { pageQuerySchema } from './pagination';
import { ROLES, USER_STATUSES } from '../roles';
import {
  emailSchema,
  LOCALES,
  locationOrNoneSchema,
  locationSchema,
  passwordSchema,
  usernameSchema,
} from './account';

// Schemas of the admin screens (spec section 5: admin user form, award count; section 9: packages).
// Messages are i18n keys. The contest form lives in ../contest-rules.ts beside its coupling rules.

// A select showing "all" sends '' (or nothing): both mean "no filter".
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export const roleSchema = z.enum(ROLES, { error: 'errors.user.roleInvalid' });
export const userStatusSchema = z.enum(USER_STATUSES, { error: 'errors.user.statusInvalid' });

// ---------------------------------------------------------------------------------------------
// Users

export const SEARCH_MAX = 100;

export const userListQuerySchema = pageQuerySchema.extend({
  q: z.preprocess(emptyToUndefined, z.string().trim().max(SEARCH_MAX, 'errors.tooLong').optional()),
  role: z.preprocess(emptyToUndefined, roleSchema.optional()),
  status: z.preprocess(emptyToUndefined, userStatusSchema.optional()),
  // The language of the page, for the localised location names; the caller's stored one otherwise.
  locale: z.preprocess(emptyToUndefined, z.enum(LOCALES).optional()),
});
export type UserListQuery = z.output<typeof userListQuerySchema>;

/** The admin user form's fields on both create and edit. */
const adminUserFields = z.object({
  username: usernameSchema,
  email: emailSchema,
  role: roleSchema,
  status: userStatusSchema,
});

/** Admin user form on create: every field, password required (spec section 5). */
export const adminUserCreateSchema = z.intersection(
  adminUserFields.extend({
    password: passwordSchema,
    locale: z.enum(LOCALES).default('pt'),
  }),
  locationSchema,
);
export type AdminUserCreateInput = z.input<typeof adminUserCreateSchema>;
export type AdminUserCreate = z.output<typeof adminUserCreateSchema>;

/**
 * Admin user form on edit: the password changes only when the change-password section is open and
 * filled; '' or an absent field keeps it (spec section 5).
 */
export const adminUserUpdateSchema = z.intersection(
  adminUserFields.extend({
    password: z
      .union([z.literal(''), passwordSchema])
      .optional()
      .transform((p) => (p ? p : null)),
  }),
  locationOrNoneSchema,
);
export type AdminUserUpdateInput = z.input<typeof adminUserUpdateSchema>;
export type AdminUserUpdate = z.output<typeof adminUserUpdateSchema>;

/**
 * Status change from the list. Without a status the server cycles vip → member → regular → vip
 * (nextStatus); the web sends the status it computed from the row it shows, so a double click or
 * a stale row cannot skip a step unnoticed.
 */
export const userStatusChangeSchema = z
  .object({ status: userStatusSchema.optional() })
  .optional()
  .transform((body) => body ?? {});

// ---------------------------------------------------------------------------------------------
// Award counts

export const AWARD_COUNT_MAX = 100_000;
export const AWARD_YEAR_MIN = 2000;
export const AWARD_YEAR_MAX = 2200;

/**
 * Spec section 5: "integer, minimum 0; non-numeric becomes 0". Text that is not a number becomes 0;
 * a number must still be a whole number ≥ 0: a negative, 2.5 or 2,5 is an error the admin sees, never
 * a silent change ("2,5" was saved as 25). Empty (or null) means "no count of the
 * admin's": the participant's count goes back to the one Jurado computes (domain/award-counts).
 */
export function coerceAwardCount(value: unknown): unknown {
  if (typeof value === 'number') return Number.isNaN(value) ? 0 : value;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return null;
    // A decimal with either separator is a number, and a wrong one: the schema says "whole number".
    if (/^-?\d+[.,]\d+$/.test(text)) return Number(text.replace(',', '.'));
    const number = Number(text);
    return Number.isNaN(number) ? 0 : number;
  }
  if (value === null || value === undefined) return null;
  return 0;
}

export const awardCountSchema = z.object({
  year: z
    .number({ error: 'errors.awardCount.yearInvalid' })
    .int({ error: 'errors.awardCount.yearInvalid' })
    .min(AWARD_YEAR_MIN, { error: 'errors.awardCount.yearInvalid' })
    .max(AWARD_YEAR_MAX, { error: 'errors.awardCount.yearInvalid' })
    .optional(),
  count: z.preprocess(
    coerceAwardCount,
    z
      .number({ error: 'errors.awardCount.invalid' })
      .int({ error: 'errors.awardCount.integer' })
      .min(0, { error: 'errors.awardCount.min' })
      .max(AWARD_COUNT_MAX, { error: 'errors.awardCount.tooLarge' })
      .nullable(),
  ),
});
export type AwardCountInput = z.input<typeof awardCountSchema>;

// ---------------------------------------------------------------------------------------------
// Contests (list filters; the form is contestInputSchema in ../contest-rules.ts)

export const contestListQuerySchema = pageQuerySchema.extend({
  year: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'errors.contest.yearInvalid' })
      .int({ error: 'errors.contest.yearInvalid' })
      .min(1900, { error: 'errors.contest.yearInvalid' })
      .max(2200, { error: 'errors.contest.yearInvalid' })
      .optional(),
  ),
});
export type ContestListQuery = z.output<typeof contestListQuerySchema>;

export const preFilterVisibilitySchema = z.object({
  visible: z.boolean({ error: 'errors.required' }),
});

// ---------------------------------------------------------------------------------------------
// Packages

export const PACKAGE_ITEMS_MAX = 1000;
export const PACKAGE_AMOUNT_MAX = 1_000_000;
export const PAYMENT_URL_MAX = 2000;

// Payment links open a card payment page in a new tab: https only, so nobody is sent to a page
// that could be tampered with on the way, and never javascript: or data: links.
export const paymentUrlSchema = z
  .string()
  .trim()
  .max(PAYMENT_URL_MAX, 'errors.tooLong')
  .refine(
    (value) => {
      if (!URL.canParse(value)) return false;
      const url = new URL(value);
      return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
    },
    { error: 'errors.package.paymentUrlInvalid' },
  );

const priceAmountSchema = z
  .number({ error: 'errors.package.amountInvalid' })
  .min(0, { error: 'errors.package.amountInvalid' })
  .max(PACKAGE_AMOUNT_MAX, { error: 'errors.package.amountInvalid' })
  // Money is stored with two decimals; more would be silently rounded.
  .refine((amount) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6, {
    error: 'errors.package.amountInvalid',
  });

const optionalAmount = z
  .preprocess(emptyToUndefined, priceAmountSchema.nullish())
  .transform((a) => a ?? null);
const optionalDay = z
  .preprocess(
    emptyToUndefined,
    z.string().refine(isIsoDay, { error: 'errors.contest.dateInvalid' }).nullish(),
  )
  .transform((d) => d ?? null);

/**
 * A package's price in a currency, with its optional early-bird price (up to and including a day)
 * and late price (from a day on), São Paulo calendar days (domain/dated-prices.ts).
 */
export const packagePriceSchema = z
  .object({
    currency: z.enum(CURRENCIES, { error: 'errors.package.currencyInvalid' }),
    amount: priceAmountSchema,
    paymentUrl: z.preprocess(emptyToUndefined, paymentUrlSchema.nullish()).transform((u) => u ?? null),
    earlyAmount: optionalAmount.optional().transform((a) => a ?? null),
    earlyUntil: optionalDay.optional().transform((d) => d ?? null),
    lateAmount: optionalAmount.optional().transform((a) => a ?? null),
    lateFrom: optionalDay.optional().transform((d) => d ?? null),
  })
  .superRefine((price, ctx) => {
    // A dated price needs both its amount and its day.
    if ((price.earlyAmount === null) !== (price.earlyUntil === null)) {
      const path = price.earlyAmount === null ? 'earlyAmount' : 'earlyUntil';
      ctx.addIssue({ code: 'custom', path: [path], message: 'errors.package.datedIncomplete' });
    }
    if ((price.lateAmount === null) !== (price.lateFrom === null)) {
      const path = price.lateAmount === null ? 'lateAmount' : 'lateFrom';
      ctx.addIssue({ code: 'custom', path: [path], message: 'errors.package.datedIncomplete' });
    }
    if (price.earlyUntil !== null && price.lateFrom !== null && price.earlyUntil >= price.lateFrom) {
      ctx.addIssue({ code: 'custom', path: ['lateFrom'], message: 'errors.package.datedOrder' });
    }
  });

const packageFieldsSchema = z.object({
  items: z
    .number({ error: 'errors.package.itemsInvalid' })
    .int({ error: 'errors.package.itemsInvalid' })
    .min(1, { error: 'errors.package.itemsInvalid' })
    .max(PACKAGE_ITEMS_MAX, { error: 'errors.package.itemsInvalid' }),
  isActive: z.boolean().default(true),
  prices: z
    .array(packagePriceSchema)
    .max(CURRENCIES.length)
    .superRefine((prices, ctx) => {
      const seen = new Set<string>();
      prices.forEach((price, index) => {
        if (seen.has(price.currency)) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'currency'],
            message: 'errors.package.currencyRepeated',
          });
        }
        seen.add(price.currency);
      });
    }),
});

/** A package's editable fields; its category is fixed when it is created. */
export const packageUpdateSchema = packageFieldsSchema;
export type PackageUpdateInput = z.input<typeof packageUpdateSchema>;
export type PackageUpdate = z.output<typeof packageUpdateSchema>;

export const packageCreateSchema = packageFieldsSchema.extend({
  category: z.enum(CONTEST_CATEGORIES, { error: 'errors.package.categoryInvalid' }),
});
export type PackageCreateInput = z.input<typeof packageCreateSchema>;
export type PackageCreate = z.output<typeof packageCreateSchema>;

export const packageCategoryQuerySchema = z.object({
  category: z.enum(CONTEST_CATEGORIES, { error: 'errors.package.categoryInvalid' }),
});

// ---------------------------------------------------------------------------------------------
// Audit log

export const auditListQuerySchema = pageQuerySchema.extend({
  entityType: z.preprocess(
    emptyToUndefined,
    z.enum(['contest', 'user', 'award_count', 'package', 'submission', 'completion', 'email']).optional(),
  ),
  entityId: z.preprocess(emptyToUndefined, z.string().max(100).optional()),
  // By contest (its own rows, its entries' and its completions'), actor, action and days.
  contestId: z.preprocess(
    emptyToUndefined,
    z.string().regex(UUID_PATTERN, { error: 'errors.invalidField' }).optional(),
  ),
  actorId: z.preprocess(emptyToUndefined, z.string().max(100).optional()),
  action: z.preprocess(emptyToUndefined, z.enum(AUDIT_ACTIONS, { error: 'errors.invalidField' }).optional()),
  /** São Paulo days, both included. */
  from: z.preprocess(emptyToUndefined, z.iso.date({ error: 'errors.invalidField' }).optional()),
  to: z.preprocess(emptyToUndefined, z.iso.date({ error: 'errors.invalidField' }).optional()),
});
export type AuditListQuery = z.output<typeof auditListQuerySchema>;
