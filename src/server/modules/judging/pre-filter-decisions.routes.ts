import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../lib/guard';
import { decideMany, undoLastDecision } from './pre-filter-decisions';
import { op } from '../../lib/route';

// Bulk pre-filter decisions and the undo of the last one; the service checks every photo.
export const preFilterDecisionRoutes: FastifyPluginAsyncZod = async (app) => {
  op(app, 'decidePreFilterMany', ['pre_filter_judge'], async (req) =>
    decideMany(app.ctx, callerOf(req), req.body),
  );

  op(app, 'undoPreFilterDecision', ['pre_filter_judge'], async (req) =>
    undoLastDecision(app.ctx, callerOf(req)),
  );
};
