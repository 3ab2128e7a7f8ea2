import { describe, expect, it } from 'vitest';
import {
  CURRENCIES_BY_CATEGORY,
  DEFAULT_PACKAGES,
  VIP_MAX_ENTRIES_PER_CONTEST,
  canSubmitMore,
  entryLimitFor,
  findDefaultPackage,
  isCurrencyAllowed,
  remainingAllowance,
} from './packages';

describe('currencies', () => {
  it('sells photo packages in reais or dollars', () => {
    expect(CURRENCIES_BY_CATEGORY.photo).toEqual(['BRL', 'USD']);
    expect(isCurrencyAllowed('photo', 'BRL')).toBe(true);
    expect(isCurrencyAllowed('photo', 'USD')).toBe(true);
    expect(isCurrencyAllowed('photo', 'EUR')).toBe(false);
  });

  it('sells video packages in reais or euros', () => {
    expect(isCurrencyAllowed('video', 'BRL')).toBe(true);
    expect(isCurrencyAllowed('video', 'EUR')).toBe(true);
    expect(isCurrencyAllowed('video', 'USD')).toBe(false);
  });
});

describe('default packages', () => {
  const table = (category: 'photo' | 'video') =>
    DEFAULT_PACKAGES.filter((pkg) => pkg.category === category).map((pkg) => [pkg.items, pkg.prices]);

  it('seeds the photo table of the spec', () => {
    expect(table('photo')).toEqual([
      [2, { BRL: 40, USD: 8 }],
      [4, { BRL: 50, USD: 10 }],
      [6, { BRL: 60, USD: 12 }],
      [8, { BRL: 70, USD: 14 }],
      [10, { BRL: 80, USD: 16 }],
      [16, { BRL: 140, USD: 28 }],
      [20, { BRL: 160, USD: 32 }],
      [30, { BRL: 240, USD: 48 }],
      [50, { BRL: 400, USD: 80 }],
    ]);
  });

  it('seeds the video table of the spec', () => {
    expect(table('video')).toEqual([
      [2, { BRL: 40, EUR: 8 }],
      [4, { BRL: 70, EUR: 14 }],
      [6, { BRL: 100, EUR: 19 }],
      [8, { BRL: 120, EUR: 23 }],
      [10, { BRL: 150, EUR: 29 }],
      [15, { BRL: 200, EUR: 38 }],
      [20, { BRL: 300, EUR: 57 }],
    ]);
  });

  it('prices every package only in the currencies of its category', () => {
    for (const pkg of DEFAULT_PACKAGES) {
      expect(Object.keys(pkg.prices).sort()).toEqual([...CURRENCIES_BY_CATEGORY[pkg.category]].sort());
    }
  });

  it('finds a package by category and items', () => {
    expect(findDefaultPackage('video', 15)?.prices).toEqual({ BRL: 200, EUR: 38 });
    expect(findDefaultPackage('video', 16)).toBeNull();
  });
});

describe('package limits', () => {
  it('counts entries already submitted in earlier requests', () => {
    expect(remainingAllowance({ packageItems: 4, alreadySubmitted: 0 })).toBe(4);
    expect(remainingAllowance({ packageItems: 4, alreadySubmitted: 3 })).toBe(1);
    expect(remainingAllowance({ packageItems: 4, alreadySubmitted: 4 })).toBe(0);
    expect(remainingAllowance({ packageItems: 4, alreadySubmitted: 6 })).toBe(0);
  });

  it('lets a participant fill the package exactly, not beyond', () => {
    expect(canSubmitMore({ packageItems: 4, alreadySubmitted: 2, adding: 2 })).toBe(true);
    expect(canSubmitMore({ packageItems: 4, alreadySubmitted: 2, adding: 3 })).toBe(false);
    expect(canSubmitMore({ packageItems: 4, alreadySubmitted: 4 })).toBe(false);
    expect(canSubmitMore({ packageItems: 4, alreadySubmitted: 3 })).toBe(true);
  });

  it('does not count an empty or malformed submission as fitting', () => {
    expect(canSubmitMore({ packageItems: 4, alreadySubmitted: 0, adding: 0 })).toBe(false);
    expect(canSubmitMore({ packageItems: 4, alreadySubmitted: 0, adding: 1.5 })).toBe(false);
  });

  it('gives a VIP the safety cap instead of a package', () => {
    expect(VIP_MAX_ENTRIES_PER_CONTEST).toBe(50);
    expect(entryLimitFor({ isVip: true, packageItems: null })).toBe(50);
    expect(entryLimitFor({ isVip: true, packageItems: 2 })).toBe(50);
  });

  it('gives a participant without a package no entries', () => {
    expect(entryLimitFor({ isVip: false, packageItems: null })).toBe(0);
    expect(entryLimitFor({ isVip: false, packageItems: 6 })).toBe(6);
  });
});
