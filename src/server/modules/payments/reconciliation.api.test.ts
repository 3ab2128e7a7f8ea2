import { describe, expect, it } from 'vitest';
import { expectRefused } from '../../test/api';
import { createSubmission } from '../../test/factories';
import { usePaymentsWorld } from './payments.test-world';

// The provider's payment ids and states beside the admin's confirmations,
// mismatches flagged (paid twice, paid less), and the same as CSV.

const w = usePaymentsWorld();

const reconcile = (contestId: string, cookie = w.admin.cookie) =>
  w.t.app.inject({
    method: 'GET',
    url: `/api/admin/contests/${contestId}/reconciliation`,
    headers: { cookie },
  });

describe('reconciliation', () => {
  it('flags an order paid twice by Pix, one confirmed by hand with less received, and exports both', async () => {
    const contest = await w.videoContest();
    // Ana pays two Pix for the same order (the first one's QR code had expired on her screen).
    const ana = await w.participant();
    const first = await w.checkout(ana.cookie, contest.id, w.packages.four);
    await w.t.db.$client.query(`UPDATE provider_payments SET expires_at = now() WHERE id = $1`, [
      first.json().payment.id,
    ]);
    const second = await w.checkout(ana.cookie, contest.id, w.packages.four);
    expect(second.json().payment.id).not.toBe(first.json().payment.id);
    await w.mp.approve(w.mpIdOf(first));
    await w.mp.approve(w.mpIdOf(second));
    // Bruno's order is confirmed by an admin while Mercado Pago received nothing.
    const bruno = await w.participant();
    await w.checkout(bruno.cookie, contest.id, w.packages.four);
    await createSubmission(w.t.app, {
      contestId: contest.id,
      userId: bruno.id,
      videoUrl: 'https://vimeo.com/3',
    });
    const toggle = await w.t.app.inject({
      method: 'PUT',
      url: `/api/admin/stats/contests/${contest.id}/participants/${bruno.id}/payment`,
      headers: { cookie: w.admin.cookie },
      payload: { isPaid: true },
    });
    expect(toggle.statusCode).toBe(200);

    const answer = await reconcile(contest.id);
    expect(answer.statusCode).toBe(200);
    const rows = answer.json().items as {
      userId: string;
      flags: string[];
      providerNet: number;
      payments: unknown[];
    }[];
    const anaRow = rows.find((r) => r.userId === ana.id)!;
    expect(anaRow).toMatchObject({
      price: 50,
      providerNet: 100,
      flags: ['paidTwice'],
      isConfirmedByAdmin: false,
    });
    expect(anaRow.payments).toHaveLength(2);
    expect(anaRow.payments[0]).toMatchObject({ providerStatus: 'approved', status: 'paid' });
    const brunoRow = rows.find((r) => r.userId === bruno.id)!;
    expect(brunoRow).toMatchObject({
      confirmed: 50,
      providerNet: 0,
      flags: ['paidLess'],
      isConfirmedByAdmin: true,
    });
    expect(answer.json().provider).toBe('mercadopago');

    const csv = await w.t.app.inject({
      method: 'GET',
      url: `/api/admin/contests/${contest.id}/reconciliation.csv?locale=en`,
      headers: { cookie: w.admin.cookie },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toMatch(/^Participant,Email,Package entries,Currency,Price,Confirmed,Due,/);
    expect(lines.filter((l) => l.includes(ana.email) && l.includes('Paid twice'))).toHaveLength(2);
    expect(lines.find((l) => l.includes(bruno.email))).toContain('Paid less');
    expect(lines.find((l) => l.includes(String(w.mpIdOf(second))))).toContain(',approved,Paid,50,0,');
    const pt = await w.t.app.inject({
      method: 'GET',
      url: `/api/admin/contests/${contest.id}/reconciliation.csv`,
      headers: { cookie: w.admin.cookie },
    });
    expect(pt.body).toMatch(/^Participante,Email,Inscrições do pacote/);
  });

  it('is for admins only', async () => {
    const contest = await w.videoContest();
    const ana = await w.participant();
    expectRefused(await reconcile(contest.id, ana.cookie), 403, 'FORBIDDEN');
    expectRefused(await reconcile(contest.id, ''), 401, 'UNAUTHENTICATED');
    const csv = await w.t.app.inject({
      method: 'GET',
      url: `/api/admin/contests/${contest.id}/reconciliation.csv`,
      headers: { cookie: ana.cookie },
    });
    expectRefused(csv, 403, 'FORBIDDEN');
    expectRefused(await reconcile('nope'), 400, 'VALIDATION_FAILED');
    const bad = await w.t.app.inject({
      method: 'GET',
      url: `/api/admin/contests/${contest.id}/reconciliation.csv?locale=xx`,
      headers: { cookie: w.admin.cookie },
    });
    expectRefused(bad, 400, 'VALIDATION_FAILED');
  });
});
