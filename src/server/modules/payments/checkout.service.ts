import { randomUUID } from 'node:crypto';
import { isUuid } from '../../../domain/ids';
import type { Currency } from '../../../domain/packages';
import { choiceCost, fromCents, isOrderPaid, toCents, upgradeOnPayment } from '../../../domain/payments';
import type { PoolClient } from 'pg';
import { creditOf, isStateNewer } from '../../../domain/provider-payments';
import type { Checkout, ParticipantOrder } from '../../../contract/payments';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { AppError, notFound, validationError } from '../../lib/errors';
import type { SessionUser } from '../../lib/guard';
import { findPricedChoice, isVipCaller } from '../submissions/entry-plan';
import { isContestOpen } from '../../../domain/contest-dates';
import * as submissions from '../submissions/submissions.service';
import { currencyMismatch, orderViewOf, recordChoice } from './payments.service';
import * as repo from './payments.repo';
import * as payments from './provider-payments.repo';
import * as checkouts from './provider-checkouts.repo';
import { paymentViewOf, sendReceipts, type StateChange } from './payment-views';
import { providerForCurrency, providerNamed, providersOf } from './provider-registry';
import type { NotificationRequest, PaymentProvider, ProviderPayment } from './provider';

// Checkout through the payment provider: the order is recorded with the package chosen,
// the provider is asked for a Pix of exactly what is due, and only the provider's signed
// notification (or the reconciling poll, which asks the provider itself) turns it paid.

/** How long a Pix QR code can be paid. */
const PIX_LIFETIME_MS = 30 * 60 * 1000;

const providerUnavailable = () =>
  new AppError(
    'PAYMENT_PROVIDER_UNAVAILABLE',
    'Payments through the provider are not available for this currency',
  );

function providerFor(ctx: AppContext, currency: Currency): PaymentProvider {
  const provider = providerForCurrency(ctx, currency);
  if (!provider) throw providerUnavailable();
  return provider;
}

/** What a checkout asks the provider for: the order after the choice and the amount due now. */
export type PricedCheckout = {
  provider: PaymentProvider;
  contest: submissions.ContestRow;
  order: Checkout['order'];
  upgrade: { packageId: string; items: number; price: number; due: number } | null;
  due: number;
};

/**
 * Prices a checkout: records a first package as the participant's order (at the price of the day);
 * an upgrade does not change the order, it is paid as the difference (the order stays the package
 * held until the provider confirms it: applyProviderState). Used by the Pix and the card checkout.
 */
export async function priceCheckout(
  ctx: AppContext,
  caller: SessionUser,
  contestId: string,
  body: { packageId: string; currency: Currency },
): Promise<PricedCheckout> {
  const provider = providerFor(ctx, body.currency);
  const [isVip, contest] = await Promise.all([
    isVipCaller(ctx, caller.id),
    isUuid(contestId) ? submissions.findContest(ctx.pool, contestId) : null,
  ]);
  if (!contest) throw notFound();
  if (!isContestOpen(contest, new Date(), isVip)) {
    throw new AppError('CONTEST_CLOSED', 'This contest no longer accepts entries');
  }
  if (isVip) throw new AppError('CONFLICT', 'VIP members enter without a package');
  const pkg = await findPricedChoice(ctx, body.packageId, body.currency);
  if (!pkg || !pkg.is_active || pkg.category !== contest.category) {
    throw validationError({ packageId: 'errors.packageUnavailable' });
  }
  if (pkg.amount === null) throw validationError({ currency: 'errors.currencyNotAllowed' });
  const choice = { items: pkg.items, currency: body.currency, price: pkg.amount };
  const { order, upgrade } = await inTransaction(ctx.db, async (client) => {
    await submissions.lockEntries(client, caller.id, contest.id);
    const current = await repo.findCurrentPurchase(client, contest.id, caller.id, true);
    const cost = choiceCost(current && orderFields(current), choice, 'provider');
    if (cost.kind === 'currency-mismatch') throw currencyMismatch();
    if (cost.kind === 'upgrade' && current) {
      return {
        order: current,
        upgrade: { packageId: pkg.id, items: pkg.items, price: choice.price, due: cost.amount },
      };
    }
    if (cost.kind === 'first') {
      await recordChoice(client, { contestId: contest.id, userId: caller.id, packageId: pkg.id, ...choice });
    }
    return { order: (await repo.findCurrentPurchase(client, contest.id, caller.id))!, upgrade: null };
  });
  const view = orderViewOf(ctx, order);
  return { provider, contest, order: view, upgrade, due: upgrade ? upgrade.due : view.due };
}

export const upgradeViewOf = (upgrade: PricedCheckout['upgrade']) =>
  upgrade && { items: upgrade.items, price: upgrade.price, due: upgrade.due };

/**
 * The Pix for what is due (on an upgrade, the difference): the pending one already made for that
 * amount, or a new one. Nothing due (the package is paid): no payment.
 */
