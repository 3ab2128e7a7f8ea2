import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  approvalEmailsResultSchema,
  approvalEmailsRetrySchema,
  contestIdParamsSchema,
  contestStatsQuerySchema,
  contestStatsResponseSchema,
  participantsQuerySchema,
  rankingsQuerySchema,
  rankingsResponseSchema,
  scoreDistributionSchema,
  statsParticipantsPageSchema,
} from '../../../contract/statistics';
import { callerOf } from '../../lib/guard';
import * as statistics from './statistics.service';
import { retryApprovalEmails, sendApprovalEmails } from './send-approval-emails';
import { route } from '../../lib/route';

const ADMIN = ['admin'] as const;

/** Admin statistics (spec section 2, 'Admin Statistics (two tabs)') and approval emails. */
export const adminStatisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/stats/contests',
    route(ADMIN, { querystring: contestStatsQuerySchema }, { 200: contestStatsResponseSchema }),
    async (req) => statistics.getContestStats(app.ctx, req.query),
  );

  app.get(
    '/api/admin/stats/contests/:id/participants',
    route(
      ADMIN,
      { params: contestIdParamsSchema, querystring: participantsQuerySchema },
      { 200: statsParticipantsPageSchema },
    ),
    async (req) => statistics.listParticipants(app.ctx, req.params.id, req.query),
  );

  app.get(
    '/api/admin/stats/contests/:id/scores',
    route(ADMIN, { params: contestIdParamsSchema }, { 200: scoreDistributionSchema }),
    async (req) => statistics.getScoreDistribution(app.ctx, req.params.id),
  );

  app.post(
    '/api/admin/stats/contests/:id/approval-emails',
    route(ADMIN, { params: contestIdParamsSchema }, { 200: approvalEmailsResultSchema }),
    async (req) => sendApprovalEmails(app.ctx, callerOf(req), req.params.id),
  );

  app.post(
    '/api/admin/stats/contests/:id/approval-emails/retry',
    route(ADMIN, { params: contestIdParamsSchema }, { 200: approvalEmailsRetrySchema }),
    async (req) => retryApprovalEmails(app.ctx, callerOf(req), req.params.id),
  );

  app.get(
    '/api/admin/stats/rankings',
    route(ADMIN, { querystring: rankingsQuerySchema }, { 200: rankingsResponseSchema }),
    async (req) => statistics.getRankings(app.ctx, req.query),
  );
};
