import type { Currency } from './packages';

// Payment reconciliation. A participant buys one package per contest; choosing a
// larger one later is an upgrade, which keeps what was already paid. Money is counted in cents, so
// sums of prices never drift.

/** The package a participant holds in a contest, as recorded when they chose it. */
export type Purchase = {
  items: number;
  currency: Currency;
  /** The package's price in its currency when it was chosen. */
  price: number;
  /** On an upgrade, the price of the package it replaced (what the participant had paid); else 0. */
  alreadyPaid: number;
  /** What an admin confirmed as received for this contest. */
  confirmed: number;
};

export type PurchaseChoice = { items: number; currency: Currency; price: number };

/**
 * What choosing a package does to the participant's purchase in a contest:
 * - the first choice records a purchase;
 * - a larger package is an upgrade: a new purchase that records the previous price as already paid
 *   and keeps what was confirmed;
 * - the same package, or a smaller one, changes nothing (the larger package already covers it);
 * - another currency than the one bought in is refused: amounts in two currencies cannot be set off.
 */
export type PurchaseStep =
  | { kind: 'first'; purchase: Purchase }
  | { kind: 'upgrade'; purchase: Purchase }
  | { kind: 'keep' }
  | { kind: 'currency-mismatch'; currency: Currency };

export function purchaseStep(current: Purchase | null, choice: PurchaseChoice): PurchaseStep {
  if (current === null) {
    return {
      kind: 'first',
      purchase: { ...choice, alreadyPaid: 0, confirmed: 0 },
    };
  }
  if (current.currency !== choice.currency) return { kind: 'currency-mismatch', currency: current.currency };
  if (choice.items <= current.items) return { kind: 'keep' };
  return {
    kind: 'upgrade',
    purchase: { ...choice, alreadyPaid: current.price, confirmed: current.confirmed },
  };
}

export const toCents = (amount: number): number => Math.round(amount * 100);
export const fromCents = (cents: number): number => cents / 100;

/** What is still to be confirmed for a purchase: its price less what was confirmed, never below 0. */
export function amountDue(purchase: Pick<Purchase, 'price' | 'confirmed'>): number {
  return fromCents(Math.max(0, toCents(purchase.price) - toCents(purchase.confirmed)));
}

/** What an upgrade asks the participant to pay: the new price less the previous one, never below 0. */
export function upgradeDifference(purchase: Pick<Purchase, 'price' | 'alreadyPaid'>): number {
  return fromCents(Math.max(0, toCents(purchase.price) - toCents(purchase.alreadyPaid)));
}

export type CurrencyTotals = {
  currency: Currency;
  /** Participants holding a package in this currency. */
  participants: number;
  /** Sum of the packages' prices. */
  expected: number;
  confirmed: number;
  due: number;
};

/** Sums purchases per currency (in cents), in the order BRL, USD, EUR; currencies without any are left out. */
export function totalsByCurrency(
  purchases: readonly Pick<Purchase, 'currency' | 'price' | 'confirmed'>[],
): CurrencyTotals[] {
  const order: Currency[] = ['BRL', 'USD', 'EUR'];
  return order.flatMap((currency) => {
    const mine = purchases.filter((p) => p.currency === currency);
    if (mine.length === 0) return [];
    const sum = (f: (p: (typeof mine)[number]) => number) => fromCents(mine.reduce((n, p) => n + f(p), 0));
    return [
      {
        currency,
        participants: mine.length,
        expected: sum((p) => toCents(p.price)),
        confirmed: sum((p) => toCents(p.confirmed)),
        due: sum((p) => toCents(amountDue(p))),
      },
    ];
  });
}

// Orders. The current purchase of a participant in a contest is their order: what was
// bought (items, currency, price), what is paid (confirmed by an admin or by the payment provider)
// and what is due. These rules say what choosing a package costs, the same for the submit dialog,
// the checkout and the server's checks, so every place shows the same amount.

/** How payments are taken: the admin's links plus "I have paid" (manual), or a payment provider. */
export type PaymentMode = 'manual' | 'provider';

export type Order = { items: number; currency: Currency; price: number; paid: number };

export type ChoiceCost =
  | { kind: 'first' | 'upgrade'; amount: number }
  | { kind: 'keep'; amount: 0 }
  | { kind: 'currency-mismatch'; amount: 0 };

/**
 * What choosing a package asks the participant to pay now:
 * - no order yet: the package's price;
 * - the package held, or a smaller one (it is covered): nothing;
 * - a larger one: the difference. In manual mode the participant said "I have paid" for the package
 *   they hold, so the difference is from its price (the admin's "R$ 50 paid, R$ 20 more" even before
 *   the bank statement is checked); with a provider only what the provider confirmed counts, so the
 *   difference is from what was paid.
 */
export function choiceCost(order: Order | null, choice: PurchaseChoice, mode: PaymentMode): ChoiceCost {
  if (order === null) return { kind: 'first', amount: choice.price };
  if (order.currency !== choice.currency) return { kind: 'currency-mismatch', amount: 0 };
  if (choice.items <= order.items) return { kind: 'keep', amount: 0 };
  const credited = mode === 'manual' ? Math.max(order.price, order.paid) : order.paid;
  return { kind: 'upgrade', amount: fromCents(Math.max(0, toCents(choice.price) - toCents(credited))) };
}

/** An order is paid when what was confirmed covers its price. */
export function isOrderPaid(order: Pick<Order, 'price' | 'paid'>): boolean {
  return toCents(order.paid) >= toCents(order.price);
}

export type UpgradeOnPayment = { kind: 'upgrade'; purchase: Purchase } | { kind: 'credit' };

/**
 * What a confirmed upgrade payment does to the order: the order becomes the larger
 * package only when its difference is paid, so until then the participant and the admin both see the
 * package held, paid, and a pending payment of the difference. When the order is already at least
 * that large (another payment got there first) or in another currency, the money is only credited
 * to the order held (and the reconciliation flags what was paid twice).
 */
export function upgradeOnPayment(
  order: Order | null,
  target: PurchaseChoice,
  credit: number,
): UpgradeOnPayment {
  if (order === null || order.currency !== target.currency || target.items <= order.items) {
    return { kind: 'credit' };
  }
  return {
    kind: 'upgrade',
    purchase: {
      ...target,
      alreadyPaid: order.price,
      confirmed: fromCents(toCents(order.paid) + toCents(credit)),
    },
  };
}
