import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileResponse, uuidParamsSchema } from '../../../contract/common';
import {
  adminPaymentSchema,
  adminPaymentsSchema,
  checkoutBodySchema,
  checkoutSchema,
  participantOrderSchema,
  reconciliationCsvQuerySchema,
  reconciliationSchema,
  refundBodySchema,
  webhookAnswerSchema,
  applyCodeBodySchema,
  cardCheckoutSchema,
  applyCodeSchema,
  discountCodeCreateSchema,
  discountCodeSchema,
  discountCodesSchema,
  discountCodeUpdateSchema,
} from '../../../contract/payments';
import {
  participantParamsSchema,
  paymentBodySchema,
  paymentResultSchema,
} from '../../../contract/statistics';
import * as codes from './discount-codes.service';
import * as cardCheckout from './card-checkout.service';
import { callerOf } from '../../lib/guard';
import { route, sendDownload } from '../../lib/route';
import * as checkout from './checkout.service';
import * as refunds from './refunds.service';
import * as reconciliation from './reconciliation.service';
import { setParticipantPayment } from './payments.service';

const providerParams = z.object({ provider: z.string().max(40) });

/**
 * Orders and checkout (participants), the provider's notifications (public, signed), refunds and the
 * paid flag of a participant's entries (admins; on the Statistics screen, hence its path).
 */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/admin/stats/contests/:id/participants/:userId/payment',
    route(
      ['admin'],
      { params: participantParamsSchema, body: paymentBodySchema },
      { 200: paymentResultSchema },
    ),
    async (req) =>
      setParticipantPayment(app.ctx, callerOf(req), req.params.id, req.params.userId, req.body.isPaid),
  );

  app.get(
    '/api/participant/contests/:id/order',
    route(['participant'], { params: uuidParamsSchema }, { 200: participantOrderSchema }),
    async (req) => checkout.orderOf(app.ctx, callerOf(req), req.params.id),
  );

  app.post(
    '/api/participant/contests/:id/checkout',
    route(['participant'], { params: uuidParamsSchema, body: checkoutBodySchema }, { 200: checkoutSchema }),
    async (req) => checkout.startCheckout(app.ctx, callerOf(req), req.params.id, req.body),
  );

  // The provider calls this; only its signature (checked in the service) makes it count.
  app.post(
    '/api/payments/webhooks/:provider',
    route('public', { params: providerParams }, { 200: webhookAnswerSchema }),
    async (req) =>
      checkout.receiveNotification(app.ctx, req.params.provider, {
        headers: req.headers,
        query: req.query as Record<string, unknown>,
        body: req.body,
      }),
  );

  app.get(
    '/api/admin/contests/:id/payments',
    route(['admin'], { params: uuidParamsSchema }, { 200: adminPaymentsSchema }),
    async (req) => refunds.listContestPayments(app.ctx, req.params.id),
  );

  app.get(
    '/api/admin/contests/:id/reconciliation',
    route(['admin'], { params: uuidParamsSchema }, { 200: reconciliationSchema }),
    async (req) => reconciliation.reconcileContest(app.ctx, req.params.id),
  );

  app.get(
    '/api/admin/contests/:id/reconciliation.csv',
    route(
      ['admin'],
      { params: uuidParamsSchema, querystring: reconciliationCsvQuerySchema },
      { 200: fileResponse('text/csv', 'Orders, provider payments and mismatches of a contest, as CSV') },
    ),
    async (req, reply) => {
      const locale = req.query.locale ?? callerOf(req).locale ?? 'pt';
      const file = await reconciliation.reconciliationCsv(app.ctx, req.params.id, locale);
      return sendDownload(reply, 'text/csv; charset=utf-8', file.fileName, file.csv);
    },
  );

  app.post(
    '/api/admin/payments/:id/refund',
    route(['admin'], { params: uuidParamsSchema, body: refundBodySchema }, { 200: adminPaymentSchema }),
    async (req) => refunds.refundPayment(app.ctx, callerOf(req), req.params.id, req.body),
  );

  app.post(
    '/api/participant/contests/:id/card-checkout',
    route(
      ['participant'],
      { params: uuidParamsSchema, body: checkoutBodySchema },
      { 200: cardCheckoutSchema },
    ),
    async (req) => cardCheckout.startCardCheckout(app.ctx, callerOf(req), req.params.id, req.body),
  );

  app.post(
    '/api/participant/contests/:id/discount-code',
    route(['participant'], { params: uuidParamsSchema, body: applyCodeBodySchema }, { 200: applyCodeSchema }),
    async (req) => codes.applyCode(app.ctx, callerOf(req), req.params.id, req.body),
  );

  app.get(
    '/api/admin/contests/:id/discount-codes',
    route(['admin'], { params: uuidParamsSchema }, { 200: discountCodesSchema }),
    async (req) => codes.listCodes(app.ctx, req.params.id),
  );

  app.post(
    '/api/admin/contests/:id/discount-codes',
    route(
      ['admin'],
      { params: uuidParamsSchema, body: discountCodeCreateSchema },
      { 201: discountCodeSchema },
    ),
    async (req, reply) =>
      reply.status(201).send(await codes.createCode(app.ctx, callerOf(req), req.params.id, req.body)),
  );

  app.put(
    '/api/admin/discount-codes/:id',
    route(
      ['admin'],
      { params: uuidParamsSchema, body: discountCodeUpdateSchema },
      { 200: discountCodeSchema },
    ),
    async (req) => codes.updateCode(app.ctx, callerOf(req), req.params.id, req.body),
  );
};
