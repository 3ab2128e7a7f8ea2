import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  awardBasisBodySchema,
  awardBasisResultSchema,
  contestFairnessSchema,
  fairnessContestParamsSchema,
  fairnessYearParamsSchema,
  myCalibrationSchema,
  yearFairnessSchema,
} from '../../../contract/fairness';
import { uuidParamsSchema } from '../../../contract/common';
import { SCORING_ROLES } from '../../../domain/judge-slots';
import { callerOf } from '../../lib/guard';
import { route } from '../../lib/route';
import * as fairness from './fairness.service';

/** Fair judging: admins see every judge and the contest's figures; a judge sees their own. */
export const fairnessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/fairness/contests/:id',
    route(['admin'], { params: fairnessContestParamsSchema }, { 200: contestFairnessSchema }),
    async (req) => fairness.getContestFairness(app.ctx, req.params.id),
  );

  app.get(
    '/api/admin/fairness/years/:year',
    route(['admin'], { params: fairnessYearParamsSchema }, { 200: yearFairnessSchema }),
    async (req) => fairness.getYearFairness(app.ctx, req.params.year),
  );

  app.put(
    '/api/admin/fairness/contests/:id/award-basis',
    route(
      ['admin'],
      { params: fairnessContestParamsSchema, body: awardBasisBodySchema },
      { 200: awardBasisResultSchema },
    ),
    async (req) => fairness.setAwardBasis(app.ctx, callerOf(req), req.params.id, req.body.basis),
  );

  app.get(
    '/api/judge/contests/:id/calibration',
    route(SCORING_ROLES, { params: uuidParamsSchema }, { 200: myCalibrationSchema }),
    async (req) => fairness.getMyCalibration(app.ctx, callerOf(req), req.params.id),
  );
};
