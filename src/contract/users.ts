import { z } from 'zod';
import { LOCALES } from '../domain/locales';
import { ROLES, USER_STATUSES } from '../domain/roles';
import { instantSchema, pageSchema } from './common';

// Users for admins (server module `users`). The request schemas live in domain/schemas/admin.ts,
// beside the rules the user form shares with them.

export {
  adminUserCreateSchema,
  adminUserUpdateSchema,
  awardCountSchema,
  userListQuerySchema,
  userStatusChangeSchema,
} from '../domain/schemas/admin';

export const userIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const userLocaleQuerySchema = z.object({ locale: z.enum(LOCALES).optional() });

export const roleSchema = z.enum(ROLES);
export const userStatusSchema = z.enum(USER_STATUSES);
const awardSourceSchema = z.enum(['manual', 'computed']);

/** Where a user lives, as stored (codes). */
const storedLocationSchema = z.object({
  country: z.string(),
  stateCode: z.string().nullable(),
  cityCode: z.string().nullable(),
  cityName: z.string().nullable(),
});
/** The location's names in the language asked for. */
const placeSchema = z.object({
  country: z.string(),
  state: z.string().nullable(),
  stateUf: z.string().nullable(),
  city: z.string().nullable(),
});

/** The year's awards as Statistics shows them: the admin's count when set, else the computed one. */
const awardsShape = {
  awardCount: z.number().int(),
  awardSource: awardSourceSchema,
  manualAwardCount: z.number().int().nullable(),
  computedAwardCount: z.number().int(),
};

export const adminUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  role: roleSchema,
  status: userStatusSchema,
  location: storedLocationSchema.nullable(),
  place: placeSchema.nullable(),
  ...awardsShape,
  createdAt: instantSchema,
});
export type AdminUser = z.output<typeof adminUserSchema>;

export const adminUsersPageSchema = pageSchema(adminUserSchema).extend({ year: z.number().int() });

export const userStatusResultSchema = z.object({ id: z.string(), status: userStatusSchema });

export const awardCountResultSchema = z.object({
  userId: z.string(),
  year: z.number().int(),
  count: z.number().int().nullable(),
  ...awardsShape,
});
