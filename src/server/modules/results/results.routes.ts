import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contestOptionsQuerySchema,
  contestOptionsSchema,
  resultsCsvResponse,
  resultsExportQuerySchema,
  resultsListQuerySchema,
  resultsPageSchema,
  yearsSchema,
} from '../../../contract/results';
import { callerOf } from '../../lib/guard';
import * as results from './results.service';
import { listContestYears } from '../contests/contests.service';
import { route, sendDownload } from '../../lib/route';

const ADMIN = ['admin'] as const;

/** Admin Rankings and the Contest Submissions browser read the same list, filters and export. */
export const adminResultsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/results/submissions',
    route(ADMIN, { querystring: resultsListQuerySchema }, { 200: resultsPageSchema }),
    async (req) => results.listResults(app.ctx, req.query),
  );

  app.get(
    '/api/admin/results/submissions.csv',
    route(ADMIN, { querystring: resultsExportQuerySchema }, { 200: resultsCsvResponse }),
    async (req, reply) => {
      const csv = await results.exportResults(app.ctx, callerOf(req), req.query);
      return sendDownload(reply, 'text/csv; charset=utf-8', csv.fileName, csv.stream);
    },
  );

  app.get(
    '/api/admin/results/contests',
    route(ADMIN, { querystring: contestOptionsQuerySchema }, { 200: contestOptionsSchema }),
    async (req) => results.listContestOptions(app.ctx, req.query),
  );

  app.get('/api/admin/results/years', route(ADMIN, {}, { 200: yearsSchema }), async () =>
    listContestYears(app.ctx),
  );
};
