import type { Currency } from '../../../../domain/packages';

/**
 * How the guide's payment step reads, from the currencies a payment provider takes: reais by Pix
 * (Mercado Pago), dollars and euros by card (Stripe), in the entry dialog; any other currency through
 * the package's secure link, which opens in a new tab.
 */
export type PaymentGuide = 'link' | 'pix' | 'card' | 'pixAndCard';

export function paymentGuideOf(providerCurrencies: readonly Currency[]): PaymentGuide {
  const byPix = providerCurrencies.includes('BRL');
  const byCard = providerCurrencies.some((currency) => currency !== 'BRL');
  if (byPix) return byCard ? 'pixAndCard' : 'pix';
  return byCard ? 'card' : 'link';
}
