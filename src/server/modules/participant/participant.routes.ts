import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../lib/guard';
import * as participant from './participant.service';
import * as feedback from './feedback.service';
import { op, sendDownload } from '../../lib/route';

const participantOnly = ['participant'] as const;

export const participantRoutes: FastifyPluginAsyncZod = async (app) => {
  op(app, 'listOpenContests', participantOnly, async (req) =>
    participant.listContests(app.ctx, callerOf(req)),
  );

  op(app, 'getDashboard', participantOnly, async (req) => participant.getDashboard(app.ctx, callerOf(req)));

  op(app, 'listPublishedContests', participantOnly, async () => participant.listPublishedContests(app.ctx));

  op(app, 'listMyResults', participantOnly, async (req) =>
    participant.listResults(app.ctx, callerOf(req), req.query.page),
  );

  // The feedback pack: the judges' comments and areas, anonymous, with the contest's figures.
  op(app, 'getFeedbackPack', participantOnly, async (req) =>
    feedback.getFeedbackPack(app.ctx, callerOf(req)),
  );

  op(app, 'getFeedbackPdf', participantOnly, async (req, reply) => {
    const caller = callerOf(req);
    const { pdf, fileName } = await feedback.getFeedbackPdf(
      app.ctx,
      caller,
      req.query.locale ?? caller.locale,
    );
    return sendDownload(reply, 'application/pdf', fileName, pdf);
  });
};
