import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageQuerySchema, responses } from '../../../contract/common';
import {
  dashboardSchema,
  participantContestsSchema,
  participantResultsPageSchema,
  publishedContestsSchema,
} from '../../../contract/participant';
import { callerOf } from '../../lib/guard';
import * as participant from './participant.service';

const participantOnly = { access: ['participant'] } as const;

export const participantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/participant/contests',
    { config: participantOnly, schema: { response: responses({ 200: participantContestsSchema }) } },
    async (req) => participant.listContests(app.ctx, callerOf(req)),
  );

  app.get(
    '/api/participant/dashboard',
    { config: participantOnly, schema: { response: responses({ 200: dashboardSchema }) } },
    async (req) => participant.getDashboard(app.ctx, callerOf(req)),
  );

  app.get(
    '/api/participant/published-contests',
    { config: participantOnly, schema: { response: responses({ 200: publishedContestsSchema }) } },
    async () => participant.listPublishedContests(app.ctx),
  );

  app.get(
    '/api/participant/results',
    {
      config: participantOnly,
      schema: { querystring: pageQuerySchema, response: responses({ 200: participantResultsPageSchema }) },
    },
    async (req) => participant.listResults(app.ctx, callerOf(req), req.query.page),
  );
};
