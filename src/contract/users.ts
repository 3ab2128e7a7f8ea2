import { z } from 'zod';
import { LOCALES } from '../domain/locales';
import {
  adminUserCreateSchema,
  adminUserUpdateSchema,
  awardCountSchema,
  userListQuerySchema,
  userStatusChangeSchema,
} from '../domain/schemas/admin';
import { ROLES, USER_STATUSES } from '../domain/roles';
import { instantSchema, noContentSchema, operation, pageSchema } from './common';

// Users for admins (server module `users`). The request schemas live in domain/schemas/admin.ts,
// beside the rules the user form shares with them.

const userIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
const userLocaleQuerySchema = z.object({ locale: z.enum(LOCALES).optional() });

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

const adminUserSchema = z.object({
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

const adminUsersPageSchema = pageSchema(adminUserSchema).extend({ year: z.number().int() });

const userStatusResultSchema = z.object({ id: z.string(), status: userStatusSchema });

const awardCountResultSchema = z.object({
  userId: z.string(),
  year: z.number().int(),
  count: z.number().int().nullable(),
  ...awardsShape,
});

/** The operations of the users area by operationId (src/contract/operations.ts). */
export const userOperations = {
  listUsers: operation(
    'GET /api/admin/users',
    'One page of users',
    { querystring: userListQuerySchema },
    { 200: adminUsersPageSchema },
  ),
  getUser: operation(
    'GET /api/admin/users/{id}',
    'A user',
    { params: userIdParamsSchema, querystring: userLocaleQuerySchema },
    { 200: adminUserSchema },
  ),
  createUser: operation(
    'POST /api/admin/users',
    'Creates a user',
    { body: adminUserCreateSchema },
    { 201: adminUserSchema },
  ),
  updateUser: operation(
    'PUT /api/admin/users/{id}',
    'Changes a user',
    { params: userIdParamsSchema, body: adminUserUpdateSchema },
    { 200: adminUserSchema },
  ),
  setUserStatus: operation(
    'PATCH /api/admin/users/{id}/status',
    'Activates or blocks a user',
    { params: userIdParamsSchema, body: userStatusChangeSchema },
    { 200: userStatusResultSchema },
  ),
  setAwardCount: operation(
    'PUT /api/admin/users/{id}/award-count',
    "Sets a user's award count by hand",
    { params: userIdParamsSchema, body: awardCountSchema },
    { 200: awardCountResultSchema },
  ),
  deleteUser: operation(
    'DELETE /api/admin/users/{id}',
    'Deletes a user without entries',
    { params: userIdParamsSchema },
    { 204: noContentSchema },
  ),
};
