import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listOutboxPage } from './notifications.service';
import { op } from '../../lib/route';

/**
 * The email outbox for admins: what was queued, sent or failed, newest first. Without SMTP this is
 * where emails (password-reset links included) can be read on a fresh install.
 */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  op(app, 'listOutbox', ['admin'], async (req) => listOutboxPage(app.ctx, req.query));
};
