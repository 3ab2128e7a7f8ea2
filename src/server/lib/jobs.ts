import PgBoss from 'pg-boss';
import type { PoolClient } from 'pg';
import type { FastifyBaseLogger } from 'fastify';

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

export async function startJobs(
  connectionString: string,
  log: Pick<FastifyBaseLogger, 'error'>,
  queues: string[],
): Promise<Jobs> {
  const boss = new PgBoss({ connectionString, schema: 'pgboss', max: 4 });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  // pg-boss 10 refuses jobs for queues that do not exist yet.
  for (const queue of queues) await boss.createQueue(queue);
  return {
    boss,
    async sendInTransaction(client, queue, data, options = {}) {
      await boss.send(queue, data, {
        ...options,
        db: { executeSql: (text, values) => client.query(text, values) },
      });
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 5_000, wait: true });
    },
  };
}
