import { describe, expect, it } from 'vitest';
import { pageOf, withParams } from './url-params';

const params = (search: string) => new URLSearchParams(search);

describe('pageOf', () => {
  it('reads a whole page number from 1, and page 1 for anything else', () => {
    expect(pageOf(params('page=3'))).toBe(3);
    expect(pageOf(params('page=2.7'))).toBe(2);
    expect(pageOf(params(''))).toBe(1);
    expect(pageOf(params('page=0'))).toBe(1);
    expect(pageOf(params('page=-4'))).toBe(1);
    expect(pageOf(params('page=abc'))).toBe(1);
  });
});

describe('withParams', () => {
  it('sets the values given and keeps the others', () => {
    expect(withParams(params('role=admin&q=ana'), { status: 'vip', page: 2 }).toString()).toBe(
      'role=admin&q=ana&status=vip&page=2',
    );
  });

  it('removes empty values and page 1, and leaves undefined ones alone', () => {
    const next = withParams(params('role=admin&q=ana&page=4&year=2025'), {
      role: null,
      q: '',
      page: 1,
      year: undefined,
    });
    expect(next.toString()).toBe('year=2025');
  });

  it('does not change the search it was given', () => {
    const current = params('page=2');
    withParams(current, { page: null });
    expect(current.toString()).toBe('page=2');
  });
});
