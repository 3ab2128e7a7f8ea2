import { toCsv } from '../../../domain/csv';
import { isUuid } from '../../../domain/ids';
import type { Locale } from '../../../domain/locales';
import { amountDue, fromCents, toCents } from '../../../domain/payments';
import { reconciliationFlags } from '../../../domain/provider-payments';
import type { Reconciliation, ReconciliationRow } from '../../../contract/payments';
import type { AppContext } from '../../context';
import { translatorFor } from '../../i18n';
import { notFound } from '../../lib/errors';
import { adminPaymentOf } from './refunds.service';
import { paymentModeFor, providerLabel } from './provider-registry';
import * as payments from './provider-payments.repo';

// Reconciliation: each order of a contest with the provider's payments (ids and
// states) beside the admin's hand confirmation, mismatches flagged (domain reconciliationFlags),
// and the same as CSV. One contest's orders are a few hundred rows: answered whole, not paged.

export async function reconcileContest(ctx: AppContext, contestId: string): Promise<Reconciliation> {
  if (!isUuid(contestId)) throw notFound();
  const db = ctx.pool;
  const [orders, rows] = await Promise.all([
    payments.listContestOrders(db, contestId),
    payments.listPayments(db, contestId, null),
  ]);
  const byUser = new Map<string, payments.ProviderPaymentRow[]>();
  for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
  const items: ReconciliationRow[] = orders.map((o) => {
    const mine = byUser.get(o.user_id) ?? [];
    const providerNet = fromCents(mine.reduce((sum, p) => sum + toCents(p.credited), 0));
    const isConfirmedByAdmin = o.confirmed_by !== null;
    return {
      userId: o.user_id,
      username: o.username,
      email: o.email,
      items: o.items,
      currency: o.currency,
      price: o.price,
      confirmed: o.confirmed_amount,
      due: amountDue({ price: o.price, confirmed: o.confirmed_amount }),
      isConfirmedByAdmin,
      providerNet,
      discountCode: o.discount_code,
      discount: o.discount,
      flags: reconciliationFlags({
        price: o.price,
        providerNet,
        isConfirmedByAdmin,
        isProviderCurrency: paymentModeFor(ctx, o.currency) === 'provider' || mine.length > 0,
      }),
      payments: mine.map(adminPaymentOf),
    };
  });
  return { provider: providerLabel(ctx), items };
}

/** The reconciliation as CSV: one line per provider payment (an order without any gets one line). */
export async function reconciliationCsv(ctx: AppContext, contestId: string, locale: Locale) {
  const { items } = await reconcileContest(ctx, contestId);
  const t = translatorFor(locale);
  const header = t('export.payments.columns', { returnObjects: true }) as string[];
  const yes = t('export.yes');
  const no = t('export.no');
  const lines = items.flatMap((r) => {
    const order = [
      r.username,
      r.email,
      r.items,
      r.currency,
      r.price,
      r.confirmed,
      r.due,
      r.isConfirmedByAdmin ? yes : no,
      r.providerNet,
      r.flags.map((f) => t(`export.payments.flags.${f}`)).join('; '),
      r.discountCode ?? '',
      r.discount,
    ];
    if (r.payments.length === 0) return [[...order, '', '', '', '', '', '', '']];
    return r.payments.map((p) => [
      ...order,
      p.provider,
      p.providerPaymentId,
      p.providerStatus,
      t(`export.payments.status.${p.status}`),
      p.amount,
      p.refunded,
      p.createdAt,
    ]);
  });
  return { fileName: `pagamentos-${contestId}.csv`, csv: toCsv([header, ...lines]) };
}
