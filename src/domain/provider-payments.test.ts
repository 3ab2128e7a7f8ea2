import { describe, expect, it } from 'vitest';
import {
  creditOf,
  isPixCurrency,
  PROVIDER_CURRENCIES,
  isStateNewer,
  mercadoPagoManifest,
  parseSignatureHeader,
  reconciliationFlags,
  statusOfMercadoPago,
} from './provider-payments';

describe('provider payment states', () => {
  it('maps Mercado Pago statuses to the five both sides see', () => {
    expect(statusOfMercadoPago('pending', 0)).toBe('pending');
    expect(statusOfMercadoPago('in_process', 0)).toBe('pending');
    expect(statusOfMercadoPago('approved', 0)).toBe('paid');
    expect(statusOfMercadoPago('approved', 5)).toBe('refunded');
    expect(statusOfMercadoPago('refunded', 20)).toBe('refunded');
    expect(statusOfMercadoPago('rejected', 0)).toBe('failed');
    expect(statusOfMercadoPago('cancelled', 0)).toBe('expired');
  });

  it('a payment adds what was paid less what was refunded, and nothing before it is paid', () => {
    expect(creditOf({ status: 'pending', amount: 20, refunded: 0 })).toBe(0);
    expect(creditOf({ status: 'paid', amount: 20, refunded: 0 })).toBe(20);
    expect(creditOf({ status: 'refunded', amount: 20, refunded: 5.5 })).toBe(14.5);
    expect(creditOf({ status: 'refunded', amount: 20, refunded: 20 })).toBe(0);
    expect(creditOf({ status: 'failed', amount: 20, refunded: 0 })).toBe(0);
  });

  it('an older state arriving after a newer one is ignored', () => {
    expect(isStateNewer('pending', 'paid', 0, 0)).toBe(true);
    expect(isStateNewer('paid', 'pending', 0, 0)).toBe(false);
    expect(isStateNewer('paid', 'refunded', 0, 5)).toBe(true);
    expect(isStateNewer('refunded', 'paid', 5, 0)).toBe(false);
    expect(isStateNewer('refunded', 'refunded', 5, 10)).toBe(true);
    expect(isStateNewer('refunded', 'refunded', 10, 5)).toBe(false);
    expect(isStateNewer('expired', 'paid', 0, 0)).toBe(true);
    expect(isStateNewer('paid', 'paid', 0, 0)).toBe(false);
  });
});

describe('Mercado Pago signature', () => {
  it('builds the documented manifest', () => {
    expect(mercadoPagoManifest({ dataId: '123456', requestId: 'req-1', ts: '1700000000' })).toBe(
      'id:123456;request-id:req-1;ts:1700000000;',
    );
    expect(mercadoPagoManifest({ dataId: 'ABC', ts: '1' })).toBe('id:abc;ts:1;');
  });

  it('reads ts and v1 from the header, and refuses a header without them', () => {
    expect(parseSignatureHeader('ts=1700000000,v1=abcdef')).toEqual({ ts: '1700000000', v1: 'abcdef' });
    expect(parseSignatureHeader('ts=1, v1=ff')).toEqual({ ts: '1', v1: 'ff' });
    expect(parseSignatureHeader('v1=ff')).toBeNull();
    expect(parseSignatureHeader(undefined)).toBeNull();
  });
});

describe('reconciliationFlags', () => {
  const base = { price: 50, providerNet: 50, isConfirmedByAdmin: false, isProviderCurrency: true };
  it('nothing to flag when the provider received the price', () => {
    expect(reconciliationFlags(base)).toEqual([]);
  });
  it('paid twice: two Pix for one order, or a hand confirmation beside a provider payment', () => {
    expect(reconciliationFlags({ ...base, providerNet: 100 })).toEqual(['paidTwice']);
    expect(reconciliationFlags({ ...base, isConfirmedByAdmin: true })).toEqual(['paidTwice']);
  });
  it('paid less: confirmed by hand while the provider received less', () => {
    expect(reconciliationFlags({ ...base, providerNet: 20, isConfirmedByAdmin: true })).toEqual(['paidLess']);
    expect(reconciliationFlags({ ...base, providerNet: 0, isConfirmedByAdmin: true })).toEqual(['paidLess']);
  });
  it('a manual currency has nothing to compare with', () => {
    expect(
      reconciliationFlags({ ...base, providerNet: 0, isConfirmedByAdmin: true, isProviderCurrency: false }),
    ).toEqual([]);
  });
});

describe('which provider takes which currency', () => {
  it('gives reais to Mercado Pago (Pix) and dollars and euros to Stripe (card), each currency once', () => {
    expect(PROVIDER_CURRENCIES).toEqual({ mercadopago: ['BRL'], stripe: ['USD', 'EUR'] });
    expect(isPixCurrency('BRL')).toBe(true);
    expect(isPixCurrency('USD')).toBe(false);
    expect(isPixCurrency('EUR')).toBe(false);
  });
});
