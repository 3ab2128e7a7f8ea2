import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noContentSchema, responses } from '../../../contract/common';
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

const admin = { access: ['admin'] } as const;

export const adminContestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/contests',
    {
      config: admin,
      schema: { querystring: contestListQuerySchema, response: responses({ 200: adminContestsPageSchema }) },
    },
    async (req) => contests.listContests(app.ctx, req.query),
  );

  app.get(
    '/api/admin/contests/years',
    { config: admin, schema: { response: responses({ 200: contestYearsSchema }) } },
    async () => contests.listContestYears(app.ctx),
  );

  app.get(
    '/api/admin/contests/:id',
    { config: admin, schema: { params: idParams, response: responses({ 200: adminContestDetailsSchema }) } },
    async (req) => contests.getContest(app.ctx, req.params.id),
  );

  app.post(
    '/api/admin/contests',
    {
      config: admin,
      schema: { body: contestInputSchema, response: responses({ 201: adminContestDetailsSchema }) },
    },
    async (req, reply) => reply.status(201).send(await createContest(app.ctx, callerOf(req), req.body)),
  );

  app.put(
    '/api/admin/contests/:id',
    {
      config: admin,
      schema: {
        params: idParams,
        body: contestInputSchema,
        response: responses({ 200: adminContestDetailsSchema }),
      },
    },
    async (req) => updateContest(app.ctx, callerOf(req), req.params.id, req.body),
  );

  app.patch(
    '/api/admin/contests/:id/pre-filter-visibility',
    {
      config: admin,
      schema: {
        params: idParams,
        body: preFilterVisibilitySchema,
        response: responses({ 200: preFilterVisibilityResultSchema }),
      },
    },
    async (req) => contests.setPreFilterVisibility(app.ctx, callerOf(req), req.params.id, req.body.visible),
  );

  app.delete(
    '/api/admin/contests/:id',
    { config: admin, schema: { params: idParams, response: responses({ 204: noContentSchema }) } },
    async (req, reply) => {
      await contests.deleteContest(app.ctx, callerOf(req), req.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/admin/judges',
    { config: admin, schema: { querystring: judgesQuerySchema, response: responses({ 200: judgesSchema }) } },
    async (req) => contests.listJudges(app.ctx, req.query.role),
  );
};
