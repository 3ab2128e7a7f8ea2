// Payments taken through a payment provider (DESIGN.md point 10). The provider's own
// states are many; participants and admins see five. What a payment adds to its order is what was
// paid less what was refunded, so applying the provider's latest state twice, or an older one
// after a newer one, cannot count money twice.

import type { Currency } from './packages';
import { fromCents, toCents } from './payments';

export const PAYMENT_PROVIDERS = ['manual', 'mercadopago', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * The currencies each provider takes when configured: Mercado Pago reais (a Pix in the dialog, or its
 * card and boleto page), Stripe dollars and euros (its card page). A currency no configured provider
 * takes stays on the packages' manual links.
 */
export const PROVIDER_CURRENCIES = {
  mercadopago: ['BRL'],
  stripe: ['USD', 'EUR'],
} as const satisfies Record<Exclude<PaymentProviderName, 'manual'>, readonly Currency[]>;

/** Whether a price in this currency is paid by Pix (Mercado Pago's reais) when a provider takes it. */
export function isPixCurrency(currency: Currency): boolean {
  return (PROVIDER_CURRENCIES.mercadopago as readonly Currency[]).includes(currency);
}

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'expired', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Mercado Pago's payment statuses (its documented `status` field) as Jurado's. `approved` is paid;
 * `authorized`, `in_process`, `in_mediation` are still pending; `rejected` is failed; `cancelled` is
 * what an unpaid Pix becomes at its `date_of_expiration`, so it reads "expired"; `refunded` and
 * `charged_back` returned the money (a partial refund keeps `approved` with `transaction_amount_refunded`).
 */
export function statusOfMercadoPago(status: string, refunded: number): PaymentStatus {
  switch (status) {
    case 'approved':
      return refunded > 0 ? 'refunded' : 'paid';
    case 'refunded':
    case 'charged_back':
      return 'refunded';
    case 'rejected':
      return 'failed';
    case 'cancelled':
      return 'expired';
    default:
      return 'pending';
  }
}

/** What a payment in this state adds to its order: the amount once paid, less what was refunded. */
export function creditOf(p: { status: PaymentStatus; amount: number; refunded: number }): number {
  if (p.status !== 'paid' && p.status !== 'refunded') return 0;
  return fromCents(Math.max(0, toCents(p.amount) - toCents(p.refunded)));
}

/** Whether a newer provider state may replace the stored one: a final state is never left for a pending one. */
export function isStateNewer(
  stored: PaymentStatus,
  next: PaymentStatus,
  storedRefunded: number,
  nextRefunded: number,
) {
  if (stored === 'pending') return true;
  if (next === 'pending') return false;
  if (stored === 'refunded') return next === 'refunded' && toCents(nextRefunded) > toCents(storedRefunded);
  // paid → refunded; failed/expired stay unless the provider says it was paid after all.
  if (stored === 'paid') return next === 'refunded';
  return next === 'paid' || next === 'refunded';
}

/**
 * Mercado Pago's webhook signature (documented under "Webhooks > validate origin"): the
 * `x-signature` header is `ts=<seconds>,v1=<hex>`, where v1 is the HMAC-SHA256, keyed by the
 * webhook's secret, of the manifest `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`. A part whose
 * value is missing is left out of the manifest. The data id is lower-cased when alphanumeric.
 */
export function mercadoPagoManifest(p: { dataId?: string | null; requestId?: string | null; ts: string }) {
  let manifest = '';
  if (p.dataId) manifest += `id:${/^[a-z0-9]+$/i.test(p.dataId) ? p.dataId.toLowerCase() : p.dataId};`;
  if (p.requestId) manifest += `request-id:${p.requestId};`;
  manifest += `ts:${p.ts};`;
  return manifest;
}

/** Parses `ts=…,v1=…`; null when either part is missing. */
export function parseSignatureHeader(header: string | undefined): { ts: string; v1: string } | null {
  if (!header) return null;
  const parts = new Map<string, string>();
  for (const piece of header.split(',')) {
    const at = piece.indexOf('=');
    if (at > 0) parts.set(piece.slice(0, at).trim(), piece.slice(at + 1).trim());
  }
  const ts = parts.get('ts');
  const v1 = parts.get('v1');
  return ts && v1 ? { ts, v1 } : null;
}

export const RECONCILIATION_FLAGS = ['paidTwice', 'paidLess'] as const;
export type ReconciliationFlag = (typeof RECONCILIATION_FLAGS)[number];

/**
 * What the reconciliation flags for one order, beside the admin's confirmation:
 * - paid twice: the provider received more than the order's price (two Pix paid for one step), or
 *   an admin confirmed it by hand while the provider's payments already covered it;
 * - paid less: the order counts as paid (an admin confirmed it) but the provider received less than
 *   its price, in a currency the provider takes. Manual currencies have nothing to compare with.
 */
export function reconciliationFlags(o: {
  price: number;
  /** What the provider's payments added, refunds deducted. */
  providerNet: number;
  /** An admin confirmed the order by hand (the Paid toggle). */
  isConfirmedByAdmin: boolean;
  isProviderCurrency: boolean;
}): ReconciliationFlag[] {
  if (!o.isProviderCurrency) return [];
  const price = toCents(o.price);
  const net = toCents(o.providerNet);
  const flags: ReconciliationFlag[] = [];
  if (net > price || (o.isConfirmedByAdmin && net >= price && net > 0)) flags.push('paidTwice');
  if (o.isConfirmedByAdmin && net < price) flags.push('paidLess');
  return flags;
}