export async function startCheckout(
  ctx: AppContext,
  caller: SessionUser,
  contestId: string,
  body: { packageId: string; currency: Currency },
): Promise<Checkout> {
  const { provider, contest, order: view, upgrade, due } = await priceCheckout(ctx, caller, contestId, body);
  const upgradeView = upgradeViewOf(upgrade);
  if (due === 0) return { order: view, upgrade: upgradeView, payment: null };
  // Stripe (dollars, euros) has no Pix: its checkout page is the card-checkout route.
  if (!provider.offersPix) throw providerUnavailable();
  const open = await payments.findOpenPix(ctx.pool, {
    contestId: contest.id,
    userId: caller.id,
    provider: provider.name,
    amount: due,
    currency: view.currency,
    upgradeItems: upgrade?.items ?? null,
  });
  if (open) return { order: view, upgrade: upgradeView, payment: paymentViewOf(open) };
  const created = await provider
    .createPix({
      amount: due,
      currency: view.currency,
      description: `Jurado: ${contest.title} (${upgrade?.items ?? view.items})`,
      payerEmail: caller.email,
      externalReference: `${contest.id}:${caller.id}`,
      notificationUrl: `${ctx.config.publicUrl}/api/payments/webhooks/${provider.name}`,
      expiresAt: new Date(Date.now() + PIX_LIFETIME_MS),
      idempotencyKey: randomUUID(),
    })
    .catch((error: Error) => {
      ctx.log.warn({ reason: error.message }, 'payment provider refused a checkout');
      throw new AppError('PAYMENT_PROVIDER_FAILED', 'The payment provider could not be reached');
    });
  const row = await payments.insertPayment(ctx.pool, {
    contestId: contest.id,
    userId: caller.id,
    provider: provider.name,
    providerPaymentId: created.providerPaymentId,
    method: 'pix',
    currency: created.currency,
    amount: created.amount,
    status: created.status,
    providerStatus: created.providerStatus,
    pixCode: created.pix?.code ?? null,
    pixQrBase64: created.pix?.qrBase64 ?? null,
    expiresAt: created.expiresAt,
    upgrade: upgrade && { packageId: upgrade.packageId, items: upgrade.items, price: upgrade.price },
  });
  return { order: view, upgrade: upgradeView, payment: paymentViewOf(row) };
}

/** The caller's order in a contest and their provider payments towards it (the dialog polls this). */
export async function orderOf(
  ctx: AppContext,
  caller: SessionUser,
  contestId: string,
): Promise<ParticipantOrder> {
  if (!isUuid(contestId)) throw notFound();
  const [order, rows] = await Promise.all([
    repo.findCurrentPurchase(ctx.pool, contestId, caller.id),
    payments.listPayments(ctx.pool, contestId, [caller.id]),
  ]);
  return { order: order && orderViewOf(ctx, order), payments: rows.map(paymentViewOf) };
}

/**
 * Applies the provider's current state of a payment, once: under the payment's row lock, a state
 * not newer than the stored one changes nothing (a repeated or late notification), and the order
 * moves by the difference between what the payment adds now and what it added before.
 */
export async function applyProviderState(
  ctx: AppContext,
  provider: PaymentProvider,
  state: ProviderPayment,
): Promise<StateChange | null> {
  const change = await inTransaction(ctx.db, async (client) => {
    const stored =
      (await payments.lockByProviderId(client, provider.name, state.providerPaymentId)) ??
      (await adoptCheckoutPayment(client, provider, state));
    if (!stored) return null;
    if (!isStateNewer(stored.status, state.status, stored.refunded_amount, state.refunded)) return null;
    const credited = creditOf({ status: state.status, amount: stored.amount, refunded: state.refunded });
    const delta = fromCents(toCents(credited) - toCents(stored.credited));
    await payments.updateState(client, stored.id, {
      status: state.status,
      providerStatus: state.providerStatus,
      refunded: state.refunded,
      credited,
    });
    if (delta !== 0) {
      const order =
        delta > 0 && stored.upgrade_items !== null && stored.upgrade_price !== null
          ? await creditUpgrade(client, stored, delta)
          : await payments.addToConfirmed(client, stored.contest_id, stored.user_id, delta);
      if (order) {
        await payments.setEntriesPaid(
          client,
          stored.contest_id,
          stored.user_id,
          isOrderPaid({ price: order.price, paid: order.confirmed }),
        );
      }
    }
    return {
      payment: stored,
      from: stored.status,
      to: state.status,
      refundedBefore: stored.refunded_amount,
      refundedAfter: state.refunded,
    };
  });
  if (change) {
    ctx.realtime.publishSoon({ type: 'contest-progress', contestId: change.payment.contest_id });
    await sendReceipts(ctx, change);
  }
  return change;
}

/**
 * A payment made on a checkout page of ours (card or boleto): its id is new to us, and its external
 * reference names the checkout (`<contest>:<user>:<checkout id>`). It is recorded like a Pix, pending,
 * with the checkout's upgrade, then applied. Anything else unknown is not ours: ignored.
 */
