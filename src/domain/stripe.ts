// Stripe (USD and EUR): what Jurado reads of its Checkout Sessions and webhook signatures.
// Pure rules; the adapter (server/modules/payments/stripe.ts) does the HTTP and the HMAC.

import type { PaymentStatus } from './provider-payments';

/** How long after Stripe signed a webhook it is still taken (Stripe's libraries default to 300 s). */
export const STRIPE_SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * The `Stripe-Signature` header, `t=<unix seconds>,v1=<hex>[,v1=<hex>…][,v0=…]`: the timestamp and
 * every v1 signature (Stripe sends several while an endpoint secret is being rolled).
 */
export function parseStripeSignature(header: string | undefined): { t: number; v1: string[] } | null {
  if (!header) return null;
  let t: number | null = null;
  const v1: string[] = [];
  for (const piece of header.split(',')) {
    const at = piece.indexOf('=');
    if (at <= 0) continue;
    const key = piece.slice(0, at).trim();
    const value = piece.slice(at + 1).trim();
    if (key === 't' && /^\d{1,12}$/.test(value)) t = Number(value);
    if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) v1.push(value.toLowerCase());
  }
  return t !== null && v1.length > 0 ? { t, v1 } : null;
}

/** What Stripe signs: the timestamp, a dot and the request's raw body, byte for byte. */
export const stripeSignedPayload = (t: number, rawBody: string) => `${t}.${rawBody}`;

/** Whether a signature made at `t` (seconds) is still within the tolerance at `nowMs`. */
export const isWithinTolerance = (t: number, nowMs: number, toleranceSeconds: number) =>
  Math.abs(nowMs / 1000 - t) <= toleranceSeconds;

/**
 * A Checkout Session's state as Jurado's. `open` waits; `expired` was never paid; `complete` with
 * `payment_status` `paid` is paid (refunded once its charge has `amount_refunded`); `complete` but
 * `unpaid` is a delayed method (SEPA, ACH) still settling, until its PaymentIntent falls back to
 * `requires_payment_method` or `canceled` (checkout.session.async_payment_failed): failed.
 */
export function statusOfStripeSession(s: {
  status: string | null;
  paymentStatus: string;
  intentStatus: string | null;
  refunded: number;
}): PaymentStatus {
  if (s.status === 'expired') return 'expired';
  if (s.status !== 'complete') return 'pending';
  if (s.paymentStatus === 'paid' || s.paymentStatus === 'no_payment_required') {
    return s.refunded > 0 ? 'refunded' : 'paid';
  }
  if (s.intentStatus === 'requires_payment_method' || s.intentStatus === 'canceled') return 'failed';
  return 'pending';
}

/** Stripe's amounts are in the currency's smallest unit; USD and EUR have two decimals. */
export const toStripeAmount = (amount: number) => Math.round(amount * 100);
export const fromStripeAmount = (minor: number) => minor / 100;
