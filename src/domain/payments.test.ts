import { describe, expect, it } from 'vitest';
import {
  upgradeOnPayment,
  amountDue,
  choiceCost,
  isOrderPaid,
  purchaseStep,
  totalsByCurrency,
  upgradeDifference,
  type Purchase,
} from './payments';

const two: Purchase = { items: 2, currency: 'BRL', price: 40, alreadyPaid: 0, confirmed: 40 };

describe('purchaseStep', () => {
  it('records the first package chosen, nothing paid or confirmed yet', () => {
    expect(purchaseStep(null, { items: 2, currency: 'BRL', price: 40 })).toEqual({
      kind: 'first',
      purchase: { items: 2, currency: 'BRL', price: 40, alreadyPaid: 0, confirmed: 0 },
    });
  });

  it('an upgrade records the previous price as already paid and keeps what was confirmed', () => {
    expect(purchaseStep(two, { items: 4, currency: 'BRL', price: 50 })).toEqual({
      kind: 'upgrade',
      purchase: { items: 4, currency: 'BRL', price: 50, alreadyPaid: 40, confirmed: 40 },
    });
  });

  it('the same or a smaller package changes nothing', () => {
    expect(purchaseStep(two, { items: 2, currency: 'BRL', price: 40 })).toEqual({ kind: 'keep' });
    const four = { ...two, items: 4, price: 50 };
    expect(purchaseStep(four, { items: 2, currency: 'BRL', price: 40 })).toEqual({ kind: 'keep' });
  });

  it('refuses another currency than the one bought in', () => {
    expect(purchaseStep(two, { items: 4, currency: 'USD', price: 10 })).toEqual({
      kind: 'currency-mismatch',
      currency: 'BRL',
    });
  });
});

describe('amounts', () => {
  it('due is the price less what was confirmed, never negative', () => {
    expect(amountDue({ price: 50, confirmed: 40 })).toBe(10);
    expect(amountDue({ price: 50, confirmed: 0 })).toBe(50);
    expect(amountDue({ price: 50, confirmed: 60 })).toBe(0);
    expect(amountDue({ price: 0.3, confirmed: 0.1 })).toBe(0.2);
  });

  it('an upgrade asks for the difference', () => {
    expect(upgradeDifference({ price: 50, alreadyPaid: 40 })).toBe(10);
    expect(upgradeDifference({ price: 40, alreadyPaid: 0 })).toBe(40);
  });

  it('sums per currency in cents, BRL first, currencies without purchases left out', () => {
    expect(
      totalsByCurrency([
        { currency: 'USD', price: 8.1, confirmed: 8.1 },
        { currency: 'BRL', price: 50, confirmed: 40 },
        { currency: 'BRL', price: 40.2, confirmed: 0 },
        { currency: 'USD', price: 0.2, confirmed: 0 },
      ]),
    ).toEqual([
      { currency: 'BRL', participants: 2, expected: 90.2, confirmed: 40, due: 50.2 },
      { currency: 'USD', participants: 2, expected: 8.3, confirmed: 8.1, due: 0.2 },
    ]);
    expect(totalsByCurrency([])).toEqual([]);
  });
});

describe('choiceCost (an upgrade asks exactly the difference)', () => {
  const four = { items: 4, currency: 'BRL' as const, price: 50, paid: 0 };
  const eight = { items: 8, currency: 'BRL' as const, price: 70 };

  it('a first package costs its price', () => {
    expect(choiceCost(null, eight, 'manual')).toEqual({ kind: 'first', amount: 70 });
    expect(choiceCost(null, eight, 'provider')).toEqual({ kind: 'first', amount: 70 });
  });

  it('moving from 4 photos (R$ 50) to 8 (R$ 70) asks R$ 20, not R$ 70', () => {
    expect(choiceCost({ ...four, paid: 50 }, eight, 'manual')).toEqual({ kind: 'upgrade', amount: 20 });
    expect(choiceCost({ ...four, paid: 50 }, eight, 'provider')).toEqual({ kind: 'upgrade', amount: 20 });
  });

  it('in manual mode the package held counts as paid (the participant said so); with a provider only what it confirmed', () => {
    expect(choiceCost(four, eight, 'manual')).toEqual({ kind: 'upgrade', amount: 20 });
    expect(choiceCost(four, eight, 'provider')).toEqual({ kind: 'upgrade', amount: 70 });
  });

  it('the package held, or a smaller one, costs nothing', () => {
    expect(choiceCost(four, { items: 4, currency: 'BRL', price: 50 }, 'provider')).toEqual({
      kind: 'keep',
      amount: 0,
    });
    expect(choiceCost(four, { items: 2, currency: 'BRL', price: 40 }, 'manual').kind).toBe('keep');
  });

  it('another currency than the order’s cannot be set off', () => {
    expect(choiceCost(four, { items: 8, currency: 'USD', price: 14 }, 'manual').kind).toBe(
      'currency-mismatch',
    );
  });

  it('cents do not drift', () => {
    const cost = choiceCost({ ...four, price: 50.1, paid: 50.1 }, { ...eight, price: 70.3 }, 'provider');
    expect(cost.amount).toBe(20.2);
  });

  it('an order is paid when what was confirmed covers its price', () => {
    expect(isOrderPaid({ price: 50, paid: 50 })).toBe(true);
    expect(isOrderPaid({ price: 70, paid: 50 })).toBe(false);
    expect(isOrderPaid({ price: 0, paid: 0 })).toBe(true);
  });
});

describe('upgradeOnPayment (the order becomes the larger package once its difference is paid)', () => {
  const held = { items: 4, currency: 'BRL' as const, price: 50, paid: 50 };
  const eight = { items: 8, currency: 'BRL' as const, price: 70 };

  it('a paid difference moves the order to the larger package, keeping what was paid', () => {
    expect(upgradeOnPayment(held, eight, 20)).toEqual({
      kind: 'upgrade',
      purchase: { items: 8, currency: 'BRL', price: 70, alreadyPaid: 50, confirmed: 70 },
    });
  });

  it('an order already as large, or none, or in another currency only gets the money', () => {
    expect(upgradeOnPayment({ ...held, items: 8, price: 70 }, eight, 20)).toEqual({ kind: 'credit' });
    expect(upgradeOnPayment(null, eight, 20)).toEqual({ kind: 'credit' });
    expect(upgradeOnPayment({ ...held, currency: 'USD' }, eight, 20)).toEqual({ kind: 'credit' });
  });

  it('adds in cents', () => {
    const order = { ...held, paid: 0.1 };
    const result = upgradeOnPayment(order, eight, 0.2);
    expect(result.kind === 'upgrade' && result.purchase.confirmed).toBe(0.3);
  });
});
