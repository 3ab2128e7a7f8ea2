import PgBoss from 'pg-boss';
import type { PoolClient } from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { connectionName } from '../db/client';
import { executorOf } from '../db/transaction';

export type Jobs = {
  boss: PgBoss;
  /** Queue a job inside the caller's transaction: it exists only if the transaction commits. */
  sendInTransaction(
    client: PoolClient,
    queue: string,
    data: object,
    options?: PgBoss.SendOptions,
  ): Promise<void>;
  stop(): Promise<void>;
};

/**
 * How often pg-boss's maintenance runs (one server per interval does it): among other things it fails
 * the jobs that expired while active, which is how a job held by a dead server gets retried
 * (lib/mail.ts, EMAIL_JOB_TIMING). pg-boss's default is 120 s.
 */
export const JOB_MAINTENANCE_SECONDS = 10;

export async function startJobs(
  connectionString: string,
  log: Pick<FastifyBaseLogger, 'warn'>,
  queues: string[],
  options: { poolSize?: number; maintenanceSeconds?: number } = {},
): Promise<Jobs> {
  const boss = new PgBoss({
    connectionString,
    schema: 'pgboss',
    max: options.poolSize ?? 4,
    application_name: connectionName('jobs'),
    maintenanceIntervalSeconds: options.maintenanceSeconds ?? JOB_MAINTENANCE_SECONDS,
  });
  // Errors of its own pool (the database restarting) and of its maintenance: logged, then pg-boss
  // carries on, polling again once the database is back.
  boss.on('error', (error: Error & { code?: string }) =>
    log.warn({ code: error.code, reason: error.message }, 'job queue error'),
  );
  await boss.start();
  // pg-boss 10 refuses jobs for queues that do not exist yet.
  for (const queue of queues) await boss.createQueue(queue);
  return {
    boss,
    async sendInTransaction(client, queue, data, options = {}) {
      await boss.send(queue, data, {
        ...options,
        db: executorOf(client),
      });
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 5_000, wait: true });
    },
  };
}
