import { describe, expect, it } from 'vitest';
import {
  fromStripeAmount,
  isWithinTolerance,
  parseStripeSignature,
  statusOfStripeSession,
  stripeSignedPayload,
  toStripeAmount,
} from './stripe';

const hex = 'a'.repeat(64);

describe('Stripe-Signature header', () => {
  it('reads the timestamp and every v1 signature, ignoring v0 and unknown keys', () => {
    expect(parseStripeSignature(`t=1700000000,v1=${hex},v0=${'b'.repeat(64)},v1=${'C'.repeat(64)}`)).toEqual({
      t: 1700000000,
      v1: [hex, 'c'.repeat(64)],
    });
  });

  it('refuses a header without a timestamp or without a well-formed v1', () => {
    expect(parseStripeSignature(undefined)).toBeNull();
    expect(parseStripeSignature(`v1=${hex}`)).toBeNull();
    expect(parseStripeSignature('t=1700000000,v1=zz')).toBeNull();
    expect(parseStripeSignature(`t=soon,v1=${hex}`)).toBeNull();
  });

  it('signs the timestamp, a dot and the raw body', () => {
    expect(stripeSignedPayload(1700000000, '{"id":"evt_1"}')).toBe('1700000000.{"id":"evt_1"}');
  });

  it('takes a signature within the tolerance either side of now', () => {
    expect(isWithinTolerance(1000, 1300_000, 300)).toBe(true);
    expect(isWithinTolerance(1000, 1301_000, 300)).toBe(false);
    expect(isWithinTolerance(1301, 1000_000, 300)).toBe(false);
  });
});

describe('a Checkout Session as a payment state', () => {
  const base = { status: 'complete', paymentStatus: 'paid', intentStatus: 'succeeded', refunded: 0 };
  it('maps open, paid, refunded, expired and the delayed methods', () => {
    expect(statusOfStripeSession({ ...base, status: 'open', paymentStatus: 'unpaid' })).toBe('pending');
    expect(statusOfStripeSession(base)).toBe('paid');
    expect(statusOfStripeSession({ ...base, refunded: 5 })).toBe('refunded');
    expect(statusOfStripeSession({ ...base, status: 'expired', paymentStatus: 'unpaid' })).toBe('expired');
    const settling = { ...base, paymentStatus: 'unpaid', intentStatus: 'processing' };
    expect(statusOfStripeSession(settling)).toBe('pending');
    expect(statusOfStripeSession({ ...settling, intentStatus: 'requires_payment_method' })).toBe('failed');
  });

  it('converts to and from cents', () => {
    expect(toStripeAmount(14.1)).toBe(1410);
    expect(fromStripeAmount(1410)).toBe(14.1);
  });
});
