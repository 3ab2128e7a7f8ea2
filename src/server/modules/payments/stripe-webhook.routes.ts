import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { op } from '../../lib/route';
import * as checkout from './checkout.service';

/** The largest webhook body taken (Stripe's events are a few kilobytes). */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * Stripe's webhooks: Stripe signs the raw body, so in this plugin's scope a JSON body is
 * kept as the string received (for the signature) beside the parsed JSON (which the app's input edges
 * check like every route's: NUL characters, depth). Its own plugin: every other route keeps the
 * default parser. A static path, so it is matched before `/api/payments/webhooks/:provider`.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const rawBodies = new WeakMap<FastifyRequest, string>();
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
    (req, body, done) => {
      try {
        const parsed: unknown = JSON.parse(body as string);
        rawBodies.set(req, body as string);
        done(null, parsed);
      } catch {
        done(Object.assign(new Error('Body is not valid JSON'), { statusCode: 400 }), undefined);
      }
    },
  );
  op(app, 'receiveStripeEvent', 'public', async (req) =>
    checkout.receiveNotification(app.ctx, 'stripe', {
      headers: req.headers,
      query: req.query as Record<string, unknown>,
      body: null,
      rawBody: rawBodies.get(req),
    }),
  );
};
