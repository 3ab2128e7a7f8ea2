import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { webhookAnswerSchema } from '../../../contract/payments';
import { route } from '../../lib/route';
import * as checkout from './checkout.service';

/** The largest webhook body taken (Stripe's events are a few kilobytes). */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * Stripe's webhooks (issue 27): Stripe signs the raw body, so in this plugin's scope a JSON body is
 * kept as the string received and handed to the service as is. Its own plugin: every other route
 * keeps the parsed JSON. A static path, so it is matched before `/api/payments/webhooks/:provider`.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_req, body, done) => done(null, body),
  );
  app.post('/api/payments/webhooks/stripe', route('public', {}, { 200: webhookAnswerSchema }), async (req) =>
    checkout.receiveNotification(app.ctx, 'stripe', {
      headers: req.headers,
      query: req.query as Record<string, unknown>,
      body: null,
      rawBody: typeof req.body === 'string' ? req.body : undefined,
    }),
  );
};
