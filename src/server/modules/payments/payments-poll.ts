import type { AppContext } from '../../context';
import type { Jobs } from '../../lib/jobs';
import { pollPendingPayments } from './checkout.service';
import { providersOf } from './provider-registry';

// The reconciling poll: a notification can be lost (the server down when the provider
// called, a network fault), so every five minutes one server asks the provider about the payments
// still pending. In manual mode nothing is scheduled.

export const PAYMENTS_POLL_QUEUE = 'payments-poll';
const EVERY_FIVE_MINUTES = '*/5 * * * *';

export async function startPaymentsPollWorker(jobs: Jobs, ctx: AppContext): Promise<void> {
  if (providersOf(ctx).length === 0) {
    await jobs.boss.unschedule(PAYMENTS_POLL_QUEUE);
    return;
  }
  await jobs.boss.schedule(PAYMENTS_POLL_QUEUE, EVERY_FIVE_MINUTES);
  await jobs.boss.work(PAYMENTS_POLL_QUEUE, { batchSize: 1 }, async () => {
    await pollPendingPayments(ctx);
  });
}
