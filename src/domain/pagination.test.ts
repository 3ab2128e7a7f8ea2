import { describe, expect, it } from 'vitest';
import {
  PAGE_SIZE,
  PRE_FILTER_PAGE_SIZE,
  computePageOffset,
  pageCount,
  pageRange,
  pageWindow,
} from './pagination';
import { pageQuerySchema } from './schemas/pagination';

const E = 'ellipsis';

describe('page sizes', () => {
  it('shows 50 rows in lists and 100 photos in the pre-filter grid', () => {
    expect(PAGE_SIZE).toBe(50);
    expect(PRE_FILTER_PAGE_SIZE).toBe(100);
  });

  it('counts pages, with none for an empty list', () => {
    expect(pageCount(0, 50)).toBe(0);
    expect(pageCount(1, 50)).toBe(1);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageCount(51, 50)).toBe(2);
    expect(pageCount(1000, 100)).toBe(10);
    expect(() => pageCount(10, 0)).toThrow(RangeError);
  });

  it('skips the rows of earlier pages', () => {
    expect(computePageOffset(1, 50)).toBe(0);
    expect(computePageOffset(3, 50)).toBe(100);
    expect(computePageOffset(0, 50)).toBe(0);
  });
});

describe('page window', () => {
  it('centres five pages on the current one with first, last and ellipses', () => {
    expect(pageWindow({ page: 6, pageCount: 20 })).toEqual([1, E, 4, 5, 6, 7, 8, E, 20]);
    expect(pageWindow({ page: 12, pageCount: 20 })).toEqual([1, E, 10, 11, 12, 13, 14, E, 20]);
  });

  it('slides the window to the edges instead of shrinking it', () => {
    expect(pageWindow({ page: 1, pageCount: 20 })).toEqual([1, 2, 3, 4, 5, E, 20]);
    expect(pageWindow({ page: 3, pageCount: 20 })).toEqual([1, 2, 3, 4, 5, E, 20]);
    expect(pageWindow({ page: 20, pageCount: 20 })).toEqual([1, E, 16, 17, 18, 19, 20]);
    expect(pageWindow({ page: 18, pageCount: 20 })).toEqual([1, E, 16, 17, 18, 19, 20]);
  });

  it('adds the first or last page without an ellipsis when the window touches it', () => {
    expect(pageWindow({ page: 4, pageCount: 20 })).toEqual([1, 2, 3, 4, 5, 6, E, 20]);
    expect(pageWindow({ page: 17, pageCount: 20 })).toEqual([1, E, 15, 16, 17, 18, 19, 20]);
  });

  it('shows the single page an ellipsis would hide', () => {
    expect(pageWindow({ page: 5, pageCount: 20 })).toEqual([1, 2, 3, 4, 5, 6, 7, E, 20]);
    expect(pageWindow({ page: 16, pageCount: 20 })).toEqual([1, E, 14, 15, 16, 17, 18, 19, 20]);
  });

  it('shows every page when there are few', () => {
    expect(pageWindow({ page: 1, pageCount: 1 })).toEqual([1]);
    expect(pageWindow({ page: 2, pageCount: 3 })).toEqual([1, 2, 3]);
    expect(pageWindow({ page: 4, pageCount: 7 })).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('draws nothing without pages and clamps a page out of range', () => {
    expect(pageWindow({ page: 1, pageCount: 0 })).toEqual([]);
    expect(pageWindow({ page: 99, pageCount: 20 })).toEqual([1, E, 16, 17, 18, 19, 20]);
    expect(pageWindow({ page: -3, pageCount: 20 })).toEqual([1, 2, 3, 4, 5, E, 20]);
  });

  it('accepts another window size', () => {
    expect(pageWindow({ page: 10, pageCount: 20, size: 3 })).toEqual([1, E, 9, 10, 11, E, 20]);
  });
});

describe('page query', () => {
  it('reads the page from a query string and defaults to 1', () => {
    expect(pageQuerySchema.parse({ page: '3' })).toEqual({ page: 3 });
    expect(pageQuerySchema.parse({})).toEqual({ page: 1 });
  });

  it('refuses pages below 1 and non-integers with an i18n key', () => {
    for (const page of ['0', '-1', '1.5', 'abc']) {
      const result = pageQuerySchema.safeParse({ page });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('errors.pagination.invalidPage');
    }
  });
});

describe('page range', () => {
  it('names the positions shown, not the count of the page', () => {
    expect(pageRange(2, 50, 4)).toEqual({ from: 51, to: 54 });
    expect(pageRange(1, 50, 50)).toEqual({ from: 1, to: 50 });
    expect(pageRange(3, 50, 0)).toEqual({ from: 0, to: 0 });
  });
});
