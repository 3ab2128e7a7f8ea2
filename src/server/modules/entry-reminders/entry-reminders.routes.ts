import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileResponse, responses } from '../../../contract/common';
import { unsubscribePage } from './entry-reminders.service';

const tokenParams = z.object({ token: z.string().max(300) });
const langQuery = z.object({ lang: z.enum(['pt', 'en']).optional() });
const unsubscribePageResponse = fileResponse(
  'text/html',
  'The page confirming an unsubscribe (or a bad link)',
);

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
  for (const [url, action] of [
    ['/unsubscribe/:token', 'unsubscribe'],
    ['/unsubscribe/:token/resubscribe', 'resubscribe'],
  ] as const) {
    app.route({
      method: action === 'unsubscribe' ? 'GET' : 'POST',
      url,
      config: { access: 'public' },
      schema: {
        params: tokenParams,
        querystring: langQuery,
        response: responses({ 200: unsubscribePageResponse, 404: unsubscribePageResponse }),
      },
      handler: async (req, reply) => {
        const { status, html } = await unsubscribePage(app.ctx, req.params.token, action, req.query.lang);
        return reply
          .status(status)
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('referrer-policy', 'no-referrer')
          .send(html);
      },
    });
  }
};
