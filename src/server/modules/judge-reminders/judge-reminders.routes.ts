import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../lib/guard';
import { sendJudgingRemindersNow } from './judging-reminders';
import { op } from '../../lib/route';

/** The admin's judging reminder from Statistics. */
export const judgeReminderRoutes: FastifyPluginAsyncZod = async (app) => {
  op(app, 'remindJudges', ['admin'], async (req) =>
    sendJudgingRemindersNow(app.ctx, callerOf(req).id, req.params.id),
  );
};
