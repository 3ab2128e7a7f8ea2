import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageQuerySchema } from '../../../domain/schemas/pagination';
import { callerOf } from '../../lib/guard';
import * as participant from './participant.service';

export const participantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/participant/contests', { config: { access: ['participant'] } }, async (req) =>
    participant.listContests(app.ctx, callerOf(req)),
  );

  app.get('/api/participant/dashboard', { config: { access: ['participant'] } }, async (req) =>
    participant.getDashboard(app.ctx, callerOf(req)),
  );

  app.get('/api/participant/published-contests', { config: { access: ['participant'] } }, async () =>
    participant.listPublishedContests(app.ctx),
  );
  app.get(
    '/api/participant/results',
    { config: { access: ['participant'] }, schema: { querystring: pageQuerySchema } },
    async (req) => participant.listResults(app.ctx, callerOf(req), req.query.page),
  );
};
