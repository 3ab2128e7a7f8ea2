import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { op } from '../../lib/route';
import { unsubscribePage } from './entry-reminders.service';

/**
 * The unsubscribe link of the reminder emails: opening it unsubscribes at once (one click) and the
 * page confirms it, with a button to receive them again. Public: the signed token is the permission.
 */
export const entryReminderRoutes: FastifyPluginAsyncZod = async (app) => {
  // The page's button is an HTML form: its (empty) url-encoded body carries nothing we read. Only in
  // this plugin's scope.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_req, _body, done) => done(null, {}),
  );
  for (const [operationId, action] of [
    ['showUnsubscribe', 'unsubscribe'],
    ['resubscribe', 'resubscribe'],
  ] as const) {
    op(app, operationId, 'public', async (req, reply) => {
      const { status, html } = await unsubscribePage(app.ctx, req.params.token, action, req.query.lang);
      return reply
        .status(status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .send(html);
    });
  }
};
