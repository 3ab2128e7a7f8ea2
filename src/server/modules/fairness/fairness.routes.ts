import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SCORING_ROLES } from '../../../domain/judge-slots';
import { callerOf } from '../../lib/guard';
import * as fairness from './fairness.service';
import { op } from '../../lib/route';

/** Fair judging: admins see every judge and the contest's figures; a judge sees their own. */
export const fairnessRoutes: FastifyPluginAsyncZod = async (app) => {
  op(app, 'getContestFairness', ['admin'], async (req) =>
    fairness.getContestFairness(app.ctx, req.params.id),
  );

  op(app, 'getYearFairness', ['admin'], async (req) => fairness.getYearFairness(app.ctx, req.params.year));

  op(app, 'setAwardBasis', ['admin'], async (req) =>
    fairness.setAwardBasis(app.ctx, callerOf(req), req.params.id, req.body.basis),
  );

  op(app, 'getMyCalibration', SCORING_ROLES, async (req) =>
    fairness.getMyCalibration(app.ctx, callerOf(req), req.params.id),
  );
};
