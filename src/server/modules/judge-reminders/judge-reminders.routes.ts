import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { judgeRemindersResultSchema } from '../../../contract/adjudication';
import { callerOf } from '../../lib/guard';
import { sendJudgingRemindersNow } from './judging-reminders';
import { route } from '../../lib/route';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const contestParamsSchema = z.object({ id: z.string().regex(UUID, { error: 'errors.invalidId' }) });

/** The admin's judging reminder from Statistics. */
export const judgeReminderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/stats/contests/:id/judge-reminders',
    route(['admin'], { params: contestParamsSchema }, { 200: judgeRemindersResultSchema }),
    async (req) => sendJudgingRemindersNow(app.ctx, callerOf(req).id, req.params.id),
  );
};
