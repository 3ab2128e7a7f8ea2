import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageQuerySchema } from '../../../contract/common';
import {
  dashboardSchema,
  feedbackPackSchema,
  feedbackPdfQuerySchema,
  feedbackPdfResponse,
  participantContestsSchema,
  participantResultsPageSchema,
  publishedContestsSchema,
} from '../../../contract/participant';
import { callerOf } from '../../lib/guard';
import * as participant from './participant.service';
import * as feedback from './feedback.service';
import { route, sendDownload } from '../../lib/route';

const participantOnly = ['participant'] as const;

export const participantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/participant/contests',
    route(participantOnly, {}, { 200: participantContestsSchema }),
    async (req) => participant.listContests(app.ctx, callerOf(req)),
  );

  app.get('/api/participant/dashboard', route(participantOnly, {}, { 200: dashboardSchema }), async (req) =>
    participant.getDashboard(app.ctx, callerOf(req)),
  );

  app.get(
    '/api/participant/published-contests',
    route(participantOnly, {}, { 200: publishedContestsSchema }),
    async () => participant.listPublishedContests(app.ctx),
  );

  app.get(
    '/api/participant/results',
    route(participantOnly, { querystring: pageQuerySchema }, { 200: participantResultsPageSchema }),
    async (req) => participant.listResults(app.ctx, callerOf(req), req.query.page),
  );

  // The feedback pack: the judges' comments and areas, anonymous, with the contest's figures.
  app.get('/api/participant/feedback', route(participantOnly, {}, { 200: feedbackPackSchema }), async (req) =>
    feedback.getFeedbackPack(app.ctx, callerOf(req)),
  );

  app.get(
    '/api/participant/feedback.pdf',
    route(participantOnly, { querystring: feedbackPdfQuerySchema }, { 200: feedbackPdfResponse }),
    async (req, reply) => {
      const caller = callerOf(req);
      const { pdf, fileName } = await feedback.getFeedbackPdf(
        app.ctx,
        caller,
        req.query.locale ?? caller.locale,
      );
      return sendDownload(reply, 'application/pdf', fileName, pdf);
    },
  );
};
