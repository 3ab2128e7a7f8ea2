import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxPageSchema, outboxQuerySchema } from '../../../contract/notifications';
import { listOutboxPage } from './notifications.service';
import { route } from '../../lib/route';

/**
 * The email outbox for admins: what was queued, sent or failed, newest first. Without SMTP this is
 * where emails (password-reset links included) can be read on a fresh install.
 */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/outbox',
    route(['admin'], { querystring: outboxQuerySchema }, { 200: outboxPageSchema }),
    async (req) => listOutboxPage(app.ctx, req.query),
  );
};
