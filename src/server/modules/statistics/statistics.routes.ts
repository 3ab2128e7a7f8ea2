import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../../contract/common';
import {
  approvalEmailsResultSchema,
  approvalEmailsRetrySchema,
  contestIdParamsSchema,
  contestStatsQuerySchema,
  contestStatsResponseSchema,
  participantParamsSchema,
  participantsQuerySchema,
  paymentBodySchema,
  paymentResultSchema,
  rankingsQuerySchema,
  rankingsResponseSchema,
  scoreDistributionSchema,
  statsParticipantsPageSchema,
} from '../../../contract/statistics';
import { callerOf } from '../../lib/guard';
import * as statistics from './statistics.service';
import { retryApprovalEmails, sendApprovalEmails } from './send-approval-emails';

const admin = { access: ['admin'] } as const;

/** Admin statistics (spec section 2, 'Admin Statistics (two tabs)'), payments and approval emails. */
export const adminStatisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/stats/contests',
    {
      config: admin,
      schema: {
        querystring: contestStatsQuerySchema,
        response: responses({ 200: contestStatsResponseSchema }),
      },
    },
    async (req) => statistics.getContestStats(app.ctx, req.query),
  );

  app.get(
    '/api/admin/stats/contests/:id/participants',
    {
      config: admin,
      schema: {
        params: contestIdParamsSchema,
        querystring: participantsQuerySchema,
        response: responses({ 200: statsParticipantsPageSchema }),
      },
    },
    async (req) => statistics.listParticipants(app.ctx, req.params.id, req.query),
  );

  app.put(
    '/api/admin/stats/contests/:id/participants/:userId/payment',
    {
      config: admin,
      schema: {
        params: participantParamsSchema,
        body: paymentBodySchema,
        response: responses({ 200: paymentResultSchema }),
      },
    },
    async (req) =>
      statistics.setPayment(app.ctx, callerOf(req), req.params.id, req.params.userId, req.body.isPaid),
  );

  app.get(
    '/api/admin/stats/contests/:id/scores',
    {
      config: admin,
      schema: { params: contestIdParamsSchema, response: responses({ 200: scoreDistributionSchema }) },
    },
    async (req) => statistics.getScoreDistribution(app.ctx, req.params.id),
  );

  app.post(
    '/api/admin/stats/contests/:id/approval-emails',
    {
      config: admin,
      schema: { params: contestIdParamsSchema, response: responses({ 200: approvalEmailsResultSchema }) },
    },
    async (req) => sendApprovalEmails(app.ctx, callerOf(req), req.params.id),
  );

  app.post(
    '/api/admin/stats/contests/:id/approval-emails/retry',
    {
      config: admin,
      schema: { params: contestIdParamsSchema, response: responses({ 200: approvalEmailsRetrySchema }) },
    },
    async (req) => retryApprovalEmails(app.ctx, callerOf(req), req.params.id),
  );

  app.get(
    '/api/admin/stats/rankings',
    {
      config: admin,
      schema: { querystring: rankingsQuerySchema, response: responses({ 200: rankingsResponseSchema }) },
    },
    async (req) => statistics.getRankings(app.ctx, req.query),
  );
};
