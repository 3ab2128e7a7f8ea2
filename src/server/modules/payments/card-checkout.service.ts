import { randomUUID } from 'node:crypto';
import type { Currency } from '../../../domain/packages';
import type { CardCheckout } from '../../../contract/payments';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import type { SessionUser } from '../../lib/guard';
import { priceCheckout, upgradeViewOf } from './checkout.service';
import * as checkouts from './provider-checkouts.repo';

// Card and boleto: the provider's own checkout page (Mercado Pago's Checkout Pro)
// for exactly what is due, beside the Pix in the dialog. The participant is sent there and back; the
// outcome still comes only from the provider's signed notifications (checkout.service adopts the
// payment made there by its external reference).

/** How long the checkout page can be paid (a boleto, once issued, has its own due date at the provider). */
const CHECKOUT_LIFETIME_MS = 24 * 60 * 60 * 1000;

export async function startCardCheckout(
  ctx: AppContext,
  caller: SessionUser,
  contestId: string,
  body: { packageId: string; currency: Currency },
): Promise<CardCheckout> {
  const { provider, contest, order, upgrade, due } = await priceCheckout(ctx, caller, contestId, body);
  const upgradeView = upgradeViewOf(upgrade);
  if (due === 0) return { order, upgrade: upgradeView, url: null };
  const open = await checkouts.findOpenCheckout(ctx.pool, {
    contestId: contest.id,
    userId: caller.id,
    provider: provider.name,
    amount: due,
    upgradeItems: upgrade?.items ?? null,
  });
  if (open) return { order, upgrade: upgradeView, url: open.url };
  const id = randomUUID();
  const expiresAt = new Date(Date.now() + CHECKOUT_LIFETIME_MS);
  const created = await provider
    .createCheckout({
      reference: `${contest.id}:${caller.id}:${id}`,
      amount: due,
      currency: order.currency,
      title: `Jurado: ${contest.title} (${upgrade?.items ?? order.items})`,
      payerEmail: caller.email,
      notificationUrl: `${ctx.config.publicUrl}/api/payments/webhooks/${provider.name}`,
      backUrl: `${ctx.config.publicUrl}/participant/contests`,
      expiresAt,
      idempotencyKey: id,
    })
    .catch((error: Error) => {
      ctx.log.warn({ reason: error.message }, 'payment provider refused a checkout page');
      throw new AppError('PAYMENT_PROVIDER_FAILED', 'The payment provider could not be reached');
    });
  const row = await checkouts.insertCheckout(ctx.pool, {
    id,
    contestId: contest.id,
    userId: caller.id,
    provider: provider.name,
    providerCheckoutId: created.checkoutId,
    currency: order.currency,
    amount: due,
    url: created.url,
    upgrade: upgrade && { packageId: upgrade.packageId, items: upgrade.items, price: upgrade.price },
    // The provider may keep it open for less (Stripe: at most 24 hours by its own clock).
    expiresAt: created.expiresAt ?? expiresAt,
  });
  return { order, upgrade: upgradeView, url: row.url };
}
