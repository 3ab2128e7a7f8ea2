import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../lib/guard';
import { amendResult } from './amendments';
import * as lifecycle from './lifecycle.service';
import { op } from '../../lib/route';

/** A contest's results lifecycle, completions' reopening and amendments, admins only. */
export const lifecycleRoutes: FastifyPluginAsyncZod = async (app) => {
  op(app, 'getLifecycle', ['admin'], async (req) => lifecycle.getLifecycle(app.ctx, req.params.id));

  op(app, 'listAmendableEntries', ['admin'], async (req) => lifecycle.listAmendable(app.ctx, req.params.id));

  op(app, 'reopenJudging', ['admin'], async (req) =>
    lifecycle.reopenCompletion(app.ctx, callerOf(req), req.params.id, req.params.judgeId, req.body.reason),
  );

  op(app, 'amendResult', ['admin'], async (req) =>
    amendResult(app.ctx, callerOf(req), req.params.id, req.body),
  );
};
