import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noContentSchema } from '../../../contract/common';
import {
  adminUserCreateSchema,
  adminUserSchema,
  adminUsersPageSchema,
  adminUserUpdateSchema,
  awardCountResultSchema,
  awardCountSchema,
  userIdParamsSchema as idParams,
  userListQuerySchema,
  userLocaleQuerySchema,
  userStatusChangeSchema,
  userStatusResultSchema,
} from '../../../contract/users';
import { callerOf } from '../../lib/guard';
import { route } from '../../lib/route';
import * as users from './users.service';

const ADMIN = ['admin'] as const;

// User ids are Better Auth's text ids; an unknown one is a 404.
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/users',
    route(ADMIN, { querystring: userListQuerySchema }, { 200: adminUsersPageSchema }),
    async (req) => users.listUsers(app.ctx, callerOf(req), req.query),
  );

  app.get(
    '/api/admin/users/:id',
    route(ADMIN, { params: idParams, querystring: userLocaleQuerySchema }, { 200: adminUserSchema }),
    async (req) => users.getUser(app.ctx, callerOf(req), req.params.id, req.query.locale),
  );

  app.post(
    '/api/admin/users',
    route(ADMIN, { body: adminUserCreateSchema }, { 201: adminUserSchema }),
    async (req, reply) => reply.status(201).send(await users.createUser(app.ctx, callerOf(req), req.body)),
  );

  app.put(
    '/api/admin/users/:id',
    route(ADMIN, { params: idParams, body: adminUserUpdateSchema }, { 200: adminUserSchema }),
    async (req) => users.updateUser(app.ctx, callerOf(req), req.params.id, req.body),
  );

  app.patch(
    '/api/admin/users/:id/status',
    route(ADMIN, { params: idParams, body: userStatusChangeSchema }, { 200: userStatusResultSchema }),
    async (req) => users.changeStatus(app.ctx, callerOf(req), req.params.id, req.body.status),
  );

  app.put(
    '/api/admin/users/:id/award-count',
    route(ADMIN, { params: idParams, body: awardCountSchema }, { 200: awardCountResultSchema }),
    async (req) => users.setAwardCount(app.ctx, callerOf(req), req.params.id, req.body),
  );

  app.delete(
    '/api/admin/users/:id',
    route(ADMIN, { params: idParams }, { 204: noContentSchema }),
    async (req, reply) => {
      await users.deleteUser(app.ctx, callerOf(req), req.params.id);
      return reply.status(204).send(null);
    },
  );
};
