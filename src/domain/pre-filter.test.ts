import { describe, expect, it } from 'vitest';
import { showsPreFilterStatus } from './pre-filter';

describe('showsPreFilterStatus', () => {
  it('shows the status of photos in a contest that shows pre-filter results, and nothing else', () => {
    expect(showsPreFilterStatus({ category: 'photo', showPreFilterResults: true })).toBe(true);
    expect(showsPreFilterStatus({ category: 'photo', showPreFilterResults: false })).toBe(false);
    expect(showsPreFilterStatus({ category: 'video', showPreFilterResults: true })).toBe(false);
    expect(showsPreFilterStatus({ category: 'video', showPreFilterResults: false })).toBe(false);
  });
});
