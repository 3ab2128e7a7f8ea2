import { describe, expect, it } from 'vitest';
import { countsInResults, countsInResultsSql } from './results';

describe('entries counted in results', () => {
  it('counts approved photos and every video, never a pending or rejected photo', () => {
    expect(countsInResults({ isPhoto: true, preFilterStatus: 'approved' })).toBe(true);
    expect(countsInResults({ isPhoto: true, preFilterStatus: 'pending' })).toBe(false);
    expect(countsInResults({ isPhoto: true, preFilterStatus: 'rejected' })).toBe(false);
    expect(countsInResults({ isPhoto: false, preFilterStatus: 'pending' })).toBe(true);
  });

  it('has a SQL twin over an aliased row', () => {
    expect(countsInResultsSql('s')).toBe(`(s.file_key IS NULL OR s.pre_filter_status = 'approved')`);
  });
});
