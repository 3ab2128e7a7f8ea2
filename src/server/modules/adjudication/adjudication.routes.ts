import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SCORING_ROLES } from '../../../domain/judge-slots';
import {
  adjudicationsResponseSchema,
  adjudicatorScoreResultSchema,
  disagreementsResponseSchema,
} from '../../../contract/adjudication';
import { okSchema, responses } from '../../../contract/common';
import { callerOf } from '../../lib/guard';
import { adjudicatorScoreBodySchema, assignBodySchema, idParamsSchema } from './adjudication.schemas';
import * as adjudication from './adjudication.service';

/** Disagreements and their adjudication (issue 14): the admin assigns, a third judge scores blind. */
export const adjudicationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/contests/:id/disagreements',
    {
      config: { access: ['admin'] },
      schema: { params: idParamsSchema, response: responses({ 200: disagreementsResponseSchema }) },
    },
    async (req) => adjudication.listDisagreements(app.ctx, req.params.id),
  );

  app.put(
    '/api/admin/submissions/:id/adjudicator',
    {
      config: { access: ['admin'] },
      schema: { params: idParamsSchema, body: assignBodySchema, response: responses({ 200: okSchema }) },
    },
    async (req) =>
      adjudication.assignAdjudicator(app.ctx, callerOf(req), req.params.id, req.body.adjudicatorId),
  );

  app.get(
    '/api/judge/adjudications',
    {
      config: { access: SCORING_ROLES },
      schema: { response: responses({ 200: adjudicationsResponseSchema }) },
    },
    async (req) => adjudication.listMyAdjudications(app.ctx, callerOf(req)),
  );

  app.put(
    '/api/judge/adjudications/:id/score',
    {
      config: { access: SCORING_ROLES },
      schema: {
        params: idParamsSchema,
        body: adjudicatorScoreBodySchema,
        response: responses({ 200: adjudicatorScoreResultSchema }),
      },
    },
    async (req) => adjudication.saveAdjudicatorScore(app.ctx, callerOf(req), req.params.id, req.body.score),
  );
};
