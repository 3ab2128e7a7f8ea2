import { describe, expect, it } from 'vitest';
import { addDays, dayOf } from '../../../domain/contest-dates';
import { expectRefused, useApi } from '../../test/api';
import { createContest, signedInUser } from '../../test/factories';
import { seedPackage } from '../submissions/submissions.test-support';

// Discount codes in manual mode (the default): admins create, list and disable a contest's codes; a
// waiver makes the order paid with no payment; every refusal is a translated 4xx; the last use of a
// code goes to one participant only.

const t = useApi();
const today = dayOf(new Date());
let films = 11000;

const create = (contestId: string, body: object, as?: string) =>
  t.call('POST', `/api/admin/contests/${contestId}/discount-codes`, body, as);
const apply = (cookie: string, contestId: string, packageId: string, code: string, currency = 'BRL') =>
  t.call(
    'POST',
    `/api/participant/contests/${contestId}/discount-code`,
    { code, packageId, currency },
    cookie,
  );
const sendFilm = (cookie: string, contestId: string, packageId: string, extra: object = {}) =>
  t.call(
    'POST',
    `/api/participant/contests/${contestId}/films`,
    { packageId, currency: 'BRL', urls: [`https://vimeo.com/${films++}`], ...extra },
    cookie,
  );

describe('the admin’s codes', () => {
  it('creates, lists and disables codes, audited; a code repeated in another case is refused', async () => {
    const contest = await createContest(t.app, { category: 'video' });
    const made = await create(contest.id, {
      code: 'Socio-2026',
      kind: 'percent',
      percent: 100,
      maxUses: 10,
      expiresOn: addDays(today, 30),
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({
      code: 'Socio-2026',
      percent: 100,
      currency: null,
      amount: null,
      maxUses: 10,
      uses: 0,
      isActive: true,
    });
    const fixed = await create(contest.id, { code: 'EUR5', kind: 'fixed', currency: 'EUR', amount: 5 });
    expect(fixed.json()).toMatchObject({ percent: null, currency: 'EUR', amount: 5, maxUses: null });
    expectRefused(
      await create(contest.id, { code: 'SOCIO-2026', kind: 'percent', percent: 10 }),
      409,
      'DISCOUNT_CODE_EXISTS',
      { code: 'errors.DISCOUNT_CODE_EXISTS' },
    );
    expectRefused(
      await create(contest.id, { code: 'x', kind: 'percent', percent: 0 }),
      400,
      'VALIDATION_FAILED',
      {
        code: 'errors.discountCode.codeInvalid',
        percent: 'errors.discountCode.percentInvalid',
      },
    );
    expectRefused(
      await create(contest.id, { code: 'FIXED', kind: 'fixed', amount: 5 }),
      400,
      'VALIDATION_FAILED',
      {
        currency: 'errors.required',
      },
    );
    const list = (await t.get(`/api/admin/contests/${contest.id}/discount-codes`)).json().items;
    expect(list.map((c: { code: string }) => c.code).sort()).toEqual(['EUR5', 'Socio-2026']);

    const off = await t.call('PUT', `/api/admin/discount-codes/${made.json().id}`, { isActive: false });
    expect(off.json()).toMatchObject({ isActive: false });
    expect((await t.auditOf(made.json().id)).map((a) => a.action)).toEqual([
      'payment.code_create',
      'payment.code_update',
    ]);
    // A disabled code reads as unknown to participants.
    const ana = await signedInUser(t.app);
    const four = await seedPackage(t.app, 'video', 4, { BRL: 50, EUR: 10 });
    expectRefused(await apply(ana.cookie, contest.id, four, 'socio-2026'), 400, 'DISCOUNT_CODE_INVALID');
  });

  it('only admins see, create or change codes; a participant only applies one', async () => {
    const contest = await createContest(t.app, { category: 'video' });
    const made = (await create(contest.id, { code: 'ADMINS', kind: 'percent', percent: 10 })).json();
    for (const role of ['participant', 'photo_judge_1'] as const) {
      const { cookie } = await signedInUser(t.app, role);
      expectRefused(
        await t.get(`/api/admin/contests/${contest.id}/discount-codes`, cookie),
        403,
        'FORBIDDEN',
      );
      expectRefused(
        await create(contest.id, { code: 'MINE', kind: 'percent', percent: 100 }, cookie),
        403,
        'FORBIDDEN',
      );
      expectRefused(
        await t.call('PUT', `/api/admin/discount-codes/${made.id}`, { isActive: false }, cookie),
        403,
        'FORBIDDEN',
      );
    }
    expectRefused(
      await t.get(`/api/admin/contests/${contest.id}/discount-codes`, ''),
      401,
      'UNAUTHENTICATED',
    );
    const four = await seedPackage(t.app, 'video', 4, { BRL: 50, EUR: 10 });
    expectRefused(await apply('', contest.id, four, 'ADMINS'), 401, 'UNAUTHENTICATED');
    expectRefused(
      await t.call('PUT', '/api/admin/discount-codes/not-a-uuid', { isActive: false }),
      400,
      'VALIDATION_FAILED',
    );
    expectRefused(
      await create('00000000-0000-4000-8000-000000000000', { code: 'NONE', kind: 'percent', percent: 5 }),
      404,
      'NOT_FOUND',
    );
  });
});

describe('a participant’s code (manual mode)', () => {
  it('a waiver, typed in any case, pays the order with no payment; the entries need no "I have paid" and count as paid', async () => {
    const contest = await createContest(t.app, { category: 'video' });
    const code = (await create(contest.id, { code: 'Juri2026', kind: 'percent', percent: 100 })).json();
    const four = await seedPackage(t.app, 'video', 4, { BRL: 50, EUR: 10 });
    const ana = await signedInUser(t.app);
    const applied = await apply(ana.cookie, contest.id, four, '  jURI2026 ');
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().order).toMatchObject({
      items: 4,
      price: 0,
      due: 0,
      isPaid: true,
      discount: 50,
      discountCode: 'Juri2026',
    });
    expect((await sendFilm(ana.cookie, contest.id, four)).statusCode).toBe(201);
    const { rows } = await t.db.$client.query('SELECT is_paid FROM submissions WHERE user_id = $1', [
      ana.user.id,
    ]);
    expect(rows).toEqual([{ is_paid: true }]);
    const used = await t.auditOf(code.id, 'payment.code_use');
    expect(used[0]).toMatchObject({
      actor_id: ana.user.id,
      after: { price: 50, discount: 50, currency: 'BRL' },
    });
    // One code per order, and not on a package already held.
    expectRefused(
      await apply(ana.cookie, contest.id, four, 'Juri2026'),
      409,
      'DISCOUNT_CODE_NOT_APPLICABLE',
      {
        code: 'errors.discountCode.alreadyPaid',
      },
    );
    // The reconciliation and its CSV show the code and what it took off.
    const row = (await t.get(`/api/admin/contests/${contest.id}/reconciliation`)).json().items[0];
    expect(row).toMatchObject({ price: 0, discountCode: 'Juri2026', discount: 50, flags: [] });
    const csv = (await t.get(`/api/admin/contests/${contest.id}/reconciliation.csv?locale=en`)).body;
    expect(csv.split('\r\n')[0]).toContain('Mismatches,Discount code,Discount,Provider');
    expect(csv).toContain(',Juri2026,50,');
  });

  it('refuses an unknown, expired, used-up or other-currency code, and a partial discount without a provider', async () => {
    const contest = await createContest(t.app, { category: 'video' });
    const four = await seedPackage(t.app, 'video', 4, { BRL: 50, EUR: 10 });
    await create(contest.id, { code: 'OLD', kind: 'percent', percent: 100, expiresOn: addDays(today, -1) });
    await create(contest.id, { code: 'LASTDAY', kind: 'percent', percent: 100, expiresOn: today });
    await create(contest.id, { code: 'EURO', kind: 'fixed', currency: 'EUR', amount: 10 });
    await create(contest.id, { code: 'HALF', kind: 'percent', percent: 50 });
    const ana = await signedInUser(t.app);
    expectRefused(await apply(ana.cookie, contest.id, four, 'NOPE'), 400, 'DISCOUNT_CODE_INVALID', {
      code: 'errors.DISCOUNT_CODE_INVALID',
    });
    expectRefused(await apply(ana.cookie, contest.id, four, 'old'), 409, 'DISCOUNT_CODE_EXPIRED');
    expectRefused(await apply(ana.cookie, contest.id, four, 'EURO'), 400, 'DISCOUNT_CODE_WRONG_CURRENCY');
    expectRefused(await apply(ana.cookie, contest.id, four, 'HALF'), 409, 'DISCOUNT_CODE_NOT_APPLICABLE', {
      code: 'errors.discountCode.partialManual',
    });
    expectRefused(await apply(ana.cookie, contest.id, four, ''), 400, 'VALIDATION_FAILED');
    // A code of another contest is unknown here.
    const other = await createContest(t.app, { category: 'video' });
    await create(other.id, { code: 'ELSEWHERE', kind: 'percent', percent: 100 });
    expectRefused(await apply(ana.cookie, contest.id, four, 'ELSEWHERE'), 400, 'DISCOUNT_CODE_INVALID');
    // Nothing refused was counted; the last valid day still works.
    expect((await apply(ana.cookie, contest.id, four, 'lastday')).statusCode).toBe(200);
  });

  it('two participants racing for the last use: one gets it, the other is told it is used up', async () => {
    const contest = await createContest(t.app, { category: 'video' });
    const four = await seedPackage(t.app, 'video', 4, { BRL: 50, EUR: 10 });
    const code = (
      await create(contest.id, { code: 'ONLYONE', kind: 'percent', percent: 100, maxUses: 1 })
    ).json();
    const [ana, bia] = await Promise.all([signedInUser(t.app), signedInUser(t.app)]);
    const answers = await Promise.all([
      apply(ana.cookie, contest.id, four, 'ONLYONE'),
      apply(bia.cookie, contest.id, four, 'ONLYONE'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().code).toBe('DISCOUNT_CODE_USED_UP');
    const list = (await t.get(`/api/admin/contests/${contest.id}/discount-codes`)).json().items;
    expect(list.find((c: { id: string }) => c.id === code.id)).toMatchObject({ uses: 1, maxUses: 1 });
    const orders = await t.db.$client.query(
      'SELECT count(*)::int AS n FROM package_purchases WHERE contest_id = $1 AND discount_code_id = $2',
      [contest.id, code.id],
    );
    expect(orders.rows[0].n).toBe(1);
  });
});
