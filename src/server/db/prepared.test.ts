import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { prepared, setPreparedStatements } from './prepared';

describe('prepared statements', () => {
  // Process-wide, and the test files of a worker share one process: an app built earlier may have
  // turned it off.
  beforeEach(() => setPreparedStatements(true));
  afterEach(() => setPreparedStatements(true));

  it('names a query by its text, so each connection plans it once', () => {
    const a = prepared('SELECT $1::int', [1]);
    expect(a.name).toMatch(/^j_[\w-]{24}$/);
    expect(prepared('SELECT $1::int', [2]).name).toBe(a.name);
    expect(prepared('SELECT $1::text', ['x']).name).not.toBe(a.name);
  });

  it('leaves queries unnamed when turned off (behind a pooler in transaction mode)', () => {
    setPreparedStatements(false);
    expect(prepared('SELECT $1::int', [1])).toEqual({ text: 'SELECT $1::int', values: [1] });
  });
});
