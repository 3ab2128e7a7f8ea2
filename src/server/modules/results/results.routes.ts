import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../lib/guard';
import * as results from './results.service';
import { listContestYears } from '../contests/contests.service';
import { op, sendDownload } from '../../lib/route';

const ADMIN = ['admin'] as const;

/** Admin Rankings and the Contest Submissions browser read the same list, filters and export. */
export const adminResultsRoutes: FastifyPluginAsyncZod = async (app) => {
  op(app, 'listResults', ADMIN, async (req) => results.listResults(app.ctx, req.query));

  op(app, 'exportResults', ADMIN, async (req, reply) => {
    const csv = await results.exportResults(app.ctx, callerOf(req), req.query);
    return sendDownload(reply, 'text/csv; charset=utf-8', csv.fileName, csv.stream);
  });

  op(app, 'listResultContests', ADMIN, async (req) => results.listContestOptions(app.ctx, req.query));

  op(app, 'listResultYears', ADMIN, async () => listContestYears(app.ctx));
};
