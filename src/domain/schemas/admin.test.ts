import { describe, expect, it } from 'vitest';
import {
  adminUserCreateSchema,
  adminUserUpdateSchema,
  awardCountSchema,
  contestListQuerySchema,
  packageCreateSchema,
  userListQuerySchema,
  userStatusChangeSchema,
} from './admin';

function issuesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

const user = {
  username: 'Juíza Ana',
  email: 'Ana@Example.com',
  role: 'photo_judge_2',
  status: 'member',
  country: 'BR',
  stateCode: '35',
  cityCode: '3550308',
};

describe('award count', () => {
  it('turns text that is not a number into 0, as the spec says', () => {
    for (const count of ['abc', Number.NaN]) {
      expect(awardCountSchema.parse({ count }).count).toBe(0);
    }
  });

  it('reads an empty field as "no count of the admin’s" (back to the computed count), not 0', () => {
    for (const count of ['', '  ', null, undefined]) {
      expect(awardCountSchema.parse({ count }).count).toBeNull();
    }
  });

  it('reads numeric text and keeps whole numbers', () => {
    expect(awardCountSchema.parse({ count: '3' }).count).toBe(3);
    expect(awardCountSchema.parse({ count: 12, year: 2026 })).toEqual({ count: 12, year: 2026 });
  });

  it('refuses a negative or a fractional count with i18n keys', () => {
    expect(issuesOf(awardCountSchema.safeParse({ count: -1 }))).toEqual({ count: 'errors.awardCount.min' });
    // "2,5" and "2.5" were saved as 25.
    for (const count of ['2.5', '2,5', ' 2,5 ', 2.5]) {
      expect(issuesOf(awardCountSchema.safeParse({ count })), String(count)).toEqual({
        count: 'errors.awardCount.integer',
      });
    }
    expect(issuesOf(awardCountSchema.safeParse({ count: 1, year: 1999 }))).toEqual({
      year: 'errors.awardCount.yearInvalid',
    });
  });
});

describe('admin user form', () => {
  it('requires a password on create and accepts any role and status', () => {
    expect(issuesOf(adminUserCreateSchema.safeParse(user))).toEqual({ password: 'errors.required' });
    const created = adminUserCreateSchema.parse({ ...user, password: 'segredo123' });
    expect(created).toMatchObject({
      role: 'photo_judge_2',
      status: 'member',
      email: 'ana@example.com',
      locale: 'pt',
    });
  });

  it('keeps the password on edit when the field is empty or absent', () => {
    expect(adminUserUpdateSchema.parse(user).password).toBeNull();
    expect(adminUserUpdateSchema.parse({ ...user, password: '' }).password).toBeNull();
    expect(adminUserUpdateSchema.parse({ ...user, password: 'nova-senha-1' }).password).toBe('nova-senha-1');
    expect(issuesOf(adminUserUpdateSchema.safeParse({ ...user, password: 'curta' }))).toEqual({
      password: 'errors.passwordTooShort',
    });
  });

  it('refuses an unknown role or status and needs a location, as sign-up does', () => {
    const r = adminUserUpdateSchema.safeParse({
      ...user,
      role: 'superuser',
      status: 'gold',
      cityCode: undefined,
    });
    expect(issuesOf(r)).toEqual({
      role: 'errors.user.roleInvalid',
      status: 'errors.user.statusInvalid',
      cityCode: 'errors.cityRequired',
    });
  });
});

describe('list filters', () => {
  it('treats an empty select as no filter', () => {
    expect(userListQuerySchema.parse({ q: '', role: '', status: '' })).toEqual({ page: 1 });
    expect(contestListQuerySchema.parse({ year: '', page: '2' })).toEqual({ page: 2 });
    expect(contestListQuerySchema.parse({ year: '2026' })).toEqual({ page: 1, year: 2026 });
  });

  it('refuses an unknown role filter', () => {
    expect(issuesOf(userListQuerySchema.safeParse({ role: 'root' }))).toEqual({
      role: 'errors.user.roleInvalid',
    });
  });

  it('cycles the status when none is given', () => {
    expect(userStatusChangeSchema.parse(undefined)).toEqual({});
    expect(userStatusChangeSchema.parse({ status: 'vip' })).toEqual({ status: 'vip' });
  });
});

describe('packages', () => {
  const pkg = {
    category: 'photo',
    items: 4,
    prices: [{ currency: 'BRL', amount: 50, paymentUrl: 'https://pay.example/x' }],
  };

  it('accepts https payment links and an empty link as none', () => {
    expect(packageCreateSchema.parse(pkg).prices[0].paymentUrl).toBe('https://pay.example/x');
    const noLink = packageCreateSchema.parse({
      ...pkg,
      prices: [{ currency: 'BRL', amount: 50, paymentUrl: '' }],
    });
    expect(noLink.prices[0].paymentUrl).toBeNull();
    expect(noLink.isActive).toBe(true);
  });

  it('refuses http, javascript and credential links, cents beyond two decimals and a repeated currency', () => {
    for (const paymentUrl of [
      'http://pay.example/x',
      'javascript:alert(1)',
      'https://u:p@pay.example/',
      'pay.example',
    ]) {
      const r = packageCreateSchema.safeParse({
        ...pkg,
        prices: [{ currency: 'BRL', amount: 50, paymentUrl }],
      });
      expect(issuesOf(r)).toEqual({ 'prices.0.paymentUrl': 'errors.package.paymentUrlInvalid' });
    }
    expect(
      issuesOf(packageCreateSchema.safeParse({ ...pkg, prices: [{ currency: 'BRL', amount: 1.005 }] })),
    ).toEqual({
      'prices.0.amount': 'errors.package.amountInvalid',
    });
    expect(
      packageCreateSchema.parse({ ...pkg, prices: [{ currency: 'USD', amount: 9.99 }] }).prices[0].amount,
    ).toBe(9.99);
    const repeated = packageCreateSchema.safeParse({
      ...pkg,
      prices: [
        { currency: 'BRL', amount: 1 },
        { currency: 'BRL', amount: 2 },
      ],
    });
    expect(issuesOf(repeated)).toEqual({ 'prices.1.currency': 'errors.package.currencyRepeated' });
  });
});
