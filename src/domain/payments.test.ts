import { describe, expect, it } from 'vitest';
import { amountDue, purchaseStep, totalsByCurrency, upgradeDifference, type Purchase } from './payments';

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
