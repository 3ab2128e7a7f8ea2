// What the package and payment steps of the submit dialog offer, from the participant's order
// in the contest. Pure, so each rule is tested directly (package-choice.test.ts); the amounts come from
// the same domain rule the server applies (domain/payments choiceCost).

import type { Order } from '../../../../contract/payments';
import type { Currency } from '../../../../domain/packages';
import { choiceCost, type PaymentMode } from '../../../../domain/payments';

export type OfferedPackage = {
  id: string;
  items: number;
  prices: { currency: Currency; amount: number; paymentUrl: string | null }[];
};

/** The packages shown in a currency: an order's smaller packages are left out (the order covers them). */
export function visiblePackages<P extends OfferedPackage>(
  packages: readonly P[],
  currency: Currency,
  order: Order | null,
): P[] {
  return packages.filter(
    (p) =>
      p.prices.some((price) => price.currency === currency) &&
      (order === null || order.currency !== currency || p.items >= order.items),
  );
}

const costOf = (order: Order | null, pkg: OfferedPackage, currency: Currency, mode: PaymentMode) => {
  const price = pkg.prices.find((p) => p.currency === currency);
  if (!price) return null;
  return { price, cost: choiceCost(order, { items: pkg.items, currency, price: price.amount }, mode) };
};

/**
 * Why a package cannot be chosen (a translation key of the common namespace), or null: in manual
 * mode a package to pay without a payment link cannot be paid, so it is not offered (the one
 * message the server gives too). The package held needs no link: it is paid already.
 */
export function packageRefusal(
  order: Order | null,
  pkg: OfferedPackage,
  currency: Currency,
  mode: PaymentMode,
): string | null {
  const found = costOf(order, pkg, currency, mode);
  if (!found || mode === 'provider' || found.cost.kind === 'keep') return null;
  return found.price.paymentUrl ? null : 'errors.paymentLinkMissing';
}

export type PaymentStep =
  | { kind: 'choose' }
  /** The package held: nothing to pay again (paid, or said paid and awaiting the admin's check). */
  | { kind: 'held'; items: number; isPaid: boolean }
  /**
   * Manual: pay `amount` on the package's page, then say so. The page is the admin's and charges
   * the package's price (`linkAmount`); on an upgrade the dialog says both amounts.
   */
  | { kind: 'link'; amount: number; linkAmount: number; isUpgrade: boolean; url: string }
  /** Provider: pay `amount` by Pix in the dialog; the provider's notification confirms it. */
  | { kind: 'pix'; amount: number; isUpgrade: boolean };

export function paymentStepOf(
  order: Order | null,
  chosen: OfferedPackage | null,
  currency: Currency,
  mode: PaymentMode,
): PaymentStep {
  const found = chosen && costOf(order, chosen, currency, mode);
  if (!chosen || !found) return { kind: 'choose' };
  const { cost, price } = found;
  if (cost.kind === 'keep' && order) {
    if (mode === 'provider' && !order.isPaid) return { kind: 'pix', amount: order.due, isUpgrade: false };
    return { kind: 'held', items: order.items, isPaid: order.isPaid };
  }
  const isUpgrade = cost.kind === 'upgrade';
  if (mode === 'provider') return { kind: 'pix', amount: cost.amount, isUpgrade };
  return {
    kind: 'link',
    amount: cost.amount,
    linkAmount: price.amount,
    isUpgrade,
    url: price.paymentUrl ?? '',
  };
}

/**
 * Whether the payment step lets the entries go: the package held, a link paid and confirmed, or a
 * Pix not confirmed yet where the admin lets entries in before the confirmation.
 */
export function isPaymentReady(
  step: PaymentStep,
  paymentConfirmed: boolean,
  unpaidAllowed: boolean,
): boolean {
  switch (step.kind) {
    case 'held':
      return true;
    case 'link':
      return paymentConfirmed && step.url !== '';
    case 'pix':
      return unpaidAllowed;
    default:
      return false;
  }
}
