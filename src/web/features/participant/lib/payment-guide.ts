import type { Currency } from '../../../../domain/packages';
import { isPixCurrency } from '../../../../domain/provider-payments';

/**
 * How the guide's payment step reads, from the currencies a configured provider takes
 * (domain/provider-payments): reais by Pix, card or boleto through Mercado Pago, dollars and euros by
 * card through Stripe, both from the entry dialog; any other currency through the package's secure
 * link, which opens in a new tab.
 */
export type PaymentGuide = 'link' | 'pix' | 'card' | 'pixAndCard';

export function paymentGuideOf(providerCurrencies: readonly Currency[]): PaymentGuide {
  const byPix = providerCurrencies.some(isPixCurrency);
  const byCard = providerCurrencies.some((currency) => !isPixCurrency(currency));
  if (byPix) return byCard ? 'pixAndCard' : 'pix';
  return byCard ? 'card' : 'link';
}