async function adoptCheckoutPayment(
  client: PoolClient,
  provider: PaymentProvider,
  state: ProviderPayment,
): Promise<payments.ProviderPaymentRow | null> {
  const [contestId, userId, checkoutId] = state.externalReference?.split(':') ?? [];
  if (!checkoutId || !isUuid(checkoutId) || !(state.amount > 0)) return null;
  const checkout = await checkouts.findCheckout(client, provider.name, checkoutId);
  if (!checkout || checkout.contest_id !== contestId || checkout.user_id !== userId) return null;
  if (checkout.currency !== state.currency) return null;
  await payments.insertPayment(client, {
    contestId: checkout.contest_id,
    userId: checkout.user_id,
    provider: provider.name,
    providerPaymentId: state.providerPaymentId,
    method: state.method,
    currency: checkout.currency,
    amount: state.amount,
    status: 'pending',
    providerStatus: 'pending',
    pixCode: null,
    pixQrBase64: null,
    expiresAt: null,
    upgrade:
      checkout.upgrade_items !== null && checkout.upgrade_price !== null
        ? {
            packageId: checkout.upgrade_package_id,
            items: checkout.upgrade_items,
            price: checkout.upgrade_price,
          }
        : null,
  });
  return payments.lockByProviderId(client, provider.name, state.providerPaymentId);
}

/** A confirmed upgrade payment: the order becomes the larger package now (domain upgradeOnPayment). */
async function creditUpgrade(
  client: PoolClient,
  payment: payments.ProviderPaymentRow,
  credit: number,
): Promise<{ price: number; confirmed: number } | null> {
  const current = await repo.findCurrentPurchase(client, payment.contest_id, payment.user_id, true);
  const target = { items: payment.upgrade_items!, currency: payment.currency, price: payment.upgrade_price! };
  const step = upgradeOnPayment(current && orderFields(current), target, credit);
  if (step.kind === 'credit' || !current) {
    return payments.addToConfirmed(client, payment.contest_id, payment.user_id, credit);
  }
  await repo.insertPurchase(
    client,
    {
      contestId: payment.contest_id,
      userId: payment.user_id,
      packageId: payment.upgrade_package_id,
      ...step.purchase,
    },
    current.id,
  );
  return { price: step.purchase.price, confirmed: step.purchase.confirmed };
}

const orderFields = (row: repo.PurchaseRow) => ({
  items: row.items,
  currency: row.currency,
  price: row.price,
  paid: row.confirmed_amount,
});

/**
 * A provider's notification: refused (401) unless its signature holds; then the payment is read
 * from the provider itself, never from the notification's body, and applied.
 */
export async function receiveNotification(
  ctx: AppContext,
  providerName: string,
  request: NotificationRequest,
) {
  const provider = providerNamed(ctx, providerName);
  if (!provider) throw notFound();
  let verified: Awaited<ReturnType<PaymentProvider['verifyNotification']>>;
  try {
    verified = await provider.verifyNotification(request);
  } catch (error) {
    // A genuine notification whose payment could not be looked up: a 5xx makes the provider retry.
    ctx.log.warn({ reason: (error as Error).message }, 'notification could not be resolved');
    throw new AppError('PAYMENT_PROVIDER_FAILED', 'The payment provider could not be reached');
  }
  if (verified === null) {
    throw new AppError('INVALID_SIGNATURE', 'The notification signature does not hold');
  }
  if (verified.paymentId === null) return { ok: true as const };
  const providerPaymentId = verified.paymentId;
  let state: ProviderPayment;
  try {
    state = await provider.getPayment(providerPaymentId);
  } catch (error) {
    // Answering 5xx makes the provider send it again later.
    ctx.log.warn({ reason: (error as Error).message, providerPaymentId }, 'payment could not be read back');
    throw new AppError('PAYMENT_PROVIDER_FAILED', 'The payment provider could not be reached');
  }
  await applyProviderState(ctx, provider, state);
  return { ok: true as const };
}

/** Pending payments older than this are asked about, in case their notification was lost. */
const POLL_AFTER_SECONDS = 120;
const POLL_BATCH = 100;

/** The reconciling poll: asks the provider for every pending payment whose notification may be lost. */
export async function pollPendingPayments(
  ctx: AppContext,
  olderThanSeconds = POLL_AFTER_SECONDS,
): Promise<number> {
  if (providersOf(ctx).length === 0) return 0;
  const rows = await payments.listStalePending(ctx.pool, olderThanSeconds, POLL_BATCH);
  let changed = 0;
  for (const row of rows) {
    const provider = providerNamed(ctx, row.provider);
    if (!provider) continue;
    try {
      if (await applyProviderState(ctx, provider, await provider.getPayment(row.provider_payment_id)))
        changed += 1;
    } catch (error) {
      ctx.log.warn({ reason: (error as Error).message, paymentId: row.id }, 'payment poll failed');
    }
  }
  return changed;
}
