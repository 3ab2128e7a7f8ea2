import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../lib/guard';
import {
  contestIdParamsSchema,
  contestStatsQuerySchema,
  participantParamsSchema,
  participantsQuerySchema,
  paymentBodySchema,
  rankingsQuerySchema,
} from './statistics.schemas';
import * as stats from './statistics.service';

const admin = { access: ['admin'] } as const;

/** Admin statistics (spec section 2, 'Admin Statistics (two tabs)'), payments and approval emails. */
export const adminStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/stats/contests',
    { config: admin, schema: { querystring: contestStatsQuerySchema } },
    async (req) => stats.getContestStats(app.ctx, req.query),
  );

  app.get(
    '/api/admin/stats/contests/:id/participants',
    { config: admin, schema: { params: contestIdParamsSchema, querystring: participantsQuerySchema } },
    async (req) => stats.listParticipants(app.ctx, req.params.id, req.query),
  );

  app.put(
    '/api/admin/stats/contests/:id/participants/:userId/payment',
    { config: admin, schema: { params: participantParamsSchema, body: paymentBodySchema } },
    async (req) =>
      stats.setPayment(app.ctx, callerOf(req), req.params.id, req.params.userId, req.body.isPaid),
  );

  app.get(
    '/api/admin/stats/contests/:id/scores',
    { config: admin, schema: { params: contestIdParamsSchema } },
    async (req) => stats.getScoreDistribution(app.ctx, req.params.id),
  );

  app.post(
    '/api/admin/stats/contests/:id/approval-emails',
    { config: admin, schema: { params: contestIdParamsSchema } },
    async (req) => stats.sendApprovalEmails(app.ctx, callerOf(req), req.params.id),
  );

  app.post(
    '/api/admin/stats/contests/:id/approval-emails/retry',
    { config: admin, schema: { params: contestIdParamsSchema } },
    async (req) => stats.retryApprovalEmails(app.ctx, callerOf(req), req.params.id),
  );

  app.get(
    '/api/admin/stats/rankings',
    { config: admin, schema: { querystring: rankingsQuerySchema } },
    async (req) => stats.getRankings(app.ctx, req.query),
  );
};
