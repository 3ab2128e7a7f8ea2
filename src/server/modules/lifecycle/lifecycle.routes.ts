import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okSchema, textIdParamsSchema } from '../../../contract/common';
import {
  amendableEntriesSchema,
  amendmentBodySchema,
  amendmentResultSchema,
  completionParamsSchema,
  contestLifecycleSchema,
  reopenBodySchema,
} from '../../../contract/lifecycle';
import { callerOf } from '../../lib/guard';
import { route } from '../../lib/route';
import { amendResult } from './amendments';
import * as lifecycle from './lifecycle.service';

/** A contest's results lifecycle, completions' reopening and amendments, admins only. */
export const lifecycleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/contests/:id/lifecycle',
    route(['admin'], { params: textIdParamsSchema }, { 200: contestLifecycleSchema }),
    async (req) => lifecycle.getLifecycle(app.ctx, req.params.id),
  );

  app.get(
    '/api/admin/contests/:id/amendable',
    route(['admin'], { params: textIdParamsSchema }, { 200: amendableEntriesSchema }),
    async (req) => lifecycle.listAmendable(app.ctx, req.params.id),
  );

  app.post(
    '/api/admin/contests/:id/completions/:judgeId/reopen',
    route(['admin'], { params: completionParamsSchema, body: reopenBodySchema }, { 200: okSchema }),
    async (req) =>
      lifecycle.reopenCompletion(app.ctx, callerOf(req), req.params.id, req.params.judgeId, req.body.reason),
  );

  app.post(
    '/api/admin/submissions/:id/amendment',
    route(
      ['admin'],
      { params: textIdParamsSchema, body: amendmentBodySchema },
      { 200: amendmentResultSchema },
    ),
    async (req) => amendResult(app.ctx, callerOf(req), req.params.id, req.body),
  );
};
