import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxPageSchema, outboxQuerySchema } from '../../../contract/notifications';
import { listOutbox } from './notifications.repo';
import { route } from '../../lib/route';

/**
 * The email outbox for admins: what was queued, sent or failed, newest first. Without SMTP this is
 * where emails (password-reset links included) can be read on a fresh install.
 */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/outbox',
    route(['admin'], { querystring: outboxQuerySchema }, { 200: outboxPageSchema }),
    async (req) => {
      const pageSize = 50;
      const to = req.query.to?.toLowerCase() || null;
      const { items, total } = await listOutbox(app.ctx.pool, {
        to,
        limit: pageSize,
        offset: (req.query.page - 1) * pageSize,
      });
      return {
        items: items.map(({ sentAt, createdAt, ...row }) => ({
          ...row,
          sentAt: sentAt ? sentAt.toISOString() : null,
          createdAt: createdAt.toISOString(),
        })),
        total,
        page: req.query.page,
        pageSize,
        transport: app.ctx.mailer.transportName,
      };
    },
  );
};
