import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as codes from './discount-codes.service';
import * as cardCheckout from './card-checkout.service';
import { callerOf } from '../../lib/guard';
import { op, sendDownload } from '../../lib/route';
import * as checkout from './checkout.service';
import * as refunds from './refunds.service';
import * as reconciliation from './reconciliation.service';
import { setParticipantPayment } from './payments.service';

/**
 * Orders and checkout (participants), the provider's notifications (public, signed), refunds and the
 * paid flag of a participant's entries (admins; on the Statistics screen, hence its path).
 */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  op(app, 'setPaid', ['admin'], async (req) =>
    setParticipantPayment(app.ctx, callerOf(req), req.params.id, req.params.userId, req.body.isPaid),
  );

  op(app, 'getMyOrder', ['participant'], async (req) =>
    checkout.orderOf(app.ctx, callerOf(req), req.params.id),
  );

  op(app, 'startPixCheckout', ['participant'], async (req) =>
    checkout.startCheckout(app.ctx, callerOf(req), req.params.id, req.body),
  );

  // The provider calls this; only its signature (checked in the service) makes it count.
  op(app, 'receivePaymentNotice', 'public', async (req) =>
    checkout.receiveNotification(app.ctx, req.params.provider, {
      headers: req.headers,
      query: req.query as Record<string, unknown>,
      body: req.body,
    }),
  );

  op(app, 'listContestPayments', ['admin'], async (req) =>
    refunds.listContestPayments(app.ctx, req.params.id),
  );

  op(app, 'getReconciliation', ['admin'], async (req) =>
    reconciliation.reconcileContest(app.ctx, req.params.id),
  );

  op(app, 'exportReconciliation', ['admin'], async (req, reply) => {
    const locale = req.query.locale ?? callerOf(req).locale ?? 'pt';
    const file = await reconciliation.reconciliationCsv(app.ctx, req.params.id, locale);
    return sendDownload(reply, 'text/csv; charset=utf-8', file.fileName, file.csv);
  });

  op(app, 'refundPayment', ['admin'], async (req) =>
    refunds.refundPayment(app.ctx, callerOf(req), req.params.id, req.body),
  );

  op(app, 'startCardCheckout', ['participant'], async (req) =>
    cardCheckout.startCardCheckout(app.ctx, callerOf(req), req.params.id, req.body),
  );

  op(app, 'applyDiscountCode', ['participant'], async (req) =>
    codes.applyCode(app.ctx, callerOf(req), req.params.id, req.body),
  );

  op(app, 'listDiscountCodes', ['admin'], async (req) => codes.listCodes(app.ctx, req.params.id));

  op(app, 'createDiscountCode', ['admin'], async (req, reply) =>
    reply.status(201).send(await codes.createCode(app.ctx, callerOf(req), req.params.id, req.body)),
  );

  op(app, 'setDiscountCodeActive', ['admin'], async (req) =>
    codes.updateCode(app.ctx, callerOf(req), req.params.id, req.body),
  );
};
