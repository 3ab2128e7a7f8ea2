import type { Currency } from '../../../domain/packages';
import type { PaymentMode } from '../../../domain/payments';
import type { AppContext } from '../../context';
import { createMercadoPago } from './mercadopago';
import type { PaymentProvider } from './provider';

// The payment provider chosen by configuration (PAYMENT_PROVIDER), built once per server.

const built = new WeakMap<AppContext['config']['payments'], PaymentProvider | null>();

/** The configured provider, or null in manual mode. */
export function providerOf(ctx: Pick<AppContext, 'config'>): PaymentProvider | null {
  const settings = ctx.config.payments;
  if (!built.has(settings)) {
    built.set(settings, settings.provider === 'mercadopago' ? createMercadoPago(settings) : null);
  }
  return built.get(settings) ?? null;
}

/** How a price in this currency is paid: through the provider when it takes the currency, else manually. */
export function paymentModeFor(ctx: Pick<AppContext, 'config'>, currency: Currency): PaymentMode {
  return providerOf(ctx)?.currencies.includes(currency) ? 'provider' : 'manual';
}
