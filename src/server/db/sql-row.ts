import type { Table } from 'drizzle-orm';

/**
 * A table's row as a raw SQL query returns it through pg: the columns' SQL names (snake_case) with
 * the types the Drizzle schema gives them. Repos that write their SQL by hand type their rows with
 * these names; row-types.test.ts checks every such field against this.
 */
export type SqlRowOf<T extends Table> = {
  [
    K in keyof T['$inferSelect'] & keyof T['_']['columns'] as T['_']['columns'][K]['_']['name']
  ]: T['$inferSelect'][K];
};

/** The fields a hand-written row shares (by name) with a table's SQL row. */
export type SharedKeys<Row, T extends Table> = keyof Row & keyof SqlRowOf<T>;
