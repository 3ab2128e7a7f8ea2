import { describe, expect, it } from 'vitest';
import { paymentGuideOf } from './payment-guide';

describe('paymentGuideOf', () => {
  it('describes the links when no provider takes any currency (manual mode)', () => {
    expect(paymentGuideOf([])).toBe('link');
  });

  it('describes Pix when Mercado Pago takes reais, and the links for the other currencies', () => {
    expect(paymentGuideOf(['BRL'])).toBe('pix');
  });

  it('describes the card when Stripe takes dollars and euros, and the links for reais', () => {
    expect(paymentGuideOf(['USD'])).toBe('card');
    expect(paymentGuideOf(['USD', 'EUR'])).toBe('card');
  });

  it('describes both when every currency goes through a provider', () => {
    expect(paymentGuideOf(['BRL', 'USD'])).toBe('pixAndCard');
  });
});
