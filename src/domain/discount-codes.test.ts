import { describe, expect, it } from 'vitest';
import { codeRefusal, discountOf, isWaiver, type DiscountCode } from './discount-codes';
import { discountCodeCreateSchema } from './schemas/discount-codes';

const code: DiscountCode = {
  percent: 20,
  currency: null,
  amount: null,
  maxUses: 2,
  uses: 0,
  expiresOn: '2026-03-10',
  isActive: true,
};

describe('codeRefusal', () => {
  it('a code is valid up to and including its last day, then expired', () => {
    expect(codeRefusal(code, '2026-03-10', 'BRL')).toBeNull();
    expect(codeRefusal(code, '2026-03-11', 'BRL')).toBe('expired');
    expect(codeRefusal({ ...code, expiresOn: null }, '2099-01-01', 'BRL')).toBeNull();
  });

  it('used up at its limit; a disabled code reads as invalid; a fixed code only in its currency', () => {
    expect(codeRefusal({ ...code, uses: 1 }, '2026-03-01', 'BRL')).toBeNull();
    expect(codeRefusal({ ...code, uses: 2 }, '2026-03-01', 'BRL')).toBe('usedUp');
    expect(codeRefusal({ ...code, maxUses: null, uses: 500 }, '2026-03-01', 'BRL')).toBeNull();
    expect(codeRefusal({ ...code, isActive: false }, '2026-03-01', 'BRL')).toBe('invalid');
    const fixed = { ...code, percent: null, currency: 'USD' as const, amount: 5 };
    expect(codeRefusal(fixed, '2026-03-01', 'BRL')).toBe('wrongCurrency');
    expect(codeRefusal(fixed, '2026-03-01', 'USD')).toBeNull();
  });
});

describe('discountOf', () => {
  it('a percentage rounds to the cent; 100% waives the price', () => {
    expect(discountOf({ percent: 20, amount: null }, 50)).toBe(10);
    expect(discountOf({ percent: 15, amount: null }, 9.99)).toBe(1.5);
    expect(discountOf({ percent: 100, amount: null }, 70)).toBe(70);
    expect(isWaiver({ percent: 100, amount: null }, 70)).toBe(true);
    expect(isWaiver({ percent: 99, amount: null }, 70)).toBe(false);
  });

  it('a fixed amount never takes off more than the price', () => {
    expect(discountOf({ percent: null, amount: 15 }, 50)).toBe(15);
    expect(discountOf({ percent: null, amount: 80 }, 50)).toBe(50);
    expect(isWaiver({ percent: null, amount: 80 }, 50)).toBe(true);
  });
});

describe('discountCodeCreateSchema', () => {
  it('keeps only the fields of its kind', () => {
    expect(
      discountCodeCreateSchema.parse({
        code: 'EARLY-20',
        kind: 'percent',
        percent: 20,
        currency: 'BRL',
        amount: 5,
      }),
    ).toEqual({
      code: 'EARLY-20',
      percent: 20,
      currency: null,
      amount: null,
      maxUses: null,
      expiresOn: null,
    });
    expect(
      discountCodeCreateSchema.parse({ code: 'usd5', kind: 'fixed', currency: 'USD', amount: 5, maxUses: 3 }),
    ).toMatchObject({ percent: null, currency: 'USD', amount: 5, maxUses: 3 });
  });

  it('refuses a bad code, a percentage out of 1–100, a fixed code without currency or amount, a bad day', () => {
    const issues = (input: object) =>
      discountCodeCreateSchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    expect(issues({ code: 'a b', kind: 'percent', percent: 10 })).toEqual([
      'code:errors.discountCode.codeInvalid',
    ]);
    expect(issues({ code: 'CODE', kind: 'percent', percent: 101 })).toEqual([
      'percent:errors.discountCode.percentInvalid',
    ]);
    expect(issues({ code: 'CODE', kind: 'fixed', amount: 5 })).toEqual(['currency:errors.required']);
    expect(issues({ code: 'CODE', kind: 'percent', percent: 5, expiresOn: '2026-13-01' })).toEqual([
      'expiresOn:errors.contest.dateInvalid',
    ]);
  });
});
