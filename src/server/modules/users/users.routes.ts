import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../lib/guard';
import { op } from '../../lib/route';
import * as users from './users.service';

const ADMIN = ['admin'] as const;

// User ids are Better Auth's text ids; an unknown one is a 404. Contracts: contract/users.ts.
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  op(app, 'listUsers', ADMIN, async (req) => users.listUsers(app.ctx, callerOf(req), req.query));

  op(app, 'getUser', ADMIN, async (req) =>
    users.getUser(app.ctx, callerOf(req), req.params.id, req.query.locale),
  );

  op(app, 'createUser', ADMIN, async (req, reply) =>
    reply.status(201).send(await users.createUser(app.ctx, callerOf(req), req.body)),
  );

  op(app, 'updateUser', ADMIN, async (req) =>
    users.updateUser(app.ctx, callerOf(req), req.params.id, req.body),
  );

  op(app, 'setUserStatus', ADMIN, async (req) =>
    users.changeStatus(app.ctx, callerOf(req), req.params.id, req.body.status),
  );

  op(app, 'setAwardCount', ADMIN, async (req) =>
    users.setAwardCount(app.ctx, callerOf(req), req.params.id, req.body),
  );

  op(app, 'deleteUser', ADMIN, async (req, reply) => {
    await users.deleteUser(app.ctx, callerOf(req), req.params.id);
    return reply.status(204).send(null);
  });
};
