import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../lib/guard';
import * as contests from './contests.service';
import { createContest, updateContest } from './save-contest';
import { op } from '../../lib/route';

const ADMIN = ['admin'] as const;

export const adminContestRoutes: FastifyPluginAsyncZod = async (app) => {
  op(app, 'listContests', ADMIN, async (req) => contests.listContests(app.ctx, req.query));

  op(app, 'listContestYears', ADMIN, async () => contests.listContestYears(app.ctx));

  op(app, 'getContest', ADMIN, async (req) => contests.getContest(app.ctx, req.params.id));

  op(app, 'createContest', ADMIN, async (req, reply) =>
    reply.status(201).send(await createContest(app.ctx, callerOf(req), req.body)),
  );

  op(app, 'updateContest', ADMIN, async (req) =>
    updateContest(app.ctx, callerOf(req), req.params.id, req.body),
  );

  op(app, 'setPreFilterVisibility', ADMIN, async (req) =>
    contests.setPreFilterVisibility(app.ctx, callerOf(req), req.params.id, req.body.visible),
  );

  op(app, 'deleteContest', ADMIN, async (req, reply) => {
    await contests.deleteContest(app.ctx, callerOf(req), req.params.id);
    return reply.status(204).send(null);
  });

  op(app, 'listJudges', ADMIN, async (req) => contests.listJudges(app.ctx, req.query.role));
};
