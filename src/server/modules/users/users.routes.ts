import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOCALES } from '../../../domain/schemas/account';
import {
  adminUserCreateSchema,
  adminUserUpdateSchema,
  awardCountSchema,
  userListQuerySchema,
  userStatusChangeSchema,
} from '../../../domain/schemas/admin';
import { callerOf } from '../../lib/guard';
import * as users from './users.service';

const admin = { access: ['admin'] } as const;
// User ids are Better Auth's text ids; an unknown one is a 404.
const idParams = z.object({ id: z.string().min(1).max(100) });

export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/users', { config: admin, schema: { querystring: userListQuerySchema } }, async (req) =>
    users.listUsers(app.ctx, callerOf(req), req.query),
  );

  app.get(
    '/api/admin/users/:id',
    {
      config: admin,
      schema: { params: idParams, querystring: z.object({ locale: z.enum(LOCALES).optional() }) },
    },
    async (req) => users.getUser(app.ctx, callerOf(req), req.params.id, req.query.locale),
  );

  app.post(
    '/api/admin/users',
    { config: admin, schema: { body: adminUserCreateSchema } },
    async (req, reply) => reply.status(201).send(await users.createUser(app.ctx, callerOf(req), req.body)),
  );

  app.put(
    '/api/admin/users/:id',
    { config: admin, schema: { params: idParams, body: adminUserUpdateSchema } },
    async (req) => users.updateUser(app.ctx, callerOf(req), req.params.id, req.body),
  );

  app.patch(
    '/api/admin/users/:id/status',
    { config: admin, schema: { params: idParams, body: userStatusChangeSchema } },
    async (req) => users.changeStatus(app.ctx, callerOf(req), req.params.id, req.body.status),
  );

  app.put(
    '/api/admin/users/:id/award-count',
    { config: admin, schema: { params: idParams, body: awardCountSchema } },
    async (req) => users.setAwardCount(app.ctx, callerOf(req), req.params.id, req.body),
  );

  app.delete('/api/admin/users/:id', { config: admin, schema: { params: idParams } }, async (req, reply) => {
    await users.deleteUser(app.ctx, callerOf(req), req.params.id);
    return reply.status(204).send();
  });
};
