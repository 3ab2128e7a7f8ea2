import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../lib/guard';
import * as statistics from './statistics.service';
import { retryApprovalEmails, sendApprovalEmails } from './send-approval-emails';
import { op } from '../../lib/route';

const ADMIN = ['admin'] as const;

/** Admin statistics (spec section 2, 'Admin Statistics (two tabs)') and approval emails. */
export const adminStatisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  op(app, 'listContestStats', ADMIN, async (req) => statistics.getContestStats(app.ctx, req.query));

  op(app, 'listContestParticipants', ADMIN, async (req) =>
    statistics.listParticipants(app.ctx, req.params.id, req.query),
  );

  op(app, 'getScoreDistribution', ADMIN, async (req) =>
    statistics.getScoreDistribution(app.ctx, req.params.id),
  );

  op(app, 'sendApprovalEmails', ADMIN, async (req) =>
    sendApprovalEmails(app.ctx, callerOf(req), req.params.id),
  );

  op(app, 'retryApprovalEmails', ADMIN, async (req) =>
    retryApprovalEmails(app.ctx, callerOf(req), req.params.id),
  );

  op(app, 'listYearRankings', ADMIN, async (req) => statistics.getRankings(app.ctx, req.query));
};
