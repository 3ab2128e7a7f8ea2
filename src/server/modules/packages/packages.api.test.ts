import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PACKAGES } from '../../../domain/packages';
import { JUDGE_ROLES, type Role } from '../../../domain/roles';
import { expectRefused } from '../../test/api';
import { createContest, createSubmission, createUser, signedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedPackages } from './packages.seed';

let t: TestApp;
let cookie: string;

type Package = {
  id: string;
  category: 'photo' | 'video';
  items: number;
  isActive: boolean;
  prices: { currency: string; amount: number; paymentUrl: string | null }[];
};

const undated = { earlyAmount: null, earlyUntil: null, lateAmount: null, lateFrom: null };
const today = { period: 'regular', changesOn: null, nextAmount: null };

beforeAll(async () => {
  t = await createTestApp();
  await seedPackages(t.db);
  cookie = (await signedInUser(t.app, 'admin')).cookie;
});
afterAll(async () => {
  await t.close();
});

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, as = cookie) {
  return t.app.inject({ method, url, payload: payload as never, headers: as ? { cookie: as } : {} });
}

async function adminList(): Promise<Package[]> {
  return (await call('GET', '/api/admin/packages')).json().items;
}

async function find(category: 'photo' | 'video', items: number): Promise<Package> {
  return (await adminList()).find((p) => p.category === category && p.items === items)!;
}

describe('seeding', () => {
  it('fills an empty table with the spec tables once, and never again', async () => {
    const list = await adminList();
    expect(list).toHaveLength(DEFAULT_PACKAGES.length);
    expect(list.find((p) => p.category === 'photo' && p.items === 16)).toMatchObject({
      isActive: true,
      prices: [
        { currency: 'BRL', amount: 140, paymentUrl: null },
        { currency: 'USD', amount: 28, paymentUrl: null },
      ],
    });
    expect(list.find((p) => p.category === 'video' && p.items === 6)?.prices).toEqual([
      { currency: 'BRL', amount: 100, paymentUrl: null, ...undated },
      { currency: 'EUR', amount: 19, paymentUrl: null, ...undated },
    ]);
    expect(await Promise.all([seedPackages(t.db), seedPackages(t.db)])).toEqual([0, 0]);
    expect(await adminList()).toHaveLength(DEFAULT_PACKAGES.length);
  });
});

describe('who may call the package endpoints', () => {
  it('admin endpoints refuse anonymous callers (401) and every other role (403), and let an admin in', async () => {
    const pkg = await find('photo', 50);
    const body = { items: 50, isActive: true, prices: pkg.prices };
    const endpoints = [
      ['GET', '/api/admin/packages', undefined],
      ['POST', '/api/admin/packages', { category: 'photo', items: 77, prices: [] }],
      ['PUT', `/api/admin/packages/${pkg.id}`, body],
      ['DELETE', `/api/admin/packages/${pkg.id}`, undefined],
    ] as const;
    const others: Role[] = ['participant', ...JUDGE_ROLES];
    const cookies = await Promise.all(others.map(async (role) => (await signedInUser(t.app, role)).cookie));
    for (const [method, url, payload] of endpoints) {
      expect((await call(method, url, payload, '')).statusCode, `${method} ${url}`).toBe(401);
      for (const [i, other] of cookies.entries()) {
        expect((await call(method, url, payload, other)).statusCode, `${method} ${url} as ${others[i]}`).toBe(
          403,
        );
      }
    }
    for (const [method, url, payload] of endpoints) {
      const res = await call(method, url, payload);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    }
  });

  it('the participant list is for any signed-in user, not for anonymous callers', async () => {
    expect((await call('GET', '/api/packages?category=photo', undefined, '')).statusCode).toBe(401);
    const { cookie: participant } = await signedInUser(t.app, 'participant');
    expect((await call('GET', '/api/packages?category=video', undefined, participant)).statusCode).toBe(200);
    expect((await call('GET', '/api/packages?category=music', undefined, participant)).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { category: 'errors.package.categoryInvalid' },
    });
  });
});

