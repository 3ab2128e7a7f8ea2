import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contestInputSchema } from '../../../domain/contest-rules';
import { JUDGE_ROLES } from '../../../domain/roles';
import { contestListQuerySchema, preFilterVisibilitySchema } from '../../../domain/schemas/admin';
import { callerOf } from '../../lib/guard';
import * as contests from './contests.service';

const admin = { access: ['admin'] } as const;
const idParams = z.object({ id: z.string().max(100) });

export const adminContestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/contests',
    { config: admin, schema: { querystring: contestListQuerySchema } },
    async (req) => contests.listContests(app.ctx, req.query),
  );

  app.get('/api/admin/contests/years', { config: admin }, async () => contests.listContestYears(app.ctx));

  app.get('/api/admin/contests/:id', { config: admin, schema: { params: idParams } }, async (req) =>
    contests.getContest(app.ctx, req.params.id),
  );

  app.post(
    '/api/admin/contests',
    { config: admin, schema: { body: contestInputSchema } },
    async (req, reply) =>
      reply.status(201).send(await contests.createContest(app.ctx, callerOf(req), req.body)),
  );

  app.put(
    '/api/admin/contests/:id',
    { config: admin, schema: { params: idParams, body: contestInputSchema } },
    async (req) => contests.updateContest(app.ctx, callerOf(req), req.params.id, req.body),
  );

  app.patch(
    '/api/admin/contests/:id/pre-filter-visibility',
    { config: admin, schema: { params: idParams, body: preFilterVisibilitySchema } },
    async (req) => contests.setPreFilterVisibility(app.ctx, callerOf(req), req.params.id, req.body.visible),
  );

  app.delete(
    '/api/admin/contests/:id',
    { config: admin, schema: { params: idParams } },
    async (req, reply) => {
      await contests.deleteContest(app.ctx, callerOf(req), req.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/admin/judges',
    {
      config: admin,
      schema: {
        querystring: z.object({
          role: z.preprocess(
            (v) => (v === '' ? undefined : v),
            z.enum(JUDGE_ROLES, { error: 'errors.user.roleInvalid' }).optional(),
          ),
        }),
      },
    },
    async (req) => contests.listJudges(app.ctx, req.query.role),
  );
};
