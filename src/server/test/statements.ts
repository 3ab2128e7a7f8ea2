import pg from 'pg';
import { connectionName } from '../db/client';

/**
 * The SQL statements the app's request pool sends while `run` runs (deterministic guards):
 * every `query` of a pg client named as the server's pool (`connectionName()`), so the job queue's
 * connections ('jurado-jobs…'), polling on their own schedule, are not counted.
 */
export async function statementsDuring(run: () => Promise<unknown>): Promise<string[]> {
  const name = connectionName();
  const statements: string[] = [];
  const original = pg.Client.prototype.query;
  const counting = function (this: pg.Client, ...args: unknown[]) {
    const parameters = (this as unknown as { connectionParameters?: { application_name?: string } })
      .connectionParameters;
    if (parameters?.application_name === name) {
      const query = args[0] as string | { text?: string };
      statements.push(typeof query === 'string' ? query : (query.text ?? ''));
    }
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  };
  pg.Client.prototype.query = counting as typeof original;
  try {
    await run();
  } finally {
    pg.Client.prototype.query = original;
  }
  return statements;
}