describe('editing packages', () => {
  it('sets prices and https payment links, which participants then see; inactive ones are hidden from them', async () => {
    const pkg = await find('photo', 2);
    const res = await call('PUT', `/api/admin/packages/${pkg.id}`, {
      items: 2,
      isActive: true,
      prices: [
        { currency: 'BRL', amount: 45.5, paymentUrl: 'https://pay.example/brl-2' },
        { currency: 'USD', amount: 9, paymentUrl: 'https://pay.example/usd-2' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().prices[0]).toEqual({
      currency: 'BRL',
      amount: 45.5,
      paymentUrl: 'https://pay.example/brl-2',
      ...undated,
    });
    const four = await find('photo', 4);
    await call('PUT', `/api/admin/packages/${four.id}`, { items: 4, isActive: false, prices: four.prices });

    const { cookie: participant } = await signedInUser(t.app, 'participant');
    const seen = (await call('GET', '/api/packages?category=photo', undefined, participant)).json();
    expect(seen.category).toBe('photo');
    expect(seen.currencies).toEqual(['BRL', 'USD']);
    expect(seen.items[0]).toEqual({
      id: pkg.id,
      items: 2,
      prices: [
        { currency: 'BRL', amount: 45.5, paymentUrl: 'https://pay.example/brl-2', ...today },
        { currency: 'USD', amount: 9, paymentUrl: 'https://pay.example/usd-2', ...today },
      ],
    });
    expect(seen.items.map((p: { items: number }) => p.items)).not.toContain(4);

    const { rows } = await t.db.$client.query(
      `SELECT action, before, after FROM audit_log WHERE entity_id = $1`,
      [pkg.id],
    );
    expect(rows).toEqual([
      expect.objectContaining({
        action: 'package.update',
        before: expect.objectContaining({
          prices: expect.arrayContaining([expect.objectContaining({ amount: 40 })]),
        }),
        after: expect.objectContaining({
          prices: expect.arrayContaining([expect.objectContaining({ amount: 45.5 })]),
        }),
      }),
    ]);
  });

  it('refuses a non-https link, a currency the category does not use and bad numbers with field keys', async () => {
    const pkg = await find('photo', 6);
    const put = (prices: unknown, items: unknown = 6) =>
      call('PUT', `/api/admin/packages/${pkg.id}`, { items, prices });
    expect(
      (await put([{ currency: 'BRL', amount: 60, paymentUrl: 'http://pay.example' }])).json().fields,
    ).toEqual({
      'prices.0.paymentUrl': 'errors.package.paymentUrlInvalid',
    });
    const euro = await put([{ currency: 'EUR', amount: 10 }]);
    expect(euro.statusCode).toBe(400);
    expect(euro.json().fields).toEqual({ 'prices.0.currency': 'errors.package.currencyNotAllowed' });
    expect((await put([{ currency: 'BRL', amount: -1 }])).json().fields).toEqual({
      'prices.0.amount': 'errors.package.amountInvalid',
    });
    expect((await put([], 0)).json().fields).toEqual({ items: 'errors.package.itemsInvalid' });
    expect((await put([], 'abc')).json().fields).toEqual({ items: 'errors.package.itemsInvalid' });
  });

  it('refuses a second package of the same size in the category', async () => {
    const six = await find('photo', 6);
    const res = await call('PUT', `/api/admin/packages/${six.id}`, { items: 8, prices: [] });
    expectRefused(res, 409, 'PACKAGE_EXISTS', { items: 'errors.package.exists' });
    const created = await call('POST', '/api/admin/packages', { category: 'video', items: 2, prices: [] });
    expect(created.json().code).toBe('PACKAGE_EXISTS');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['nope', '00000000-0000-0000-0000-000000000000']) {
      expect((await call('PUT', `/api/admin/packages/${id}`, { items: 3, prices: [] })).statusCode).toBe(404);
      expect((await call('DELETE', `/api/admin/packages/${id}`)).statusCode).toBe(404);
    }
  });
});

describe('creating and deleting packages', () => {
  it('creates a package, and deletes it while nobody bought it', async () => {
    const res = await call('POST', '/api/admin/packages', {
      category: 'video',
      items: 25,
      prices: [{ currency: 'EUR', amount: 70, paymentUrl: 'https://pay.example/eur-25' }],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ category: 'video', items: 25, isActive: true });
    const id = res.json().id;
    expect((await call('DELETE', `/api/admin/packages/${id}`)).statusCode).toBe(204);
    const { rows } = await t.db.$client.query(
      `SELECT action FROM audit_log WHERE entity_id = $1 ORDER BY id`,
      [id],
    );
    expect(rows.map((r) => r.action)).toEqual(['package.create', 'package.delete']);
  });

  it('keeps a bought package: no delete, no change of size, but it can be deactivated', async () => {
    const pkg = await find('photo', 10);
    const contest = await createContest(t.app);
    const buyer = await createUser(t.app);
    const entry = await createSubmission(t.app, { contestId: contest.id, userId: buyer.id });
    await t.db.$client.query(
      `UPDATE submissions SET package_id = $2, currency = 'BRL', amount = 80 WHERE id = $1`,
      [entry.id, pkg.id],
    );
    const del = await call('DELETE', `/api/admin/packages/${pkg.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().code).toBe('PACKAGE_IN_USE');
    const resize = await call('PUT', `/api/admin/packages/${pkg.id}`, { items: 12, prices: pkg.prices });
    expect(resize.json()).toMatchObject({
      code: 'PACKAGE_IN_USE',
      fields: { items: 'errors.package.itemsLocked' },
    });
    const off = await call('PUT', `/api/admin/packages/${pkg.id}`, {
      items: 10,
      isActive: false,
      prices: pkg.prices,
    });
    expect(off.json().isActive).toBe(false);
  });
});
