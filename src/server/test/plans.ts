import type { Queryable } from '../db/transaction';
import { createTestApp, type TestApp } from './test-app';

// What the explain tests (`*.explain.api.test.ts`) look at in a query's plan, and the rows they seed.

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Plan Width'?: number;
  Plans?: PlanNode[];
};

function nodesOf(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];
}

export type Plan = {
  /** Tables read whole. */
  seqScans: (string | undefined)[];
  /** Every index the plan reads. */
  indexes: string[];
  /** Indexes read without the table. */
  indexOnly: (string | undefined)[];
  /**
   * A sort under the LIMIT: every matching row would be read and sorted before the page is cut (a
   * Sort above the LIMIT orders the page's own rows).
   */
  sortsBeforeLimit: boolean;
  /** The row width (bytes, the planner's estimate) of every full Sort: what a sort moves per row. */
  sortWidths: number[];
};

/** The plan PostgreSQL picks for `query`. SHOW_PLANS=1 prints it with its timings. */
export async function planOf(db: Queryable, query: { text: string; values: unknown[] }): Promise<Plan> {
  if (process.env.SHOW_PLANS) {
    const text = await db.query(`EXPLAIN (ANALYZE) ${query.text}`, query.values);
    console.log(text.rows.map((r) => r['QUERY PLAN']).join('\n'));
  }
  const { rows } = await db.query(`EXPLAIN (FORMAT JSON) ${query.text}`, query.values);
  const nodes = nodesOf(rows[0]['QUERY PLAN'][0].Plan);
  return {
    seqScans: nodes.filter((n) => n['Node Type'] === 'Seq Scan').map((n) => n['Relation Name']),
    indexes: nodes.flatMap((n) => (n['Index Name'] ? [n['Index Name']] : [])),
    indexOnly: nodes.filter((n) => n['Node Type'] === 'Index Only Scan').map((n) => n['Index Name']),
    sortsBeforeLimit: nodes
      .filter((n) => n['Node Type'] === 'Limit')
      .flatMap(nodesOf)
      .some((n) => n['Node Type'] === 'Sort' || n['Node Type'] === 'Incremental Sort'),
    sortWidths: nodes.filter((n) => n['Node Type'] === 'Sort').map((n) => n['Plan Width'] ?? 0),
  };
}

/** `count` participants with ids p1…p<count> (usernames 'participant <n>'). */
export async function seedParticipants(db: Queryable, count: number): Promise<void> {
  await db.query(
    `INSERT INTO users (id, username, email, role, email_verified)
     SELECT 'p' || g, 'participant ' || g, 'p' || g || '@example.test', 'participant', true
     FROM generate_series(1, $1::int) g`,
    [count],
  );
}

/** A test app whose database holds `participants` participants (seedParticipants): where an explain test starts. */
export async function appWithParticipants(participants: number): Promise<TestApp> {
  const t = await createTestApp();
  await seedParticipants(t.db.$client, participants);
  return t;
}

/** Statistics fresh for the planner, as autovacuum would leave them. */
export async function vacuumAnalyze(db: Queryable, tables: readonly string[]): Promise<void> {
  for (const table of tables) await db.query(`VACUUM ANALYZE ${table}`);
}
