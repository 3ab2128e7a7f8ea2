import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../../contract/common';
import { outboxPageSchema, outboxQuerySchema, type OutboxEmail } from '../../../contract/notifications';

/**
 * The email outbox for admins: what was queued, sent or failed, newest first. Without SMTP this is
 * where emails (password-reset links included) can be read on a fresh install.
 */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/outbox',
    {
      config: { access: ['admin'] },
      schema: { querystring: outboxQuerySchema, response: responses({ 200: outboxPageSchema }) },
    },
    async (req) => {
      const pageSize = 50;
      const to = req.query.to?.toLowerCase() || null;
      const { rows } = await app.ctx.db.$client.query<
        Omit<OutboxEmail, 'sentAt' | 'createdAt'> & { sentAt: Date | null; createdAt: Date; total: number }
      >(
        `SELECT id, to_address AS "to", subject, text, status, attempts, last_error AS "lastError",
                transport, sent_at AS "sentAt", created_at AS "createdAt", count(*) OVER ()::int AS total
         FROM emails WHERE ($1::text IS NULL OR to_address = $1)
         ORDER BY created_at DESC LIMIT $2 OFFSET $3`,
        [to, pageSize, (req.query.page - 1) * pageSize],
      );
      const total = rows[0]?.total ?? 0;
      return {
        items: rows.map(({ total: _total, sentAt, createdAt, ...row }) => ({
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
