import type { Currency } from '../../../domain/packages';
import type { PaymentMode } from '../../../domain/payments';
import type { AppContext } from '../../context';
import { createMercadoPago } from './mercadopago';
import type { PaymentProvider } from './provider';
import { createStripe } from './stripe';

// The payment providers chosen by configuration, built once per server: Mercado Pago for reais
// (PAYMENT_PROVIDER=mercadopago), Stripe for dollars and euros (STRIPE_SECRET_KEY and
// STRIPE_WEBHOOK_SECRET). A currency no provider takes stays on the manual links.

const built = new WeakMap<AppContext['config']['payments'], PaymentProvider[]>();

/** Every configured provider (none in manual mode). */
export function providersOf(ctx: Pick<AppContext, 'config'>): PaymentProvider[] {
  const settings = ctx.config.payments;
  if (!built.has(settings)) {
    const list: PaymentProvider[] = [];
    if (settings.provider === 'mercadopago') list.push(createMercadoPago(settings));
    if (settings.stripe) list.push(createStripe(settings.stripe));
    built.set(settings, list);
  }
  return built.get(settings)!;
}

/** The configured provider of this name, or null. */
export function providerNamed(ctx: Pick<AppContext, 'config'>, name: string): PaymentProvider | null {
  return providersOf(ctx).find((p) => p.name === name) ?? null;
}

/** The provider that takes this currency, or null (manual links). */
export function providerForCurrency(
  ctx: Pick<AppContext, 'config'>,
  currency: Currency,
): PaymentProvider | null {
  return providersOf(ctx).find((p) => p.currencies.includes(currency)) ?? null;
}

/** How a price in this currency is paid: through a provider when one takes the currency, else manually. */
export function paymentModeFor(ctx: Pick<AppContext, 'config'>, currency: Currency): PaymentMode {
  return providerForCurrency(ctx, currency) ? 'provider' : 'manual';
}

/** What reconciliation names as the provider: each configured one, joined ("mercadopago+stripe"), or manual. */
export function providerLabel(ctx: Pick<AppContext, 'config'>): string {
  return (
    providersOf(ctx)
      .map((p) => p.name)
      .join('+') || 'manual'
  );
}
