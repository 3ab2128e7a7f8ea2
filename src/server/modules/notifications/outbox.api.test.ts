import { describe, expect, it } from 'vitest';
import { expectRefused, useApi } from '../../test/api';
import { signedInUser } from '../../test/factories';

const t = useApi();

/** Queues `count` emails to `to`, one minute apart, the last one newest. */
async function queue(to: string, count: number, subject = 'Aviso') {
  await t.db.$client.query(
    `INSERT INTO emails (dedupe_key, to_address, subject, text, created_at)
     SELECT 'outbox-test-' || $1 || '-' || g, $1, $2 || ' ' || g, 'Olá', now() - (100 - g) * interval '1 minute'
     FROM generate_series(1, $3) g`,
    [to, subject, count],
  );
}

describe('the email outbox', () => {
  it('lists emails newest first, 50 a page, with the transport the server sends through', async () => {
    await queue('ana@outbox.test', 55);
    const first = await t.get('/api/admin/outbox?to=ana@outbox.test');
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json();
    expect(page).toMatchObject({ total: 55, page: 1, pageSize: 50, transport: expect.any(String) });
    expect(page.items).toHaveLength(50);
    expect(page.items[0]).toMatchObject({ to: 'ana@outbox.test', subject: 'Aviso 55', status: 'queued' });
    expect(Date.parse(page.items[0].createdAt)).toBeGreaterThan(Date.parse(page.items[1].createdAt));
    const second = (await t.get('/api/admin/outbox?to=ana@outbox.test&page=2')).json();
    expect(second.items.map((e: { subject: string }) => e.subject)).toEqual([
      'Aviso 5',
      'Aviso 4',
      'Aviso 3',
      'Aviso 2',
      'Aviso 1',
    ]);
    const past = (await t.get('/api/admin/outbox?to=ana@outbox.test&page=3')).json();
    expect(past).toMatchObject({ items: [], total: 55, page: 3 });
  });

  it('finds the emails to one address whatever case the admin types it in', async () => {
    await queue('bia@outbox.test', 2, 'Recibo');
    const page = (await t.get('/api/admin/outbox?to=%20BIA@Outbox.TEST%20')).json();
    expect(page.total).toBe(2);
    expect(page.items.every((e: { to: string }) => e.to === 'bia@outbox.test')).toBe(true);
  });

  it('is for admins only', async () => {
    expectRefused(await t.get('/api/admin/outbox', ''), 401, 'UNAUTHENTICATED');
    for (const role of ['participant', 'photo_judge_1', 'pre_filter_judge'] as const) {
      const { cookie } = await signedInUser(t.app, role);
      expectRefused(await t.get('/api/admin/outbox', cookie), 403, 'FORBIDDEN');
    }
  });

  it('refuses a page that is not a positive number with a 400', async () => {
    for (const page of ['0', '-1', 'two']) {
      const res = await t.get(`/api/admin/outbox?page=${page}`);
      expect(res.statusCode, res.body).toBe(400);
    }
  });
});
