import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-app';
import { connectDatabase, type Database } from './client';
import { sqlLiteral, sqlTextArray } from './sql-literal';

// Values written into SQL text (the results export's COPY) must come back from PostgreSQL exactly
// as they were, whatever they hold: a quote or a backslash must never end the literal.
let db: Database;
beforeAll(async () => {
  db = connectDatabase(await createTestDatabase(), { max: 1 });
});
afterAll(async () => {
  await db.$client.end();
});

const TRICKY = [
  "it's",
  "'; DROP TABLE users; --",
  'back\\slash',
  "\\'",
  'Ção · Família',
  '$1',
  '',
  'two\nlines',
];

describe('sqlLiteral', () => {
  it('round-trips text through PostgreSQL unchanged', async () => {
    for (const text of TRICKY) {
      const { rows } = await db.$client.query<{ value: string }>(`SELECT ${sqlLiteral(text)}::text AS value`);
      expect(rows[0].value).toBe(text);
    }
    const { rows } = await db.$client.query<{ value: string[] }>(`SELECT ${sqlTextArray(TRICKY)} AS value`);
    expect(rows[0].value).toEqual(TRICKY);
  });

  it('writes finite numbers as themselves and refuses anything else', async () => {
    const { rows } = await db.$client.query<{ a: number; b: number }>(
      `SELECT ${sqlLiteral(2026)}::int AS a, ${sqlLiteral(-7.5)}::float8 AS b`,
    );
    expect(rows[0]).toEqual({ a: 2026, b: -7.5 });
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, null, undefined, {}, ['x'], true]) {
      expect(() => sqlLiteral(value)).toThrow(TypeError);
    }
  });
});
