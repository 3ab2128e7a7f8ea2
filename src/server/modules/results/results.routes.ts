import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../lib/guard';
import {
  contestOptionsQuerySchema,
  resultsExportQuerySchema,
  resultsListQuerySchema,
} from './results.schemas';
import * as results from './results.service';

const admin = { access: ['admin'] } as const;

/** Admin Rankings and the Contest Submissions browser read the same list, filters and export. */
export const adminResultsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/results/submissions',
    { config: admin, schema: { querystring: resultsListQuerySchema } },
    async (req) => results.listResults(app.ctx, req.query),
  );

  app.get(
    '/api/admin/results/submissions.csv',
    { config: admin, schema: { querystring: resultsExportQuerySchema } },
    async (req, reply) => {
      const csv = await results.exportResults(app.ctx, callerOf(req), req.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csv.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(csv.stream);
    },
  );

  app.get(
    '/api/admin/results/contests',
    { config: admin, schema: { querystring: contestOptionsQuerySchema } },
    async (req) => results.listContestOptions(app.ctx, req.query),
  );

  app.get('/api/admin/results/years', { config: admin }, async () => results.listYears(app.ctx));
};
