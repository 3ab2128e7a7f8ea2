import { describe, expect, it } from 'vitest';
import { scoreOfKey, undecidedFrom, wrapIndex } from './keyboard';

const items = ['a', 'b', 'c'].map((id) => ({ id }));

describe('viewer keys', () => {
  it('maps digits to scores, 0 to 10', () => {
    expect(scoreOfKey('7')).toBe(7);
    expect(scoreOfKey('0')).toBe(10);
    expect(scoreOfKey('a')).toBeNull();
  });

  it('wraps around the list both ways', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(5, 0)).toBe(0);
  });

  it('decides the shown photo, or the next undecided one when keys outrun the list', () => {
    expect(undecidedFrom(items, 0, new Set())?.id).toBe('a');
    expect(undecidedFrom(items, 0, new Set(['a']))?.id).toBe('b');
    expect(undecidedFrom(items, 2, new Set(['c']))?.id).toBe('a');
    expect(undecidedFrom(items, 1, new Set(['a', 'b', 'c']))).toBeUndefined();
  });
});
