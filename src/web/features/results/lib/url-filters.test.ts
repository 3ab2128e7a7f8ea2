import { describe, expect, it } from 'vitest';
import { readResultsFilters, resultsParams } from './url-filters';

const CONTEST = '0b9f2c1e-8d4a-4c3b-9a7e-1f2d3c4b5a69';
const params = (search: string) => new URLSearchParams(search);

describe('readResultsFilters', () => {
  it('reads every filter the URL names', () => {
    expect(
      readResultsFilters(
        params(
          `year=2026&category=photo&contest=${CONTEST}&status=approved&award=honorable&disagreement=awaiting&sort=asc`,
        ),
        true,
      ),
    ).toEqual({
      year: 2026,
      category: 'photo',
      contestId: CONTEST,
      preFilterStatus: 'approved',
      award: 'honorable',
      disagreement: 'awaiting',
      sort: 'asc',
    });
  });

  it('drops unknown or malformed values, and the year on a screen without one', () => {
    const filters = readResultsFilters(
      params('year=20x6&category=audio&contest=42&status=maybe&award=gold&disagreement=maybe&sort=up'),
      true,
    );
    expect(filters).toEqual({
      year: null,
      category: null,
      contestId: null,
      preFilterStatus: null,
      award: null,
      disagreement: null,
      sort: 'desc',
    });
    expect(readResultsFilters(params('year=2026'), false).year).toBeNull();
    expect(readResultsFilters(params('year=1492'), true).year).toBeNull();
  });
});

describe('resultsParams', () => {
  it('writes a filter under its URL name and goes back to page 1', () => {
    expect(resultsParams(params('award=awarded&page=3'), { contestId: CONTEST }).toString()).toBe(
      `award=awarded&contest=${CONTEST}`,
    );
  });

  it('leaves defaults out of the URL: no filter, highest first', () => {
    expect(
      resultsParams(params('sort=asc&status=pending'), { sort: 'desc', preFilterStatus: null }).toString(),
    ).toBe('');
  });

  it('moves to another page keeping the filters', () => {
    expect(resultsParams(params('category=video'), { page: 2 }).toString()).toBe('category=video&page=2');
  });
});
