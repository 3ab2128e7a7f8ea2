import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noContentSchema } from '../../../contract/common';
import {
  adminContestDetailsSchema,
  adminContestsPageSchema,
  contestIdParamsSchema as idParams,
  contestInputSchema,
  contestListQuerySchema,
  contestYearsSchema,
  judgesQuerySchema,
  judgesSchema,
  preFilterVisibilityResultSchema,
  preFilterVisibilitySchema,
} from '../../../contract/contests';
import { callerOf } from '../../lib/guard';
import * as contests from './contests.service';
import { createContest, updateContest } from './save-contest';
import { route } from '../../lib/route';

const ADMIN = ['admin'] as const;

export const adminContestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/contests',
    route(ADMIN, { querystring: contestListQuerySchema }, { 200: adminContestsPageSchema }),
    async (req) => contests.listContests(app.ctx, req.query),
  );

  app.get('/api/admin/contests/years', route(ADMIN, {}, { 200: contestYearsSchema }), async () =>
    contests.listContestYears(app.ctx),
  );

  app.get(
    '/api/admin/contests/:id',
    route(ADMIN, { params: idParams }, { 200: adminContestDetailsSchema }),
    async (req) => contests.getContest(app.ctx, req.params.id),
  );

  app.post(
    '/api/admin/contests',
    route(ADMIN, { body: contestInputSchema }, { 201: adminContestDetailsSchema }),
    async (req, reply) => reply.status(201).send(await createContest(app.ctx, callerOf(req), req.body)),
  );

  app.put(
    '/api/admin/contests/:id',
    route(ADMIN, { params: idParams, body: contestInputSchema }, { 200: adminContestDetailsSchema }),
    async (req) => updateContest(app.ctx, callerOf(req), req.params.id, req.body),
  );

  app.patch(
    '/api/admin/contests/:id/pre-filter-visibility',
    route(
      ADMIN,
      { params: idParams, body: preFilterVisibilitySchema },
      { 200: preFilterVisibilityResultSchema },
    ),
    async (req) => contests.setPreFilterVisibility(app.ctx, callerOf(req), req.params.id, req.body.visible),
  );

  app.delete(
    '/api/admin/contests/:id',
    route(ADMIN, { params: idParams }, { 204: noContentSchema }),
    async (req, reply) => {
      await contests.deleteContest(app.ctx, callerOf(req), req.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/admin/judges',
    route(ADMIN, { querystring: judgesQuerySchema }, { 200: judgesSchema }),
    async (req) => contests.listJudges(app.ctx, req.query.role),
  );
};
