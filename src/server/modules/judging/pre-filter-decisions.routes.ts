import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  preFilterBulkSchema,
  preFilterDecisionResultSchema,
  preFilterUndoResultSchema,
} from '../../../contract/judging';
import { callerOf } from '../../lib/guard';
import { decideMany, undoLastDecision } from './pre-filter-decisions';
import { route } from '../../lib/route';

// Bulk pre-filter decisions and the undo of the last one; the service checks every photo.
export const preFilterDecisionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/judge/pre-filter/decisions',
    route(['pre_filter_judge'], { body: preFilterBulkSchema }, { 200: preFilterDecisionResultSchema }),
    async (req) => decideMany(app.ctx, callerOf(req), req.body),
  );

  app.post(
    '/api/judge/pre-filter/decisions/undo',
    route(['pre_filter_judge'], {}, { 200: preFilterUndoResultSchema }),
    async (req) => undoLastDecision(app.ctx, callerOf(req)),
  );
};
