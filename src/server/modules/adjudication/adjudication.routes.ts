import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SCORING_ROLES } from '../../../domain/judge-slots';
import { callerOf } from '../../lib/guard';
import * as adjudication from './adjudication.service';
import { op } from '../../lib/route';

/** Disagreements and their adjudication: the admin assigns, a third judge scores blind. */
export const adjudicationRoutes: FastifyPluginAsyncZod = async (app) => {
  op(app, 'listDisagreements', ['admin'], async (req) =>
    adjudication.listDisagreements(app.ctx, req.params.id),
  );

  op(app, 'assignAdjudicator', ['admin'], async (req) =>
    adjudication.assignAdjudicator(app.ctx, callerOf(req), req.params.id, req.body.adjudicatorId),
  );

  op(app, 'listMyAdjudications', SCORING_ROLES, async (req) =>
    adjudication.listMyAdjudications(app.ctx, callerOf(req)),
  );

  op(app, 'saveAdjudicatorScore', SCORING_ROLES, async (req) =>
    adjudication.saveAdjudicatorScore(app.ctx, callerOf(req), req.params.id, req.body.score),
  );

  op(app, 'saveAdjudicatorComment', SCORING_ROLES, async (req) =>
    adjudication.saveAdjudicatorComment(app.ctx, callerOf(req), req.params.id, req.body.comment ?? null),
  );
};
