import { describe, expect, it } from 'vitest';
import type { Order } from '../../../../contract/payments';
import {
  isPaymentReady,
  packageRefusal,
  paymentStepOf,
  visiblePackages,
  type OfferedPackage,
} from './package-choice';

const pkg = (
  items: number,
  amount: number,
  paymentUrl: string | null = `https://pay/${items}`,
): OfferedPackage => ({
  id: `p${items}`,
  items,
  prices: [{ currency: 'BRL', amount, paymentUrl }],
});
const two = pkg(2, 40);
const four = pkg(4, 50);
const eight = pkg(8, 70);
const order = (o: Partial<Order> = {}): Order => ({
  packageId: 'p4',
  items: 4,
  currency: 'BRL',
  price: 50,
  paid: 0,
  due: 50,
  isPaid: false,
  discount: 0,
  discountCode: null,
  mode: 'manual',
  ...o,
});

describe('visiblePackages', () => {
  it('leaves out the packages smaller than the one held (it covers them)', () => {
    expect(visiblePackages([two, four, eight], 'BRL', order()).map((p) => p.items)).toEqual([4, 8]);
    expect(visiblePackages([two, four, eight], 'BRL', null).map((p) => p.items)).toEqual([2, 4, 8]);
    expect(visiblePackages([two, four], 'USD', null)).toEqual([]);
  });
});

describe('paymentStepOf', () => {
  it('moving from 4 photos (R$ 50) to 8 (R$ 70) asks R$ 20 in manual mode, with the 8-package link and what it charges', () => {
    expect(paymentStepOf(order(), eight, 'BRL', 'manual')).toEqual({
      kind: 'link',
      amount: 20,
      linkAmount: 70,
      isUpgrade: true,
      url: 'https://pay/8',
    });
  });

  it('with a provider the difference is from what the provider confirmed', () => {
    const paid = order({ paid: 50, due: 0, isPaid: true, mode: 'provider' });
    expect(paymentStepOf(paid, eight, 'BRL', 'provider')).toEqual({
      kind: 'pix',
      amount: 20,
      isUpgrade: true,
    });
  });

  it('a returning participant holding the package is not asked to pay it again', () => {
    expect(paymentStepOf(order({ paid: 50, due: 0, isPaid: true }), four, 'BRL', 'manual')).toEqual({
      kind: 'held',
      items: 4,
      isPaid: true,
    });
    expect(paymentStepOf(order(), four, 'BRL', 'manual')).toEqual({ kind: 'held', items: 4, isPaid: false });
  });

  it('with a provider, a held package not paid yet is paid by Pix for what is due', () => {
    expect(paymentStepOf(order({ mode: 'provider' }), four, 'BRL', 'provider')).toEqual({
      kind: 'pix',
      amount: 50,
      isUpgrade: false,
    });
  });

  it('a first package costs its price; nothing chosen asks to choose', () => {
    expect(paymentStepOf(null, four, 'BRL', 'manual')).toMatchObject({
      kind: 'link',
      amount: 50,
      isUpgrade: false,
    });
    expect(paymentStepOf(null, null, 'BRL', 'manual')).toEqual({ kind: 'choose' });
  });
});

describe('packageRefusal', () => {
  it('in manual mode a package to pay without a link cannot be chosen, with the one message', () => {
    expect(packageRefusal(null, pkg(4, 50, null), 'BRL', 'manual')).toBe('errors.paymentLinkMissing');
    expect(packageRefusal(null, four, 'BRL', 'manual')).toBeNull();
  });

  it('the package held needs no link, and a provider needs none', () => {
    expect(packageRefusal(order(), pkg(4, 50, null), 'BRL', 'manual')).toBeNull();
    expect(packageRefusal(null, pkg(4, 50, null), 'BRL', 'provider')).toBeNull();
  });
});

describe('isPaymentReady', () => {
  it('the package held is ready; a link needs "I have paid"; a Pix needs its confirmation unless allowed', () => {
    expect(isPaymentReady({ kind: 'held', items: 4, isPaid: false }, false, false)).toBe(true);
    expect(
      isPaymentReady({ kind: 'link', amount: 50, linkAmount: 50, isUpgrade: false, url: 'u' }, false, false),
    ).toBe(false);
    expect(
      isPaymentReady({ kind: 'link', amount: 50, linkAmount: 50, isUpgrade: false, url: 'u' }, true, false),
    ).toBe(true);
    expect(isPaymentReady({ kind: 'pix', amount: 50, isUpgrade: false }, true, false)).toBe(false);
    expect(isPaymentReady({ kind: 'pix', amount: 50, isUpgrade: false }, false, true)).toBe(true);
    expect(isPaymentReady({ kind: 'choose' }, true, true)).toBe(false);
  });
});
