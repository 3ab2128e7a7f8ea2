import { describe, expect, it } from 'vitest';
import { findUnsafeInput, INPUT_MAX_DEPTH } from './input-edges';

function nested(depth: number): unknown {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

describe('findUnsafeInput', () => {
  it('accepts ordinary input', () => {
    expect(findUnsafeInput({ title: 'Casamento', tags: ['a', 'b'], n: 3, none: null })).toBeNull();
    expect(findUnsafeInput(undefined)).toBeNull();
    expect(findUnsafeInput(nested(INPUT_MAX_DEPTH - 1))).toBeNull();
  });

  it('finds a NUL in any string or key, with the path to it', () => {
    expect(findUnsafeInput('a\u0000b')).toEqual({ problem: 'nul', path: [] });
    expect(findUnsafeInput({ user: { city: 'x\u0000' } })).toEqual({
      problem: 'nul',
      path: ['user', 'city'],
    });
    expect(findUnsafeInput({ urls: ['ok', '\u0000'] })).toEqual({ problem: 'nul', path: ['urls', 1] });
    expect(findUnsafeInput({ ['k\u0000']: 1 })).toEqual({ problem: 'nul', path: [] });
  });

  it('refuses nesting deeper than the limit, even 10,000 levels, without recursion', () => {
    expect(findUnsafeInput(nested(INPUT_MAX_DEPTH + 1))).toEqual({ problem: 'depth', path: ['a'] });
    expect(findUnsafeInput(JSON.parse('['.repeat(10_000) + ']'.repeat(10_000)))?.problem).toBe('depth');
  });
});
