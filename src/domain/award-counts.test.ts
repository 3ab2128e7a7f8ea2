import { describe, expect, it } from 'vitest';
import { yearlyAwardCount } from './award-counts';

describe('yearly award count', () => {
  it('is the admin’s count when one is set, replacing (not adding to) the computed awards', () => {
    expect(yearlyAwardCount({ manual: 5, computed: 2 })).toEqual({ count: 5, source: 'manual' });
    expect(yearlyAwardCount({ manual: 1, computed: 3 })).toEqual({ count: 1, source: 'manual' });
  });

  it('takes an explicit 0 as the official number', () => {
    expect(yearlyAwardCount({ manual: 0, computed: 3 })).toEqual({ count: 0, source: 'manual' });
  });

  it('falls back to the awards computed from judged entries', () => {
    expect(yearlyAwardCount({ manual: null, computed: 3 })).toEqual({ count: 3, source: 'computed' });
    expect(yearlyAwardCount({ manual: undefined, computed: 0 })).toEqual({ count: 0, source: 'computed' });
  });
});
