import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../../contract/common';
import {
  preFilterBulkSchema,
  preFilterDecisionResultSchema,
  preFilterUndoResultSchema,
} from '../../../contract/judging';
import { callerOf } from '../../lib/guard';
import { decideMany, undoLastDecision } from './pre-filter-decisions';

// Bulk pre-filter decisions and the undo of the last one (issue 14); the service checks every photo.
export const preFilterDecisionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/judge/pre-filter/decisions',
    {
      config: { access: ['pre_filter_judge'] },
      schema: { body: preFilterBulkSchema, response: responses({ 200: preFilterDecisionResultSchema }) },
    },
    async (req) => decideMany(app.ctx, callerOf(req), req.body),
  );

  app.post(
    '/api/judge/pre-filter/decisions/undo',
    {
      config: { access: ['pre_filter_judge'] },
      schema: { response: responses({ 200: preFilterUndoResultSchema }) },
    },
    async (req) => undoLastDecision(app.ctx, callerOf(req)),
  );
};
