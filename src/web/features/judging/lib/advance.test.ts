import { describe, expect, it } from 'vitest';
import { shouldAdvance } from './advance';

describe('shouldAdvance', () => {
  it('moves on through the pending tab when the switch is on and a next entry exists', () => {
    expect(shouldAdvance({ isOn: true, tab: 'pending', index: 0, count: 2 })).toBe(true);
    expect(shouldAdvance({ isOn: false, tab: 'pending', index: 0, count: 2 })).toBe(false);
    expect(shouldAdvance({ isOn: true, tab: 'pending', index: 1, count: 2 })).toBe(false);
  });

  it('stays on a re-scored entry in the "≥ 7" and "≤ 6" tabs, so the score announced is its own', () => {
    expect(shouldAdvance({ isOn: true, tab: 'high', index: 0, count: 5 })).toBe(false);
    expect(shouldAdvance({ isOn: true, tab: 'low', index: 0, count: 5 })).toBe(false);
  });
});
